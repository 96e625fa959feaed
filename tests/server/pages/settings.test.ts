import { describe, expect, it } from 'vitest';
import { serverForFile } from './harness.ts';

// Issue 26 item 6: the public-account settings (PATCH school-gwgw, branch-gwgw) take only their
// declared fields, as text of a bounded length, links http(s) only; they stored any key of any
// size (five calls grew the answer to 20 MB) and kept a javascript: link.

const SCHOOL = '/api/organization/school-gwgw';
const BRANCH = '/api/organization/branch-gwgw';
const URL_MESSAGE = '关注链接只能是以 http:// 或 https:// 开头的网址';

describe('the public-account settings', () => {
  const server = serverForFile();
  const patch = (json: unknown, path = SCHOOL, user = 'demo-school') => server().json(user, path, { method: 'PATCH', json });
  const current = async (path = SCHOOL, user = 'demo-school') => (await server().json(user, path)).body.data as Record<string, unknown>;

  it('refuses a key that is no field, and stores nothing', async () => {
    const before = await current();
    const answer = await patch({ gw_name: '新名称', is_admin: 1, '<script>': 'x' });
    expect(answer).toMatchObject({ status: 422, body: { message: '未知字段：is_admin', errors: { is_admin: ['未知字段：is_admin'], '<script>': ['未知字段：<script>'] } } });
    expect(await current()).toEqual(before);
  });

  it.each([
    ['javascript:alert(document.cookie)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['//evil.example/x'],
    ['https://'],
    ['https://example.edu/"><script>'],
  ])('refuses the link %s with 422', async (url) => {
    const answer = await patch({ gw_url: url });
    expect(answer).toMatchObject({ status: 422, body: { code: 422, message: URL_MESSAGE, errors: { gw_url: [URL_MESSAGE] } } });
  });

  it('refuses a QR code that is not a stored picture or an http(s) address', async () => {
    for (const src of ['javascript:alert(1)', 'uploads/../../app.sqlite', 'file:///etc/passwd']) {
      expect((await patch({ gw_qrcode: src })).body.message, src).toBe('二维码应为上传后的图片地址');
    }
  });

  it('refuses values of the wrong type or over their length', async () => {
    expect((await patch({ gw_name: 123 })).body.message).toBe('公众号名称应为文字');
    expect((await patch({ gw_name: ['阳光'] })).body.message).toBe('公众号名称应为文字');
    expect((await patch({ gw_name: '阳'.repeat(31) })).body.message).toBe('公众号名称不能超过 30 个字符');
    expect((await patch({ gw_url: `https://example.edu/${'a'.repeat(500)}` })).body.message).toBe('关注链接不能超过 500 个字符');
    expect((await patch([{ gw_name: 'x' }])).status).toBe(422);
  });

  it('keeps its answer small after five oversized calls', async () => {
    for (let i = 0; i < 5; i += 1) {
      const answer = await patch({ [`junk_${i}_${'k'.repeat(1000)}`]: 'x'.repeat(3_900_000), gw_name: 'y'.repeat(100_000), gw_url: 'javascript:alert(1)' });
      expect(answer.status).toBe(422);
      // the refused key is named, cut short
      expect(JSON.stringify(answer.body).length).toBeLessThan(1000);
    }
    const after = await server().call('demo-school', SCHOOL);
    expect((await after.text()).length).toBeLessThan(1000);
  });

  it('stores the declared fields, http and https links and stored pictures, on both calls', async () => {
    const school = await patch({ gw_name: ' 阳光公众号 ', gw_url: 'http://mp.weixin.qq.com/s/abc?x=1', gw_qrcode: 'uploads/2026/11/qr.png' });
    expect(school).toMatchObject({ status: 200, body: { message: '操作成功', data: { gw_name: '阳光公众号', gw_url: 'http://mp.weixin.qq.com/s/abc?x=1', gw_qrcode: 'uploads/2026/11/qr.png' } } });
    const branch = await patch({ gw_url: 'https://branch.example.edu', gw_qrcode: null }, BRANCH, 'demo-branch');
    expect(branch.body.data).toEqual({ gw_name: '阳光学习中心', gw_url: 'https://branch.example.edu', gw_qrcode: '' });
    expect(await current(BRANCH, 'demo-branch')).toEqual(branch.body.data);
  });

  it('answers only the declared fields of what an older version stored', async () => {
    const accountId = server().db.prepare("SELECT id FROM accounts WHERE user_name = 'demo-branch'").pluck().get() as number;
    const junk = JSON.stringify({ gw_name: '旧名称', gw_url: 'javascript:alert(1)', extra: 'x'.repeat(100_000) });
    server().db.prepare("UPDATE account_settings SET data = ? WHERE account_id = ? AND name = 'branch-gwgw'").run(junk, accountId);
    expect(await current(BRANCH, 'demo-branch')).toEqual({ gw_name: '旧名称' });
  });
});
