import { randomBytes } from 'node:crypto';
import writeXlsxFile from 'write-excel-file/node';
import type { contracts } from '../../../engine/index.ts';
import { checkUpload, FIELD_REGISTRY, UPLOAD_RULES, type FormField, type z } from '../../../engine/index.ts';
import { invalid, ok } from '../../http.ts';
import type { CallContext, CallHandler } from './records.ts';
import type { Values } from './store.ts';
import { formErrors } from './validate.ts';
import { HEADER_ROWS, importLimits, readXlsxBounded, XLSX_MESSAGES } from './xlsx-bounded.ts';

// Importing records from a spreadsheet (the majors page; any page whose list-config names the
// import calls): the template has one column per importable field of the page's form (its
// type's entry says, `importable`), titled with its label; an upload is parsed and kept under a
// cache_key for the preview; confirming inserts the rows without errors. The upload is read
// within a budget and a row cap (xlsx-bounded.ts, issue 58 item 2); the header is the first of
// its first rows that names a column (a merged title row may stand above it), each title read
// without its spaces (full-width ones too) and in NFKC (（年） and (年) alike).

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Column {
  title: string;
  field: string;
  def: FormField;
}

interface StoredRow {
  values: Values;
  error: string;
}

/** The form fields a spreadsheet can fill (plain text and numbers, and choices from a fixed list): their types say so. */
function columnsOf(ctx: CallContext): Column[] {
  return (ctx.route.page.form?.fields ?? []).flatMap((def) => {
    const importable = FIELD_REGISTRY[def.component.type].importable;
    if (typeof def.field !== 'string' || !importable || (importable.accepts && !importable.accepts(def))) return [];
    return [{ title: def.name, field: def.field, def }];
  });
}

/** Two ISO digits. */
const two = (n: number) => String(n).padStart(2, '0');

/**
 * A cell as text, trimmed (full-width and no-break spaces too): a date as yyyy-MM-dd, with its
 * time when it has one (read-excel-file gives a date-formatted cell as a Date in UTC).
 */
export function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return '';
    const day = `${cell.getUTCFullYear()}-${two(cell.getUTCMonth() + 1)}-${two(cell.getUTCDate())}`;
    const time = `${two(cell.getUTCHours())}:${two(cell.getUTCMinutes())}:${two(cell.getUTCSeconds())}`;
    return time === '00:00:00' ? day : `${day} ${time}`;
  }
  return String(cell).trim();
}

/** A cell as stored: a choice by its name (or id), a number as a number, text trimmed. */
function cellValue(column: Column, cell: unknown): unknown {
  const text = cellText(cell);
  if (text === '') return undefined;
  const options = column.def.component.data_source?.data;
  if (options) {
    const option = options.find((o) => o.name === text || String(o.id) === text);
    return option ? option.id : text;
  }
  return FIELD_REGISTRY[column.def.component.type].importable?.cell?.(text) ?? text;
}

/** A heading as compared: without any space (U+3000 too), in NFKC: '学制 (年)' and '学制（年）' match. */
const heading = (cell: unknown) => cellText(cell).normalize('NFKC').replace(/\s+/g, '');

/** Where the header is (the first of the first HEADER_ROWS rows that names a column) and each column's index in it. */
function findHeader(columns: Column[], sheet: unknown[][]): { row: number; at: number[] } | undefined {
  const names = columns.map((column) => [heading(column.title), heading(column.field)]);
  for (let row = 0; row < Math.min(HEADER_ROWS, sheet.length); row += 1) {
    const titles = (sheet[row] ?? []).map(heading);
    const at = names.map((candidates) => titles.findIndex((title) => title !== '' && candidates.includes(title)));
    if (at.some((index) => index >= 0)) return { row, at };
  }
  return undefined;
}

function rowError(columns: Column[], values: Values): string {
  for (const column of columns) {
    const value = values[column.field];
    const options = column.def.component.data_source?.data;
    if (options && value !== undefined && !options.some((o) => o.id === value)) {
      return `${column.title}只能是：${options.map((o) => o.name).join('、')}`;
    }
  }
  return Object.values(formErrors({ fields: columns.map((c) => c.def) }, values))[0] ?? '';
}

const template: CallHandler = async (ctx) => {
  const columns = columnsOf(ctx);
  const header = columns.map((column) => ({ value: column.title, fontWeight: 'bold' as const }));
  const buffer = await writeXlsxFile([header], { columns: columns.map(() => ({ width: 20 })), sheet: '导入数据' }).toBuffer();
  const name = `${ctx.route.page.list?.title ?? '数据'}导入模板.xlsx`;
  return ctx.c.body(new Uint8Array(buffer), 200, {
    'Content-Type': XLSX_TYPE,
    'Content-Disposition': `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
  });
};

const upload: CallHandler = async (ctx) => {
  const file = ctx.body.file;
  if (!(file instanceof File)) return invalid(ctx.c, { file: '请选择要导入的文件' });
  const problem = checkUpload({ name: file.name, size: file.size, type: file.type }, UPLOAD_RULES.import);
  if (problem) return invalid(ctx.c, { file: problem });
  const limits = importLimits();
  const read = await readXlsxBounded(Buffer.from(await file.arrayBuffer()), limits);
  if (!read.ok) return invalid(ctx.c, { file: read.message });
  const columns = columnsOf(ctx);
  const header = findHeader(columns, read.rows);
  if (!header) return invalid(ctx.c, { file: '表头与模板不一致，请下载模板后按模板填写' });
  const { at } = header;
  const numbered = read.rows.map((cells, index) => ({ cells, line: index + 1 })).slice(header.row + 1);
  const lines = numbered.filter(({ cells }) => cells.some((cell) => cellText(cell) !== ''));
  if (lines.length === 0) return invalid(ctx.c, { file: '表格中没有可导入的数据' });
  if (lines.length > limits.maxRows) return invalid(ctx.c, { file: XLSX_MESSAGES.tooManyRows(limits.maxRows) });
  const cellAt = (cells: unknown[], i: number) => (at[i] !== undefined && at[i] >= 0 ? cells[at[i]] : undefined);
  const rows: StoredRow[] = lines.map(({ cells }) => {
    const values: Values = {};
    columns.forEach((column, i) => {
      const value = cellValue(column, cellAt(cells, i));
      if (value !== undefined) values[column.field] = value;
    });
    return { values, error: rowError(columns, values) };
  });
  const cacheKey = randomBytes(16).toString('hex');
  ctx.store.saveImport(cacheKey, ctx.account.id, ctx.route.collection, JSON.stringify(rows));
  // each row by its line in the sheet (what the user sees in Excel), its cells as read
  const preview = rows.map((row, index) => {
    const { cells, line } = lines[index] as (typeof lines)[number];
    const display: Values = { row: line };
    columns.forEach((column, i) => (display[column.field] = cellText(cellAt(cells, i))));
    return { ...display, error: row.error };
  });
  const failed = rows.filter((row) => row.error).length;
  return ok(ctx.c, {
    cache_key: cacheKey,
    columns: columns.map(({ title, field }) => ({ title, field })),
    rows: preview,
    total: rows.length,
    valid: rows.length - failed,
    invalid: failed,
  } satisfies z.input<typeof contracts.importPreview>);
};

const confirm: CallHandler = (ctx) => {
  const cacheKey = String(ctx.body.cache_key ?? ctx.query.cache_key ?? '');
  const batch = cacheKey ? ctx.store.takeImport(cacheKey, ctx.account.id, ctx.route.collection) : undefined;
  if (!batch) return invalid(ctx.c, { cache_key: '导入数据已失效，请重新上传' });
  const rows = JSON.parse(batch) as StoredRow[];
  let success = 0;
  for (const row of rows) {
    if (row.error) continue;
    ctx.store.insert(ctx.route.collection, ctx.account.id, row.values);
    success += 1;
  }
  return ok(ctx.c, { success, fail: rows.length - success } satisfies z.input<typeof contracts.importResult>);
};

export const IMPORT_CALLS = { template, import: upload, import_confirm: confirm } satisfies Record<string, CallHandler>;
