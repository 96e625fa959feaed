import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeTableAtom, tokenAtom, userAtom } from '../../app/state/session.ts';
import { renderApp, schoolProfile, type FakeCall } from './app-harness.tsx';

const profile = (call: FakeCall) => (call.path === '/api/organization/profile' ? { body: schoolProfile() } : undefined);

describe('static routes and the guard (spec section 2)', () => {
  it('sends a visitor without a token to /login?redirect={path}', async () => {
    const { router, calls } = renderApp('/fxl-school/fxl-school.major?page=2');
    await screen.findByRole('button', { name: '登录' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/fxl-school/fxl-school.major?page=2' });
    expect(calls).toEqual([]);
  });

  it('opens /login and /auth-redirect without a token, and the 404 and 401 screens', async () => {
    renderApp('/401');
    await screen.findByText('抱歉，您没有访问此页面的权限。');
    renderApp('/404');
    await screen.findByText('抱歉，您访问的页面不存在。');
  });

  it('sends /login to / (and so to the dashboard) when a token exists', async () => {
    const { router } = renderApp('/login', { token: 't-1', answer: profile });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // The dashboard's first card (its screen loads lazily: slow in jsdom on a busy machine).
    await screen.findByRole('group', { name: '账户余额' }, { timeout: 30_000 });
  }, 60_000);

  it('loads the user once, builds the routes from the menu tree, and sends the token', async () => {
    const { router, services, calls } = renderApp('/fxl-school', { token: 't-2', answer: profile });
    // a section path leads to its first page
    await waitFor(() => expect(router.state.location.pathname).toBe('/fxl-school/fxl-school.major'));
    expect(services.store.get(userAtom)?.user_name).toBe('demo-school');
    expect(services.store.get(routeTableAtom)?.routes.get('/fxl-school/fxl-school.teacher')?.title).toBe('师资管理');
    await router.navigate({ href: '/fxl-school/fxl-school.teacher' });
    expect(calls.filter((c) => c.path === '/api/organization/profile')).toHaveLength(1);
  });

  it('shows 获取用户失败，请稍后再试 in the shell, keeping the login, when the user info is empty; 重试 loads it again', async () => {
    let empty = true;
    const { router, services } = renderApp('/dashboard', {
      token: 't-3',
      answer: (call) => (call.path === '/api/organization/profile' ? (empty ? { body: { code: 200, message: '操作成功', data: null } } : profile(call)) : undefined),
    });
    await screen.findByText('账户信息暂时无法读取，部分菜单和数据可能无法显示。');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(services.store.get(tokenAtom)).toBe('t-3');
    expect(localStorage.getItem('org-Token')).toBe('t-3');
    empty = false;
    await userEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    await waitFor(() => expect(services.store.get(userAtom)?.user_name).toBe('demo-school'));
    await waitFor(() => expect(screen.queryByText('账户信息暂时无法读取，部分菜单和数据可能无法显示。')).toBeNull());
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeTruthy();
  });

  it('an answer it cannot read at all (issue 25) or a 500 keeps the login and shows the shell with the problem in Chinese', async () => {
    const { router, services } = renderApp('/dashboard', {
      token: 't-3b',
      answer: (call) => (call.path === '/api/organization/profile' ? { body: { code: 200, message: '操作成功', data: '出错了' } } : undefined),
    });
    // (jsdom's answers carry no URL, so the call is named （未知） here; a browser names it organization/profile)
    await screen.findByText(/^接口 .+ 返回的数据格式有误：data：应为对象。部分菜单和数据可能无法显示。$/);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(services.store.get(tokenAtom)).toBe('t-3b');
    renderApp('/dashboard', {
      token: 't-3c',
      answer: (call) => (call.path === '/api/organization/profile' ? { status: 500, body: { code: 500, message: '服务器内部错误' } } : undefined),
    });
    await screen.findByText('服务器内部错误。部分菜单和数据可能无法显示。');
    expect(localStorage.getItem('org-Token')).toBe('t-3c');
  });

  it('a profile in a PHP backend\'s spelling (numbers as text and text as numbers, times in seconds, 0/1 flags, [] for {}) logs in', async () => {
    const php = (call: FakeCall) => {
      if (call.path !== '/api/organization/profile') return undefined;
      const user: Record<string, unknown> = schoolProfile().data;
      return { body: { code: '200', message: '操作成功', data: { ...user, id: String(user.id), mobile: 13800138003, created_at: 1795593600, is_shcool: true, balance: '12860.00', school: [], avatar: null, extra_key: 'x' } } };
    };
    const { router, services } = renderApp('/fxl-school', { token: 't-php', answer: php });
    await waitFor(() => expect(router.state.location.pathname).toBe('/fxl-school/fxl-school.major'));
    expect(services.store.get(userAtom)).toMatchObject({ mobile: '13800138003', created_at: '2026-11-25 16:00:00', is_shcool: 1, balance: 12860 });
    // [] for the school: an empty object, which has no id, so the school alone is left out
    expect(services.store.get(userAtom)?.school).toBeUndefined();
  });

  it('toasts 登录过期，请重新登录 on a 402, and takes it away once the user has logged in again', async () => {
    const { router, services } = renderApp('/dashboard', {
      token: 't-402',
      answer: (call) => (call.path === '/api/organization/profile' ? { status: 402, body: { code: 402, message: '登录过期' } } : undefined),
    });
    await screen.findByText('登录过期，请重新登录');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(services.store.get(tokenAtom)).toBeNull();
    // the toast lasts 3 s on its own; a new login (the token set) takes it away at once
    services.store.set(tokenAtom, 't-402-again');
    await waitFor(() => expect(screen.queryByText('登录过期，请重新登录')).toBeNull(), { timeout: 1500 });
    // the new session ends too, a moment later: that is a new expiry, and it is said again
    await router.navigate({ to: '/dashboard' });
    await screen.findByText('登录过期，请重新登录');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('toasts Has Error when loading the user fails without a message of its own, and keeps the login', async () => {
    const { services } = renderApp('/dashboard', {
      token: 't-4',
      answer: (call) => (call.path === '/api/organization/profile' ? { status: 418, body: 'not json' } : undefined),
    });
    await screen.findByText('Has Error');
    expect(services.store.get(tokenAtom)).toBe('t-4');
  });

  it('applies with an apply_id cookie and, on 操作成功, drops the cookie and opens the auth form', async () => {
    document.cookie = 'apply_id=62; path=/';
    const calls: FakeCall[] = [];
    const { router } = renderApp('/dashboard', { token: 't-5', calls, answer: profile });
    await waitFor(() => expect(router.state.location.pathname).toBe('/school-auth/school-auth.auth-form'));
    expect(calls.find((c) => c.path === '/api/organization/school-auth-form')?.body).toEqual({ school_id: '62' });
    expect(document.cookie).not.toContain('apply_id=62');
  });

  it('shows 404 inside the layout, menu and all, for a path the menu does not have', async () => {
    const { router } = renderApp('/no/such/page', { token: 't-6', answer: profile });
    await screen.findByText('抱歉，您访问的页面不存在。');
    expect(screen.getByText('/no/such/page')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no/such/page');
  });

  it('/redirect/{path} re-enters the path with its query', async () => {
    const { router } = renderApp('/redirect/login?redirect=%2Fdashboard');
    await screen.findByRole('button', { name: '登录' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/dashboard' });
  });

  it('logs in, stores the token under org-Token, and goes back to the redirect only when it is a path of this site', async () => {
    const answer = (call: FakeCall) =>
      call.path === '/api/organization/login' ? { body: { code: 200, message: '操作成功', data: { token: 'tok-9' } } } : profile(call);
    const { router } = renderApp('/login?redirect=%2Fconsult%2Fconsult', { answer });
    await userEvent.type(await screen.findByLabelText('用户名'), 'demo-school');
    await userEvent.type(screen.getByLabelText('密码'), 'Demo@2026{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/consult/consult'));
    expect(localStorage.getItem('org-Token')).toBe('tok-9');

    const second = renderApp('/login?redirect=https%3A%2F%2Fevil.example%2Fsteal', { answer });
    await userEvent.type((await screen.findAllByLabelText('用户名')).at(-1) as HTMLElement, 'demo-school');
    await userEvent.type(screen.getAllByLabelText('密码').at(-1) as HTMLElement, 'Demo@2026{Enter}');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('the first page\'s code, asked for as the app starts (issue 32)', () => {
  it('antd for every page but /login\'s password door; the layout and the guard too with a login; nothing outside the base', async () => {
    const { firstPageCode } = await import('../../app/first-page.ts');
    expect(firstPageCode('http://x/login', false, '')).toEqual([]);
    expect(firstPageCode('http://x/login?redirect=%2Fdashboard', true, '')).toEqual([]);
    expect(firstPageCode('http://x/login?mode=sms', false, '')).toEqual(['antd']);
    expect(firstPageCode('http://x/auth-redirect?redirect=%2Fdashboard', true, '')).toEqual(['antd', 'layout', 'guard']);
    expect(firstPageCode('http://x/dashboard', false, '')).toEqual(['antd']);
    expect(firstPageCode('http://x/org/fxl-school/fxl-school.major', true, '/org')).toEqual(['antd', 'layout', 'guard']);
    expect(firstPageCode('http://x/org/login', false, '/org')).toEqual([]);
    expect(firstPageCode('http://x/elsewhere/dashboard', true, '/org')).toEqual([]);
  });
});
