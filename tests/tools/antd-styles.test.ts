import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserCss, UNUSED_BUTTON_COLOURS } from '../../build/antd-styles.ts';

// The build's antd sheets leave out the rules of the button colours the app never draws
// (build/antd-styles.ts): held here, so that a button given one of them is caught before it
// ships unstyled.

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every .tsx file under `dir`. */
function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.tsx')).map((entry) => path.join(entry.parentPath, entry.name));
}

describe("the build's antd sheets", () => {
  it('drop a rule whose every selector names an unused button colour, and keep the others whole', () => {
    const css = browserCss('.ant-btn-color-purple.ant-btn-variant-solid{color:red}.ant-btn-color-primary{color:blue}.kept,.ant-btn-color-gold{opacity:.5}@media (max-width:600px){.ant-btn-color-cyan{color:red}.inside{color:red}}');
    expect(css).not.toContain('ant-btn-color-purple');
    expect(css).not.toContain('ant-btn-color-cyan');
    expect(css).toContain('.ant-btn-color-primary');
    expect(css).toMatch(/\.kept,\s*\.ant-btn-color-gold/);
    expect(css).toContain('.inside');
  });

  it('leave out only colours that no button of the app is given', () => {
    const given: string[] = [];
    for (const file of [...sources('app'), ...sources('adapters')]) {
      const code = fs.readFileSync(file, 'utf8');
      for (const [element] of code.matchAll(/<Button\b[^>]*>/gs)) {
        const colour = /\scolor=(?:"([^"]+)"|\{['"]([^'"]+)['"]\}|\{)/.exec(element);
        if (colour) given.push(`${path.relative(ROOT, file)}: ${colour[1] ?? colour[2] ?? 'an expression'}`);
      }
    }
    // a colour by expression could be any; one by name must not be left out
    expect(given.filter((entry) => entry.endsWith('an expression') || UNUSED_BUTTON_COLOURS.some((colour) => entry.endsWith(`: ${colour}`)))).toEqual([]);
  });
});
