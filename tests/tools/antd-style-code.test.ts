import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { isStyleModule, STYLE_MISS, withoutStyleFunctions } from '../../build/antd-style-code.ts';

// The build leaves antd's style functions out (build/antd-style-code.ts): each style hook keeps
// its name, tokens and options, and its function becomes one that writes nothing and says so.

const MODULES = path.resolve(import.meta.dirname, '../../node_modules');

describe('antd style code left out of the build', () => {
  it('replaces the style function of each hook, keeps everything else, and names the component when called', () => {
    const code = [
      "import { genStyleHooks } from '../../theme/internal';",
      'const genMenuStyle = (token) => ({ [token.componentCls]: { color: token.colorText } });',
      "export default genStyleHooks('Menu', (token) => [genMenuStyle(token)], prepareComponentToken, { unitless: { x: true } });",
      "export const Sub = genSubStyleComponent(['Input', 'Shared'], genMenuStyle);",
    ].join('\n');
    const out = withoutStyleFunctions(code);
    expect(out).not.toContain('[genMenuStyle(token)]');
    expect(out).not.toContain("['Input', 'Shared'], genMenuStyle");
    expect(out).toContain('prepareComponentToken, { unitless: { x: true } }');
    // the helper is no longer used by any hook: the bundler drops it
    expect(out.match(/genMenuStyle/g)).toHaveLength(1);
    const calls: unknown[][] = [];
    const replaced = out.match(/\(\) => \(console\.error\([^)]*\), \[\]\)/g) ?? [];
    expect(replaced).toHaveLength(2);
    const console = { error: (...args: unknown[]) => calls.push(args) };
    for (const fn of replaced) expect(new Function('console', `return (${fn})()`)(console)).toEqual([]);
    expect(calls).toEqual([
      [STYLE_MISS, "'Menu'"],
      [STYLE_MISS, "['Input', 'Shared']"],
    ]);
  });

  it("handles antd's real style modules, and only those", () => {
    const files = ['antd/es/menu/style/index.js', 'antd/es/input/style/variants.js', 'antd/es/form/style/fallbackCmp.js'].map((file) => path.join(MODULES, file));
    expect(files.filter((file) => !isStyleModule(file))).toEqual([]);
    // not the components, nor Formily's styles (made from the theme's values: another colour needs them at run time)
    expect(isStyleModule(path.join(MODULES, 'antd/es/menu/menu.js'))).toBe(false);
    expect(isStyleModule(path.join(MODULES, '@formily/antd-v5/esm/form-item/style/index.js'))).toBe(false);
    // nor the toast's and the confirm's, which /login shows through antd's statics under antd's own theme
    expect(isStyleModule(path.join(MODULES, 'antd/es/message/style/index.js'))).toBe(false);
    expect(isStyleModule(path.join(MODULES, 'antd/es/modal/style/confirm.js'))).toBe(false);
    for (const file of files.filter((one) => !one.endsWith('variants.js'))) {
      const code = fs.readFileSync(file, 'utf8');
      const out = withoutStyleFunctions(code);
      expect(out).toContain(STYLE_MISS);
      expect(out.length).toBeLessThan(code.length);
    }
  });
});
