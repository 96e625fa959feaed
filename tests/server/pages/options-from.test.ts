import fs from 'node:fs';
import path from 'node:path';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, describe, expect, it } from 'vitest';
import { serverForFile, tempFolder } from './harness.ts';

// Issue 29 item 3: a column's labels from a form field's options (options_from), in the export as
// in the table: a listed source's names, and an api source's, asked in-process.

const extra = tempFolder('edu-options-from-');
afterAll(() => fs.rmSync(extra, { recursive: true, force: true }));
const URL = '/api/organization/study-plans';
fs.mkdirSync(path.join(extra, 'pages'), { recursive: true });
fs.writeFileSync(
  path.join(extra, 'pages/study-plan.json'),
  JSON.stringify({
    list: {
      title: '学习计划',
      api: { list: { url: URL }, add: { url: URL }, export: { url: `${URL}/export` } },
      columns: [
        { title: '名称', field: 'name' },
        { title: '层次', field: 'level', type: 'tag', options_from: 'level' },
        { title: '机构类别', field: 'category_id', type: 'tag', options_from: 'category_id' },
      ],
      toolbar: ['add', 'export'],
    },
    form: {
      component: { name: 'study-plan', title: '学习计划' },
      fields: [
        { name: '名称', field: 'name', rules: { required: 1 }, component: { type: 'text' } },
        { name: '层次', field: 'level', component: { type: 'select', data_source: { data_type: 'normal', data: [{ id: 1, name: '高起专' }, { id: 2, name: '专升本' }] } } },
        { name: '机构类别', field: 'category_id', component: { type: 'select', data_source: { data_type: 'api', data_source: '/api/common/categories?type=4' } } },
      ],
    },
  }),
);

describe('options_from in the export', () => {
  const server = serverForFile({ schemasDir: () => extra });

  it('writes each value by its option\'s name, a listed source\'s and an api source\'s', async () => {
    const added = await server().json('demo-school', URL, { method: 'POST', json: { name: '春季班', level: 2, category_id: 985 } });
    expect(added.body.message).toBe('操作成功');
    const res = await server().call('demo-school', `${URL}/export`);
    expect(res.status).toBe(200);
    const [sheet] = await readXlsxFile(Buffer.from(await res.arrayBuffer()));
    expect(sheet?.data).toEqual([
      ['名称', '层次', '机构类别'],
      ['春季班', '专升本', '双一流高校（985/211）'],
    ]);
  });
});
