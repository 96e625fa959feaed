import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverForFile, tempFolder } from './harness.ts';

// Issue 58 item 2: the majors import reads a workbook as LibreOffice Calc writes it
// (tests/fixtures/xlsx: majors.fods converted by LibreOffice, see make-fixtures.sh): a merged
// title row above the header, headers with full-width spaces and half-width brackets, numbers
// stored as text (full-width digits, a thousands separator), trailing spaces, a blank row, a row
// of spaces and formatted empty rows at the end, and a hidden sheet of options after the data.

const MAJORS = '/api/organization/school-majors';
const FIXTURE = fs.readFileSync(path.resolve('tests/fixtures/xlsx/majors.xlsx'));

function upload(bytes: Buffer): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), '专业导入（LibreOffice）.xlsx');
  return form;
}

const LEVEL_ERROR = '层次只能是：高起专、专升本、高起本、研究生';

describe('the LibreOffice workbook, as the majors page reads it', () => {
  const server = serverForFile();

  it('finds the header under the merged title and previews each row by its line in the sheet', async () => {
    const { status, body } = await server().json('demo-school', `${MAJORS}/import`, { method: 'POST', body: upload(FIXTURE) });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 4, valid: 3, invalid: 1 });
    expect(body.data.rows).toEqual([
      { row: 3, name: '老年护理', level: '专升本', study_type: '函授', years: '2.5', tuition: '4800', desc: '面向养老机构在职护理员', error: '' },
      { row: 4, name: '数字媒体技术', level: '高起本', study_type: '网络教育', years: '５', tuition: '5200', desc: '含 Java、数据库、软件测试等课程', error: '' },
      { row: 6, name: '大数据与会计', level: '高起专', study_type: '业余', years: '3', tuition: '3,600', desc: '', error: '' },
      { row: 7, name: '园艺', level: '博士', study_type: '函授', years: '2.5', tuition: '三千', desc: '', error: LEVEL_ERROR },
    ]);
  });

  it('imports the good rows with their numbers as numbers, however the sheet stored them', async () => {
    const preview = await server().json('demo-school', `${MAJORS}/import`, { method: 'POST', body: upload(FIXTURE) });
    const confirm = await server().json('demo-school', `${MAJORS}/import-confirm`, { method: 'POST', json: { cache_key: preview.body.data.cache_key } });
    expect(confirm.body).toMatchObject({ message: '操作成功', data: { success: 3, fail: 1 } });
    const stored = async (name: string) => (await server().json('demo-school', `${MAJORS}?name=${encodeURIComponent(name)}`)).body.data.data[0];
    expect(await stored('老年护理')).toMatchObject({ name: '老年护理', level: 2, study_type: 1, years: 2.5, tuition: 4800, desc: '面向养老机构在职护理员' });
    expect(await stored('数字媒体技术')).toMatchObject({ level: 3, study_type: 3, years: 5, tuition: 5200 });
    expect(await stored('大数据与会计')).toMatchObject({ level: 1, study_type: 2, years: 3, tuition: 3600 });
    expect(await stored('大数据与会计')).not.toHaveProperty('desc');
  });
});

describe('the LibreOffice workbook, on a page with a date field', () => {
  // the majors page of SCHEMAS_DIR: the built-in one with 开学日期 (a date)
  const server = serverForFile({
    schemasDir: () => {
      const dir = tempFolder('import-dates-schemas-');
      const page = JSON.parse(fs.readFileSync(path.resolve('schemas/pages/school-major.json'), 'utf8')) as { form: { fields: unknown[] } };
      page.form.fields.push({ name: '开学日期', field: 'start_date', component: { type: 'date', size: 'S' } });
      fs.mkdirSync(path.join(dir, 'pages'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'pages/school-major.json'), JSON.stringify(page));
      return dir;
    },
  });

  it('reads a date cell, a date left as its serial number and a date typed as text, each as yyyy-MM-dd', async () => {
    const template = await server().call(null, `${MAJORS}/import-template`);
    expect(template.status).toBe(200);
    const { body } = await server().json('demo-school', `${MAJORS}/import`, { method: 'POST', body: upload(FIXTURE) });
    expect(body.data.columns.at(-1)).toEqual({ title: '开学日期', field: 'start_date' });
    expect(body.data.rows.map((row: { start_date: string }) => row.start_date)).toEqual(['2026-09-01', '46270', '2026/9/7', '']);
    const confirm = await server().json('demo-school', `${MAJORS}/import-confirm`, { method: 'POST', json: { cache_key: body.data.cache_key } });
    expect(confirm.body.data).toEqual({ success: 3, fail: 1 });
    const stored = async (name: string) => (await server().json('demo-school', `${MAJORS}?name=${encodeURIComponent(name)}`)).body.data.data[0];
    expect((await stored('老年护理')).start_date).toBe('2026-09-01');
    expect((await stored('数字媒体技术')).start_date).toBe('2026-09-05');
    expect((await stored('大数据与会计')).start_date).toBe('2026-09-07');
  });
});
