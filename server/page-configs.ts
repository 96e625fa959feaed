import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  isRecord,
  LINK_KEY,
  PAGELESS_KEYS,
  screenKind,
  parseMenuComponent,
  PAGE_NOTES_FILE,
  pageKeyOfFile,
  parsePart,
  z,
  type ConfigError,
} from '../engine/index.ts';
import { readJsonFile, unreadableMessage } from './config-json.ts';
import type { ConfigProblem, PageDef } from './page-types.ts';
import { menuItemsOf, mergeMenu, type RawMenuItem } from './menu-items.ts';
import { checkPageNotes } from './page-notes-check.ts';
import { compileRoutes, type PageRoute } from './routes/pages/route-table.ts';

// The page configurations (schemas/README.md): menu trees, one file per page and the help items,
// read from the built-in schemas/ folder with SCHEMAS_DIR layered over it, and validated with
// engine/config. Every problem names its file, its JSON path and what is wrong.

export const BUILTIN_SCHEMAS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'schemas');

export const ACCOUNT_KINDS = ['school', 'branch'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export type { RawMenuItem };

export interface HelpItem {
  title: string;
  content: string;
}

export interface PageConfigs {
  menus: Record<AccountKind, RawMenuItem[]>;
  pages: Map<string, PageDef>;
  /** Page files left out because they are broken (page key -> file): their items answer 503. */
  broken: Map<string, string>;
  /** Help items by page key or menu id; `default` for the rest. */
  help: Record<string, HelpItem[]>;
  routes: PageRoute[];
  files: string[];
}

/** Thrown when a configuration the server cannot start without is wrong; lists every problem. */
export class PageConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(`页面配置有误（${problems.length} 处）：\n${formatProblems(problems)}`);
    this.name = 'PageConfigError';
  }
}

/** One problem a line: `file: JSON path: message`, or `file:line:column: message` for a syntax error. */
export function formatProblems(problems: ConfigProblem[]): string {
  return problems
    .map((p) => (p.line === undefined ? `  ${displayPath(p.file)}: ${p.path}: ${p.message}` : `  ${displayPath(p.file)}:${p.line}:${p.column}: ${p.message}`))
    .join('\n');
}

function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/** The folders read, in order (later ones replace files of earlier ones): schemas/, then SCHEMAS_DIR. */
/** What a configured schemas folder is: a folder, a file, or nothing at all (a mistyped path). */
export function folderKind(dir: string): 'folder' | 'file' | 'missing' {
  const stat = fs.statSync(dir, { throwIfNoEntry: false });
  return !stat ? 'missing' : stat.isDirectory() ? 'folder' : 'file';
}

export function layeredDirs(schemasDir: string): string[] {
  const extra = path.resolve(schemasDir);
  return extra === BUILTIN_SCHEMAS_DIR ? [BUILTIN_SCHEMAS_DIR] : [BUILTIN_SCHEMAS_DIR, extra];
}

/**
 * Relative name (menus/school.json) -> the file that wins, over every folder. A folder that cannot
 * be read (a file named pages, no permission) is left out, reported in `problems` when given.
 */
export function collectFiles(dirs: string[], problems?: ConfigProblem[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of dirs) {
    for (const sub of ['menus', 'pages']) {
      const folder = path.join(dir, sub);
      if (!fs.existsSync(folder)) continue;
      let names: string[];
      try {
        names = fs.readdirSync(folder).sort();
      } catch (error) {
        problems?.push({ file: folder, path: '(根)', message: `${unreadableMessage(error, '文件夹')}（其中的配置均未使用）` });
        continue;
      }
      for (const name of names) {
        if (name.endsWith('.json')) files.set(`${sub}/${name}`, path.join(folder, name));
      }
    }
    for (const name of ['help.json', PAGE_NOTES_FILE]) {
      const file = path.join(dir, name);
      if (fs.existsSync(file)) files.set(name, file);
    }
  }
  return files;
}

function readJson(file: string, problems: ConfigProblem[]): unknown {
  const read = readJsonFile(file);
  if (read.ok) return read.value;
  problems.push({ file, path: '(根)', ...read.error });
  return undefined;
}

const push = (problems: ConfigProblem[], file: string, errors: readonly ConfigError[]) =>
  problems.push(...errors.map((e) => ({ file, path: e.path, message: e.message })));

const helpFile = z.record(z.string(), z.array(z.strictObject({ title: z.string().min(1), content: z.string().min(1) })));

/** A menu file: menus/school.json (the tree) or menus/school.<name>.json (items added to it). */
const MENU_FILE = /^menus\/(school|branch)(?:\.([\w-]+))?\.json$/;

interface SourcedItem {
  item: RawMenuItem;
  file: string;
  at: string;
}

/**
 * The menu trees. The built-in menus/school.json and branch.json are needed (nothing works
 * without them): a problem in them is fatal. An extension file with a problem (not JSON, a wrong
 * shape, an id already used) is left out and reported; the rest of the menu works.
 */
function readMenus(files: Map<string, string>, problems: ConfigProblem[], fatal: ConfigProblem[]) {
  const menus = { school: [], branch: [] } as Record<AccountKind, RawMenuItem[]>;
  const sources = new Map<RawMenuItem, SourcedItem>();
  const ordered = [...files.keys()].filter((name) => MENU_FILE.test(name)).sort((a, b) => a.length - b.length || a.localeCompare(b));
  for (const name of [...files.keys()].filter((n) => n.startsWith('menus/') && !MENU_FILE.test(n))) {
    problems.push({ file: files.get(name) ?? name, path: '(根)', message: '菜单文件名应为 school.json、branch.json 或 school.<名称>.json、branch.<名称>.json（此文件未读取）' });
  }
  for (const kind of ACCOUNT_KINDS) {
    if (!files.has(`menus/${kind}.json`)) fatal.push({ file: path.join(BUILTIN_SCHEMAS_DIR, `menus/${kind}.json`), path: '(根)', message: `缺少菜单文件 menus/${kind}.json` });
  }
  const seen = { school: new Map<string, SourcedItem>(), branch: new Map<string, SourcedItem>() };
  for (const name of ordered) {
    const file = files.get(name) as string;
    const [, kind, extension] = MENU_FILE.exec(name) as unknown as [string, AccountKind, string | undefined];
    const found: ConfigProblem[] = [];
    const raw = readJson(file, found);
    const { items, typos, at } = menuItemsOf(raw, file, found);
    const mine: SourcedItem[] = [];
    const walk = (list: RawMenuItem[], at: string) =>
      list.forEach((item, index) => {
        mine.push({ item, file, at: `${at}[${index}]` });
        walk(item.children ?? [], `${at}[${index}].children`);
      });
    walk(items, at);
    const ids = new Map(seen[kind]);
    for (const source of mine) {
      const earlier = ids.get(String(source.item.id));
      if (earlier) found.push({ file, path: `${source.at}.id`, message: `菜单 id ${String(source.item.id)} 重复（已在 ${displayPath(earlier.file)} ${earlier.at} 中使用）` });
      else ids.set(String(source.item.id), source);
    }
    if (found.length && extension === undefined) {
      fatal.push(...found);
      continue;
    }
    if (found.length) {
      problems.push(...found.map((p) => ({ ...p, message: `${p.message}（此菜单文件已停用）` })));
      continue;
    }
    problems.push(...typos);
    seen[kind] = ids;
    for (const source of mine) sources.set(source.item, source);
    if (extension === undefined) menus[kind] = items;
    else mergeMenu(menus[kind], items, (index) => problems.push({ file, path: `${at}[${index}].after`, message: `after 写的菜单 id ${String(items[index]?.after)} 不在同级菜单中（此菜单项已放在最后）` }));
  }
  return { menus, sources };
}

/** Each menu item that opens a page names a page file; a page left out as broken is reported once, for its file. */
function checkMenus(configs: Pick<PageConfigs, 'menus' | 'pages' | 'broken'>, sources: Map<RawMenuItem, SourcedItem>, problems: ConfigProblem[]) {
  for (const kind of ACCOUNT_KINDS) {
    const visit = (items: RawMenuItem[]) => {
      for (const item of items) {
        const source = sources.get(item) ?? { item, file: kind, at: '?' };
        if (item.component !== undefined && screenKind(String(item.component)) === 'unknown' && item.component !== LINK_KEY) {
          problems.push({ file: source.file, path: `${source.at}.component`, message: `未知的组件 ${JSON.stringify(item.component)}：应为 schemas/README.md「Component keys」表中所列之一（如 list、schoolAuthBase、dashboard、link）` });
        } else if (item.component !== undefined && needsPage(item)) {
          if (typeof item.key !== 'string') {
            problems.push({ file: source.file, path: `${source.at}.key`, message: `组件 ${String(item.component)} 需要 key：页面配置文件 pages/<key>.json 的名称` });
          } else if (!configs.pages.has(item.key) && !configs.broken.has(item.key)) {
            problems.push({ file: source.file, path: `${source.at}.key`, message: `找不到页面配置 pages/${item.key}.json` });
          } else {
            const page = configs.pages.get(item.key);
            const kind = screenKind(String(item.component));
            const part = kind === 'auth-form' ? 'form' : 'list';
            if (page && !page[part]) problems.push({ file: source.file, path: `${source.at}.key`, message: `页面配置 pages/${item.key}.json 没有 ${part}，组件 ${String(item.component)} 无法打开此页面` });
          }
        } else if (item.component === undefined && !item.children?.length && !item.redirect_route) {
          problems.push({ file: source.file, path: source.at || '(根)', message: `菜单项「${String(item.name)}」既没有 component 也没有子菜单或 redirect_route，点击后无法打开任何页面` });
        }
        visit(item.children ?? []);
      }
    };
    visit(configs.menus[kind]);
  }
}

/**
 * The bespoke screens' items and links need no page file (PAGELESS_KEYS). Every other child
 * item with a `key` opens pages/<key>.json (the generic list page or the authentication form).
 */
const needsPage = (item: RawMenuItem) => !PAGELESS_KEYS.includes(String(item.component));

/** What the menu item opens needs its page file: the item's page is broken or missing. */
export function pageBeingFixed(configs: PageConfigs, item: RawMenuItem): boolean {
  if (item.component === undefined || !needsPage(item)) return false;
  return typeof item.key !== 'string' || !configs.pages.has(item.key);
}

/** The page files; one with a problem is left out (`broken`) and reported, or its last good version kept. */
function readPages(files: Map<string, string>, problems: ConfigProblem[], previous: PageConfigs | undefined, warnings: ConfigProblem[]) {
  const pages = new Map<string, PageDef>();
  const broken = new Map<string, string>();
  for (const [name, file] of files) {
    const key = pageKeyOfFile(name);
    if (key === undefined) continue;
    const found: ConfigProblem[] = [];
    const raw = readJson(file, found);
    const parsed = raw === undefined ? undefined : parseMenuComponent(raw);
    if (parsed && !parsed.ok) push(found, file, parsed.errors);
    if (parsed) push(warnings, file, parsed.warnings);
    const config = parsed?.ok ? parsed.config : undefined;
    if (config && !config.list && !config.form) found.push({ file, path: '(根)', message: '页面配置至少需要 list 或 form' });
    if (config && !found.length) {
      const { $schema: _editorOnly, ...served } = raw as Record<string, unknown>; // never sent to the browser
      pages.set(key, { key, file, raw: served, list: config.list, form: config.form });
      continue;
    }
    const last = previous?.pages.get(key);
    const outcome = last ? '（仍使用此页面上一次正确的配置）' : '（此页面已停用，打开时提示配置正在修复中）';
    problems.push(...found.map((p) => ({ ...p, message: `${p.message}${outcome}` })));
    if (last) pages.set(key, last);
    else broken.set(key, file);
  }
  return { pages, broken };
}

/** The calls of the pages; a page whose call clashes with an earlier page's is left out too. */
function routesOf(pages: Map<string, PageDef>, broken: Map<string, string>, problems: ConfigProblem[]): PageRoute[] {
  for (;;) {
    const found: ConfigProblem[] = [];
    const routes = compileRoutes([...pages.values()], found);
    if (!found.length) return routes;
    for (const problem of found) {
      const page = [...pages.values()].find((p) => p.file === problem.file);
      problems.push({ ...problem, message: `${problem.message}（此页面已停用，打开时提示配置正在修复中）` });
      if (!page) continue;
      pages.delete(page.key);
      broken.set(page.key, page.file);
    }
  }
}

export interface ReadResult {
  configs: PageConfigs;
  /** Every problem found (check-config fails on any). */
  problems: ConfigProblem[];
  /** Whether a problem is one the server cannot run with (a built-in menu file). */
  fatal: boolean;
  /** What has no effect (an unknown key of a page file): printed, never fatal. */
  warnings: ConfigProblem[];
}

/**
 * Reads and checks every file. A broken page file, menu extension file or help.json is left out
 * (`previous`: the running server's configs, whose version of a broken page is kept instead);
 * `fatal` when the built-in menus are broken.
 */
export function readPageConfigs(dirs: string[], previous?: PageConfigs): ReadResult {
  const problems: ConfigProblem[] = [];
  const fatal: ConfigProblem[] = [];
  const files = collectFiles(dirs, problems);
  const { menus, sources } = readMenus(files, problems, fatal);
  const warnings: ConfigProblem[] = [];
  const { pages, broken } = readPages(files, problems, previous, warnings);
  const routes = routesOf(pages, broken, problems);
  checkMenus({ menus, pages, broken }, sources, problems);
  checkPageNotes(files, path.join(BUILTIN_SCHEMAS_DIR, PAGE_NOTES_FILE), pages, problems, warnings);
  let help: Record<string, HelpItem[]> = {};
  const helpPath = files.get('help.json');
  if (helpPath) {
    const found: ConfigProblem[] = [];
    const raw = readJson(helpPath, found);
    const errors: ConfigError[] = [];
    const { $schema: _schema, ...items } = isRecord(raw) ? raw : {};
    const parsed = raw === undefined ? undefined : parsePart(helpFile, isRecord(raw) ? items : raw, [], errors);
    push(found, helpPath, errors);
    if (parsed && !found.length) help = parsed;
    problems.push(...found.map((p) => ({ ...p, message: `${p.message}（帮助条目已停用）` })));
  }
  return { configs: { menus, pages, broken, help, routes, files: [...files.values()] }, problems: [...fatal, ...problems], fatal: fatal.length > 0, warnings };
}

/** How a server reports the problems it runs with (on stderr, at start and on reload). */
function report(problems: ConfigProblem[], note: string): void {
  if (problems.length) console.error(`页面配置有误（${problems.length} 处）：\n${formatProblems(problems)}\n  ${note}`);
}

/** Unknown keys and the like: the pages work; printed so whoever edits the files sees them. */
function warn(warnings: ConfigProblem[]): void {
  if (warnings.length) console.warn(`页面配置提示（${warnings.length} 处，不影响使用）：\n${formatProblems(warnings)}`);
}

const RUNNING_NOTE = '其余页面照常使用；改正后自动生效（npm run check-config 可只做检查）。';

/**
 * Reads the configs of `schemasDir` layered over schemas/ for a server: a broken page is left out
 * and reported on stderr; throws PageConfigError only when the built-in menus are broken.
 */
export function loadPageConfigs(schemasDir: string): PageConfigs {
  const dirs = layeredDirs(schemasDir);
  const print = fingerprint(dirs);
  const { configs, problems, fatal, warnings } = readPageConfigs(dirs);
  if (fatal) throw new PageConfigError(problems);
  report(problems, RUNNING_NOTE);
  warn(warnings);
  cache.set(path.resolve(schemasDir), { configs, fingerprint: print, checkedAt: Date.now() });
  return configs;
}

/** How often a running server looks for changed files (a new page appears after a reload). */
export const RELOAD_CHECK_MS = 1000;

const cache = new Map<string, { configs: PageConfigs; fingerprint: string; checkedAt: number }>();

function fingerprint(dirs: string[]): string {
  return [...collectFiles(dirs).values()]
    .map((file) => {
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      return `${file}:${stat?.mtimeMs ?? 0}:${stat?.size ?? 0}`;
    })
    .join('\n');
}

/** Makes the next currentPageConfigs look at the files at once (the studio, right after it saved one). */
export function recheckPageConfigs(schemasDir: string): void {
  const entry = cache.get(path.resolve(schemasDir));
  if (entry) entry.checkedAt = 0;
}

/**
 * The current configs of `schemasDir`: loaded once, then re-read when a file is added, changed or
 * removed (checked at most every RELOAD_CHECK_MS). File by file as at start: a page that breaks
 * keeps its last good version (a new page that is broken is left out), a fixed one is picked up;
 * when the built-in menus break, the last good configs stay in use as a whole.
 */
export function currentPageConfigs(schemasDir: string): PageConfigs {
  const key = path.resolve(schemasDir);
  const entry = cache.get(key);
  if (!entry) return loadPageConfigs(schemasDir);
  const now = Date.now();
  if (now - entry.checkedAt < RELOAD_CHECK_MS) return entry.configs;
  entry.checkedAt = now;
  const dirs = layeredDirs(schemasDir);
  const print = fingerprint(dirs);
  if (print === entry.fingerprint) return entry.configs;
  entry.fingerprint = print;
  const { configs, problems, fatal, warnings } = readPageConfigs(dirs, entry.configs);
  if (fatal) report(problems, '仍使用上一次正确的全部配置。');
  else {
    report(problems, RUNNING_NOTE);
    warn(warnings);
    entry.configs = configs;
  }
  return entry.configs;
}
