import { describe, expect, it } from 'vitest';
import { serverForFile } from './harness.ts';

describe('menus, page configs and help over real HTTP', () => {
  const server = serverForFile();

  it('answers the page config of a menu item: {list, form} exactly as in schemas/pages', async () => {
    const { status, body } = await server().json('demo-school', '/api/organization/menu-component/388');
    expect(status).toBe(200);
    expect(body.message).toBe('操作成功');
    expect(Object.keys(body.data)).toEqual(['list', 'form']);
    expect(body.data.list.title).toBe('实景图片');
    expect(body.data.list.api.list).toEqual({ url: '/api/organization/branch-images', method: 'get' });
    const auth = await server().json('demo-school', '/api/organization/menu-component/311');
    expect(Object.keys(auth.body.data)).toEqual(['form']);
    expect(auth.body.data.form.component.api_url.update.url).toBe('/api/organization/school-auth-form/update?form=school-auth');
  });

  it('serves each account its own tree: 388 and 377 for the school, 416 and 405 for the branch', async () => {
    expect((await server().json('demo-branch', '/api/organization/menu-component/416')).body.data.list.title).toBe('实景图片');
    expect((await server().json('demo-branch', '/api/organization/menu-component/405')).body.data.list.title).toBe('实景视频');
    expect((await server().json('demo-school', '/api/organization/menu-component/377')).body.data.list.title).toBe('实景视频');
    expect(await server().json('demo-school', '/api/organization/menu-component/416')).toEqual({ status: 404, body: { code: 404, message: '菜单不存在' } });
    const bespoke = await server().json('demo-school', '/api/organization/menu-component/300');
    expect(bespoke).toEqual({ status: 404, body: { code: 404, message: '菜单「首页」没有页面配置' } });
  });

  it('resolves the branch page name by is_school (1 分支机构, 0 学习中心)', async () => {
    const { menuTreeFor } = await import('../../../server/routes/pages/menus.ts');
    const deps = { db: server().db, distDir: '', schemasDir: 'schemas' };
    const base = { id: 1, user_name: 'x', nick_name: '', mobile: '', avatar: '', is_shcool: 1 };
    const nameOf = (isSchool: number) => menuTreeFor(deps, { ...base, is_school: isSchool }).find((item) => item.id === 320)?.name;
    expect(nameOf(1)).toBe('分支机构');
    expect(nameOf(0)).toBe('学习中心');
    const branchTree = menuTreeFor(deps, { ...base, is_shcool: 0 });
    expect(branchTree.some((item) => item.id === 415)).toBe(true);
    expect(JSON.stringify(branchTree)).not.toContain('name_by_school');
  });

  it('answers the children of a menu item', async () => {
    const { body } = await server().json('demo-school', '/api/organization/child-menus/330');
    expect(body.data.map((item: { name: string }) => item.name)).toEqual(['专业管理', '师资管理', '培训课程', '培训项目']);
    expect((await server().json('demo-school', '/api/organization/child-menus/99999')).status).toBe(404);
  });

  it('answers the help items (type 3) of a menu, or the default ones', async () => {
    const majors = await server().json(null, '/api/common/menu-helpers?menu_id=331&type=3');
    expect(majors.body.data[0]).toEqual({ title: '如何批量导入专业？', content: expect.stringContaining('30 MB') });
    const other = await server().json(null, '/api/common/menu-helpers?menu_id=300&type=3');
    expect(other.body.data.length).toBeGreaterThan(0);
    expect(other.body.data[0]).toEqual({ title: expect.any(String), content: expect.any(String) });
  });

  it('answers 402 for menu calls without a token', async () => {
    expect((await server().json(null, '/api/organization/menu-component/388')).status).toBe(402);
    expect((await server().json(null, '/api/organization/child-menus/330')).status).toBe(402);
  });
});
