import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { xlsxInflated } from '../../../server/routes/pages/xlsx-bounded.ts';
import { serverForFile } from './harness.ts';
import { bombXlsx, deflatedEntry, manyRowsXlsx, zipOf } from './xlsx-makers.ts';

// Issue 58 item 2: the majors import is bounded before it costs. Before: a 3.9 MB file of 500,000
// one-cell rows was previewed (52 MB answer, 7.6 s, the server's memory to 1 GB at its peak) and
// a 1 MB file whose sheet inflates to 1 GiB was refused only once inflated (5.6 s, +1 GB). Now
// the zip's declared sizes and its actual inflated bytes are held to a budget and the rows to a
// cap (IMPORT_MAX_UNZIPPED_MB, IMPORT_MAX_ROWS), each refusal with a message that says what to do.

const MAJORS = '/api/organization/school-majors';
const FIXTURES = path.resolve('tests/fixtures/xlsx');
const MB = 1024 * 1024;

function upload(bytes: Buffer | string, name = '专业.xlsx'): FormData {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  return form;
}

const statusKb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? NaN) * 1024;

/**
 * What `run` costs this process (the server runs in it): its memory at the peak, over what it held
 * before (the kernel's high-water mark is reset first, Linux /proc/self/clear_refs), and the bytes
 * the server inflated (work counted, not timed: a refusal that stops early inflates little).
 */
async function peakGrowth<T>(run: () => Promise<T>): Promise<{ result: T; bytes: number; inflated: number }> {
  fs.writeFileSync('/proc/self/clear_refs', '5');
  const before = statusKb('VmRSS');
  const inflatedBefore = xlsxInflated.bytes;
  const result = await run();
  return { result, bytes: statusKb('VmHWM') - before, inflated: xlsxInflated.bytes - inflatedBefore };
}

/** An xlsx of the header 专业名称 … and `rows` complete majors rows, then `blank` rows of formatted empty cells. */
function majorsXlsx(rows: number, blank = 0): Buffer {
  const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const lines = [`<row r="1">${cell('A1', '专业名称')}${cell('B1', '层次')}${cell('C1', '学习形式')}${cell('D1', '学制（年）')}${cell('E1', '学费（元/年）')}</row>`];
  for (let r = 2; r <= rows + 1; r += 1) lines.push(`<row r="${r}">${cell(`A${r}`, `专业${r}`)}${cell(`B${r}`, '专升本')}${cell(`C${r}`, '函授')}<c r="D${r}"><v>2.5</v></c><c r="E${r}"><v>4800</v></c></row>`);
  for (let r = rows + 2; r <= rows + 1 + blank; r += 1) lines.push(`<row r="${r}"><c r="A${r}" s="1"/><c r="B${r}" s="1"/></row>`);
  const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${lines.join('')}</sheetData></worksheet>`;
  return workbook([{ name: '导入数据', sheet }]);
}

/** A workbook of these sheets, in order (a sheet may be hidden). */
function workbook(sheets: { name: string; sheet: string; hidden?: boolean }[]): Buffer {
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  const list = sheets.map((s, i) => `<sheet name="${s.name}" sheetId="${i + 1}"${s.hidden ? ' state="hidden"' : ''} r:id="rId${i + 1}"/>`).join('');
  const rels = sheets
    .map((_, i) => `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`)
    .join('');
  return zipOf([
    deflatedEntry('xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><workbook ${ns}><sheets>${list}</sheets></workbook>`),
    deflatedEntry('xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`),
    ...sheets.map((s, i) => deflatedEntry(`xl/worksheets/sheet${i + 1}.xml`, s.sheet)),
  ]);
}

describe('the majors import, bounded before it costs', () => {
  const server = serverForFile();
  const send = (form: FormData) => server().json('demo-school', `${MAJORS}/import`, { method: 'POST', body: form });
  afterEach(() => {
    delete process.env.IMPORT_MAX_ROWS;
    delete process.env.IMPORT_MAX_UNZIPPED_MB;
  });

  it('refuses the 500,000-row file having inflated a few of its rows, its memory flat: 单次最多导入 5,000 行，请拆分文件', async () => {
    const file = manyRowsXlsx(500_000);
    expect(file.length).toBeGreaterThan(3 * MB);
    const form = upload(file);
    const { result, bytes, inflated } = await peakGrowth(() => send(form));
    expect(result).toMatchObject({ status: 422, body: { message: '单次最多导入 5,000 行，请拆分文件' } });
    // stopped at row 5,001: about 1 % of the sheet's rows inflated (a chunk of 64 kB past them at most)
    expect(inflated).toBeGreaterThan(0);
    expect(inflated).toBeLessThan(2 * MB);
    // the upload itself is held a few times over (the test's request and the server's body): 4 MB
    expect(bytes).toBeLessThan(100 * MB);
  });

  it('refuses a 1 MB file whose sheet inflates to 1 GiB, by its declared size or, when it lies, as it inflates', async () => {
    const honest = upload(bombXlsx());
    const declared = await peakGrowth(() => send(honest));
    expect(declared.result).toMatchObject({ status: 422, body: { message: expect.stringMatching(/^表格解压后超过 50 MB，无法导入：请删除多余的工作表/) } });
    const lying = upload(bombXlsx({ declared: 4096 }));
    const inflated = await peakGrowth(() => send(lying));
    expect(inflated.result).toMatchObject({ status: 422, body: { message: '文件已损坏或不完整，无法读取：请在 Excel 或 WPS 中重新另存为 .xlsx 后再上传' } });
    // refused by what it declares before a byte is inflated; when it lies, as soon as it passes what it declared
    expect(declared.inflated).toBeLessThan(64 * 1024);
    expect(inflated.inflated).toBeLessThan(4096 + 2 * 64 * 1024);
    for (const run of [declared, inflated]) expect(run.bytes).toBeLessThan(100 * MB);
  });

  it('takes 5,000 rows and refuses 5,001 (counted after the header, blank rows not counted)', async () => {
    const taken = await send(upload(majorsXlsx(5000, 200)));
    expect(taken.status).toBe(200);
    expect(taken.body.data).toMatchObject({ total: 5000, valid: 5000, invalid: 0 });
    expect(taken.body.data.rows).toHaveLength(5000);
    expect((await send(upload(majorsXlsx(5001)))).body.message).toBe('单次最多导入 5,000 行，请拆分文件');
  }, 30_000);

  it('caps the rows at IMPORT_MAX_ROWS, the message giving the number as the setting says', async () => {
    process.env.IMPORT_MAX_ROWS = '3';
    expect((await send(upload(majorsXlsx(3)))).status).toBe(200);
    expect((await send(upload(majorsXlsx(4)))).body).toMatchObject({ message: '单次最多导入 3 行，请拆分文件', errors: { file: ['单次最多导入 3 行，请拆分文件'] } });
    process.env.IMPORT_MAX_ROWS = '12000';
    expect((await send(upload(manyRowsXlsx(12_500)))).body.message).toBe('单次最多导入 12,000 行，请拆分文件');
    process.env.IMPORT_MAX_ROWS = 'lots';
    expect((await send(upload(manyRowsXlsx(6000)))).body.message).toBe('单次最多导入 5,000 行，请拆分文件');
  });

  it('holds the inflated parts to IMPORT_MAX_UNZIPPED_MB', async () => {
    process.env.IMPORT_MAX_UNZIPPED_MB = '1';
    const big = upload(bombXlsx({ inflated: 2 * MB }));
    expect((await send(big)).body.message).toBe('表格解压后超过 1 MB，无法导入：请删除多余的工作表、图片和格式，或拆分为多个文件后重试');
    expect((await send(upload(majorsXlsx(10)))).status).toBe(200);
  });

  it('reads the first visible sheet: a hidden sheet before it is passed over, and never inflated', async () => {
    const hidden = '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>层次</t></is></c></row></sheetData></worksheet>';
    const data =
      '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>专业名称</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>护理学</t></is></c></row></sheetData></worksheet>';
    const { status, body } = await send(upload(workbook([{ name: '选项', sheet: hidden, hidden: true }, { name: '专业', sheet: data }])));
    expect(status).toBe(200);
    expect(body.data.rows.map((row: { name: string }) => row.name)).toEqual(['护理学']);
    const none = await send(upload(workbook([{ name: '选项', sheet: hidden, hidden: true }])));
    expect(none.body.message).toBe('表格中没有可见的工作表：请把数据放在第一个工作表中后重试');
  });

  it.each([
    ['专业.xls', 'x', '不支持旧版 .xls 格式：请在 Excel 或 WPS 中打开，另存为 .xlsx（Excel 工作簿）后重试'],
    ['专业.csv', '专业名称\n护理学\n', '不支持 .csv 文件：请在 Excel 或 WPS 中打开，另存为 .xlsx（Excel 工作簿）后重试'],
    ['专业.et', 'x', '不支持 WPS 的 .et 格式：请在 WPS 中打开，另存为 .xlsx（Excel 工作簿）后重试'],
    ['专业.numbers', 'x', '仅支持 .xlsx 格式，请在 Excel 或 WPS 中另存为 .xlsx 后重试'],
  ])('refuses %s by its name, saying what to do', async (name, content, message) => {
    expect((await send(upload(content, name))).body).toMatchObject({ message });
  });

  it.each([
    ['an .xls (LibreOffice) renamed .xlsx', () => fs.readFileSync(path.join(FIXTURES, 'majors.xls')), '该文件实际是旧版 .xls 表格或设置了密码的表格'],
    ['an .ods (LibreOffice) renamed .xlsx', () => fs.readFileSync(path.join(FIXTURES, 'majors.ods')), '该文件实际是 .ods 表格'],
    ['a .csv renamed .xlsx', () => Buffer.from('专业名称,层次\n护理学,专升本\n'), '该文件实际是文本文件（如 .csv）'],
    ['a GBK .csv renamed .xlsx', () => Buffer.from([0xd7, 0xa8, 0xd2, 0xb5, 0x2c, 0x0a]), '该文件实际是文本文件（如 .csv）'],
    ['a .docx renamed .xlsx', () => zipOf([deflatedEntry('word/document.xml', '<w:document/>')]), '该文件不是 .xlsx 表格（可能是其他文件改了扩展名）'],
    ['a picture renamed .xlsx', () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), '该文件不是 .xlsx 表格'],
    ['an .xlsx cut short', () => fs.readFileSync(path.join(FIXTURES, 'majors.xlsx')).subarray(0, 4000), '文件已损坏或不完整'],
  ])('says what %s is and what to do', async (_name, bytes, message) => {
    const { status, body } = await send(upload(bytes()));
    expect(status).toBe(422);
    expect(body.message).toContain(message);
    expect(body.message).toMatch(/另存为 \.xlsx/);
  });
});
