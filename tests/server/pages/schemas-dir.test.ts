import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BUILTIN_SCHEMAS_DIR, RELOAD_CHECK_MS } from '../../../server/page-configs.ts';
import { tempFolder, serverForFile } from './harness.ts';

// A product person's folder (SCHEMAS_DIR) over the built-in schemas/: a new page is a menu file
// that adds an entry and a page file with its list and form; a file of the same name replaces.

const extra = tempFolder('edu-extra-schemas-');
afterAll(() => fs.rmSync(extra, { recursive: true, force: true }));

const write = (name: string, value: unknown) => {
  fs.mkdirSync(path.dirname(path.join(extra, name)), { recursive: true });
  fs.writeFileSync(path.join(extra, name), JSON.stringify(value, null, 2));
};

const noticePage = (title: string, resource: string) => ({
  list: {
    title,
    api: {
      list: { url: `/api/organization/${resource}` },
      add: { url: `/api/organization/${resource}` },
      detail: { url: `/api/organization/${resource}/{id}` },
      delete: { url: `/api/organization/${resource}` },
    },
    columns: [{ title: '标题', field: 'title' }, { title: '发布时间', field: 'created_at', type: 'datetime' }],
    search: [{ name: '标题', field: 'title', component: { type: 'text' } }],
    toolbar: ['add', 'batch_delete'],
    row_actions: [{ action: 'detail' }, { action: 'delete' }],
  },
  form: {
    component: { name: resource, title },
    fields: [
      { name: '标题', field: 'title', rules: { required: 1 }, component: { type: 'text', size: 'M' } },
      { name: '内容', field: 'content', component: { type: 'textarea' } },
    ],
  },
});

write('menus/school.notices.json', [
  { id: 900, name: '学员服务', route_key: 'student', redirect_route: '/student/student.notice', icon: 'notification', children: [
    { id: 901, parent_id: 900, name: '学员公告', key: 'student-notice', route_key: 'student.notice', component: 'list' },
  ] },
]);
write('pages/student-notice.json', { $schema: '../menu-component.schema.json', ...noticePage('学员公告', 'student-notices') });
const company = JSON.parse(fs.readFileSync(path.join(BUILTIN_SCHEMAS_DIR, 'pages/card.company-info.json'), 'utf8')) as { list: { title: string } };
write('pages/card.company-info.json', { ...company, list: { ...company.list, title: '机构信息' } });

describe('SCHEMAS_DIR layered over schemas/', () => {
  const server = serverForFile({ schemasDir: () => extra });

  it('adds a page: its menu entry is in the profile menu tree, and its config in menu-component', async () => {
    const profile = await server().json('demo-school', '/api/organization/profile');
    const entry = (profile.body.data.menu_tree as { id: number; children?: { id: number; key: string }[] }[]).find((item) => item.id === 900);
    expect(entry?.children?.[0]).toMatchObject({ id: 901, key: 'student-notice', component: 'list' });
    const page = await server().json('demo-school', '/api/organization/menu-component/901');
    expect(page.body.data.list.title).toBe('学员公告');
    expect(Object.keys(page.body.data)).toEqual(['list', 'form']);
    const branchProfile = await server().json('demo-branch', '/api/organization/profile');
    expect(JSON.stringify(branchProfile.body.data.menu_tree)).not.toContain('学员公告');
  });

  it('serves the new page\'s calls from its config alone', async () => {
    const url = '/api/organization/student-notices';
    expect((await server().json('demo-school', url, { method: 'POST', json: {} })).body.message).toBe('请输入标题');
    const added = await server().json('demo-school', url, { method: 'POST', json: { title: '期末考试安排', content: '1 月 10 日起' } });
    expect(added.body.message).toBe('操作成功');
    const list = await server().json('demo-school', `${url}?title=${encodeURIComponent('考试')}`);
    expect(list.body.data).toMatchObject({ total: 1, need_create: 1 });
    expect((await server().json('demo-school', `${url}/${added.body.data.id}`)).body.data.title).toBe('期末考试安排');
  });

  it('replaces a built-in page with a file of the same name', async () => {
    expect((await server().json('demo-school', '/api/organization/menu-component/341')).body.data.list.title).toBe('机构信息');
    expect((await server().json('demo-school', '/api/organization/menu-component/331')).body.data.list.title).toBe('专业管理');
  });

  it('picks up a page added while the server runs, after a reload', async () => {
    write('menus/branch.notices.json', [{ id: 950, parent_id: 445, name: '学员公告', key: 'branch-notice', route_key: 'branch-notice', component: 'list' }]);
    write('pages/branch-notice.json', noticePage('学员公告', 'branch-notices'));
    // the reload runs every RELOAD_CHECK_MS: wait for its effect, not for a time
    await expect
      .poll(async () => ((await server().json('demo-branch', '/api/organization/child-menus/445')).body.data as { id: number }[]).map((item) => item.id), { timeout: 20_000, interval: RELOAD_CHECK_MS / 4 })
      .toContain(950);
    expect((await server().json('demo-branch', '/api/organization/menu-component/950')).body.data.list.title).toBe('学员公告');
    expect((await server().json('demo-branch', '/api/organization/branch-notices')).body.data.total).toBe(0);
  }, 30_000);

  it('keeps the last good configs when a file breaks while running', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    write('pages/branch-notice.json', { list: { title: '坏了' } });
    // the reload has read the broken file once it reports it
    const ask = () => server().json('demo-branch', '/api/organization/menu-component/950');
    // a request after RELOAD_CHECK_MS re-reads the files: ask until the broken file is reported
    await expect.poll(async () => (await ask(), reported.mock.calls.flat().join('\n')), { timeout: 20_000, interval: RELOAD_CHECK_MS / 4 }).toContain('branch-notice.json');
    reported.mockRestore();
    expect((await ask()).body.data.list.title).toBe('学员公告');
  }, 30_000);
});
