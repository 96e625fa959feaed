import { describe, expect, it } from 'vitest';
import { compileList, parseListConfig } from '../../engine/index.ts';

// Issue 18 item 4: one bad toolbar entry, row action, column, call or setting of a list-config is
// left out and reported with its path and the fix; the rest of the page stays.

const good = {
  title: '专业管理',
  api: { list: { url: '/api/organization/school-majors' }, add: { url: '/api/organization/school-majors', method: 'post' }, delete: { url: '/api/organization/school-majors' } },
  columns: [{ title: '名称', field: 'name' }],
  toolbar: ['add', 'batch_delete'],
  row_actions: [{ action: 'delete' }],
};

describe('parseListConfig keeps the page when one part is bad', () => {
  it('leaves out a bad toolbar entry and names the ones available', () => {
    const result = parseListConfig({ ...good, toolbar: ['add', 'print', 7, 'batch_delete'] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.partial?.toolbar).toEqual(['add', 'batch_delete']);
    expect(result.errors.map((error) => error.path)).toEqual(['toolbar[1]', 'toolbar[2]']);
    expect(result.errors[0]?.message).toMatch(/未知的工具栏按钮 "print"，可用：template, import, add/);
  });

  it('leaves out a bad or unknown call, and the buttons and actions that need it', () => {
    const result = parseListConfig({ ...good, api: { ...good.api, delete: { url: 7 }, print: { url: '/api/x' } } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const list = result.partial;
    expect(list?.api.list?.url).toBe('/api/organization/school-majors');
    expect(list?.api.delete).toBeUndefined();
    expect(result.errors.map((error) => error.path)).toEqual(expect.arrayContaining(['api.delete.url', 'api.delete']));
    // an unknown call has no effect: a warning for developers, like every unknown key (issue 14)
    expect(result.errors.map((error) => error.path)).not.toContain('api.print');
    expect(result.warnings.find((warning) => warning.path === 'api.print')?.message).toMatch(/未知的键 "print"，此键不起作用；可用：list, add/);
    const compiled = compileList(list!, { component: { name: 'm', title: undefined, api_url: undefined, auth_status: undefined, auth_log: undefined }, fields: [] });
    expect(compiled.toolbar.map((button) => button.kind)).toEqual(['add']);
    expect(compiled.rowActions).toEqual([]);
  });

  it('leaves out a bad row action and a bad column', () => {
    const result = parseListConfig({ ...good, columns: [{ title: '名称', field: 'name' }, { title: 5 }], row_actions: [{ action: 'explode' }, { action: 'delete' }] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.partial?.columns.map((column) => column.field)).toEqual(['name']);
    expect(result.partial?.row_actions.map((action) => action.action)).toEqual(['delete']);
    expect(result.errors.some((error) => error.path.startsWith('row_actions[0]') && /可用：detail, edit/.test(error.message))).toBe(true);
    expect(result.errors.some((error) => error.path.startsWith('columns[1]'))).toBe(true);
  });

  it('drops a bad optional setting to its default', () => {
    const result = parseListConfig({ ...good, page_sizes: 'many', delete_ask: { text: 1 } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.partial).toMatchObject({ title: '专业管理', page_sizes: [10, 20, 30, 50], toolbar: ['add', 'batch_delete'] });
    expect(result.partial?.delete_ask).toBeUndefined();
    expect(result.errors.map((error) => error.path)).toEqual(expect.arrayContaining(['page_sizes', 'delete_ask.text']));
  });

  it('gives no page without its list call', () => {
    const result = parseListConfig({ ...good, api: { add: { url: '/api/x' } } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.partial).toBeNull();
    expect(result.errors).toContainEqual({ path: 'api.list', message: '缺少 list 接口，应为 {"url": "/api/…"}' });
  });
});
