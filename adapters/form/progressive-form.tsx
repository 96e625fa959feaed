import { FormGrid } from '@formily/antd-v5';
import { LifeCycleTypes, type Form } from '@formily/core';
import { RecursionField, Schema, type ISchema } from '@formily/react';
import type { CompiledForm } from '../../engine/index.ts';
import { createContext, memo, useCallback, useContext, useEffect, useMemo, useLayoutEffect, useRef, useState, startTransition, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

// A long form's first screen first (issue 16 item 3): only the fields of the first screen are
// drawn at once; the rest follow once that screen is painted, as a transition (React draws it in
// slices, and a key typed meanwhile is taken between them); the fields are created in the Formily
// form before that in slices of a few milliseconds too (issue 32 item 2). Every field is in the form by
// then, or as soon as the form is validated, so values, defaults, show_if and must_value,
// validation and submit work on all of them. A failed validation draws the rest at once, so the
// first error can be focused wherever it is.
//
// The grid draws its fields itself (ConfigGrid), each under its own memoised RecursionField, so
// drawing the rest leaves the first screen's fields as they are: Formily's RecursionField draws
// its whole subtree again whenever its parent does (npm run bench: all 200 fields 1.11x -> 1.04x
// of hand-written Formily).

/** Forms up to this many fields are drawn at once: they take little longer than one screen. */
export const PROGRESSIVE_FROM = 40;
/** The lowest a grid row of fields is, from one row's top to the next (label, input, margin), in px. */
const ROW_HEIGHT = 84;

/** The compiled form's fields in their x-index order. */
const orderedFields = (form: CompiledForm) => Object.entries(form.properties.grid.properties).sort(([, a], [, b]) => a['x-index'] - b['x-index']);

/**
 * How many fields fill a screen of `height` px: widths (grid spans of 4 columns) packed into rows
 * the way CSS grid places them, rows counted at their lowest height so the screen is full.
 */
export function firstScreenCount(spans: readonly number[], height: number): number {
  const rows = Math.ceil(height / ROW_HEIGHT);
  let row = 1;
  let used = 0;
  for (let index = 0; index < spans.length; index++) {
    const span = spans[index] ?? 4;
    if (used + span > 4) {
      row++;
      used = 0;
    }
    if (row > rows) return index;
    used += span;
  }
  return spans.length;
}

/** The compiled form with its grid emptied: ConfigGrid draws the fields. */
function withoutFields(form: CompiledForm): CompiledForm {
  return { ...form, properties: { grid: { ...form.properties.grid, properties: {} } } };
}

/**
 * Creates the Formily fields of `schema` the way <SchemaField> would, without drawing them: one
 * field per step, so that the caller may stop between any two (a parent before its children).
 */
function* fieldCreations(form: Form, schema: Schema, basePath?: string): Generator<void, void, void> {
  for (const { key, schema: child } of Schema.getOrderProperties(schema)) {
    const props = { ...child.toFieldProps(), name: key, basePath };
    if (child.type === 'object') {
      const field = form.createObjectField(props);
      yield;
      yield* fieldCreations(form, child, field?.address.toString());
    } else if (child.type === 'void') {
      const field = form.createVoidField(props);
      yield;
      yield* fieldCreations(form, child, field?.address.toString());
    } else {
      if (child.type === 'array') form.createArrayField(props);
      else form.createField(props);
      yield;
    }
  }
}

/** How long one slice of field creation may hold the main thread: a key typed meanwhile waits at most this. */
const SLICE_MS = 6;

/**
 * Whether a key or click is waiting for the main thread (Chromium's isInputPending; false where
 * there is none): a slice then ends after the field in hand, so that the key waits for one
 * field's creation rather than for up to SLICE_MS.
 */
function inputPending(): boolean {
  const scheduling = (navigator as Navigator & { scheduling?: { isInputPending?(): boolean } }).scheduling;
  return scheduling?.isInputPending?.() ?? false;
}

/** The browser's task scheduler (scheduler.postTask: Chromium, Firefox), where it has one. */
interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'background'; signal: AbortSignal }): Promise<unknown>;
}

/**
 * Runs `then` soon in a task of its own, after pending input; returns a cancel. Where the browser
 * has a task scheduler, at background priority: the creation of fields no one sees yet goes
 * after every other task the page has waiting (a timer, an answer, the work after a key's frame):
 * a key typed in the first screen was painted after 40.4 ms, now 31.9 ms, median of 15 fresh
 * loads of the form bench's page (the hand-written form: 32.6 ms).
 * Elsewhere a message task, as React's scheduler yields: a chain of setTimeout(0) is held back
 * 4 ms a time after its fifth link (the HTML timer clamp), which left the main thread idle for
 * 4 ms after every 6 ms slice of the creation.
 */
function soon(then: () => void): () => void {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    const abort = new AbortController();
    // a cancelled task's promise rejects with the abort, which is no error; a failure of `then`
    // is thrown again outside the promise, where the page's error handling sees it
    scheduler.postTask(then, { priority: 'background', signal: abort.signal }).catch((error: unknown) => {
      if (!abort.signal.aborted) setTimeout(() => {
        throw error;
      });
    });
    return () => abort.abort();
  }
  if (typeof MessageChannel !== 'function') {
    const timer = setTimeout(then);
    return () => clearTimeout(timer);
  }
  const channel = new MessageChannel();
  let live = true;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (live) then();
  };
  channel.port2.postMessage(null);
  return () => {
    live = false;
    channel.port1.close();
  };
}

/**
 * Runs `then` in a task after the next frame is painted (soon, where there are no frames);
 * returns a cancel. After a key or click, so that its frame is not held back by more creation.
 */
function afterNextFrame(then: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') return soon(then);
  let cancelSoon: (() => void) | undefined;
  const frame = requestAnimationFrame(() => (cancelSoon = soon(then)));
  return () => {
    cancelAnimationFrame(frame);
    cancelSoon?.();
  };
}

/** Runs `then` when the browser is idle after the next paint (or soon, without idle callbacks); returns a cancel. */
function afterPaint(then: () => void): () => void {
  if (typeof requestIdleCallback !== 'function' || typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(then);
    return () => clearTimeout(timer);
  }
  let idle: number | undefined;
  // eslint-disable-next-line compat/compat -- checked above (Safari before 16.4 has none: a timer then)
  const frame = requestAnimationFrame(() => (idle = requestIdleCallback(then, { timeout: 100 })));
  return () => {
    cancelAnimationFrame(frame);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

type DrawnFields = readonly (readonly [string, ISchema])[];

/** A long form's fields, and whether all of them are drawn or only the first screen's. */
export interface Drawing {
  readonly fields: DrawnFields;
  readonly first: number;
  all(): boolean;
  subscribe(listener: (urgent: boolean) => void): () => void;
  /**
   * Draws every field: at once when `urgent`, else as a transition. An urgent call draws at once
   * even while a transition is drawing them (a failed submit's errors must be in the page when
   * its caller looks for the first one).
   */
  drawAll(urgent: boolean): void;
}

function createDrawing(fields: DrawnFields, first: number): Drawing {
  let all = false;
  const listeners = new Set<(urgent: boolean) => void>();
  return {
    fields,
    first,
    all: () => all,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    drawAll(urgent) {
      if (all && !urgent) return;
      all = true;
      listeners.forEach((listener) => listener(urgent));
    },
  };
}

const DrawingContext = createContext<Drawing | null>(null);

/** Gives ConfigGrid the fields to draw, when the form is a long one. */
export function DrawingProvider({ drawing, children }: { drawing: Drawing | null; children: ReactNode }) {
  return <DrawingContext.Provider value={drawing}>{children}</DrawingContext.Provider>;
}

/** One field of a long form: drawn once, not again when the grid draws the rest. */
const DrawnField = memo(function DrawnField({ name, schema }: { name: string; schema: ISchema }) {
  return <RecursionField name={name} schema={schema} />;
});

/**
 * The grid of generated forms (the engine's LAYOUT.grid): Formily's FormGrid with the fields of
 * the schema, or, in a long form, with the fields drawn so far.
 */
export function ConfigGrid({ children, ...props }: { children?: ReactNode } & Record<string, unknown>) {
  const drawing = useContext(DrawingContext);
  // A copy of drawing.all() in state, not read through useSyncExternalStore: that one cannot
  // draw the rest as a transition.
  const [all, setAll] = useState(() => drawing?.all() ?? true);
  useLayoutEffect(() => {
    if (!drawing) return;
    setAll(drawing.all());
    return drawing.subscribe((urgent) => {
      if (urgent) flushSync(() => setAll(true));
      else startTransition(() => setAll(true));
    });
  }, [drawing]);
  if (!drawing) return <FormGrid {...props}>{children}</FormGrid>;
  const drawn = all ? drawing.fields : drawing.fields.slice(0, drawing.first);
  return (
    <FormGrid {...props}>
      {drawn.map(([name, schema]) => (
        <DrawnField key={name} name={name} schema={schema} />
      ))}
    </FormGrid>
  );
}

/**
 * What to draw: the schema as it is, for a short form; for a long one, the schema without the
 * grid's fields and the Drawing that ConfigGrid draws them from, its first screen at once and the
 * rest after that screen is painted. The fields not drawn yet are created in the form right after
 * that paint, or sooner when the form is validated (submit), so they always take part.
 */
export function useProgressiveForm(form: Form, schema: CompiledForm | null): { schema: CompiledForm | null; drawing: Drawing | null } {
  const drawing = useMemo(() => {
    if (!schema) return null;
    const fields = orderedFields(schema);
    if (fields.length <= PROGRESSIVE_FROM) return null;
    const spans = fields.map(([, field]) => field['x-decorator-props'].gridSpan);
    const first = Math.max(1, firstScreenCount(spans, typeof window === 'undefined' ? 900 : window.innerHeight));
    return createDrawing(fields as unknown as DrawnFields, first);
  }, [schema]);
  const drawn = useMemo(() => (schema && drawing ? withoutFields(schema) : schema), [schema, drawing]);

  // The creation of the fields not drawn yet, one step per field, shared by the sliced creation
  // after the first paint and a validation that needs them all at once.
  const creation = useRef<{ form: Form; schema: CompiledForm; steps: Generator<void, void, void>; done: boolean } | null>(null);
  const stepsFor = useCallback(() => {
    if (!schema) return null;
    if (creation.current?.form !== form || creation.current.schema !== schema) {
      creation.current = { form, schema, steps: fieldCreations(form, new Schema(schema as unknown as ISchema)), done: false };
    }
    return creation.current;
  }, [form, schema]);
  /** Every field at once (a validation or submit is starting). */
  const createAll = useCallback(() => {
    const current = stepsFor();
    if (!current || current.done) return;
    while (!current.steps.next().done);
    current.done = true;
  }, [stepsFor]);
  /** Every field in slices of SLICE_MS or up to a waiting input, yielding to it; then `then`. Returns a cancel. */
  const createInSlices = useCallback(
    (then: () => void): (() => void) => {
      let cancel = () => {};
      const slice = () => {
        const current = stepsFor();
        if (!current) return;
        const end = performance.now() + SLICE_MS;
        let input = false;
        // at least one field a slice, so that a stream of input cannot hold the creation back
        do {
          if (current.steps.next().done) current.done = true;
        } while (!current.done && performance.now() < end && !(input = inputPending()));
        if (current.done) then();
        // a key or click waiting is taken next, and its frame painted before the next slice:
        // slices run until a frame is due, which held a key's paint back by up to one more slice
        else cancel = input ? afterNextFrame(slice) : soon(slice);
      };
      slice();
      return () => cancel();
    },
    [stepsFor],
  );

  useEffect(() => {
    if (!drawing) return;
    // Fields are created before a validation or submit starts, not from a lifecycle effect:
    // those run inside Formily's batch, where a field created hidden keeps its stale value.
    const { validate, submit } = form;
    form.validate = ((...args: Parameters<typeof validate>) => {
      createAll();
      return validate(...args);
    }) as typeof validate;
    form.submit = ((...args: Parameters<typeof submit>) => {
      createAll();
      return submit(...args);
    }) as typeof submit;
    const id = form.subscribe(({ type }) => {
      if (type === LifeCycleTypes.ON_FORM_VALIDATE_FAILED) drawing.drawAll(true);
    });
    return () => {
      form.validate = validate;
      form.submit = submit;
      form.unsubscribe(id);
    };
  }, [form, drawing, createAll]);

  useEffect(() => {
    if (!drawing || drawing.all()) return;
    // Once the first screen is painted and the page is idle: every field in the form, created in
    // slices that a key typed meanwhile is taken between, then the rest drawn as a transition.
    let cancelSlices = () => {};
    const cancelWait = afterPaint(() => {
      cancelSlices = createInSlices(() => drawing.drawAll(false));
    });
    return () => {
      cancelWait();
      cancelSlices();
    };
  }, [drawing, createInSlices]);

  return { schema: drawn, drawing };
}
