import { beforeAll, describe, expect, it } from 'vitest';
import { coreServerForFile } from './helpers.ts';

const server = coreServerForFile();
let token = '';
beforeAll(async () => {
  token = await server.login('demo-school');
});

interface Node {
  id: number;
  name: string;
  children?: Node[];
}

describe('common data', () => {
  it('answers the area tree of {id, name, children}', async () => {
    const { json } = await server.call('/api/common/areas');
    expect(json.code).toBe(200);
    expect(json.data.length).toBe(31);
    const beijing = (json.data as Node[]).find((n) => n.name === '北京市');
    expect(beijing?.children?.[0]?.children).toContainEqual({ id: 110108, name: '海淀区' });
  });

  it('answers the organisation categories of type 4, with 985', async () => {
    const { json } = await server.call('/api/common/categories?type=4');
    expect(json.data).toContainEqual({ id: 985, name: expect.any(String) });
    expect((await server.call('/api/common/categories?type=99')).json.data).toEqual([]);
  });

  it('answers majors in two levels, and one category with major_id', async () => {
    const tree = (await server.call('/api/common/majors?type=1')).json.data as Node[];
    expect(tree.length).toBeGreaterThan(5);
    expect(tree[0]?.children?.length).toBeGreaterThan(0);
    const medicine = (await server.call('/api/common/majors?type=1&major_id=8')).json.data as Node[];
    expect(medicine.map((m) => m.name)).toContain('护理学');
    expect(medicine.every((m) => m.children === undefined)).toBe(true);
  });

  it('answers the two sites with their colours', async () => {
    const { json } = await server.call('/api/organization/sites');
    expect(json.data.map((s: { color: string }) => s.color)).toEqual(['#409EFF', '#13c2c2']);
  });

  it('answers the system setting', async () => {
    expect((await server.call('/api/common/system-setting')).json.data).toEqual({ zhuxuetong_invalid_hours: 72 });
  });

  it('searches schools by name, paged', async () => {
    const { json } = await server.call(`/api/common/schools?page=1&page_size=2&name=${encodeURIComponent('北京')}`);
    expect(json.data).toMatchObject({ total: 5, current_page: 1, page_size: 2 });
    expect(json.data.data).toHaveLength(2);
    expect(json.data.data[0].name).toContain('北京');
    const page3 = (await server.call(`/api/common/schools?page=3&page_size=2&name=${encodeURIComponent('北京')}`)).json.data;
    expect(page3.data).toHaveLength(1);
    const none = (await server.call(`/api/common/schools?name=${encodeURIComponent('%')}`)).json.data;
    expect(none.total).toBe(0);
  });

  it('pages the image library (30) and its tags (20), filtered by tag', async () => {
    const all = (await server.call('/api/common/image-bases?page=1')).json.data;
    expect(all).toMatchObject({ total: 40, current_page: 1, page_size: 30 });
    expect(all.data).toHaveLength(30);
    expect(all.data[0]).toMatchObject({ id: expect.any(Number), image: expect.stringMatching(/^uploads\/library\//), tags: expect.any(Array) });
    const tags = (await server.call('/api/common/image-base-tags?page=2')).json.data;
    expect(tags).toMatchObject({ total: 25, current_page: 2 });
    expect(tags.data).toHaveLength(5);
    const tagged = (await server.call('/api/common/image-bases?tag_id=1')).json.data;
    expect(tagged.total).toBeGreaterThan(0);
    for (const image of tagged.data) expect(image.tags.map((t: { id: number }) => t.id)).toContain(1);
  });

  it('answers the dashboard figures', async () => {
    const { json } = await server.call('/api/organization/common/stat', { token });
    expect(json.data).toMatchObject({
      balance: 12860,
      unread_notifications: 10,
      orders: { total: 14 },
      zhuxuetong: { status: 1 },
      trend: expect.any(Array),
    });
    expect(json.data.trend).toHaveLength(7);
    expect((await server.call('/api/organization/common/stat')).status).toBe(402);
  });
});

describe('notifications', () => {
  it('answers the unread count and the latest five', async () => {
    const { json } = await server.call('/api/organization/profile/notifications-status', { token });
    expect(json.data.sum).toBe(10);
    expect(json.data.list).toHaveLength(5);
    expect(json.data.list[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), status: 0 });
  });

  it('pages the notifications, newest first, and filters by status', async () => {
    const page = (await server.call('/api/organization/profile/notifications?page=2&page_size=10', { token })).json.data;
    expect(page).toMatchObject({ total: 30, current_page: 2, page_size: 10 });
    expect(page.data).toHaveLength(10);
    const unread = (await server.call('/api/organization/profile/notifications?status=0', { token })).json.data;
    expect(unread.data.every((n: { status: number }) => n.status === 0)).toBe(true);
  });

  it('shows a notification with its template and marks it read', async () => {
    const before = (await server.call('/api/organization/profile/notifications-status', { token })).json.data;
    const first = before.list[0];
    const detail = (await server.call(`/api/organization/profile/notifications/${first.id}`, { token })).json.data;
    expect(detail).toMatchObject({ id: first.id, status: 1, notification_template: { title: first.title, content: expect.stringContaining('<p>') } });
    const after = (await server.call('/api/organization/profile/notifications-status', { token })).json.data;
    expect(after.sum).toBe(before.sum - 1);
  });

  it("answers 404 for another account's notification", async () => {
    const other = await server.login('demo-branch');
    const mine = (await server.call('/api/organization/profile/notifications-status', { token })).json.data.list[0].id;
    const answer = await server.call(`/api/organization/profile/notifications/${mine}`, { token: other });
    expect(answer.status).toBe(404);
    expect(answer.json.message).toBe('通知不存在');
  });
});
