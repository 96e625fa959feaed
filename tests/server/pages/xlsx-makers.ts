import zlib from 'node:zlib';

// Spreadsheets made in the test, never committed (issue 58 item 2): a sheet of 500,000 one-cell
// rows (about 3 MB) and zip bombs whose sheet inflates to 1 GiB from about 1 MB. The zip is
// written here by hand (local headers, central directory, end record; Node's zlib deflates), so
// that a test can make an archive lie about its sizes as an attacker's would.

export interface ZipEntry {
  name: string;
  /** The stored bytes (deflated when `method` is 8). */
  data: Buffer;
  method: 0 | 8;
  crc: number;
  /** The inflated size the archive declares (local header and central directory). */
  declared: number;
}

/** An entry deflated from `content`, declaring its true size. */
export function deflatedEntry(name: string, content: string | Buffer): ZipEntry {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { name, data: zlib.deflateRawSync(bytes), method: 8, crc: zlib.crc32(bytes), declared: bytes.length };
}

/** A zip archive of `entries`, in that order. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // the name is UTF-8
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declared, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, entry.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>';
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>';
const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
  '<sheets><sheet name="导入数据" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';
const SHEET_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';

/** An xlsx of one sheet, given as its sheet entry (the rest is the smallest workbook). */
export function xlsxWithSheet(sheet: ZipEntry): Buffer {
  return zipOf([
    deflatedEntry('[Content_Types].xml', CONTENT_TYPES),
    deflatedEntry('_rels/.rels', ROOT_RELS),
    deflatedEntry('xl/workbook.xml', WORKBOOK),
    deflatedEntry('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    sheet,
  ]);
}

const inlineCell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** The header 专业名称 and then `rows` one-cell rows (专业2 …): 500,000 of them are about 3 MB. */
export function manyRowsXlsx(rows: number): Buffer {
  const parts = [SHEET_HEAD, `<row r="1">${inlineCell('A1', '专业名称')}</row>`];
  for (let r = 2; r <= rows + 1; r += 1) parts.push(`<row r="${r}">${inlineCell(`A${r}`, `专业${r}`)}</row>`);
  parts.push(SHEET_TAIL);
  return xlsxWithSheet(deflatedEntry('xl/worksheets/sheet1.xml', parts.join('')));
}

/**
 * A zip bomb: a sheet whose one cell holds `inflated` bytes of 'A' (1 GiB by default) in about a
 * thousandth of that. The deflate stream is one compressed MiB of 'A' repeated: each copy starts
 * byte-aligned (a sync flush) and refers to nothing before it, so the copies can be concatenated.
 * `declared`: the size the archive claims for it, true by default; a lying bomb claims a few kB.
 */
export function bombXlsx(options: { inflated?: number; declared?: 'true' | number } = {}): Buffer {
  const MiB = 1024 * 1024;
  const inflated = options.inflated ?? 1024 * MiB;
  const head = Buffer.from(`${SHEET_HEAD}<row r="1">${inlineCell('A1', '专业名称')}</row><row r="2"><c r="A2" t="inlineStr"><is><t>`);
  const tail = Buffer.from(`</t></is></c></row>${SHEET_TAIL}`);
  const chunk = Buffer.alloc(MiB, 'A');
  const copies = Math.floor(inflated / MiB);
  const flushed = (bytes: Buffer) => zlib.deflateRawSync(bytes, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const middle = flushed(chunk);
  const data = Buffer.concat([flushed(head), ...Array.from({ length: copies }, () => middle), zlib.deflateRawSync(tail)]);
  let crc = zlib.crc32(head);
  for (let i = 0; i < copies; i += 1) crc = zlib.crc32(chunk, crc);
  crc = zlib.crc32(tail, crc);
  const size = head.length + copies * MiB + tail.length;
  const declared = options.declared === undefined || options.declared === 'true' ? size : options.declared;
  return xlsxWithSheet({ name: 'xl/worksheets/sheet1.xml', data, method: 8, crc, declared: Math.min(declared, 0xfffffffe) });
}
