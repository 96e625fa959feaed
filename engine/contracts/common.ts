import type { SelectOption } from '../form/field-types/shape.ts';
import { list, looseObj, maybe, obj, readId, readNumber, readText, record, rows } from '../config/readers.ts';
import { z } from '../config/zod.ts';

// The building blocks of the API contracts (DESIGN.md, engine/contracts): the answers of spec
// section 7 as the app reads them, declared once with zod. The adapters read every answer
// through them at the edge (adapters/http/client.ts, readParsed, with engine/contracts/read-answer:
// a value that cannot be read costs that value, not the answer); the reference server types what
// it answers with their input types, and the stories' fakes build answers with them. Every scalar
// is read by a reader of engine/config/readers.ts (numbers as text, text as numbers, 0/1 flags,
// times as seconds, [] for {}, null or "" for none); keys the app does not read are dropped.

export { list, looseObj, maybe, obj, readBit, readDate, readFlag, readId, readNumber, readText, readTime, record, rows } from '../config/readers.ts';

/** A number the server may send as text: 36.5 or "36.5". */
export const num = readNumber;
/** A number that reads 0 when absent, null or "": count.parse(undefined) -> 0. */
export const count = maybe(readNumber).transform((value) => value ?? 0);
/** A list that reads [] when absent or null: listOrNone(tool).parse(null) -> []. */
export const listOrNone = list;
/** A text that reads '' when absent or null; a number reads as its decimal text. */
export const textOr = maybe(readText).transform((value) => value ?? '');
/** A record id: 12 or "12", kept as sent. */
export const id = readId;

/**
 * The envelope of every answer (spec section 7 and 8): `{code: 200, message: '操作成功', data, url?}`
 * on success, `{code, message}` on failure, a 422 adds `errors: {field: [message]}`. Other keys
 * are kept (a legacy server answers some results beside `data`).
 */
export const envelope = looseObj({
  code: maybe(num),
  message: maybe(readText),
  data: z.unknown().optional(),
  url: maybe(readText),
  errors: maybe(record(z.union([list(readText), readText]))),
});
export type Envelope = z.output<typeof envelope>;

/** The keys of a paged list (spec section 7: data, total, current_page); its rows must be there. */
export const pageShape = <S extends z.ZodType>(row: S) => ({
  data: rows(row),
  total: maybe(num),
  current_page: maybe(num),
  page_size: maybe(num),
});

/** A page's figures default to its rows' own: total = the rows' count, current_page = 1. */
export const fillPage = <P extends { data: unknown[]; total?: number | undefined; current_page?: number | undefined }>(page: P) => ({
  ...page,
  total: page.total ?? page.data.length,
  current_page: page.current_page ?? 1,
});

/**
 * A paged list; an answer without its rows is unreadable, the figures default to the rows' own:
 * paged(notice).parse({data: [], total: "3", current_page: 1}) -> { data: [], total: 3, current_page: 1 }.
 */
export const paged = <S extends z.ZodType>(row: S) => obj(pageShape(row)).transform(fillPage);
export type Paged<T> = { data: T[]; total: number; current_page: number; page_size?: number | undefined };

/** A node of an option tree: areas, categories, majors (spec section 3, Tree node). */
export interface OptionNode {
  id: number | string;
  name: string;
  children?: OptionNode[] | undefined;
}
export const optionNode: z.ZodType<OptionNode, unknown> = obj({
  id,
  name: readText,
  get children() {
    return maybe(rows(optionNode));
  },
});
export const optionTree = list(optionNode);

/**
 * An option as a configured source answers it (spec section 3, Select config): {id, name,
 * children?}; {value, label} tolerated. Read into a SelectOption by the data source.
 */
export interface RawOption {
  id?: number | string | undefined;
  value?: number | string | undefined;
  name?: string | number | undefined;
  label?: string | number | undefined;
  children?: RawOption[] | undefined;
}
export const rawOption: z.ZodType<RawOption, unknown> = obj({
  id: maybe(id),
  value: maybe(id),
  name: maybe(readText),
  label: maybe(readText),
  get children() {
    return maybe(rows(rawOption));
  },
});

/**
 * A server option as a select's option ({value, label} tolerated):
 * toOption({value: 1, label: '北京', children: [{id: 11, name: '东城'}]}) -> {id: 1, name: '北京', children: [{id: 11, name: '东城'}]}
 */
export function toOption(raw: RawOption): SelectOption {
  const id = raw.id ?? raw.value ?? '';
  const option: SelectOption = { id, name: String(raw.name ?? raw.label ?? id) };
  if (raw.children && raw.children.length > 0) option.children = raw.children.map(toOption);
  return option;
}

/**
 * A list a source answers: a bare list, or a page `{data, total?}` (total defaults to the rows'
 * count). listOrPage(rawOption).parse([{id: 1, name: '北京'}]) -> { items: [...], total: 1 }
 */
export const listOrPage = <S extends z.ZodType>(item: S) =>
  z
    .union([rows(item), obj({ data: rows(item), total: maybe(num) }), z.null(), z.literal('')])
    .optional()
    .transform((answer) =>
      answer === null || answer === undefined || answer === ''
        ? { items: [], total: 0 }
        : Array.isArray(answer)
          ? { items: answer as z.output<S>[], total: answer.length }
          : { items: answer.data, total: answer.total ?? answer.data.length },
    );

/**
 * A config-driven list call's answer (spec section 7: data, total, current_page), each row a record
 * read by the page's columns: listRows.parse({ data: { '0': { id: '1' } }, total: '1' }) -> { items: [{ id: '1' }], total: 1 }.
 */
export const listRows = listOrPage(record(z.unknown()));

/** An image of the library (spec section 3, Image library item) and a tag of its filter. */
export const libraryTag = obj({ id, name: readText });
export const libraryImage = obj({ id, image: textOr, tags: maybe(rows(libraryTag)) });

/** What menu-component/{id} answers: `{list?, form?}`, each parsed by the page itself (a bad part fails alone). */
export const menuComponentAnswer = looseObj({ list: z.unknown().optional(), form: z.unknown().optional() }).catch({});

const NO_URL = '没有返回文件地址';

/** The answer of every upload (common/upload-img, upload-file, upload-video): the stored path and the original name. */
export const uploadAnswer = obj({
  url: maybe(readText).pipe(z.string({ error: NO_URL }).min(1, { error: NO_URL })),
  /** The user's own file name, as sent (spec section 3, File item: desc). */
  name: maybe(readText),
  size: maybe(num),
});
export type UploadAnswer = z.output<typeof uploadAnswer>;

/**
 * A file as a field may keep it (spec section 3, File item): the stored path and the user's own
 * file name. fileItem.parse({ image: 'uploads/2026/11/3f9a.pdf', desc: '办学许可证.pdf' })
 */
export const fileItem = obj({ image: readText, desc: maybe(readText) });
export type FileItem = z.output<typeof fileItem>;

const NO_IMPORT = '没有返回导入数据';

/** The preview of a major import (spec section 3, Import: cache_key with preview rows). */
export const importPreview = obj({
  cache_key: maybe(readText).pipe(z.string({ error: NO_IMPORT }).min(1, { error: NO_IMPORT })),
  /** The spreadsheet's columns: title and the record field (absent: the rows' own keys). */
  columns: maybe(rows(obj({ title: readText, field: readText }))),
  /** One row per spreadsheet line: `row` (its line number), the cells by field, `error`. */
  rows: maybe(rows(record(z.unknown()))),
  total: maybe(num),
  valid: maybe(num),
  invalid: maybe(num),
});
export type ImportPreview = z.output<typeof importPreview>;

/** The import's result (spec section 3, Import: success and fail counts). */
export const importResult = obj({ success: count, fail: count });
export type ImportResult = z.output<typeof importResult>;

/** A help item of the right panel (spec section 3): menu-helpers answers a list or a page of them. */
export const helpItem = obj({ id: maybe(num), title: textOr, content: maybe(readText) });
export type HelpItem = z.output<typeof helpItem>;
/** Those with a title: helpItems.parse({data: [{title: ''}, {title: '如何充值'}], total: 2, current_page: 1}) -> [{title: '如何充值'}] */
export const helpItems = z
  .union([rows(helpItem), paged(helpItem), z.null(), z.literal('')])
  .optional()
  .transform((answer) => (Array.isArray(answer) ? answer : answer ? answer.data : []).filter((item) => item.title !== ''));

/** The paged school search (spec section 7): schoolPage.parse({data: [{id: 61, name: '阳光教育集团'}], total: 1, current_page: 1}). */
export const schoolPage = paged(obj({ id: num, name: textOr }));

/** A site of the 切换站点 dialog (spec section 3, Site). */
export const site = obj({ id: num, key: readText, name: readText, color: readText });
export type Site = z.output<typeof site>;
export const sites = list(site);

/** GET common/captcha: the image (a data URL) and its key (spec section 3, Captcha). */
export const captcha = obj({ img: readText, key: readText });
export type Captcha = z.output<typeof captcha>;

/** GET common/system-setting (spec section 7). */
export const systemSetting = obj({ zhuxuetong_invalid_hours: maybe(num) });

/**
 * A teacher as the teachers calls answer it (spec section 3, Teacher): fxl-school-train-item-add-teacher/{id}
 * gives a course's teachers, position 0 one of the pool (已同步, with its id), 1 of this course only
 * (未同步, id null); common/teachers gives pool teachers (no position: 0).
 */
export const trainTeacher = obj({
  id: maybe(id).transform((value) => value ?? null),
  link_id: maybe(id),
  name: readText,
  post: textOr,
  image: maybe(readText),
  desc: maybe(readText),
  position: count,
});
export type TrainTeacher = z.output<typeof trainTeacher>;
export const trainTeachers = list(trainTeacher);
/** common/teachers with page, page_size and name: a page of the pool (or, from a backend that does not page it, the bare list). */
export const teacherPage = listOrPage(trainTeacher);
