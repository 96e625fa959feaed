import { describe, expect, it } from 'vitest';
import { compileList, isSuccess, LIST_MESSAGES, parseFormConfig, parseListConfig, type CompiledList, type Effect, type FormConfig, type ListConfig } from '../../engine/index.ts';

function list(raw: Record<string, unknown>): ListConfig {
  const parsed = parseListConfig({ title: '专业管理', api: { list: { url: '/api/organization/majors' } }, columns: [{ title: '名称', field: 'name' }], ...raw });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.config;
}

const FORM = (() => {
  const parsed = parseFormConfig({ component: { name: 'm', title: '专业' }, fields: [{ name: '名称', field: 'name', component: { type: 'text' } }] });
  if (!parsed.ok) throw new Error('bad form');
  return parsed.config;
})() as FormConfig;

const API = {
  list: { url: '/api/organization/majors' },
  add: { url: '/api/organization/majors' },
  detail: { url: '/api/organization/majors/{id}' },
  update: { url: '/api/organization/majors/{id}' },
  delete: { url: '/api/organization/majors' },
  active: { url: '/api/organization/majors/active' },
  marker: { url: '/api/organization/majors/marker' },
  top: { url: '/api/organization/majors/top' },
  top_list: { url: '/api/organization/majors/top-list' },
  template: { url: '/api/organization/majors/template' },
  import: { url: '/api/organization/majors/import' },
};

const call = (effect: Effect) => {
  if (effect.kind !== 'call') throw new Error(`expected a call, got ${effect.kind}`);
  return effect;
};

describe('compileList: columns', () => {
  const compiled = compileList(
    list({
      columns: [
        { title: '名称', field: 'name' },
        { title: '价格', field: 'info|price', type: 'money' },
        { title: '状态', field: 'active', type: 'active' },
        { title: '类型', field: 'kind', map: { '1': '本科', '2': '专科' } },
        { title: '主页展示', field: 'is_show', type: 'switch', api: { url: '/api/organization/t-set-show', method: 'put' } },
      ],
    }),
  );
  const row = { id: 7, name: '护理', info: { price: 3200 }, active: 0, kind: 2, is_show: 1 };

  it('reads pipe paths and maps values to text', () => {
    expect(compiled.columns.map((c) => c.text(row))).toEqual(['护理', '3200', '已停用', '专科', '1']);
    expect(compiled.columns[1]?.value(row)).toBe(3200);
  });

  it('turns a switch column into its state and the call that flips it', () => {
    const toggle = compiled.columns[4]?.switch;
    expect(toggle?.checked(row)).toBe(true);
    expect(toggle?.request(row, false)).toEqual({ call: 'update', method: 'put', url: '/api/organization/t-set-show', body: { ids: [7], is_show: 0 } });
  });
});

describe('compileList: toolbar (spec section 2) with the spec messages', () => {
  const buttons = (toolbar: string[], api: Record<string, unknown> = API, form: FormConfig | undefined = FORM) =>
    compileList(list({ api, toolbar }), form).toolbar;

  it('keeps the config order, labels the buttons, and drops buttons whose call is missing', () => {
    const compiled = buttons(['template', 'import', 'add', 'batch_top', 'batch_untop', 'batch_active', 'batch_inactive', 'batch_delete', 'export']);
    expect(compiled.map((b) => b.label)).toEqual(['下载模板', '导入专业', '新增', '批量置顶', '批量取消置顶', '批量启用', '批量停用', '批量删除']);
    // add needs the page's form-config; template needs its call
    expect(compileList(list({ api: API, toolbar: ['add'] })).toolbar).toEqual([]);
    expect(buttons(['template'], { list: API.list })).toEqual([]);
  });

  it('asks for a selection with 请勾选需要操作的行, or 请勾选需要取消的置顶 to unpin', () => {
    const compiled = buttons(['add', 'batch_untop', 'batch_delete', 'batch_active']);
    expect(compiled.map((b) => [b.kind, b.batch, b.emptyMessage])).toEqual([
      ['add', false, undefined],
      ['batch_untop', true, '请勾选需要取消的置顶'],
      ['batch_delete', true, '请勾选需要操作的行'],
      ['batch_active', true, '请勾选需要操作的行'],
    ]);
  });

  it('confirms batch delete and batch unpin with 警告, 确认 and 取消, and sends the ids', () => {
    const [untop, remove, enable, disable] = buttons(['batch_untop', 'batch_delete', 'batch_active', 'batch_inactive']).map((b) => call(b.effect));
    const rows = [{ id: 1 }, { id: '2' }];
    expect(untop?.confirm).toEqual({ title: '警告', content: '确定要批量取消置顶吗？', okText: '确认', cancelText: '取消' });
    expect(untop?.request(rows)).toMatchObject({ method: 'put', url: '/api/organization/majors/top', body: { ids: [1, '2'], top_sort: 0 } });
    expect(remove?.confirm?.content).toBe('确定要批量删除吗？');
    expect(remove?.request(rows)).toMatchObject({ method: 'delete', body: { ids: [1, '2'] } });
    expect(enable?.confirm).toBeUndefined();
    expect(enable?.request(rows).body).toEqual({ ids: [1, '2'], active: 1 });
    expect(disable?.request(rows).body).toEqual({ ids: [1, '2'], active: 0 });
  });
});

describe('compileList: row actions', () => {
  const compiled: CompiledList = compileList(
    list({
      api: API,
      row_actions: [
        { action: 'edit' },
        { action: 'active', value: 1 },
        { action: 'active', value: 0 },
        { action: 'marker', title: '标为推荐', value: 1 },
        { action: 'top', show_if: { name: 'top_sort', value: 0 } },
        { action: 'untop', show_if: { name: 'top_sort', value: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] } },
        { action: 'delete' },
        { action: 'confirm_logs' },
      ],
    }),
    FORM,
  );

  it('drops actions whose call the page lacks, and shows each only where show_if matches the row', () => {
    expect(compiled.rowActions.map((a) => a.label)).toEqual(['编辑', '启用', '停用', '标为推荐', '置顶', '取消置顶', '删除']);
    expect(compiled.actionsFor({ id: 1, top_sort: 0 }).map((a) => a.label)).toEqual(['编辑', '启用', '停用', '标为推荐', '置顶', '删除']);
    expect(compiled.actionsFor({ id: 1, top_sort: '3' }).map((a) => a.label)).toEqual(['编辑', '启用', '停用', '标为推荐', '取消置顶', '删除']);
  });

  it('warns 该行已{action} when the row is already in the state (spec section 4)', () => {
    const [, enable, disable, mark] = compiled.rowActions;
    expect(enable?.already?.({ active: 1 })).toBe('该行已启用');
    expect(enable?.already?.({ active: 0 })).toBeUndefined();
    expect(disable?.already?.({ active: '0' })).toBe('该行已停用');
    expect(mark?.already?.({ marker: 1 })).toBe('该行已标为推荐');
    expect(call(enable!.effect).request([{ id: 4, active: 0 }]).body).toEqual({ ids: [4], active: 1 });
  });

  it('unpins after 确定要取消置顶吗？, deletes after 确定要删除吗？, and opens dialogs for the rest', () => {
    const byLabel = (label: string) => compiled.rowActions.find((a) => a.label === label)!;
    expect(call(byLabel('取消置顶').effect).confirm?.content).toBe('确定要取消置顶吗？');
    expect(call(byLabel('取消置顶').effect).request([{ id: 3 }]).body).toEqual({ ids: [3], top_sort: 0 });
    expect(call(byLabel('删除').effect).confirm?.content).toBe('确定要删除吗？');
    expect(byLabel('删除').danger).toBe(true);
    expect(byLabel('编辑').effect).toEqual({ kind: 'dialog', dialog: 'edit' });
    expect(byLabel('置顶').effect).toEqual({ kind: 'dialog', dialog: 'top_settings' });
  });
});

describe('compileList: paging, requests, title', () => {
  it('pages by 10 with 10, 20, 30, 50 by default; company info 100 without a pager', () => {
    expect(compileList(list({})).paging).toEqual({ pageSize: 10, pageSizes: [10, 20, 30, 50], pager: true });
    expect(compileList(list({ page_size: 100, pager: 0 })).paging).toEqual({ pageSize: 100, pageSizes: [10, 20, 30, 50], pager: false });
  });

  it('sends page, page_size and the filled search values as the list query', () => {
    expect(compileList(list({})).listRequest(2, 20, { name: '护理', kind: '', empty: undefined })).toEqual({
      call: 'list',
      method: 'get',
      url: '/api/organization/majors',
      query: { page: 2, page_size: 20, name: '护理' },
    });
  });

  it('fills {id}, and adds branch_id from the page query to created records', () => {
    const compiled = compileList(list({ api: API }), FORM, { branchId: '12' });
    expect(compiled.request('update', { id: 5, body: { name: 'x' } })).toEqual({ call: 'update', method: 'patch', url: '/api/organization/majors/5', query: undefined, body: { name: 'x' } });
    expect(compiled.request('detail', { id: 5 })).toMatchObject({ method: 'get', url: '/api/organization/majors/5' });
    expect(compiled.request('confirm_logs', { id: 5 })).toBeUndefined();
    expect(compiled.addBody({ name: 'x' })).toEqual({ name: 'x', branch_id: '12' });
    expect(compileList(list({ api: API }), FORM).addBody({ name: 'x' })).toEqual({ name: 'x' });
  });

  it('titles the page by is_school when title_by_school says so', () => {
    const config = list({ title: '分支机构', title_by_school: { '0': '学习中心', '1': '分支机构' } });
    expect(compileList(config, undefined, { isSchool: 0 }).title).toBe('学习中心');
    expect(compileList(config, undefined, { isSchool: '1' }).title).toBe('分支机构');
    expect(compileList(config).title).toBe('分支机构');
  });

  it('compiles the search filters like any form', () => {
    const compiled = compileList(list({ search: [{ name: '专业名称', field: 'name', component: { type: 'text', size: 'S' } }] }));
    const fields = compiled.search?.properties.grid.properties ?? {};
    expect(Object.keys(fields)).toEqual(['name']);
    expect(fields.name?.title).toBe('专业名称');
    expect(compileList(list({})).search).toBeUndefined();
  });

  it('keeps the messages of the spec verbatim', () => {
    expect(LIST_MESSAGES.success).toBe('操作成功');
    expect(LIST_MESSAGES.confirmTop).toBe('确定要置顶吗？');
  });
});

describe('compileList: the calls of the list page and its dialogs', () => {
  const compiled = compileList(list({ api: { ...API, export: { url: '/api/organization/majors/export' }, invalid: { url: '/api/organization/majors/{id}/invalid' } }, toolbar: ['template', 'batch_delete', 'export'], row_actions: [{ action: 'delete' }, { action: 'invalid', show_if: { name: 'can_feedback', value: 1 } }], delete_ask: { text: '是否同时从课程和项目中删除该教师？', field: 'is_del' } }), FORM, { branchId: '12' });

  it('adds with branch_id in the body and the query, and lists that branch', () => {
    expect(compiled.addRequest({ name: 'x' })).toEqual({ call: 'add', method: 'post', url: '/api/organization/majors', query: { branch_id: '12' }, body: { name: 'x', branch_id: '12' } });
    expect(compiled.listRequest(1, 10, {}).query).toEqual({ page: 1, page_size: 10, branch_id: '12' });
  });

  it('pins rows with top_sort', () => {
    expect(compiled.topRequest([{ id: 3 }, { id: 4 }], 5)).toMatchObject({ method: 'put', url: '/api/organization/majors/top', body: { ids: [3, 4], top_sort: 5 } });
  });

  it('asks the delete question of delete_ask and sends its answer with the ids', () => {
    const rowDelete = call(compiled.rowActions[0]!.effect);
    const batchDelete = call(compiled.toolbar.find((b) => b.kind === 'batch_delete')!.effect);
    expect(rowDelete.ask).toEqual({ text: '是否同时从课程和项目中删除该教师？', field: 'is_del' });
    expect(batchDelete.ask).toEqual(rowDelete.ask);
    expect(rowDelete.request([{ id: 7 }], { is_del: 1 }).body).toEqual({ ids: [7], is_del: 1 });
    expect(batchDelete.request([{ id: 7 }, { id: 8 }], { is_del: 0 }).body).toEqual({ ids: [7, 8], is_del: 0 });
  });

  it('downloads the template and the export (with the search values) under the page title', () => {
    const [template, , exported] = compiled.toolbar.map((b) => b.effect);
    if (template?.kind !== 'download' || exported?.kind !== 'download') throw new Error('expected downloads');
    expect(template.fileName).toBe('专业管理导入模板.xlsx');
    expect(exported.fileName).toBe('专业管理.xlsx');
    expect(exported.request([], { name: '护理', level: '' })).toMatchObject({ method: 'get', url: '/api/organization/majors/export', query: { name: '护理' } });
  });

  it('reports a lead invalid at {id} after a confirm, where show_if allows', () => {
    const invalid = compiled.rowActions[1]!;
    expect(invalid.label).toBe('无效反馈');
    expect(invalid.visible({ can_feedback: 0 })).toBe(false);
    expect(call(invalid.effect).confirm?.content).toBe(LIST_MESSAGES.confirmInvalid);
    expect(call(invalid.effect).request([{ id: 9 }])).toMatchObject({ method: 'post', url: '/api/organization/majors/9/invalid' });
  });

  it('recognises success by the message 操作成功 only', () => {
    expect(isSuccess({ code: 200, message: '操作成功' })).toBe(true);
    expect(isSuccess({ code: 200, message: '已提交' })).toBe(false);
    expect(isSuccess({ code: 201, message: '操作成功' })).toBe(true);
    expect(isSuccess(undefined)).toBe(false);
  });
});
