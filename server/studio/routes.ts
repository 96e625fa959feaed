import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { MENU_ICONS, PAGE_NOTES_FILE, PAGE_NOTES_READ_ONLY, z } from '../../engine/index.ts';
import type { AppDeps } from '../deps.ts';
import { fail, ok } from '../http.ts';
import { ACCOUNT_KINDS, collectFiles, currentPageConfigs, layeredDirs, recheckPageConfigs } from '../page-configs.ts';
import { devCallsEnabled } from '../routes/core/dev.ts';
import { parseBody } from '../routes/core/util.ts';
import { resolveInside, serveDist } from '../static.ts';
import { studioCallGuard, studioPageGuard, withStudioToken } from './guard.ts';
import { checkTexts, isEditableName, listFiles, listHistory, readFile, readHistory, writableDir, writeFile, type FileProblem } from './files.ts';
import { menuPlaces, MenuPlaceError, newPageFiles, PAGE_KEY } from './new-page.ts';

// The studio's calls, mounted only with the dev calls (REFERENCE_DEV=1; `npm run studio` sets it):
//   GET  /api/dev/studio/files               every page and menu file, with check-config's problems
//   GET  /api/dev/studio/file?name=pages/x.json   {name, text}
//   POST /api/dev/studio/check {name, text}  check-config's problems of unsaved text
//   PUT  /api/dev/studio/file {name, text}   saves to SCHEMAS_DIR (previous version in .history/);
//                                            422 with the problems when check-config refuses it
//   GET  /api/dev/studio/menu?account=school  the top of the account's menu (groups and their pages)
//   POST /api/dev/studio/new-page {key, title, account, icon?, parent_id?, after?}  the template:
//                                            a menu item and its page, under and after the items chosen
//   GET  /api/dev/studio/history?name=…     the versions saves replaced (.history/), newest first
//   GET  /api/dev/studio/history-file?name=…&version=…   one of them, {text}
// and the studio itself at /__studio/ (its own build, STUDIO_DIST_DIR, default dist-studio/).
// Each answers only the studio's own page (guard.ts): the bound Host, no foreign Origin, the
// token of X-Studio-Token (written into the page's index.html), and JSON bodies.

export const STUDIO_PATH = '/__studio';
export const STUDIO_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist-studio');

const fileName = z.string().refine(isEditableName, '文件名应为 menus/<名称>.json、pages/<名称>.json、help.json 或 page-notes.json');
const fileBody = z.object({ name: fileName, text: z.string().max(2_000_000, '文件过大（至多 2 MB）') });
const newPageBody = z.object({
  key: z.string().regex(PAGE_KEY, '页面 key 应为 2 到 40 个小写字母、数字或连字符，以字母开头（如 student-notice）'),
  title: z.string().trim().min(1, '请输入页面名称').max(20, '页面名称不超过20个字'),
  account: z.enum(ACCOUNT_KINDS, '请选择账号类型：school 或 branch'),
  icon: z.enum(MENU_ICONS, '未知的菜单图标：请从列表中选择').optional(),
  parent_id: z.number('上级菜单应为菜单 id').int().min(0).optional(),
  after: z.number('位置应为菜单 id').int().min(0).optional(),
});

const refused = (problems: FileProblem[]) => `check-config 不通过（${problems.length} 处）：${problems[0]?.path}: ${problems[0]?.message}`;

export function mountStudio(api: Hono, { schemasDir }: AppDeps): void {
  if (!devCallsEnabled()) return;
  const writable = writableDir(schemasDir);
  const notWritable = '未设置 SCHEMAS_DIR，内置的 schemas/ 不能在工作室中修改：请用 npm run studio 启动（会设置为 my-schemas/）';
  api.use('/dev/studio/*', studioCallGuard());

  api.get('/dev/studio/files', (c) =>
    ok(c, { folder: writable ? path.relative(process.cwd(), writable) || '.' : null, files: listFiles(schemasDir) }),
  );

  api.get('/dev/studio/file', (c) => {
    const name = c.req.query('name') ?? '';
    const text = isEditableName(name) ? readFile(schemasDir, name) : undefined;
    return text === undefined ? fail(c, 404, `找不到配置文件：${name}`) : ok(c, { name, text });
  });

  // 新建页面's 上级菜单 and 位置 (issue 60 item 7): the menu as the account's app shows it
  api.get('/dev/studio/menu', (c) => {
    const account = z.enum(ACCOUNT_KINDS).safeParse(c.req.query('account'));
    if (!account.success) return fail(c, 422, '请选择账号类型：school 或 branch');
    return ok(c, { items: menuPlaces(currentPageConfigs(schemasDir), account.data) });
  });

  // 历史版本 (issue 60 item 6): the versions saves replaced, and one of them, to restore in the editor
  api.get('/dev/studio/history', (c) => {
    const name = c.req.query('name') ?? '';
    if (!isEditableName(name)) return fail(c, 404, `找不到配置文件：${name}`);
    return ok(c, { name, versions: writable ? listHistory(writable, name) : [] });
  });

  api.get('/dev/studio/history-file', (c) => {
    const name = c.req.query('name') ?? '';
    const version = c.req.query('version') ?? '';
    const text = writable && isEditableName(name) ? readHistory(writable, name, version) : undefined;
    return text === undefined ? fail(c, 404, `找不到 ${name} 的历史版本 ${version}`) : ok(c, { name, version, text });
  });

  api.post('/dev/studio/check', async (c) => {
    const parsed = await parseBody(c, fileBody);
    if (!parsed.ok) return parsed.response;
    const { name, text } = parsed.data;
    return ok(c, checkTexts(schemasDir, { [name]: text })[name]);
  });

  api.put('/dev/studio/file', async (c) => {
    if (!writable) return fail(c, 409, notWritable);
    const parsed = await parseBody(c, fileBody);
    if (!parsed.ok) return parsed.response;
    const { name, text } = parsed.data;
    if (name === PAGE_NOTES_FILE) return fail(c, 409, PAGE_NOTES_READ_ONLY);
    const checked = checkTexts(schemasDir, { [name]: text })[name] ?? { problems: [], warnings: [] };
    if (checked.problems.length) return fail(c, 422, refused(checked.problems), { problems: checked.problems });
    const saved = writeFile(writable, name, text);
    recheckPageConfigs(schemasDir);
    return ok(c, { name, file: path.relative(process.cwd(), saved.file), previous: saved.previous && path.relative(process.cwd(), saved.previous), warnings: checked.warnings });
  });

  api.post('/dev/studio/new-page', async (c) => {
    if (!writable) return fail(c, 409, notWritable);
    const parsed = await parseBody(c, newPageBody);
    if (!parsed.ok) return parsed.response;
    const { key, account } = parsed.data;
    const existing = collectFiles(layeredDirs(schemasDir));
    if (existing.has(`pages/${key}.json`)) return fail(c, 422, `页面 pages/${key}.json 已存在：请换一个 key，或在列表中打开它`, { errors: { key: ['页面 key 已存在'] } });
    if (existing.has(`menus/${account}.${key}.json`)) return fail(c, 422, `菜单文件 menus/${account}.${key}.json 已存在：请换一个 key`, { errors: { key: ['菜单文件已存在'] } });
    let made: ReturnType<typeof newPageFiles>;
    try {
      made = newPageFiles(schemasDir, parsed.data);
    } catch (error) {
      if (error instanceof MenuPlaceError) return fail(c, 422, error.message);
      throw error;
    }
    const { files, route } = made;
    const checked = checkTexts(schemasDir, files);
    const problems = Object.entries(checked).flatMap(([name, found]) => found.problems.map((p) => ({ ...p, path: `${name}: ${p.path}` })));
    if (problems.length) return fail(c, 422, refused(problems), { problems });
    for (const [name, text] of Object.entries(files)) writeFile(writable, name, text);
    recheckPageConfigs(schemasDir);
    return ok(c, { files: Object.keys(files), route });
  });
}

/** The studio's page at /__studio/ (the app's build never holds it), with the dev calls only. */
export function mountStudioPage(app: Hono): void {
  if (!devCallsEnabled()) return;
  const dist = path.resolve(process.env.STUDIO_DIST_DIR ?? STUDIO_DIST_DIR);
  const serve = serveDist(dist, STUDIO_PATH);
  app.use(STUDIO_PATH, studioPageGuard());
  app.use(`${STUDIO_PATH}/*`, studioPageGuard());
  app.get(STUDIO_PATH, (c) => c.redirect(`${STUDIO_PATH}/`));
  app.use(`${STUDIO_PATH}/*`, async (c, next) => {
    const index = path.join(dist, 'index.html');
    if (!fs.existsSync(index)) return c.html('<!doctype html><meta charset="utf-8"><title>工作室尚未构建</title><p>工作室尚未构建：请用 npm run studio 启动（会自动构建）。</p>', 503);
    // the page itself (index.html, and any path that is no file and no asset): with its token, never kept
    const urlPath = new URL(c.req.url).pathname.slice(STUDIO_PATH.length) || '/';
    const file = resolveInside(dist, urlPath);
    const page = file ? path.basename(file) === 'index.html' : path.posix.extname(urlPath) === '';
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && page) {
      c.header('Cache-Control', 'no-store');
      return c.html(withStudioToken(fs.readFileSync(index, 'utf8')));
    }
    return serve(c, next);
  });
}
