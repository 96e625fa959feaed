import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../adapters/api/account.ts';
import { accountName, LINK_EXPIRED, splitHandoff, takeHandoffToken, weighHandoff } from '../../app/routing/handoff.ts';

// /auth-redirect (issue 26, item 4): the token out of the address bar at once, and a login
// handed over while another account is logged in weighed before it is used.

const expired = () => new HTTPError(new Response(null, { status: 402 }), new Request('http://x/api/organization/profile'), {} as never);
const school = { id: 1, user_name: 'demo-school', nick_name: '阳光示范学校', school: { id: 62, name: '阳光示范学校', logo: '', name_auth: 2 } } as UserInfo;
const branch = { id: 2, user_name: 'demo-branch', nick_name: '阳光学习中心', school: { id: 0, name: '', logo: '', name_auth: 0 } } as UserInfo;

/** apiFor over fixed answers per token: a profile, or an error to throw. */
const accounts = (answers: Record<string, UserInfo | Error>) => (token: string) => ({
  profile: async () => {
    const answer = answers[token];
    if (!answer || answer instanceof Error) throw answer ?? new Error('no such token');
    return answer;
  },
});

describe('the handed-over token', () => {
  it('leaves the address of /auth-redirect, the rest of it kept', () => {
    expect(splitHandoff('/auth-redirect?token=t%2B1&redirect=%2Fdashboard#x')).toEqual({ token: 't+1', rest: '/auth-redirect?redirect=%2Fdashboard#x' });
    expect(splitHandoff('http://a.cn/auth-redirect/?redirect=/x&token=')).toEqual({ token: '', rest: '/auth-redirect/?redirect=%2Fx' });
    expect(splitHandoff('/dashboard?token=t')).toBeUndefined();
    expect(splitHandoff('/auth-redirect?redirect=/x')).toBeUndefined();
  });

  it('takeHandoffToken replaces the history entry before answering the token', () => {
    const replaced: string[] = [];
    const win = { location: { href: 'http://a.cn/auth-redirect?token=secret-1&redirect=/school-branch' }, history: { state: { key: 'k' }, replaceState: (_: unknown, __: string, url: string) => void replaced.push(url) } };
    expect(takeHandoffToken(win as never)).toBe('secret-1');
    expect(replaced).toEqual(['/auth-redirect?redirect=%2Fschool-branch']);
    expect(replaced.join('')).not.toContain('secret-1');
    expect(takeHandoffToken({ location: { href: 'http://a.cn/login' }, history: win.history } as never)).toBeUndefined();
    expect(replaced).toHaveLength(1);
  });

  it('takeHandoffToken under a sub-path: the route is matched inside the base and the base stays in the address', () => {
    const replaced: string[] = [];
    const history = { state: null, replaceState: (_: unknown, __: string, url: string) => void replaced.push(url) };
    const document = { baseURI: 'http://a.cn/org/' };
    expect(takeHandoffToken({ location: { href: 'http://a.cn/org/auth-redirect?token=t-2&redirect=/x' }, history, document } as never)).toBe('t-2');
    expect(replaced).toEqual(['/org/auth-redirect?redirect=%2Fx']);
    expect(takeHandoffToken({ location: { href: 'http://a.cn/auth-redirect?token=t-3' }, history, document } as never)).toBeUndefined();
  });

  it('names an account by its school and user name', () => {
    expect(accountName(school, '当前账号')).toBe('阳光示范学校（demo-school）');
    expect(accountName(branch, '当前账号')).toBe('demo-branch');
    expect(accountName(null, '链接中的账号')).toBe('链接中的账号');
  });
});

describe('weighHandoff', () => {
  it('nobody logged in: logs in; the same token or the same account: stays', async () => {
    const apiFor = accounts({ a: school, a2: school, b: branch });
    expect(await weighHandoff(null, 'b', apiFor)).toEqual({ kind: 'login', expired: false });
    expect(await weighHandoff('a', 'a', apiFor)).toEqual({ kind: 'stay' });
    expect(await weighHandoff('a', 'a2', apiFor)).toEqual({ kind: 'stay' });
  });

  it('another account logged in: asks, naming both', async () => {
    expect(await weighHandoff('a', 'b', accounts({ a: school, b: branch }))).toEqual({
      kind: 'ask',
      current: { id: 1, name: '阳光示范学校（demo-school）' },
      next: { name: 'demo-branch' },
    });
    // a profile that cannot be read still asks, with a plain name
    expect(await weighHandoff('a', 'b', accounts({ a: school, b: new Error('500') }))).toMatchObject({ kind: 'ask', next: { name: '链接中的账号' } });
  });

  it('the current login expired: the link logs in; the link\'s token expired: nothing changes, and the user is told', async () => {
    expect(await weighHandoff('a', 'b', accounts({ a: expired(), b: branch }))).toEqual({ kind: 'login', expired: true });
    expect(await weighHandoff('a', 'b', accounts({ a: school, b: expired() }))).toEqual({ kind: 'stay', notice: LINK_EXPIRED });
  });
});
