import { Readable } from 'node:stream';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

// An xlsx written as it is sent (issue 59 item 2: the export streams instead of building the
// whole file in memory). The workbook's small parts are deflated at once; its one sheet is
// deflated row batch by row batch as the rows come, in a zip entry whose CRC and sizes follow its
// data (a data descriptor, general purpose flag bit 3), and the central directory closes the file.
// Strings are inline (t="inlineStr"), so nothing waits for a shared-string table. The parts,
// styles and cells are those write-excel-file wrote before: a bold header (style 1), money with
// the format 0.00 (style 2), empty cells left out.

export interface SheetCell {
  value: string | number | null | undefined;
  bold?: boolean;
  /** A number format; only '0.00' (money) is used. */
  format?: '0.00';
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

// XML 1.0 has no place for most control characters: a value holding one would break the file
// eslint-disable-next-line no-control-regex -- the characters XML refuses, on purpose
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const escapeXml = (text: string) => text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A column's letters: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** One row's XML (1-based `r`), its empty cells left out. */
export function rowXml(cells: readonly SheetCell[], r: number): string {
  let xml = `<row r="${r}">`;
  cells.forEach((cell, i) => {
    const { value } = cell;
    if (value === null || value === undefined || value === '') return;
    const ref = `${columnName(i)}${r}`;
    const style = cell.bold ? ' s="1"' : cell.format === '0.00' ? ' s="2"' : '';
    if (typeof value === 'number' && Number.isFinite(value)) xml += `<c r="${ref}"${style}><v>${value}</v></c>`;
    else {
      const text = String(value);
      const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
      xml += `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${escapeXml(text)}</t></is></c>`;
    }
  });
  return `${xml}</row>`;
}

const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default ContentType="application/xml" Extension="xml"/>' +
  '<Default ContentType="application/vnd.openxmlformats-package.relationships+xml" Extension="rels"/>' +
  '<Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml" PartName="/xl/workbook.xml"/>' +
  '<Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml" PartName="/xl/styles.xml"/>' +
  '<Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml" PartName="/xl/worksheets/sheet1.xml"/></Types>';
const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS =
  `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;
const STYLES =
  `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><numFmts count="1"><numFmt numFmtId="100" formatCode="0.00"/></numFmts>` +
  '<fonts count="2"><font><family val="2"/><scheme val="minor"/><color theme="1"/></font><font><family val="2"/><scheme val="minor"/><b/><color theme="1"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="100" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>';
const workbookXml = (sheet: string) =>
  `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><workbookPr/><bookViews><workbookView/></bookViews><sheets><sheet name="${escapeXml(sheet)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** The MS-DOS date and time of a zip entry. */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((Math.max(1980, at.getFullYear()) - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

interface Written {
  name: Buffer;
  flags: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

const UTF8_NAMES = 0x0800;
const SIZES_AFTER = 0x0008;

/** A zip of `parts` (name, then its text or the chunks of its text), deflated, as it is written. */
export async function* zipChunks(parts: [string, string | AsyncIterable<string>][], at = new Date()): AsyncGenerator<Buffer> {
  const { time, date } = dosTime(at);
  const written: Written[] = [];
  let offset = 0;
  const header = (entry: Omit<Written, 'offset'>) => {
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(entry.flags, 6);
    head.writeUInt16LE(8, 8);
    head.writeUInt16LE(time, 10);
    head.writeUInt16LE(date, 12);
    head.writeUInt32LE(entry.crc, 14);
    head.writeUInt32LE(entry.compressed, 18);
    head.writeUInt32LE(entry.size, 22);
    head.writeUInt16LE(entry.name.length, 26);
    return Buffer.concat([head, entry.name]);
  };
  for (const [fileName, content] of parts) {
    const name = Buffer.from(fileName, 'utf8');
    if (typeof content === 'string') {
      const data = Buffer.from(content, 'utf8');
      const deflated = deflateRawSync(data);
      const entry = { name, flags: UTF8_NAMES, crc: crc32(data), compressed: deflated.length, size: data.length };
      const head = header(entry);
      written.push({ ...entry, offset });
      offset += head.length + deflated.length;
      yield head;
      yield deflated;
      continue;
    }
    // streamed: sizes and CRC after the data
    const entry = { name, flags: UTF8_NAMES | SIZES_AFTER, crc: 0, compressed: 0, size: 0 };
    const head = header(entry);
    const start = offset;
    offset += head.length;
    yield head;
    const source = Readable.from(
      (async function* () {
        for await (const text of content) {
          const data = Buffer.from(text, 'utf8');
          entry.crc = crc32(data, entry.crc);
          entry.size += data.length;
          yield data;
        }
      })(),
    );
    const deflater = createDeflateRaw();
    source.once('error', (error) => deflater.destroy(error));
    for await (const chunk of source.pipe(deflater) as AsyncIterable<Buffer>) {
      entry.compressed += chunk.length;
      offset += chunk.length;
      yield chunk;
    }
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    offset += descriptor.length;
    yield descriptor;
    written.push({ ...entry, offset: start });
  }
  const central = written.map((entry) => {
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(entry.flags, 8);
    record.writeUInt16LE(8, 10);
    record.writeUInt16LE(time, 12);
    record.writeUInt16LE(date, 14);
    record.writeUInt32LE(entry.crc, 16);
    record.writeUInt32LE(entry.compressed, 20);
    record.writeUInt32LE(entry.size, 24);
    record.writeUInt16LE(entry.name.length, 28);
    record.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([record, entry.name]);
  });
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(written.length, 8);
  end.writeUInt16LE(written.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield Buffer.concat([directory, end]);
}

/**
 * An xlsx of one sheet, as chunks: `header` its first row, then each batch of `rows` as it comes
 * (a batch is turned into XML and deflated before the next is asked for).
 * xlsxChunks('专业管理', [21, 12], [{ value: '专业名称', bold: true }], rowsFromTheList)
 */
export async function* xlsxChunks(sheet: string, widths: readonly number[], header: readonly SheetCell[], rows: AsyncIterable<readonly (readonly SheetCell[])[]>): AsyncGenerator<Buffer> {
  async function* sheetXml(): AsyncGenerator<string> {
    const cols = widths.map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`).join('');
    yield `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">${cols ? `<cols>${cols}</cols>` : ''}<sheetData>${rowXml(header, 1)}`;
    let r = 2;
    for await (const batch of rows) {
      let xml = '';
      for (const cells of batch) xml += rowXml(cells, r++);
      if (xml) yield xml;
    }
    yield '</sheetData></worksheet>';
  }
  yield* zipChunks([
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', ROOT_RELS],
    ['xl/workbook.xml', workbookXml(sheet)],
    ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
    ['xl/styles.xml', STYLES],
    ['xl/worksheets/sheet1.xml', sheetXml()],
  ]);
}
