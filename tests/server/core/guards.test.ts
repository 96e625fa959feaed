import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawCaptcha, peekCaptcha } from '../../../server/captcha.ts';
import { GLYPHS } from '../../../server/captcha-glyphs.ts';
import { hashToken } from '../../../server/passwords.ts';
import { coreServerForFile, DEMO_PASSWORD } from './helpers.ts';

// Issue 15, item 5: the reference server's own guards.

const server = coreServerForFile();

describe('session tokens', () => {
  it('are stored hashed: the database holds the SHA-256 of the token, never the token', async () => {
    const token = await server.login('demo-school');
    const rows = server.db.prepare('SELECT token FROM sessions').all() as { token: string }[];
    expect(rows.map((r) => r.token)).not.toContain(token);
    expect(rows.map((r) => r.token)).toContain(hashToken(token));
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    // the token still works, and the stored hash is no token
    expect((await server.call('/api/organization/profile', { token })).status).toBe(200);
    expect((await server.call('/api/organization/profile', { token: hashToken(token) })).status).toBe(402);
    // logging out removes the session
    await server.call('/api/organization/logout', { method: 'POST', token });
    expect((await server.call('/api/organization/profile', { token })).status).toBe(402);
  });
});

describe('login lockout', () => {
  afterEach(() => vi.useRealTimers());

  /** One login try, with a captcha answered through the dev peek (as a person would read it). */
  async function tryLogin(user: string, password: string) {
    const captcha = await server.call('/api/common/captcha');
    const key = captcha.json.data.key as string;
    return server.call('/api/organization/login', { method: 'POST', body: { user_name: user, password, captcha_key: key, captcha: peekCaptcha(server.db, key) } });
  }

  it('locks an account after 5 failures: the right password is refused with the wait until it ends, and the wait grows', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let i = 0; i < 5; i++) expect((await tryLogin('demo-branch', `wrong-${i}`)).json.message).toBe('用户名或密码错误');
    const locked = await tryLogin('demo-branch', DEMO_PASSWORD);
    expect(locked.status).toBe(422);
    expect(locked.json).toMatchObject({ code: 422, message: '登录失败次数过多，请 30 秒后再试', retry_after: 30 });
    expect(locked.headers.get('retry-after')).toBe('30');
    vi.setSystemTime(Date.now() + 20_000);
    expect((await tryLogin('demo-branch', DEMO_PASSWORD)).json.message).toBe('登录失败次数过多，请 10 秒后再试');
    // the wait is over: one more wrong password doubles it
    vi.setSystemTime(Date.now() + 11_000);
    expect((await tryLogin('demo-branch', 'wrong-again')).json.message).toBe('用户名或密码错误');
    expect((await tryLogin('demo-branch', DEMO_PASSWORD)).json.message).toBe('登录失败次数过多，请 1 分钟后再试');
    vi.setSystemTime(Date.now() + 61_000);
    const right = await tryLogin('demo-branch', DEMO_PASSWORD);
    expect(right.json).toMatchObject({ code: 200, data: { token: expect.any(String) } });
    // another account from the same address is not locked by it
    expect((await tryLogin('demo-school', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('login lockout per address', () => {
  afterEach(() => {
    vi.useRealTimers();
    // the address is past its captcha threshold now: the other tests log in without one
    server.db.prepare('DELETE FROM login_failures').run();
  });

  async function tryLogin(user: string, password: string) {
    const captcha = await server.call('/api/common/captcha');
    const key = captcha.json.data.key as string;
    return server.call('/api/organization/login', { method: 'POST', body: { user_name: user, password, captcha_key: key, captcha: peekCaptcha(server.db, key) } });
  }

  it('locks the address after 20 failures spread over user names (none locked itself): every account from it waits, a success of its own resets nothing', async () => {
    server.db.prepare('DELETE FROM login_failures').run();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    // 4 wrong passwords for each of 5 names: under the per-name lock (5), 20 for the address
    for (let i = 0; i < 19; i++) expect((await tryLogin(`guess-${i % 5}`, `wrong-${i}`)).json.message).toBe('用户名或密码错误');
    // the guesser's own account logs in once: the address's count stays
    expect((await tryLogin('demo-branch', DEMO_PASSWORD)).status).toBe(200);
    expect((await tryLogin('guess-4', 'wrong-19')).json.message).toBe('用户名或密码错误');

    // now any account from this address, with its right password, waits
    const locked = await tryLogin('demo-school', DEMO_PASSWORD);
    expect(locked.status).toBe(422);
    expect(locked.json).toMatchObject({ code: 422, message: '登录失败次数过多，请 30 秒后再试', retry_after: 30 });
    expect(locked.headers.get('retry-after')).toBe('30');
    expect((await tryLogin('demo-branch', DEMO_PASSWORD)).json.message).toBe('登录失败次数过多，请 30 秒后再试');
    vi.setSystemTime(Date.now() + 31_000);
    expect((await tryLogin('demo-school', DEMO_PASSWORD)).json).toMatchObject({ code: 200, data: { token: expect.any(String) } });
    // one more failure from the address doubles its wait
    expect((await tryLogin('guess-0', 'wrong-again')).json.message).toBe('用户名或密码错误');
    expect((await tryLogin('demo-school', DEMO_PASSWORD)).json.message).toBe('登录失败次数过多，请 1 分钟后再试');
  });
});

describe("公众号's 关注链接, checked by the server as its hint says (以 https:// 开头)", () => {
  const account = { name: '测试公众号', wx_account: 'test_gw', qrcode: 'uploads/seed/logo-1.svg' };

  it.each(['http://mp.weixin.qq.com/', 'javascript:alert(1)', 'mp.weixin.qq.com'])('refuses %j with 422 and the message on url', async (url) => {
    const token = await server.login('demo-school');
    const answer = await server.call('/api/organization/branch-gw', { method: 'POST', token, body: { ...account, url } });
    expect(answer.status).toBe(422);
    expect(answer.json.errors.url).toEqual(['请输入以 https:// 开头的网址']);
  });

  it('takes an https link, and no link', async () => {
    const token = await server.login('demo-school');
    for (const url of ['https://mp.weixin.qq.com/s/abc', '']) {
      expect((await server.call('/api/organization/branch-gw', { method: 'POST', token, body: { ...account, url } })).json).toMatchObject({ code: 200 });
    }
  });
});

describe('the 管理员 form formats, checked by the server too', () => {
  const good = { user_name: 'shenhe02', password: 'Shenhe2026', nick_name: '审核', mobile: '13812345679', avatar: 'uploads/seed/logo-1.svg', admin_group_id: 1 };

  it.each([
    ['user_name', 'x y!', '用户名为4-20位字母、数字、下划线或减号'],
    ['password', '1', '密码至少8位，需同时包含字母和数字'],
    ['password', 'abcdefgh', '密码至少8位，需同时包含字母和数字'],
    ['mobile', 'abc', '请输入正确的手机号码'],
  ])('refuses %s %j with 422 %s', async (key, value, message) => {
    const token = await server.login('demo-school');
    const answer = await server.call('/api/organization/admin-users', { method: 'POST', token, body: { ...good, [key]: value } });
    expect(answer.status).toBe(422);
    expect(answer.json.errors[key]).toEqual([message]);
  });

  it('takes the same admin with good values', async () => {
    const token = await server.login('demo-school');
    const answer = await server.call('/api/organization/admin-users', { method: 'POST', token, body: good });
    expect(answer.json).toMatchObject({ code: 200 });
  });
});

describe('the image captcha, read as SVG by a script', () => {
  const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const paths = (svg: string) => [...svg.matchAll(/<path d="([^"]+)" stroke="([^"]+)" stroke-width="([^"]+)"/g)].map(([, d = '', stroke, width]) => ({ d, stroke, width: Number(width) }));
  /** The segments the answer's characters are drawn with. */
  const segments = (answer: string) => [...answer].reduce((sum, char) => sum + (GLYPHS[char] ?? []).reduce((n, stroke) => n + stroke.split(' ').length - 1, 0), 0);

  it('holds no text, and its paths cannot be told apart: one bent segment each, colours and widths mixed, decoys among them', () => {
    for (let i = 0; i < 40; i++) {
      const answer = Array.from({ length: 4 }, (_, k) => ALPHABET[(i * 7 + k * 11) % ALPHABET.length]).join('');
      const svg = drawCaptcha(answer);
      expect(svg).not.toMatch(/<text|<tspan|font/);
      const all = paths(svg);
      // every path is the same kind of thing: one quadratic segment
      for (const { d } of all) expect(d).toMatch(/^M-?[\d.]+ -?[\d.]+ Q-?[\d.]+ -?[\d.]+ -?[\d.]+ -?[\d.]+$/);
      // the strokes as thick as a character's are more than the characters' own: decoys look like them
      const glyphLike = all.filter(({ width }) => width >= 1.6);
      expect(glyphLike.length).toBeGreaterThan(segments(answer));
      // grouping by colour and width gives no four characters
      expect(new Set(glyphLike.map(({ stroke, width }) => `${stroke} ${width}`)).size).toBeGreaterThanOrEqual(10);
    }
  });
});
