import fs from 'node:fs';
import { parseAst, type Plugin } from 'vite';

// zod's JSON Schema conversion and its English messages, left out of the app's build (issue 32
// item 5, /login's 150 kB). zod 4 reaches its converter from every schema (a `toJSONSchema`
// method, the standard schema's `jsonSchema`), so a bundler keeps it all: 6.2 kB gzip on /login,
// where nothing converts (the JSON Schemas are written by `npm run schemas`, and the studio, its
// only reader in a browser, is a build of its own). English is zod's default locale; the app sets
// zh-CN before its first schema (engine/config/zod.ts). Each left-out module becomes one with
// the same exports, which throw if ever called.

/** The modules left out, under node_modules/zod/v4/. */
export const LEFT_OUT = ['core/json-schema-processors.js', 'core/to-json-schema.js', 'locales/en.js'];
const MODULE = new RegExp(`[\\\\/]node_modules[\\\\/]zod[\\\\/]v4[\\\\/](${LEFT_OUT.map((file) => file.replace(/[./]/g, (c) => (c === '/' ? '[\\\\/]' : '\\.'))).join('|')})$`);

interface Node {
  type: string;
  declaration?: { type: string; id?: { name: string }; declarations?: { id: { name: string } }[] } | null;
  specifiers?: { exported: { name: string } }[];
}

/** The names a module exports (`default` included). */
export function exportNames(code: string): string[] {
  const names: string[] = [];
  for (const node of parseAst(code).body as unknown as Node[]) {
    if (node.type === 'ExportDefaultDeclaration') names.push('default');
    if (node.type !== 'ExportNamedDeclaration') continue;
    const declaration = node.declaration;
    if (declaration?.id) names.push(declaration.id.name);
    for (const one of declaration?.declarations ?? []) names.push(one.id.name);
    for (const specifier of node.specifiers ?? []) names.push(specifier.exported.name);
  }
  return names;
}

/** A module with the same exports as `code`, each one throwing when called (a `create…` factory gives a function that throws). */
export function leftOutModule(code: string, file: string): string {
  const lines = [`const unavailable = (name) => () => { throw new Error(\`zod: \${name} is left out of the app's build (build/zod-browser.ts)\`); };`];
  for (const name of exportNames(code)) {
    // the locale: a default that only the first schema made without one would take
    const value = name === 'default' ? '() => ({})' : /^create/.test(name) ? `() => unavailable(${JSON.stringify(name)})` : `unavailable(${JSON.stringify(name)})`;
    lines.push(name === 'default' ? `export default ${value};` : `export const ${name} = ${value};`);
  }
  return `// ${file}, left out\n${lines.join('\n')}\n`;
}

export function zodBrowser(): Plugin {
  let build = false;
  return {
    name: 'zod-browser',
    apply: 'build',
    configResolved(config) {
      build = !config.build.ssr;
    },
    load(id) {
      const file = build ? MODULE.exec(id.split('?')[0] ?? '')?.[1] : undefined;
      return file ? leftOutModule(fs.readFileSync(id.split('?')[0] as string, 'utf8'), file) : undefined;
    },
  };
}
