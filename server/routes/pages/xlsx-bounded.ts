import zlib from 'node:zlib';
import { readSheet } from 'read-excel-file/node';

// Reading an uploaded .xlsx within a budget (issue 58 item 2), before read-excel-file sees it.
// An .xlsx is a zip of XML parts. Unchecked, a 1 MB upload could declare (and inflate to) 1 GiB,
// and a 3 MB sheet of 500,000 rows took 12 s and 1 GB to preview. So, in this order:
//   1. what the file really is, by its first bytes: an .xls or an encrypted workbook (OLE), text
//      (a .csv), or something else renamed .xlsx, each with a message that says what to do;
//   2. the zip's central directory: the parts read (workbook, its relations, the first visible
//      sheet, shared strings, styles) and the sizes it declares for them, against the budget;
//   3. each part inflated by streaming, stopped as soon as it passes its declared size (a lying
//      archive) and the sheet as soon as it holds more rows with values than the cap allows;
//   4. the parts read put in a small stored zip that read-excel-file then parses: it never sees
//      the rest of the upload (other sheets, pictures, a hidden sheet of 100,000 rows).

const MB = 1024 * 1024;

export interface ImportLimits {
  /** The most data rows one import takes (IMPORT_MAX_ROWS, default 5,000). */
  maxRows: number;
  /** The most bytes the XML parts read may inflate to (IMPORT_MAX_UNZIPPED_MB, default 50). */
  maxUnzippedBytes: number;
}

/** IMPORT_MAX_ROWS (5000) and IMPORT_MAX_UNZIPPED_MB (50); a value that is no positive whole number reads as the default. */
export function importLimits(env = process.env): ImportLimits {
  const whole = (value: string | undefined, fallback: number) => {
    const n = Number(value ?? fallback);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return { maxRows: whole(env.IMPORT_MAX_ROWS, 5000), maxUnzippedBytes: whole(env.IMPORT_MAX_UNZIPPED_MB, 50) * MB };
}

/** Rows above the header (a merged title, notes) that the header is looked for in. */
export const HEADER_ROWS = 10;

const thousands = (n: number) => n.toLocaleString('en-US');

export const XLSX_MESSAGES = {
  tooManyRows: (max: number) => `单次最多导入 ${thousands(max)} 行，请拆分文件`,
  tooBig: (bytes: number) => `表格解压后超过 ${thousands(Math.round(bytes / MB))} MB，无法导入：请删除多余的工作表、图片和格式，或拆分为多个文件后重试`,
  oldOrEncrypted: '该文件实际是旧版 .xls 表格或设置了密码的表格，无法读取：请在 Excel 或 WPS 中打开（有密码的先取消密码），另存为 .xlsx 后重试',
  text: '该文件实际是文本文件（如 .csv），不是 .xlsx 表格：请在 Excel 或 WPS 中打开，另存为 .xlsx 后重试',
  ods: '该文件实际是 .ods 表格：请在 WPS 或 LibreOffice 中打开，另存为 .xlsx 后重试',
  notXlsx: '该文件不是 .xlsx 表格（可能是其他文件改了扩展名）：请在 Excel 或 WPS 中打开表格，另存为 .xlsx 后重试',
  broken: '文件已损坏或不完整，无法读取：请在 Excel 或 WPS 中重新另存为 .xlsx 后再上传',
  noSheet: '表格中没有可见的工作表：请把数据放在第一个工作表中后重试',
} as const;

export type XlsxRead = { ok: true; rows: unknown[][]; sheet: string } | { ok: false; message: string };

const refuse = (message: string): XlsxRead => ({ ok: false, message });

// ---- 1. what the file is ----

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = 0x04034b50;
const ZIP_END = 0x06054b50;

/** Text: no NUL and no control bytes but tab, CR and LF in the first 4 kB (UTF-8, GBK and UTF-16 with its BOM all count). */
function looksLikeText(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096);
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return true;
  return head.length > 0 && head.every((byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d);
}

// ---- 2. the central directory ----

interface Entry {
  name: string;
  method: number;
  encrypted: boolean;
  crc: number;
  compressed: number;
  declared: number;
  localOffset: number;
}

/** The archive's entries from its central directory (zip64 sizes read too), or undefined when it has none readable. */
function centralDirectory(bytes: Buffer): Entry[] | undefined {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (bytes.readUInt32LE(at) === ZIP_END) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  let count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff) {
    // zip64: the locator just before the end record points at the zip64 end record
    const locator = end - 20;
    if (locator < 0 || bytes.readUInt32LE(locator) !== 0x07064b50) return undefined;
    const record = Number(bytes.readBigUInt64LE(locator + 8));
    if (record + 56 > bytes.length || bytes.readUInt32LE(record) !== 0x06064b50) return undefined;
    count = Number(bytes.readBigUInt64LE(record + 32));
    offset = Number(bytes.readBigUInt64LE(record + 48));
  }
  const entries: Entry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return undefined;
    const flags = bytes.readUInt16LE(at + 8);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength + extraLength > bytes.length) return undefined;
    const entry: Entry = {
      name: bytes.toString(flags & 0x0800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      encrypted: (flags & 0x0001) !== 0,
      crc: bytes.readUInt32LE(at + 16),
      compressed: bytes.readUInt32LE(at + 20),
      declared: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
    };
    // zip64 extra field (id 1): the 8-byte values of the fields set to 0xffffffff, in this order
    let extra = at + 46 + nameLength;
    const extraEnd = extra + extraLength;
    while (extra + 4 <= extraEnd) {
      const id = bytes.readUInt16LE(extra);
      const size = bytes.readUInt16LE(extra + 2);
      if (id === 0x0001) {
        let field = extra + 4;
        for (const key of ['declared', 'compressed', 'localOffset'] as const) {
          if (entry[key] !== 0xffffffff) continue;
          if (field + 8 > extra + 4 + size) return undefined;
          entry[key] = Number(bytes.readBigUInt64LE(field));
          field += 8;
        }
      }
      extra += 4 + size;
    }
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

// ---- 3. inflating within bounds ----

/** The bytes inflated so far, all parts of all imports (work counted for the tests: a refusal stops early). */
export const xlsxInflated = { bytes: 0 };

type Inflated = { kind: 'done'; data: Buffer } | { kind: 'over' } | { kind: 'stopped' } | { kind: 'broken' };

/**
 * The entry's bytes, inflated by streaming: 'over' as soon as they pass its declared size,
 * 'stopped' when `onChunk` says so, 'broken' when the data or its CRC is wrong.
 */
function inflate(bytes: Buffer, entry: Entry, onChunk?: (chunk: Buffer) => boolean): Promise<Inflated> {
  if (entry.localOffset + 30 > bytes.length || bytes.readUInt32LE(entry.localOffset) !== ZIP_LOCAL) return Promise.resolve({ kind: 'broken' });
  const start = entry.localOffset + 30 + bytes.readUInt16LE(entry.localOffset + 26) + bytes.readUInt16LE(entry.localOffset + 28);
  if (start + entry.compressed > bytes.length) return Promise.resolve({ kind: 'broken' });
  const data = bytes.subarray(start, start + entry.compressed);
  const checked = (whole: Buffer): Inflated => (whole.length === entry.declared && zlib.crc32(whole) === entry.crc ? { kind: 'done', data: whole } : { kind: 'broken' });
  if (entry.method === 0) {
    if (data.length > entry.declared) return Promise.resolve({ kind: 'over' });
    xlsxInflated.bytes += data.length;
    if (onChunk && !onChunk(data)) return Promise.resolve({ kind: 'stopped' });
    return Promise.resolve(checked(data));
  }
  if (entry.method !== 8) return Promise.resolve({ kind: 'broken' });
  return new Promise((resolve) => {
    const inflater = zlib.createInflateRaw({ chunkSize: 64 * 1024 });
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (result: Inflated) => {
      if (settled) return;
      settled = true;
      inflater.destroy();
      resolve(result);
    };
    inflater.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      xlsxInflated.bytes += chunk.length;
      if (size > entry.declared) return finish({ kind: 'over' });
      if (onChunk && !onChunk(chunk)) return finish({ kind: 'stopped' });
      chunks.push(chunk);
    });
    inflater.on('end', () => finish(checked(Buffer.concat(chunks, size))));
    inflater.on('error', () => finish({ kind: 'broken' }));
    inflater.end(data);
  });
}

/**
 * Counts, chunk by chunk, the rows of a worksheet's XML that hold a value (a `<v>` or `<t>`
 * with text): empty rows a program left (formatting only) do not count.
 */
export function valuedRowCounter(): { feed(chunk: Buffer): number } {
  const START = /<(?:[\w.-]+:)?row[\s>/]/g;
  const END = /<\/(?:[\w.-]+:)?row\s*>/g;
  const VALUE = /<(?:[\w.-]+:)?[vt](?:\s[^>]*)?>\s*[^<\s]/;
  let carry = '';
  let count = 0;
  return {
    feed(chunk) {
      // latin1: every byte one character, the ASCII of the tags as it is
      carry += chunk.toString('latin1');
      let from = 0;
      for (;;) {
        START.lastIndex = from;
        const start = START.exec(carry);
        if (!start) {
          from = Math.max(from, carry.length - 16);
          break;
        }
        const tagEnd = carry.indexOf('>', start.index);
        if (tagEnd < 0) {
          from = start.index;
          break;
        }
        if (carry[tagEnd - 1] === '/') {
          from = tagEnd + 1;
          continue;
        }
        END.lastIndex = tagEnd;
        const end = END.exec(carry);
        if (!end) {
          from = start.index;
          break;
        }
        if (VALUE.test(carry.slice(tagEnd + 1, end.index))) count += 1;
        from = END.lastIndex;
      }
      carry = carry.slice(from);
      return count;
    },
  };
}

// ---- the workbook's parts ----

const attributes = (tag: string): Record<string, string> =>
  Object.fromEntries([...tag.matchAll(/([\w.:-]+)\s*=\s*"([^"]*)"/g)].map((m) => [m[1] as string, m[2] as string]));

/** The sheets of workbook.xml in order: name, relation id, hidden. */
function sheetsOf(workbook: string): { name: string; relationId: string; hidden: boolean }[] {
  return [...workbook.matchAll(/<(?:[\w.-]+:)?sheet\s([^>]*?)\/?>/g)].map((match) => {
    const attrs = attributes(match[1] ?? '');
    const relationId = Object.entries(attrs).find(([key]) => key === 'id' || key.endsWith(':id'))?.[1] ?? '';
    return { name: attrs.name ?? '', relationId, hidden: attrs.state === 'hidden' || attrs.state === 'veryHidden' };
  });
}

/** The parts workbook.xml.rels names: id -> path, and the shared strings and styles (as read-excel-file resolves them). */
function relationsOf(rels: string): { targets: Map<string, string>; sharedStrings?: string; styles?: string } {
  const path = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  const targets = new Map<string, string>();
  let sharedStrings: string | undefined;
  let styles: string | undefined;
  for (const match of rels.matchAll(/<(?:[\w.-]+:)?Relationship\s([^>]*?)\/?>/g)) {
    const attrs = attributes(match[1] ?? '');
    if (!attrs.Id || !attrs.Target) continue;
    targets.set(attrs.Id, path(attrs.Target));
    if (attrs.Type?.endsWith('/sharedStrings')) sharedStrings = path(attrs.Target);
    if (attrs.Type?.endsWith('/styles')) styles = path(attrs.Target);
  }
  return { targets, sharedStrings, styles };
}

// ---- 4. the parts read, as a stored zip ----

function storedZip(parts: Map<string, Buffer>): Buffer {
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of parts) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(ZIP_LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const head = Buffer.alloc(46);
    head.writeUInt32LE(0x02014b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(20, 6);
    head.writeUInt16LE(0x0800, 8);
    head.writeUInt32LE(crc, 16);
    head.writeUInt32LE(data.length, 20);
    head.writeUInt32LE(data.length, 24);
    head.writeUInt16LE(nameBytes.length, 28);
    head.writeUInt32LE(offset, 42);
    out.push(local, nameBytes, data);
    central.push(head, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(ZIP_END, 0);
  end.writeUInt16LE(parts.size, 8);
  end.writeUInt16LE(parts.size, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, directory, end]);
}

/**
 * The rows of the first visible sheet of an .xlsx upload (cells as read-excel-file reads them),
 * or the Chinese message that says why it is refused and what to do; never more than `limits`
 * allow inflated or parsed.
 */
export async function readXlsxBounded(bytes: Buffer, limits: ImportLimits): Promise<XlsxRead> {
  if (bytes.subarray(0, OLE.length).equals(OLE)) return refuse(XLSX_MESSAGES.oldOrEncrypted);
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== ZIP_LOCAL) return refuse(looksLikeText(bytes) ? XLSX_MESSAGES.text : XLSX_MESSAGES.notXlsx);
  const entries = centralDirectory(bytes);
  if (!entries) return refuse(XLSX_MESSAGES.broken);
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const workbookEntry = byName.get('xl/workbook.xml');
  const relsEntry = byName.get('xl/_rels/workbook.xml.rels');
  if (!workbookEntry || !relsEntry) {
    const mimetype = byName.get('mimetype');
    if (mimetype && mimetype.method === 0 && mimetype.declared < 200) {
      const read = await inflate(bytes, mimetype);
      if (read.kind === 'done' && read.data.toString('latin1').includes('opendocument.spreadsheet')) return refuse(XLSX_MESSAGES.ods);
    }
    return refuse(XLSX_MESSAGES.notXlsx);
  }
  const overBudget = (parts: (Entry | undefined)[]) => parts.reduce((sum, entry) => sum + (entry?.declared ?? 0), 0) > limits.maxUnzippedBytes;
  if (overBudget([workbookEntry, relsEntry])) return refuse(XLSX_MESSAGES.tooBig(limits.maxUnzippedBytes));
  if (entries.some((entry) => entry.encrypted && entry.name.endsWith('.xml'))) return refuse(XLSX_MESSAGES.oldOrEncrypted);

  const parts = new Map<string, Buffer>();
  const read = async (entry: Entry, onChunk?: (chunk: Buffer) => boolean): Promise<Inflated> => {
    const result = await inflate(bytes, entry, onChunk);
    if (result.kind === 'done') parts.set(entry.name, result.data);
    return result;
  };
  for (const entry of [workbookEntry, relsEntry]) {
    const result = await read(entry);
    if (result.kind !== 'done') return refuse(XLSX_MESSAGES.broken);
  }
  const sheets = sheetsOf((parts.get(workbookEntry.name) as Buffer).toString('utf8'));
  const relations = relationsOf((parts.get(relsEntry.name) as Buffer).toString('utf8'));
  const index = sheets.findIndex((sheet) => !sheet.hidden);
  const target = index < 0 ? undefined : relations.targets.get(sheets[index]?.relationId ?? '');
  const sheetEntry = target === undefined ? undefined : byName.get(target);
  if (!sheetEntry) return refuse(index < 0 ? XLSX_MESSAGES.noSheet : XLSX_MESSAGES.broken);
  const extras = [relations.styles, relations.sharedStrings].flatMap((name) => (name && byName.has(name) ? [byName.get(name) as Entry] : []));
  if (overBudget([workbookEntry, relsEntry, sheetEntry, ...extras])) return refuse(XLSX_MESSAGES.tooBig(limits.maxUnzippedBytes));

  // the sheet first: a file of too many rows stops here, before its shared strings are inflated
  const counter = valuedRowCounter();
  const rowsAllowed = limits.maxRows + HEADER_ROWS;
  const sheetRead = await read(sheetEntry, (chunk) => counter.feed(chunk) <= rowsAllowed);
  if (sheetRead.kind === 'stopped') return refuse(XLSX_MESSAGES.tooManyRows(limits.maxRows));
  if (sheetRead.kind !== 'done') return refuse(XLSX_MESSAGES.broken);
  for (const entry of extras) {
    if ((await read(entry)).kind !== 'done') return refuse(XLSX_MESSAGES.broken);
  }
  try {
    const rows = await readSheet(storedZip(parts), index + 1);
    return { ok: true, rows, sheet: sheets[index]?.name ?? '' };
  } catch {
    return refuse(XLSX_MESSAGES.broken);
  }
}
