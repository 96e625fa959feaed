import { parseAst, type Plugin } from 'vite';
import { hookGroup, sheetId } from './antd-sheets.ts';

// The code that writes antd's styles, left out of the app's build (issue 32 items 1 and 5).
// With the styles made at build time (build/antd-styles.ts), antd finds every rule of the app's
// components in the shipped CSS and never calls a component's style function; yet each function,
// with the helpers it calls, was still shipped (about 30 kB gzip of the dashboard's shell) because
// each component's style hook names it. Here each style hook is given, in place of its function,
// one that writes nothing and says so: a component the build did not render
// (build/antd-styles-extract.tsx) shows unstyled, and the console names it (STYLE_MISS), which
// fails any browser test that meets it (tests/e2e/harness.ts). The run-time styles of Storybook
// (stories under antd's own theme) and of `vite` (dev) are not touched.
// Each style module, antd's and Formily's, also imports the sheets of its hooks
// (build/antd-sheets.ts), so that the rules ship with the chunk that holds the hook (issue 61 item 4).

/** The style hook makers of antd (theme/util/genStyleUtils). */
const MAKERS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
/**
 * antd's `…/style/*.js` and `…/style.js` modules, where the hooks are made. Not Formily's: its
 * rules are made from the theme's values, not its variables, so the build makes them for the
 * default colour and size only, and another site colour or font size needs them at run time.
 */
const STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/](.+)[\\/]style(?:[\\/][^\\/]+)?\.js$/;
/** Formily's style modules (`form-item/style/index.js`, `form-grid/style.js`), each a `genStyleHook('<name>', …)`. */
const FORMILY_STYLE_MODULE = /[\\/]node_modules[\\/]@formily[\\/]antd-v5[\\/]esm[\\/].+[\\/]style(?:[\\/]index)?\.js$/;
const FORMILY_HOOK = /\bgenStyleHook\(\s*['"]([\w-]+)['"]/g;
/**
 * Kept whole: the toast and the confirm, which /login shows through antd's statics, under
 * antd's own theme, before the app's providers exist (app/services/feedback.ts).
 */
const RUN_TIME = new Set(['message', 'modal']);
/** How the console names a component whose styles the build did not make. */
export const STYLE_MISS = 'antd styles missing from the build:';

interface Node {
  type: string;
  start: number;
  end: number;
  callee?: Node & { name?: string };
  arguments?: Node[];
  [key: string]: unknown;
}

/** Every call of a style hook maker in `node`, depth first. */
function makerCalls(node: unknown, found: Node[] = []): Node[] {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    for (const child of node) makerCalls(child, found);
    return found;
  }
  const current = node as Node;
  if (current.type === 'CallExpression' && current.callee?.type === 'Identifier' && MAKERS.has(current.callee.name ?? '') && (current.arguments?.length ?? 0) >= 2) found.push(current);
  for (const [key, value] of Object.entries(current)) if (key !== 'type' && typeof value === 'object') makerCalls(value, found);
  return found;
}

/** `code` with each maker's style function replaced by one that writes nothing and says so. */
export function withoutStyleFunctions(code: string): string {
  const calls = makerCalls(parseAst(code));
  let out = code;
  for (const call of calls.sort((a, b) => b.start - a.start)) {
    const [name, styleFn] = call.arguments as [Node, Node];
    const miss = `() => (console.error(${JSON.stringify(STYLE_MISS)}, ${JSON.stringify(code.slice(name.start, name.end))}), [])`;
    out = out.slice(0, styleFn.start) + miss + out.slice(styleFn.end);
  }
  return out;
}

/** The literal text of a string or an array of strings (a hook's name), else undefined. */
function literalNames(node: Node): string[] | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return [node.value];
  if (node.type !== 'ArrayExpression') return undefined;
  const names = (node.elements as Node[]).map((element) => (element.type === 'Literal' && typeof element.value === 'string' ? element.value : undefined));
  return names.every((name) => name !== undefined) ? (names as string[]) : undefined;
}

/**
 * The sheets of an antd style module's hooks, as imports: `genStyleHooks(['Input', 'TextArea'], …)`
 * -> `import "virtual:antd-static/Input-TextArea.css";`. A hook whose name is not written out
 * throws: its rules could not be found.
 */
export function sheetImports(code: string): string {
  const groups = makerCalls(parseAst(code)).map((call) => {
    const names = literalNames((call.arguments as Node[])[0]!);
    if (!names) throw new Error(`an antd style hook named by an expression: ${code.slice(call.start, call.start + 80)}`);
    return hookGroup(names[0]!, names[1]);
  });
  return [...new Set(groups)].map((group) => `import ${JSON.stringify(sheetId(group))};\n`).join('');
}

/** The same for Formily's style modules: `genStyleHook('form-grid', …)` -> `import "virtual:antd-static/formily-form-grid.css";`. */
export const formilySheetImports = (code: string): string =>
  [...new Set([...code.matchAll(FORMILY_HOOK)].map((match) => hookGroup(match[1]!, undefined, true)))].map((group) => `import ${JSON.stringify(sheetId(group))};\n`).join('');

export function isStyleModule(id: string): boolean {
  const component = STYLE_MODULE.exec(id)?.[1];
  return component !== undefined && !RUN_TIME.has(component);
}

export function antdStyleCode(): Plugin {
  let build = false;
  return {
    name: 'antd-style-code',
    apply: 'build',
    configResolved(config) {
      build = !config.build.ssr;
    },
    transform(code, id) {
      if (!build) return undefined;
      if (FORMILY_STYLE_MODULE.test(id)) return { code: formilySheetImports(code) + code, map: null };
      if (!STYLE_MODULE.test(id)) return undefined;
      return { code: sheetImports(code) + (isStyleModule(id) ? withoutStyleFunctions(code) : code), map: null };
    },
  };
}
