import { looseId, looseNumber } from '../config/primitives.ts';
import { z } from '../config/zod.ts';

// The building blocks of the API contracts (DESIGN.md, engine/contracts): the answers of spec
// section 7 as the app reads them, declared once with zod. The adapters parse every answer
// through them at the edge (adapters/http/client.ts, readParsed); the reference server types
// what it answers with their input types, and the stories' fakes build answers with them.
// Like the configs, scalars are read loosely (a number sent as "10", null for absent), structure
// strictly; keys the app does not read are dropped.

/** A value that may be absent or null: maybe(z.string()).parse(null) -> undefined. */
export const maybe = <S extends z.ZodType>(schema: S) =>
  schema
    .nullish()
    .transform((value): z.output<S> | undefined => value ?? undefined)
    .optional();

/** A number the server may send as text: 36.5 or "36.5". */
export const num = looseNumber;
/** A number that reads 0 when absent or null: count.parse(undefined) -> 0. */
export const count = looseNumber.nullish().transform((value) => value ?? 0);
/** A list that reads [] when absent or null: listOrNone(tool).parse(null) -> []. */
export const listOrNone = <S extends z.ZodType>(item: S) =>
  z
    .array(item)
    .nullish()
    .transform((value): z.output<S>[] => value ?? []);
/** A text that reads '' when absent or null. */
export const textOr = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
/** A record id: 12 or "12". */
export const id = looseId;

/**
 * The envelope of every answer (spec section 7 and 8): `{code: 200, message: '操作成功', data, url?}`
 * on success, `{code, message}` on failure, a 422 adds `errors: {field: [message]}`. Other keys
 * are kept (a legacy server answers some results beside `data`).
 */
export const envelope = z.looseObject({
  code: maybe(num),
  message: maybe(z.string()),
  data: z.unknown().optional(),
  url: maybe(z.string()),
  errors: maybe(z.record(z.string(), z.union([z.array(z.string()), z.string()]))),
});
export type Envelope = z.output<typeof envelope>;

/**
 * A paged list (spec section 7: data, total, current_page): paged(notice).parse({data: [], total: "3", current_page: 1})
 * -> { data: [], total: 3, current_page: 1 }.
 */
export const paged = <S extends z.ZodType>(row: S) =>
  z.object({
    data: z.array(row),
    total: num,
    current_page: num,
    page_size: maybe(num),
  });
export type Paged<T> = { data: T[]; total: number; current_page: number; page_size?: number | undefined };

/** A node of an option tree: areas, categories, majors (spec section 3, Tree node). */
export interface OptionNode {
  id: number | string;
  name: string;
  children?: OptionNode[] | undefined;
}
export const optionNode: z.ZodType<OptionNode, unknown> = z.object({
  id,
  name: z.string(),
  get children() {
    return maybe(z.array(optionNode));
  },
});
export const optionTree = z.array(optionNode);

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
const label = maybe(z.union([z.string(), z.number()]));
export const rawOption: z.ZodType<RawOption, unknown> = z.object({
  id: maybe(id),
  value: maybe(id),
  name: label,
  label,
  get children() {
    return maybe(z.array(rawOption));
  },
});

/**
 * A list a source answers: a bare list, or a page `{data, total?}` (total defaults to the rows'
 * count). listOrPage(rawOption).parse([{id: 1, name: '北京'}]) -> { items: [...], total: 1 }
 */
export const listOrPage = <S extends z.ZodType>(item: S) =>
  z
    .union([z.array(item), z.object({ data: z.array(item), total: maybe(num) }), z.null()])
    .transform((answer) =>
      answer === null
        ? { items: [], total: 0 }
        : Array.isArray(answer)
          ? { items: answer, total: answer.length }
          : { items: answer.data, total: answer.total ?? answer.data.length },
    );

/** An image of the library (spec section 3, Image library item) and a tag of its filter. */
export const libraryTag = z.object({ id, name: z.union([z.string(), z.number()]).transform(String) });
export const libraryImage = z.object({ id, image: textOr, tags: maybe(z.array(libraryTag)) });

/** What menu-component/{id} answers: `{list?, form?}`, each parsed by the page itself (a bad part fails alone). */
export const menuComponentAnswer = z.looseObject({ list: z.unknown().optional(), form: z.unknown().optional() }).catch({});

/** The answer of every upload (common/upload-img, upload-file, upload-video): the stored path and the original name. */
export const uploadAnswer = z.object({
  url: z.string({ error: '没有返回文件地址' }).min(1, { error: '没有返回文件地址' }),
  /** The user's own file name, as sent (spec section 3, File item: desc). */
  name: maybe(z.string()),
  size: maybe(num),
});
export type UploadAnswer = z.output<typeof uploadAnswer>;

/**
 * A file as a field may keep it (spec section 3, File item): the stored path and the user's own
 * file name. fileItem.parse({ image: 'uploads/2026/11/3f9a.pdf', desc: '办学许可证.pdf' })
 */
export const fileItem = z.object({ image: z.string(), desc: maybe(z.string()) });
export type FileItem = z.output<typeof fileItem>;

/** The preview of a major import (spec section 3, Import: cache_key with preview rows). */
export const importPreview = z.object({
  cache_key: z.string().min(1, { error: '没有返回导入数据' }),
  /** The spreadsheet's columns: title and the record field (absent: the rows' own keys). */
  columns: maybe(z.array(z.object({ title: z.string(), field: z.string() }))),
  /** One row per spreadsheet line: `row` (its line number), the cells by field, `error`. */
  rows: maybe(z.array(z.record(z.string(), z.unknown()))),
  total: maybe(num),
  valid: maybe(num),
  invalid: maybe(num),
});
export type ImportPreview = z.output<typeof importPreview>;

/** The import's result (spec section 3, Import: success and fail counts). */
export const importResult = z.object({ success: count, fail: count });
export type ImportResult = z.output<typeof importResult>;

/** A help item of the right panel (spec section 3): menu-helpers answers a list or a page of them. */
export const helpItem = z.object({ id: maybe(num), title: textOr, content: maybe(z.string()) });
export type HelpItem = z.output<typeof helpItem>;
/** Those with a title: helpItems.parse({data: [{title: ''}, {title: '如何充值'}], total: 2, current_page: 1}) -> [{title: '如何充值'}] */
export const helpItems = z
  .union([z.array(helpItem), paged(helpItem), z.null()])
  .transform((answer) => (Array.isArray(answer) ? answer : (answer?.data ?? [])).filter((item) => item.title !== ''));

/** A site of the 切换站点 dialog (spec section 3, Site). */
export const site = z.object({ id: num, key: z.string(), name: z.string(), color: z.string() });
export type Site = z.output<typeof site>;
export const sites = z.array(site);

/** GET common/captcha: the image (a data URL) and its key (spec section 3, Captcha). */
export const captcha = z.object({ img: z.string(), key: z.string() });
export type Captcha = z.output<typeof captcha>;

/** GET common/system-setting (spec section 7). */
export const systemSetting = z.object({ zhuxuetong_invalid_hours: maybe(num) });

/**
 * A teacher as the teachers calls answer it (spec section 3, Teacher): fxl-school-train-item-add-teacher/{id}
 * gives a course's teachers, position 0 one of the pool (已同步, with its id), 1 of this course only
 * (未同步, id null); common/teachers gives pool teachers (no position: 0).
 */
export const trainTeacher = z.object({
  id: id.nullable(),
  link_id: maybe(id),
  name: z.string(),
  post: textOr,
  image: maybe(z.string()),
  desc: maybe(z.string()),
  position: count,
});
export type TrainTeacher = z.output<typeof trainTeacher>;
export const trainTeachers = z.array(trainTeacher);
