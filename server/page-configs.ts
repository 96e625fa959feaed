import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BESPOKE_KEYS,
  LINK_KEY,
  menuTree,
  parseMenuComponent,
  parsePart,
  z,
  type ConfigError,
  type FormConfig,
  type ListConfig,
} from '../engine/index.ts';
import { compileRoutes, type PageRoute } from './routes/pages/route-table.ts';

// The page configurations (schemas/README.md): menu trees, one file per page and the help items,
// read from the built-in schemas/ folder with SCHEMAS_DIR layered over it, and validated with
// engine/config. Every problem names its file, its JSON path and what is wrong.

export const BUILTIN_SCHEMAS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'schemas');

export const ACCOUNT_KINDS = ['school', 'branch'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** A menu item as written in menus/*.json (served as written, `name_by_school` resolved). */
export type RawMenuItem = Record<string, unknown> & { id: string | number; children?: RawMenuItem[] };

export interface PageDef {
  /** The file name without `.json`: the `key` of the menu items that open it. */
  key: string;
  file: string;
  /** The file as written: what menu-component/{id} answers. */
  raw: Record<string, unknown>;
  list?: ListConfig | undefined;
  form?: FormConfig | undefined;
}

export interface HelpItem {
  title: string;
  content: string;
}

export interface PageConfigs {
  menus: Record<AccountKind, RawMenuItem[]>;
  pages: Map<string, PageDef>;
  /** Help items by page key or menu id; `default` for the rest. */
  help: Record<string, HelpItem[]>;
  routes: PageRoute[];
  files: string[];
}

export interface ConfigProblem {
  file: string;
  path: string;
  message: string;
}

/** Thrown when a configuration is wrong; its message lists every problem, one per line. */
export class PageConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(`页面配置有误（${problems.length} 处）：\n${formatProblems(problems)}`);
    this.name = 'PageConfigError';
  }
}

export function formatProblems(problems: ConfigProblem[]): string {
  return problems.map((p) => `  ${displayPath(p.file)}: ${p.path}: ${p.message}`).join('\n');
}

function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/** The folders read, in order (later ones replace files of earlier ones): schemas/, then SCHEMAS_DIR. */
export function layeredDirs(schemasDir: string): string[] {
  const extra = path.resolve(schemasDir);
  return extra === BUILTIN_SCHEMAS_DIR ? [BUILTIN_SCHEMAS_DIR] : [BUILTIN_SCHEMAS_DIR, extra];
}

/** Relative name (menus/school.json) -> the file that wins, over every folder. */
export function collectFiles(dirs: string[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of dirs) {
    for (const sub of ['menus', 'pages']) {
      const folder = path.join(dir, sub);
      if (!fs.existsSync(folder)) continue;
      for (const name of fs.readdirSync(folder).sort()) {
        if (name.endsWith('.json')) files.set(`${sub}/${name}`, path.join(folder, name));
      }
    }
    const help = path.join(dir, 'help.json');
    if (fs.existsSync(help)) files.set('help.json', help);
  }
  return files;
}

function readJson(file: string, problems: ConfigProblem[]): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    problems.push({ file, path: '(根)', message: `不是有效的 JSON：${(error as Error).message}` });
    return undefined;
  }
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

/** Adds the items of an extension file: under the item named by parent_id, else at the top. */
function mergeMenu(tree: RawMenuItem[], extra: RawMenuItem[]): void {
  const find = (items: RawMenuItem[], id: unknown): RawMenuItem | undefined => {
    for (const item of items) {
      if (String(item.id) === String(id)) return item;
      const found = find(item.children ?? [], id);
      if (found) return found;
    }
    return undefined;
  };
  for (const item of extra) {
    const parent = item.parent_id == null ? undefined : find(tree, item.parent_id);
    if (parent) parent.children = [...(parent.children ?? []), item];
    else tree.push(item);
  }
}

function readMenus(files: Map<string, string>, problems: ConfigProblem[]) {
  const menus = { school: [], branch: [] } as Record<AccountKind, RawMenuItem[]>;
  const sources = new Map<RawMenuItem, SourcedItem>();
  const ordered = [...files.keys()].filter((name) => MENU_FILE.test(name)).sort((a, b) => a.length - b.length || a.localeCompare(b));
  for (const name of [...files.keys()].filter((n) => n.startsWith('menus/') && !MENU_FILE.test(n))) {
    problems.push({ file: files.get(name) ?? name, path: '(根)', message: '菜单文件名应为 school.json、branch.json 或 school.<名称>.json、branch.<名称>.json' });
  }
  for (const kind of ACCOUNT_KINDS) {
    if (!files.has(`menus/${kind}.json`)) problems.push({ file: path.join(BUILTIN_SCHEMAS_DIR, `menus/${kind}.json`), path: '(根)', message: `缺少菜单文件 menus/${kind}.json` });
  }
  for (const name of ordered) {
    const file = files.get(name) as string;
    const [, kind, extension] = MENU_FILE.exec(name) as unknown as [string, AccountKind, string | undefined];
    const raw = readJson(file, problems);
    if (raw === undefined) continue;
    const errors: ConfigError[] = [];
    if (parsePart(menuTree, raw, [], errors) === undefined || errors.length) {
      push(problems, file, errors);
      continue;
    }
    const items = raw as RawMenuItem[];
    const walk = (list: RawMenuItem[], at: string) =>
      list.forEach((item, index) => {
        sources.set(item, { item, file, at: `${at}[${index}]` });
        walk(item.children ?? [], `${at}[${index}].children`);
      });
    walk(items, '');
    if (extension === undefined) menus[kind] = items;
    else mergeMenu(menus[kind], items);
  }
  return { menus, sources };
}

function checkMenus(configs: Pick<PageConfigs, 'menus' | 'pages'>, sources: Map<RawMenuItem, SourcedItem>, problems: ConfigProblem[]) {
  for (const kind of ACCOUNT_KINDS) {
    const seen = new Map<string, SourcedItem>();
    const visit = (items: RawMenuItem[]) => {
      for (const item of items) {
        const source = sources.get(item) ?? { item, file: kind, at: '?' };
        const earlier = seen.get(String(item.id));
        if (earlier) {
          problems.push({ file: source.file, path: `${source.at}.id`, message: `菜单 id ${item.id} 重复（已在 ${displayPath(earlier.file)} ${earlier.at} 中使用）` });
        } else seen.set(String(item.id), source);
        if (item.component !== undefined && needsPage(item)) {
          if (typeof item.key !== 'string') {
            problems.push({ file: source.file, path: `${source.at}.key`, message: `组件 ${String(item.component)} 需要 key：页面配置文件 pages/<key>.json 的名称` });
          } else if (!configs.pages.has(item.key)) {
            problems.push({ file: source.file, path: `${source.at}.key`, message: `找不到页面配置 pages/${item.key}.json` });
          }
        }
        visit(item.children ?? []);
      }
    };
    visit(configs.menus[kind]);
  }
}

/**
 * Component keys of bespoke screens: their items need no page file. Every other child item
 * with a `key` opens pages/<key>.json (the generic list page or the authentication form).
 */
export const BESPOKE_COMPONENTS: readonly string[] = [...BESPOKE_KEYS, LINK_KEY];
const needsPage = (item: RawMenuItem) => !BESPOKE_COMPONENTS.includes(String(item.component));

function readPages(files: Map<string, string>, problems: ConfigProblem[]): Map<string, PageDef> {
  const pages = new Map<string, PageDef>();
  for (const [name, file] of files) {
    if (!name.startsWith('pages/')) continue;
    const key = name.slice('pages/'.length, -'.json'.length);
    const raw = readJson(file, problems);
    if (raw === undefined) continue;
    const parsed = parseMenuComponent(raw);
    if (!parsed.ok) push(problems, file, parsed.errors);
    const config = parsed.ok ? parsed.config : parsed.partial;
    if (!config) continue;
    if (!config.list && !config.form) problems.push({ file, path: '(根)', message: '页面配置至少需要 list 或 form' });
    pages.set(key, { key, file, raw: raw as Record<string, unknown>, list: config.list, form: config.form });
  }
  return pages;
}

/** Reads and checks every file; the configs are usable only when `problems` is empty. */
export function readPageConfigs(dirs: string[]): { configs: PageConfigs; problems: ConfigProblem[] } {
  const problems: ConfigProblem[] = [];
  const files = collectFiles(dirs);
  const { menus, sources } = readMenus(files, problems);
  const pages = readPages(files, problems);
  checkMenus({ menus, pages }, sources, problems);
  let help: Record<string, HelpItem[]> = {};
  const helpPath = files.get('help.json');
  if (helpPath) {
    const raw = readJson(helpPath, problems);
    const errors: ConfigError[] = [];
    if (raw !== undefined) help = parsePart(helpFile, raw, [], errors) ?? {};
    push(problems, helpPath, errors);
  }
  const routes = compileRoutes([...pages.values()], problems);
  return { configs: { menus, pages, help, routes, files: [...files.values()] }, problems };
}

/** Reads the configs of `schemasDir` layered over schemas/; throws PageConfigError when any is wrong. */
export function loadPageConfigs(schemasDir: string): PageConfigs {
  const { configs, problems } = readPageConfigs(layeredDirs(schemasDir));
  if (problems.length) throw new PageConfigError(problems);
  cache.set(path.resolve(schemasDir), { configs, fingerprint: fingerprint(layeredDirs(schemasDir)), checkedAt: Date.now() });
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

/**
 * The current configs of `schemasDir`: loaded once (throwing when wrong), then re-read when a file
 * is added, changed or removed (checked at most every RELOAD_CHECK_MS). A change that breaks a
 * file is logged with its problems and the last good configs stay in use.
 */
export function currentPageConfigs(schemasDir: string): PageConfigs {
  const key = path.resolve(schemasDir);
  const entry = cache.get(key);
  if (!entry) return loadPageConfigs(schemasDir);
  const now = Date.now();
  if (now - entry.checkedAt < RELOAD_CHECK_MS) return entry.configs;
  entry.checkedAt = now;
  const print = fingerprint(layeredDirs(schemasDir));
  if (print === entry.fingerprint) return entry.configs;
  entry.fingerprint = print;
  const { configs, problems } = readPageConfigs(layeredDirs(schemasDir));
  if (problems.length) console.error(`${new PageConfigError(problems).message}\n  仍使用上一次正确的配置。`);
  else entry.configs = configs;
  return entry.configs;
}
