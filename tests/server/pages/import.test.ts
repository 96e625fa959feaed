import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { serverForFile } from './harness.ts';

const MAJORS = '/api/organization/school-majors';

function upload(file: Blob, name: string): FormData {
  const form = new FormData();
  form.append('file', file, name);
  return form;
}

describe('majors import over real HTTP', () => {
  const server = serverForFile();

  it('downloads the template: an xlsx with one column per importable field', async () => {
    const res = await server().call(null, `${MAJORS}/import-template`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('专业管理导入模板.xlsx'));
    const [sheet] = await readXlsxFile(Buffer.from(await res.arrayBuffer()));
    expect(sheet?.data[0]).toEqual(['专业名称', '层次', '学习形式', '学制（年）', '学费（元/年）', '专业介绍']);
  });

  it('previews an uploaded xlsx under a cache_key, then imports the good rows', async () => {
    const before = (await server().json('demo-school', MAJORS)).body.data.total as number;
    const xlsx = await writeXlsxFile([
      ['专业名称', '层次', '学习形式', '学制（年）', '学费（元/年）', '专业介绍'],
      ['数据科学与大数据技术', '专升本', '网络教育', 2.5, 4800, '面向在职 IT 从业者'],
      ['社会工作', '高起专', '函授', 2.5, 3000, null],
      [null, '专升本', '函授', 2.5, 3000, '缺名称'],
      ['园林', '博士', '函授', 2.5, 3000, null],
    ]).toBuffer();
    const { status, body } = await server().json('demo-school', `${MAJORS}/import`, {
      method: 'POST',
      body: upload(new Blob([new Uint8Array(xlsx)]), '专业.xlsx'),
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ cache_key: expect.stringMatching(/^[0-9a-f]{32}$/), total: 4, valid: 2, invalid: 2 });
    expect(body.data.columns[0]).toEqual({ title: '专业名称', field: 'name' });
    expect(body.data.rows[0]).toEqual({ row: 2, name: '数据科学与大数据技术', level: '专升本', study_type: '网络教育', years: '2.5', tuition: '4800', desc: '面向在职 IT 从业者', error: '' });
    expect(body.data.rows[2].error).toBe('请输入专业名称');
    expect(body.data.rows[3].error).toBe('层次只能是：高起专、专升本、高起本、研究生');

    const confirm = await server().json('demo-school', `${MAJORS}/import-confirm`, { method: 'POST', json: { cache_key: body.data.cache_key } });
    expect(confirm.body).toMatchObject({ message: '操作成功', data: { success: 2, fail: 2 } });
    const after = await server().json('demo-school', `${MAJORS}?name=${encodeURIComponent('数据科学')}`);
    expect(after.body.data.data[0]).toMatchObject({ level: 2, study_type: 3, years: 2.5, tuition: 4800 });
    expect((await server().json('demo-school', MAJORS)).body.data.total).toBe(before + 2);

    const again = await server().json('demo-school', `${MAJORS}/import-confirm`, { method: 'POST', json: { cache_key: body.data.cache_key } });
    expect(again).toMatchObject({ status: 422, body: { message: '导入数据已失效，请重新上传' } });
  });

  it('refuses a file over 30 MB', async () => {
    const big = new Blob([new Uint8Array(30 * 1024 * 1024 + 1)]);
    const { status, body } = await server().json('demo-school', `${MAJORS}/import`, { method: 'POST', body: upload(big, 'big.xlsx') });
    expect(status).toBe(422);
    expect(body.message).toBe('文件大小不能超过 30M');
  });

  it('refuses a file that is not xlsx, by name and by content', async () => {
    const csv = await server().json('demo-school', `${MAJORS}/import`, { method: 'POST', body: upload(new Blob(['专业名称\n会计']), 'majors.csv') });
    expect(csv).toMatchObject({ status: 422, body: { message: '不支持 .csv 文件：请在 Excel 或 WPS 中打开，另存为 .xlsx（Excel 工作簿）后重试' } });
    const fake = await server().json('demo-school', `${MAJORS}/import`, { method: 'POST', body: upload(new Blob(['not a zip']), 'fake.xlsx') });
    expect(fake).toMatchObject({ status: 422, body: { message: '该文件实际是文本文件（如 .csv），不是 .xlsx 表格：请在 Excel 或 WPS 中打开，另存为 .xlsx 后重试' } });
    const none = await server().json('demo-school', `${MAJORS}/import`, { method: 'POST', body: new FormData() });
    expect(none.body.message).toBe('请选择要导入的文件');
  });

  it('refuses a sheet with other headings, and needs a token', async () => {
    const xlsx = await writeXlsxFile([['姓名', '电话'], ['张三', '1']]).toBuffer();
    const other = await server().json('demo-school', `${MAJORS}/import`, { method: 'POST', body: upload(new Blob([new Uint8Array(xlsx)]), 'x.xlsx') });
    expect(other.body.message).toBe('表头与模板不一致，请下载模板后按模板填写');
    expect((await server().json(null, `${MAJORS}/import`, { method: 'POST', body: upload(new Blob([new Uint8Array(xlsx)]), 'x.xlsx') })).status).toBe(402);
  });
});
