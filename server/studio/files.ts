import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILTIN_SCHEMAS_DIR, collectFiles, layeredDirs, readPageConfigs } from '../page-configs.ts';
import type { ConfigProblem } from '../page-types.ts';

// The studio's files (schemas/README.md, The studio): every page and menu file of the effective
// schemas (schemas/ with SCHEMAS_DIR over it), checked by the same reader as `npm run
// check-config` and the server, and saved to SCHEMAS_DIR only, with the previous version kept.

/** A file the studio may open or write, by its name relative to a schemas folder. */
const EDITABLE = /^(?:(?:menus|pages)\/[\w.-]+\.json|help\.json|page-notes\.json)$/;

export const isEditableName = (name: string): boolean => EDITABLE.test(name) && !name.split('/').some((part) => part.startsWith('.'));

/** Where the previous versions of saved files go, inside SCHEMAS_DIR (the server reads only menus/, pages/ and help.json). */
export const HISTORY_DIR = '.history';

/** A problem of one file, as check-config prints it, without the file (it is the one asked about). */
export interface FileProblem {
  path: string;
  message: string;
  line?: number | undefined;
  column?: number | undefined;
}

export interface StudioFile {
  /** menus/school.json, pages/consult.json, help.json */
  name: string;
  /** builtin: schemas/ only; overlay: SCHEMAS_DIR only; replaced: SCHEMAS_DIR over a built-in file. */
  source: 'builtin' | 'overlay' | 'replaced';
  problems: FileProblem[];
  warnings: FileProblem[];
}

/** What the server does with a broken file (readPageConfigs adds it): in the studio nothing broken is saved, so it is left off. */
const OUTCOME = /（(?:此页面已停用|仍使用此页面上一次正确的配置|此菜单文件已停用|帮助条目已停用)[^）]*）$/;

const strip = ({ path, message, line, column }: ConfigProblem): FileProblem => ({ path, message: message.replace(OUTCOME, ''), ...(line === undefined ? {} : { line, column }) });

/** The folder writes go to; undefined when SCHEMAS_DIR is the built-in folder itself (never written). */
export function writableDir(schemasDir: string): string | undefined {
  const dir = path.resolve(schemasDir);
  return dir === BUILTIN_SCHEMAS_DIR ? undefined : dir;
}

/** Every page and menu file (and help.json) of the effective schemas, with check-config's problems of each. */
export function listFiles(schemasDir: string): StudioFile[] {
  const dirs = layeredDirs(schemasDir);
  const files = collectFiles(dirs);
  const { problems, warnings } = readPageConfigs(dirs);
  const overlay = writableDir(schemasDir);
  return [...files]
    .map(([name, file]) => {
      const builtin = fs.existsSync(path.join(BUILTIN_SCHEMAS_DIR, name));
      const inOverlay = overlay !== undefined && file.startsWith(overlay + path.sep);
      return {
        name,
        source: inOverlay ? (builtin ? 'replaced' : 'overlay') : 'builtin',
        problems: problems.filter((p) => p.file === file).map(strip),
        warnings: warnings.filter((p) => p.file === file).map(strip),
      } satisfies StudioFile;
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The text of the file that wins for `name`, or undefined when there is none. */
export function readFile(schemasDir: string, name: string): string | undefined {
  const file = collectFiles(layeredDirs(schemasDir)).get(name);
  return file === undefined ? undefined : fs.readFileSync(file, 'utf8');
}

/**
 * check-config's problems and warnings of `texts` (name -> unsaved text) as if they were saved:
 * the texts are laid as a third folder over schemas/ and SCHEMAS_DIR, and the whole is read as
 * the server reads it, so a page's calls clashing with another page's, or a menu item naming a
 * page that does not exist, are found too.
 */
export function checkTexts(schemasDir: string, texts: Record<string, string>): Record<string, { problems: FileProblem[]; warnings: FileProblem[] }> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-check-'));
  try {
    const written = new Map<string, string>();
    for (const [name, text] of Object.entries(texts)) {
      const file = path.join(scratch, name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
      written.set(file, name);
    }
    const { problems, warnings } = readPageConfigs([...layeredDirs(schemasDir), scratch]);
    const out: Record<string, { problems: FileProblem[]; warnings: FileProblem[] }> = {};
    for (const [file, name] of written) {
      out[name] = { problems: problems.filter((p) => p.file === file).map(strip), warnings: warnings.filter((p) => p.file === file).map(strip) };
    }
    return out;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** A timestamp for a file name: 2026-11-27T15-30-00-123Z. */
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * Writes `text` to SCHEMAS_DIR/<name>; the version it replaces (the overlay's, else the built-in
 * one) is copied first to SCHEMAS_DIR/.history/<name>.<time>.json. Returns where the copy went.
 */
export function writeFile(dir: string, name: string, text: string): { file: string; previous?: string } {
  const target = path.join(dir, name);
  const current = fs.existsSync(target) ? target : path.join(BUILTIN_SCHEMAS_DIR, name);
  let previous: string | undefined;
  if (fs.existsSync(current)) {
    previous = path.join(dir, HISTORY_DIR, `${name.replace(/\.json$/, '')}.${stamp()}.json`);
    fs.mkdirSync(path.dirname(previous), { recursive: true });
    fs.copyFileSync(current, previous);
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // written beside and renamed, so the server's reload never reads half a file
  const partial = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(partial, text.endsWith('\n') ? text : `${text}\n`);
  fs.renameSync(partial, target);
  return { file: target, ...(previous ? { previous } : {}) };
}

/** A version's name as writeFile stamps it: 2026-11-27T15-30-00-123Z. */
const VERSION = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/;

/** A version's stamp as a time: 2026-11-27T15-30-00-123Z -> 2026-11-27T15:30:00.123Z. */
const timeOf = (version: string) => version.replace(/T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z$/, 'T$1:$2:$3.$4Z');

/**
 * The versions of `name` kept in `dir`/.history (the ones saves replaced), newest first:
 * [{version: '2026-11-27T15-30-00-123Z', time: '2026-11-27T15:30:00.123Z'}, …].
 */
export function listHistory(dir: string, name: string): { version: string; time: string }[] {
  const folder = path.join(dir, HISTORY_DIR, path.dirname(name));
  const base = `${path.basename(name).replace(/\.json$/, '')}.`;
  let entries: string[];
  try {
    entries = fs.readdirSync(folder);
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.startsWith(base) && entry.endsWith('.json'))
    .map((entry) => entry.slice(base.length, -'.json'.length))
    .filter((version) => VERSION.test(version))
    .sort()
    .reverse()
    .map((version) => ({ version, time: timeOf(version) }));
}

/** The text of one kept version of `name`, or undefined (a version that is not a stamp is none). */
export function readHistory(dir: string, name: string, version: string): string | undefined {
  if (!VERSION.test(version)) return undefined;
  try {
    return fs.readFileSync(path.join(dir, HISTORY_DIR, `${name.replace(/\.json$/, '')}.${version}.json`), 'utf8');
  } catch {
    return undefined;
  }
}
