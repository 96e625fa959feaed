import { createRequire } from 'node:module';
import { Profiler, type ReactNode } from 'react';

// The work behind a key, counted rather than timed (issue 61 item 1): counts do not move with the
// machine's load, so a test can hold them to budgets. Counted in jsdom, in the test environment
// (tests/adapters/form/work-per-key.test.tsx): the components React renders, the Formily reactions
// that run, and antd's theme-token work. antd, cssinjs and Formily are loaded by Node as CommonJS
// there, and their modules read each other's exports at every call (`(0, _useToken.default)()`),
// so a counting wrapper put in an export's place sees every call. The engine's own calls are
// counted by the test's vi.mock of its modules (ESM exports cannot be replaced in place).

/** Counter name -> how many times it happened since the last reset. */
export type Counts = Record<string, number>;

export interface WorkCounter {
  readonly counts: Counts;
  /** Counts `name` once (the engine mocks call this). */
  add(name: string, by?: number): void;
  reset(): void;
  /** The counts from `run`'s start until its promise settles. */
  during(run: () => Promise<void>): Promise<Counts>;
  /** Puts every export it replaced back. */
  restore(): void;
}

const require = createRequire(import.meta.url);

/** Fiber tags of the components that run user code: function, class, forwardRef, simple memo (React 18). */
const COMPONENT_TAGS = new Set([0, 1, 2, 11, 15]);
/** React's PerformedWork flag: the fiber's component ran in this render (it did not bail out). */
const PERFORMED_WORK = 1;

interface Fiber {
  tag: number;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

/**
 * How many components ran in the commit whose tree is `root`: a subtree whose children are the
 * ones of the previous commit (its parent bailed out with no work below) was not visited.
 */
function renderedIn(root: Fiber): number {
  let rendered = 0;
  const stack: Fiber[] = [root];
  while (stack.length) {
    const fiber = stack.pop() as Fiber;
    if (COMPONENT_TAGS.has(fiber.tag) && fiber.flags & PERFORMED_WORK) rendered++;
    if (fiber.alternate && fiber.child === fiber.alternate.child) continue;
    for (let child = fiber.child; child; child = child.sibling) stack.push(child);
  }
  return rendered;
}

/** The current fiber tree of the React root rendered into `container`. */
function currentTree(container: Element): Fiber | undefined {
  const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
  const hostRoot = key ? (container as unknown as Record<string, { stateNode?: { current?: Fiber } }>)[key] : undefined;
  return hostRoot?.stateNode?.current;
}

/**
 * `children` under a Profiler that, at each commit, adds the components React ran to `counter`
 * ("components rendered") and counts the commit ("React commits"). The Profiler reports in
 * development builds, which the tests run.
 */
export function CountRenders({ counter, container, children }: { counter: WorkCounter; container: () => Element; children: ReactNode }) {
  const onRender = () => {
    const tree = currentTree(container());
    counter.add('React commits');
    if (tree) counter.add('components rendered', renderedIn(tree));
  };
  return (
    <Profiler id="work" onRender={onRender}>
      {children}
    </Profiler>
  );
}

type Exports = Record<string, unknown>;

/** Replaces `exports[name]` (a function) by one that counts its calls under `label`; returns the undo. */
function countCalls(counter: WorkCounter, exports: Exports, name: string, label: string, wrap?: (original: (...args: unknown[]) => unknown) => (...args: unknown[]) => unknown): () => void {
  const original = exports[name] as (...args: unknown[]) => unknown;
  const counted =
    wrap?.(original) ??
    function (this: unknown, ...args: unknown[]) {
      counter.add(label);
      return original.apply(this, args);
    };
  Object.assign(counted, original);
  exports[name] = counted;
  return () => void (exports[name] = original);
}

/**
 * A counter of the libraries' work: antd's useToken (every antd component's style hook asks it),
 * cssinjs's token flattening and hashing (flattenToken, token2key, @emotion/hash), and Formily's
 * reactions (autorun and reaction runs, each field's x-reactions among them). Install it before the
 * form mounts: reactions created earlier are not counted.
 */
export function createWorkCounter(): WorkCounter {
  const counts: Counts = {};
  const undo: (() => void)[] = [];
  const counter: WorkCounter = {
    counts,
    add: (name, by = 1) => void (counts[name] = (counts[name] ?? 0) + by),
    reset: () => Object.keys(counts).forEach((name) => delete counts[name]),
    async during(run) {
      counter.reset();
      await run();
      return { ...counts };
    },
    restore: () => undo.splice(0).reverse().forEach((put) => put()),
  };
  undo.push(countCalls(counter, require('antd/lib/theme/useToken') as Exports, 'default', 'antd useToken'));
  const cssinjsUtil = require('@ant-design/cssinjs/lib/util/index') as Exports;
  undo.push(countCalls(counter, cssinjsUtil, 'flattenToken', 'cssinjs flattenToken'));
  undo.push(countCalls(counter, cssinjsUtil, 'token2key', 'cssinjs token2key'));
  undo.push(countCalls(counter, require('@emotion/hash') as Exports, 'default', 'cssinjs hash (@emotion/hash)'));
  const reactive = require('@formily/reactive/lib/autorun') as Exports;
  for (const name of ['autorun', 'reaction'] as const) {
    undo.push(
      countCalls(counter, reactive, name, 'Formily reactions', (original) =>
        function (this: unknown, tracker: unknown, ...rest: unknown[]) {
          const counted = function (this: unknown, ...args: unknown[]) {
            counter.add('Formily reactions');
            return (tracker as (...a: unknown[]) => unknown).apply(this, args);
          };
          return original.call(this, counted, ...rest);
        },
      ),
    );
  }
  return counter;
}
