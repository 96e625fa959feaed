import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { formilySheetImports, isStyleModule, sheetImports, STYLE_MISS, withoutStyleFunctions } from '../../build/antd-style-code.ts';
import { sheetOfKey } from '../../build/antd-sheets.ts';

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

  it("imports each hook's sheet, named as the extractor groups antd's cache keys", () => {
    const code = [
      "export default genStyleHooks('Button', genButtonStyle, prepareComponentToken);",
      "export const Compact = genSubStyleComponent(['Button', 'compact'], genCompact);",
      "export const Text = genStyleHooks(['Input', 'TextArea'], genTextArea);",
    ].join('\n');
    expect(sheetImports(code)).toBe(['Button-Button', 'Button-compact', 'Input-TextArea'].map((group) => `import "virtual:antd-static/${group}.css";\n`).join(''));
    // the extractor's side: the same names from the keys of antd's style cache
    expect(sheetOfKey('style%jkedhy%Button-Button%ant-btn%anticon')).toBe('Button-Button');
    expect(sheetOfKey('style%jkedhy%Input-TextArea%ant-input%anticon')).toBe('Input-TextArea');
    expect(sheetOfKey('style%1bqqhgo%formily-antd%form-grid%ant-formily-grid%anticon')).toBe('formily-form-grid');
    // antd's shared rules stay in the common sheet
    expect(sheetOfKey('style%jkedhy%Shared%ant')).toBeUndefined();
    expect(sheetOfKey('style%1g3r1lh%ant-design-icons%anticon')).toBeUndefined();
    // a hook named by an expression cannot be matched to its rules: the build stops
    expect(() => sheetImports('export default genStyleHooks(name, genStyle);')).toThrow(/named by an expression/);
  });

  it("names every real style module's sheets, antd's and Formily's", () => {
    const menu = fs.readFileSync(path.join(MODULES, 'antd/es/menu/style/index.js'), 'utf8');
    expect(sheetImports(menu)).toBe('import "virtual:antd-static/Menu-Menu.css";\n');
    const formItem = fs.readFileSync(path.join(MODULES, '@formily/antd-v5/esm/form-item/style/index.js'), 'utf8');
    expect(formilySheetImports(formItem)).toBe('import "virtual:antd-static/formily-Form.css";\n');
  });
});
