import { beforeAll, describe, expect, it } from 'vitest';
import { coreServerForFile } from './helpers.ts';

// POST profile/notifications/read-all (the notification centre's 全部标为已读).

const server = coreServerForFile();
let token = '';
beforeAll(async () => {
  token = await server.login('demo-school');
});

const unreadCount = async (as = token) => (await server.call('/api/organization/profile/notifications-status', { token: as })).json.data.sum as number;

describe('notifications: read-all', () => {
  it("marks every unread notification of the account read, and no other account's", async () => {
    const other = await server.login('demo-branch');
    const otherBefore = await unreadCount(other);
    expect(await unreadCount()).toBe(10);

    const answer = await server.call('/api/organization/profile/notifications/read-all', { method: 'POST', token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ code: 200, message: '操作成功', data: { read: 10, unread: 0 } });

    expect(await unreadCount()).toBe(0);
    const unread = (await server.call('/api/organization/profile/notifications?status=0', { token })).json.data;
    expect(unread).toMatchObject({ total: 0, unread: 0 });
    const read = (await server.call('/api/organization/profile/notifications?status=1&page_size=50', { token })).json.data;
    expect(read.total).toBe(30);
    expect(await unreadCount(other)).toBe(otherBefore);
  });

  it('answers read 0 when nothing is unread', async () => {
    const answer = await server.call('/api/organization/profile/notifications/read-all', { method: 'POST', token });
    expect(answer.json.data).toEqual({ read: 0, unread: 0 });
  });

  it('needs a login', async () => {
    expect((await server.call('/api/organization/profile/notifications/read-all', { method: 'POST' })).status).toBe(402);
  });
});
