// @walk: npm test runs this file, in the browser walk (vitest.config.ts)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import doiuse from 'doiuse';
import postcss, { type Node as CssNode } from 'postcss';
import type { Page } from 'playwright-core';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { clickRowAction, login, ROOT, useBrowser, visitInApp } from './support/harness.ts';
import { deleteApis, KERNELS, missingIn } from './support/kernels.ts';
import { formField } from './support/drivers/form.ts';
import { chooseOption } from './support/drivers/select.ts';

// Issue 55: the browser floor (package.json "browserslist", build/browser-floor.ts). The build's
// JavaScript parses at the floor's syntax and its CSS holds nothing the floor cannot read; in
// today's Chromium made to lack what the kernels of 360 13 (Chromium 86) and of Windows 7's last
// browsers (109) lack, a user logs in, adds and edits a record and opens the map and the editor;
// a browser without modules (360's IE mode) reads 当前浏览器版本过低.

const DIST = process.env.DIST_DIR ?? path.join(ROOT, 'dist');
const ASSETS = path.join(DIST, 'assets');
const MAJORS = '/fxl-school/fxl-school.major';
const BRANCHES = '/school-branch/school-branch';
const COURSES = '/fxl-school/fxl-school.train-class';
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const assets = (pattern: RegExp) => fs.readdirSync(ASSETS).filter((file) => pattern.test(file));

/**
 * doiuse's findings that are not a fault, each with why. doiuse reports every feature caniuse
 * marks as partly supported, most of it about values the build does not use.
 */
const NOT_A_FAULT: Record<string, string> = {
  'css-logical-props': 'the longhands (margin-inline-start, text-align: start) are Chromium 69; the shorthands (87) are checked below, by name',
  'css-overflow': 'partial means `overflow: clip` (90), which nothing here uses; `overflow: hidden auto` is Chromium 68',
  'css-not-sel-list': 'partial means a list inside :not() (88); every :not() here holds one selector (react-image-crop\'s one complex selector aside: its rule is dropped alone, the crop box keeps its animation)',
  'css-sticky': 'partial means sticky on <thead> and <tr> (91); antd makes its <th> cells sticky (56)',
  'css-clip-path': 'partial means clip-path on HTML with SVG references; antd uses basic shapes (55)',
  'css-masks': 'partial means mask-* properties without the -webkit- prefix; lightningcss adds the prefix',
  'css-mixblendmode': 'Safari does not blend some SVG content; only the cropper uses it',
  'css-text-indent': 'partial means the each-line and hanging keywords, not used',
  'css-unicode-bidi': 'partial means the isolate-override keyword in Safari, not used',
  'text-decoration': 'partial means the shorthand with style and colour; the longhands are used',
  'multicolumn': 'partial means column breaks inside, not used',
  'intrinsic-width': 'partial means the stretch keyword in Firefox and Safari 15; fit-content and max-content are read',
  'css3-cursors': 'cursors on iOS: a phone has no mouse pointer',
  'css3-cursors-grab': 'cursors on iOS: a phone has no mouse pointer',
  'css3-cursors-newer': 'cursors on iOS: a phone has no mouse pointer',
  'css-resize': 'textareas cannot be resized by hand on iOS',
  'css-scrollbar': 'scrollbar colours: the default scrollbar where they are missing',
  'css-selection': '::selection colours on iOS: the system colour',
  'css-touch-action': 'desktop Safari has no touch screen',
  'extended-system-fonts': 'ui-monospace is the first of a font list whose later names every browser has',
  'viewport-unit-variants': 'only in antd\'s map of its rules (a string in the content of .data-ant-cssinjs-cache-path), never as a length',
};

/** Whether a CSS node sits inside `@supports` (an enhancement its browser asks for: an older one skips the block). */
const guarded = (node: CssNode | undefined): boolean => {
  for (let at = node?.parent; at; at = at.parent) if (at.type === 'atrule' && (at as { name?: string }).name === 'supports') return true;
  return false;
};

/**
 * Whether `node` is in one of antd's own rules (its selector starts with antd's prefix, or with
 * none: `.-item`, a form part drawn without one): the build ships them in the CSS of the chunks
 * that draw them (build/antd-sheets.ts).
 */
const antdRule = (node: CssNode | undefined): boolean => {
  for (let at: CssNode | undefined = node; at; at = at.parent) if (at.type === 'rule') return /^\s*\.(?:ant)?-/.test((at as { selector?: string }).selector ?? '');
  return false;
};

/** The syntax doiuse does not know, with the Chromium version that reads it. */
const SYNTAX: { what: string; test: (css: string) => string[] }[] = [
  { what: 'a media range query such as (width>=576px) (Chromium 104)', test: (css) => css.match(/@media[^{]*\((?:min-|max-)?(?:width|height)\s*[<>=]/g) ?? [] },
  { what: 'the inset, margin-inline, padding-inline, margin-block, padding-block shorthands or inset-inline/-block (Chromium 87)', test: (css) => css.match(/(?:[{;]\s*)(?:inset|inset-(?:inline|block)(?:-start|-end)?|(?:margin|padding)-(?:inline|block)):[^;}]+/g) ?? [] },
  { what: 'CSS nesting (Chromium 112)', test: (css) => css.match(/[{;]\s*&[^{};]*\{/g) ?? [] },
  { what: '@layer (Chromium 99) or @container (Chromium 105)', test: (css) => css.match(/@(?:layer|container)\b[^{;]*/g) ?? [] },
  { what: ':where() (Chromium 88)', test: (css) => css.match(/:where\([^)]*\)/g) ?? [] },
  {
    what: 'color-mix() without a fallback declaration before it in the same rule (Chromium 111)',
    test: (css) =>
      [...css.matchAll(/([{;])\s*([a-z-]+):[^;}]*color-mix\(/g)].filter((match) => {
        const rule = css.slice(css.lastIndexOf('{', match.index), match.index);
        return !new RegExp(`(?:^|[{;])\\s*${match[2]}:`).test(rule) && !(match[2] === 'border-color' && /(?:^|[{;])\s*border:/.test(rule));
      }).map((match) => match[0]),
  },
];

type EsNode = { type: string; [key: string]: unknown };

/**
 * The syntax of ES2022 (and after) that Chromium 86 cannot parse, or parses wrongly, found in a
 * chunk: es-check says ES2022, whose class fields Chromium 86 reads (public 72, private 74,
 * private methods 84), and this says what of it came later.
 */
function newerSyntax(code: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown, depth: number, inFunction: boolean): void => {
    if (Array.isArray(node)) return node.forEach((child) => visit(child, depth, inFunction));
    if (!node || typeof node !== 'object' || typeof (node as EsNode).type !== 'string') return;
    const one = node as EsNode;
    if (one.type === 'StaticBlock') found.push('a class static block (Chromium 94)');
    if (one.type === 'BinaryExpression' && one.operator === 'in' && (one.left as EsNode).type === 'PrivateIdentifier') found.push('`#field in object` (Chromium 91)');
    if (one.type === 'Literal' && typeof (one.regex as { flags?: string } | undefined)?.flags === 'string' && /[dv]/.test((one.regex as { flags: string }).flags)) found.push('a regular expression with the d or v flag (Chromium 90, 112)');
    if ((one.type === 'AwaitExpression' || (one.type === 'ForOfStatement' && one.await)) && !inFunction) found.push('a top-level await (Chromium 89)');
    if (one.type === 'VariableDeclaration' && typeof one.kind === 'string' && one.kind.includes('using')) found.push('a using declaration (Chromium 134)');
    if ((one.type === 'ImportDeclaration' || one.type === 'ImportExpression') && ((one.attributes as unknown[] | undefined)?.length || one.options)) found.push('import attributes (Chromium 123)');
    // V8 before 98 cannot define a static field over the constructor's own name or length
    if (one.type === 'PropertyDefinition' && one.static && ['name', 'length'].includes((one.key as { name?: string }).name ?? '')) found.push(`a static field \`${(one.key as { name: string }).name}\` (Chromium 98)`);
    const inside = inFunction || /Function/.test(one.type);
    for (const [key, value] of Object.entries(one)) if (key !== 'type' && value && typeof value === 'object') visit(value, depth + 1, inside);
  };
  visit(parseAst(code), 0, false);
  return [...new Set(found)];
}

/** Opens the page `href` of the app and waits for its table's first row. */
async function openList(page: Page, href: string): Promise<void> {
  await visitInApp(page, href);
  await page.locator('.page-view:not([hidden])').getByRole('row').nth(1).waitFor();
}

const view = (page: Page) => page.locator('.page-view:not([hidden])');
const row = (page: Page, text: string) => view(page).getByRole('row').filter({ hasText: text }).first();
const dialogNamed = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

describe('the browser floor (issue 55)', () => {
  const t = useBrowser();

  it('the built JavaScript parses at the floor\'s syntax: ES2022 (es-check over every chunk) without what Chromium 86 lacks of it', () => {
    const chunks = assets(/\.js$/).filter((file) => !/^(browser-check|polyfills)-/.test(file));
    expect(chunks.length).toBeGreaterThan(50);
    const modules = spawnSync(bin('es-check'), ['es2022', ...chunks.map((file) => path.join(ASSETS, file)), '--module', '--noColor'], { cwd: ROOT, encoding: 'utf8' });
    expect(modules.status, modules.stdout + modules.stderr).toBe(0);
    const found = chunks.flatMap((file) => newerSyntax(fs.readFileSync(path.join(ASSETS, file), 'utf8')).map((what) => `${file}: ${what}`));
    expect(found).toEqual([]);
    // 360's IE mode must parse the check to show its page; the polyfills run in the floor's kernels
    const classic = assets(/^(browser-check|polyfills)-.*\.js$/).map((file) => path.join(ASSETS, file));
    expect(classic).toHaveLength(2);
    const check = classic.filter((file) => file.includes('browser-check-'));
    const es5 = spawnSync(bin('es-check'), ['es5', ...check, '--noColor'], { cwd: ROOT, encoding: 'utf8' });
    expect(es5.status, es5.stdout + es5.stderr).toBe(0);
    const polyfills = classic.filter((file) => file.includes('polyfills-'));
    const floor = spawnSync(bin('es-check'), ['es2022', ...polyfills, '--noColor'], { cwd: ROOT, encoding: 'utf8' });
    expect(floor.status, floor.stdout + floor.stderr).toBe(0);
    expect(polyfills.flatMap((file) => newerSyntax(fs.readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('the syntax check finds each thing Chromium 86 cannot parse (today\'s chunks hold none of it, by luck: the check is for tomorrow\'s)', () => {
    expect(newerSyntax('class A { static { this.a = 1; } }')).toEqual(['a class static block (Chromium 94)']);
    expect(newerSyntax('class A { #a; has(o) { return #a in o; } }')).toEqual(['`#field in object` (Chromium 91)']);
    expect(newerSyntax('export const r = /a(?<x>b)/d;')).toEqual(['a regular expression with the d or v flag (Chromium 90, 112)']);
    expect(newerSyntax('await Promise.resolve(1); export {};')).toEqual(['a top-level await (Chromium 89)']);
    expect(newerSyntax('class A { static name = "a"; }')).toEqual(['a static field `name` (Chromium 98)']);
    expect(newerSyntax('class A { #a = 1; static b = 2; #m() { return this.#a; } async f() { await 1; } }')).toEqual([]);
  });

  it('the built CSS holds nothing the floor cannot read (doiuse with the browserslist, and the syntax it does not know)', async () => {
    const faults: string[] = [];
    const files = assets(/\.css$/);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const css = fs.readFileSync(path.join(ASSETS, file), 'utf8');
      await postcss([
        doiuse({
          // the floor as package.json declares it (doiuse reads the same browserslist)
          onFeatureUsage: ({ feature, message, usage }) => {
            if (feature in NOT_A_FAULT) return;
            // :has() as an enhancement the browser asks for (@supports), or in antd's own rules,
            // each a rule of its own that a kernel before 105 drops alone, as antd ships them
            if (feature === 'css-has' && (guarded(usage) || antdRule(usage))) return;
            if (feature === 'css-matches-pseudo' && guarded(usage)) return;
            faults.push(`${file}: ${message}`);
          },
        }),
      ]).process(css, { from: file });
      for (const { what, test } of SYNTAX) for (const found of test(css)) faults.push(`${file}: ${what}: ${found.slice(0, 120)}`);
    }
    expect(faults).toEqual([]);
  });

  describe.each(KERNELS)('in a Chromium %i kernel (its missing APIs deleted before the page loads)', (kernel) => {
    it('logs in on the login screen, adds and edits a major, opens the map picker and the rich-text editor, with no uncaught error', { timeout: 120_000 }, async () => {
      const { page } = t;
      const uncaught: string[] = [];
      page.on('pageerror', (error) => uncaught.push(`${error.name}: ${error.message}`));
      const polyfills: string[] = [];
      page.on('request', (request) => {
        if (/\/polyfills-[^/]+\.js$/.test(request.url())) polyfills.push(request.url());
      });
      await page.addInitScript(deleteApis, missingIn(kernel));
      await login(page, 'demo-school', MAJORS, { screen: true });
      // the stand-in is the kernel: nothing it lacks was left in place
      expect(await page.evaluate(() => (window as unknown as { __kept: string[] }).__kept)).toEqual([]);
      // a kernel lacking one of the polyfilled APIs (86) loads the polyfills, one that lacks none (109) does not
      expect(polyfills.length).toBe(kernel < 93 ? 1 : 0);
      await view(page).getByRole('row').nth(1).waitFor();

      await view(page).getByRole('toolbar').getByRole('button', { name: /新增$/ }).click();
      const add = dialogNamed(page, '新增专业');
      await add.getByPlaceholder('请输入专业名称').fill(`内核${kernel}专业`);
      await chooseOption(formField(add, '层次'), '专升本');
      await add.getByPlaceholder('请输入学制（年）').fill('3');
      await add.getByPlaceholder('请输入学费（元/年）').fill('5000');
      await add.getByRole('button', { name: '确定' }).click();
      await add.waitFor({ state: 'detached' });
      await row(page, `内核${kernel}专业`).waitFor();

      await row(page, `内核${kernel}专业`).getByRole('button', { name: '编辑', exact: true }).click();
      const edit = dialogNamed(page, '编辑专业');
      await expect.poll(() => edit.getByPlaceholder('请输入学费（元/年）').inputValue()).toBe('5000');
      await edit.getByPlaceholder('请输入专业名称').fill(`内核${kernel}专业（改）`);
      await edit.getByRole('button', { name: '确定' }).click();
      await edit.waitFor({ state: 'detached' });
      await row(page, `内核${kernel}专业（改）`).waitFor();

      await openList(page, BRANCHES);
      await view(page).getByRole('toolbar').getByRole('button', { name: /新增$/ }).click();
      const branch = page.getByRole('dialog').filter({ hasText: '详细地址' });
      await branch.getByRole('button', { name: '获取坐标' }).click();
      const map = dialogNamed(page, '获取坐标');
      await map.getByRole('button', { name: /放大|Zoom in/ }).waitFor();
      await expect.poll(() => map.locator('img[src*="tiles"]').count()).toBeGreaterThan(0);
      await map.getByRole('button', { name: '取消' }).click();
      await map.waitFor({ state: 'detached' });
      await branch.getByRole('button', { name: '取消' }).click();
      await branch.waitFor({ state: 'detached' });

      await openList(page, COURSES);
      await clickRowAction(row(page, 'Python 数据分析实战'), '课程内容');
      const content = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: '课程内容' }) });
      const editor = content.getByRole('textbox', { name: '课程内容' });
      await editor.locator('p').first().waitFor();
      await editor.click();
      await page.keyboard.type('内核');
      await expect.poll(() => editor.textContent()).toContain('内核');

      expect(uncaught).toEqual([]);
    });
  });

  it('today\'s Chromium loads no polyfill: the check is all it pays', async () => {
    const { page } = t;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(path.basename(new URL(request.url()).pathname));
    });
    await page.goto('/login');
    await page.getByRole('button', { name: '登录' }).waitFor();
    expect(scripts.filter((file) => file.startsWith('browser-check-'))).toHaveLength(1);
    expect(scripts.filter((file) => file.startsWith('polyfills-'))).toEqual([]);
  });

  it('a browser without modules (360 in IE mode, an old kernel) reads 当前浏览器版本过低, and the app starts nothing', async () => {
    const { page } = t;
    // such a browser skips <script type="module"> and has no noModule on its script elements
    await page.addInitScript(() => {
      delete (HTMLScriptElement.prototype as Partial<HTMLScriptElement>).noModule;
    });
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script type="module"[^>]*><\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
      return route.fulfill({ response, body: html });
    });
    await page.goto('/login');
    await page.getByRole('heading', { name: '当前浏览器版本过低' }).waitFor();
    await page.getByText('切换到极速模式').waitFor();
    expect(await page.locator('html').getAttribute('data-browser')).toBe('unsupported');
    expect(await page.locator('#root').innerHTML()).toBe('');
  });

  it('a runtime config that cannot be fetched is a failed start (应用启动失败, 重试), not a config error', async () => {
    const { page } = t;
    await page.route('**/runtime-config.json', (route) => route.abort('connectionfailed'));
    await page.goto('/login');
    await page.getByRole('heading', { name: '应用启动失败' }).waitFor();
    expect(await page.getByText('应用配置有误').count()).toBe(0);
    await page.unroute('**/runtime-config.json');
    await page.getByRole('button', { name: '重试' }).click();
    await page.getByRole('button', { name: '登录' }).waitFor();
  });
});
