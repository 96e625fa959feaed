import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenAtom } from '../../app/state/session.ts';
import { renderApp, schoolProfile } from './app-harness.tsx';

// /auth-redirect in the app (issue 26, item 4): a token the location still carries (an in-app
// visit; at start main.tsx takes it first) leaves it before anything else; another account
// logged in is asked about, by name, and keeps its login until the user chooses.

const branchProfile = () => schoolProfile({ id: 2, user_name: 'demo-branch', nick_name: '阳光学习中心', is_shcool: 0, school: { id: 0, name: '', name_auth: 0 } });

/** Answers the profile by the token the request carries; records each call with its token. */
function byToken(profiles: Record<string, unknown>, calls: string[]): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const token = request.headers.get('org-token') ?? '';
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path} ${token}`);
    const body = path === '/api/organization/profile' ? profiles[token] : { code: 200, message: '操作成功', data: null };
    return new Response(JSON.stringify(body ?? { code: 402, message: '登录过期，请重新登录' }), { status: body ? 200 : 402, headers: { 'content-type': 'application/json' } });
  };
}

describe('/auth-redirect', () => {
  it('with nobody logged in: the token leaves the location at once, and logs in', async () => {
    const calls: string[] = [];
    const { router, services } = renderApp('/auth-redirect?token=t-9&redirect=%2Fdashboard', { fetch: byToken({ 't-9': schoolProfile() }, calls) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(services.store.get(tokenAtom)).toBe('t-9');
    expect(router.history.length).toBe(1);
    expect(router.state.location.href).not.toContain('t-9');
  });

  it('with nobody logged in, a redirect= off this site ends on the dashboard, logged in', async () => {
    const calls: string[] = [];
    const { router, services } = renderApp('/auth-redirect?token=t-9&redirect=https%3A%2F%2Fevil.example%2Flogin', { fetch: byToken({ 't-9': schoolProfile() }, calls) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(services.store.get(tokenAtom)).toBe('t-9');
    expect(router.state.location.href).not.toContain('evil');
  });

  it('with another account logged in: asks, naming both; 切换到链接中的账号 logs the current one out and logs in with the link\'s', async () => {
    const calls: string[] = [];
    const { router, services } = renderApp('/auth-redirect?token=t-branch&redirect=%2Fdashboard', {
      token: 't-school',
      fetch: byToken({ 't-school': schoolProfile(), 't-branch': branchProfile() }, calls),
    });
    await screen.findByText('继续使用哪个账号？', { exact: false });
    expect(router.state.location.href).toBe('/auth-redirect?redirect=%2Fdashboard');
    expect(screen.getByText('阳光示范学校（demo-school）')).toBeTruthy();
    expect(screen.getByText('demo-branch')).toBeTruthy();
    expect(services.store.get(tokenAtom)).toBe('t-school');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('继续使用当前账号'));
    // the link's token has only named its account so far
    expect(calls.filter((call) => call.endsWith(' t-branch'))).toEqual(['GET /api/organization/profile t-branch']);

    await userEvent.click(screen.getByRole('button', { name: '切换到链接中的账号' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(services.store.get(tokenAtom)).toBe('t-branch');
    expect(calls).toContain('POST /api/organization/logout t-school');
  }, 30_000);
});
