import { COMPONENT_KEYS } from './component-keys.ts';
import { listConfig } from './list-config.ts';
import { text } from './primitives.ts';
import { isRecord } from '../paths.ts';
import { z } from './zod.ts';

// The page notes of spec section 2 (Routes) for a backend that does not send them
// (schemas/page-notes.json). A page's notes are list-config keys (`banner`, `large_images`,
// `video_uploads`, `add_form_omit_last`, `service_strip`, `pager`, `page_size`): a page file of
// the reference server may set them itself. The production backend's answers carry none, so
// the app lays the file's keys for the page's route under what the server sent: a key the
// answer has wins. Declared here once, read by the app, check-config and the studio.

/** The file's name in schemas/. */
export const PAGE_NOTES_FILE = 'page-notes.json';

/** Why the studio shows the file without saving it: it reaches the app only through its build. */
export const PAGE_NOTES_READ_ONLY =
  'page-notes.json 随应用打包，在工作室中只能查看：要修改请编辑 schemas/page-notes.json 后重新构建应用；新页面的 banner、large_images 等键请直接写在页面文件的 list 中';

/** The list-config keys a page note may set. */
export const PAGE_NOTE_KEYS = ['banner', 'large_images', 'video_uploads', 'add_form_omit_last', 'service_strip', 'pager', 'page_size'] as const;
export type PageNoteKey = (typeof PAGE_NOTE_KEYS)[number];

const noteList = listConfig.pick(Object.fromEntries(PAGE_NOTE_KEYS.map((key) => [key, true])) as { [K in PageNoteKey]: true });

const pageId = z.union([z.number(), z.string()], { error: '应为数字或字符串 id' });

export const pageNote = z.strictObject({
  title: text.describe('哪个页面的说明，如 "实景图片"（只给人看）'),
  menu_ids: z.array(pageId).optional().describe('按菜单项 id 匹配，如 [388, 416]（生产后端的菜单 id）'),
  components: z
    .array(z.enum(COMPONENT_KEYS, { error: '未知的组件（见 schemas/README.md「Component keys」）' }))
    .optional()
    .describe('按菜单项的 component 匹配，如 ["branchPic"]'),
  page_keys: z.array(text).optional().describe('按菜单项的 key（参考服务器的页面文件名）匹配，如 ["fxl-school.train-class"]'),
  list: noteList.describe(`放到该页列表配置中的键（${PAGE_NOTE_KEYS.join('、')}）；页面配置自己写了的键以页面配置为准`),
});
export type PageNote = z.output<typeof pageNote>;

export const pageNotesFile = z.strictObject({
  $schema: z.string().optional().describe('编辑器用来检查此文件的 JSON Schema，即 "./page-notes.schema.json"'),
  notes: z.array(pageNote).describe('各页的说明：菜单项符合 menu_ids、components、page_keys 之一即用它的 list；多条符合时后面的优先'),
});

/** The keys the file's root may have ($schema, notes): check-config reports any other. */
export const PAGE_NOTES_ROOT_KEYS: readonly string[] = Object.keys(pageNotesFile.shape);

/** A note as the app uses it: whom it matches, and the raw list-config keys it lays down. */
export interface ReadPageNote {
  /** Where the note is in the file's `notes`. */
  index: number;
  title: string;
  menuIds: string[];
  components: string[];
  pageKeys: string[];
  list: Record<string, unknown>;
}

/** Which page a route shows: its menu item's id, component key and key. */
export interface PageIdentity {
  menuId?: string | undefined;
  component?: string | undefined;
  pageKey?: string | undefined;
}

/**
 * Reads a page-notes file note by note: a bad note is left out (and reported), never the rest.
 * readPageNotes({notes: [{title: '实景图片', menu_ids: [388], list: {large_images: true}}]})
 *   -> {notes: [{index: 0, title: '实景图片', menuIds: ['388'], components: [], pageKeys: [], list: {large_images: true}}], errors: []}
 */
export function readPageNotes(raw: unknown): { notes: ReadPageNote[]; errors: { path: string; message: string }[] } {
  const errors: { path: string; message: string }[] = [];
  const items = isRecord(raw) && Array.isArray(raw.notes) ? raw.notes : undefined;
  if (!items) return { notes: [], errors: [{ path: 'notes', message: '页面说明文件应为 {"notes": [...]}' }] };
  const notes: ReadPageNote[] = [];
  items.forEach((item, index) => {
    const parsed = pageNote.safeParse(item);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push({ path: [`notes[${index}]`, ...issue.path.map(String)].join('.'), message: issue.message });
      return;
    }
    const list = (item as { list: Record<string, unknown> }).list;
    notes.push({
      index,
      title: parsed.data.title,
      menuIds: (parsed.data.menu_ids ?? []).map(String),
      components: parsed.data.components ?? [],
      pageKeys: parsed.data.page_keys ?? [],
      // the keys as written: the page's own parse reads them with the rest of its list-config
      list: Object.fromEntries(PAGE_NOTE_KEYS.filter((key) => key in list).map((key) => [key, list[key]])),
    });
  });
  return { notes, errors };
}

/** Whether a note is for the page: by menu id, component key or page key. */
export function noteMatches(note: ReadPageNote, page: PageIdentity): boolean {
  return (
    (page.menuId !== undefined && note.menuIds.includes(page.menuId)) ||
    (page.component !== undefined && note.components.includes(page.component)) ||
    (page.pageKey !== undefined && note.pageKeys.includes(page.pageKey))
  );
}

/**
 * The list-config keys the notes give a page, later notes over earlier ones.
 * pageNotesFor({menuId: '416'}, notes) -> {large_images: true}
 */
export function pageNotesFor(page: PageIdentity, notes: readonly ReadPageNote[]): Record<string, unknown> {
  return Object.assign({}, ...notes.filter((note) => noteMatches(note, page)).map((note) => note.list)) as Record<string, unknown>;
}

/**
 * A page's list-config with its notes laid under it: a key the list has (sent by the server)
 * wins. Not an object: returned as it is, for the page's parse to report.
 * withPageNotes({title: '实景图片', large_images: false}, {large_images: true, banner: 'x'}) -> {banner: 'x', title: '实景图片', large_images: false}
 */
export function withPageNotes(list: unknown, notes: Record<string, unknown>): unknown {
  if (!isRecord(list) || Object.keys(notes).length === 0) return list;
  const laid = { ...list };
  for (const [key, value] of Object.entries(notes)) if (laid[key] === undefined || laid[key] === null) laid[key] = value;
  return laid;
}
