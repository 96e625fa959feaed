import { isRecord, PAGE_NOTE_KEYS, PAGE_NOTES_FILE, PAGE_NOTES_ROOT_KEYS, readPageNotes } from '../engine/index.ts';
import { readJsonFile } from './config-json.ts';
import type { ConfigProblem, PageDef } from './page-types.ts';

// check-config's part for schemas/page-notes.json (engine/config/page-notes.ts): the page notes
// of the production backend's pages, which the app carries in its bundle and lays under a page's
// list-config by its menu item. Every problem names the note's JSON path; a bad note is left out
// by the app, the rest stay.

/**
 * The problems of the page-notes file that wins (`files`: name -> file over every folder) and
 * `builtin` (the one the app carries): a copy in SCHEMAS_DIR is reported as having no effect.
 */
export function checkPageNotes(files: Map<string, string>, builtin: string, pages: Map<string, PageDef>, problems: ConfigProblem[], warnings: ConfigProblem[]): void {
  const file = files.get(PAGE_NOTES_FILE);
  if (!file) return;
  if (file !== builtin) {
    warnings.push({
      file,
      path: '(根)',
      message: `${PAGE_NOTES_FILE} 随应用打包，应用只用内置的 schemas/${PAGE_NOTES_FILE}，这份不生效：新页面的 ${PAGE_NOTE_KEYS.join('、')} 请写在页面文件的 list 中`,
    });
  }
  const read = readJsonFile(file);
  if (!read.ok) {
    problems.push({ file, path: '(根)', ...read.error });
    return;
  }
  const { notes, errors } = readPageNotes(read.value);
  problems.push(...errors.map((error) => ({ file, path: error.path, message: `${error.message}（此条说明已停用）` })));
  if (isRecord(read.value)) {
    for (const key of Object.keys(read.value)) if (!PAGE_NOTES_ROOT_KEYS.includes(key)) warnings.push({ file, path: key, message: `不认识的键 "${key}"：页面说明文件只有 notes（和 $schema）` });
  }
  for (const { index, ...note } of notes) {
    note.pageKeys.forEach((key, at) => {
      const page = pages.get(key);
      if (!page) {
        warnings.push({ file, path: `notes[${index}].page_keys[${at}]`, message: `没有页面文件 pages/${key}.json：此项只对发送菜单 key "${key}" 的后端有用` });
        return;
      }
      const list = isRecord(page.raw.list) ? page.raw.list : {};
      for (const [name, value] of Object.entries(note.list)) {
        if (list[name] !== undefined && JSON.stringify(list[name]) !== JSON.stringify(value)) {
          warnings.push({ file, path: `notes[${index}].list.${name}`, message: `页面文件 pages/${key}.json 已写 ${name}: ${JSON.stringify(list[name])}，以页面文件为准，此项对参考服务器的这一页不生效` });
        }
      }
    });
  }
}
