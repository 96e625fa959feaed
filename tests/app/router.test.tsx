import { RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, ZhProvider } from '../../adapters/index.ts';
import { createAppRouter } from '../../app/router.tsx';

function renderAt(path: string) {
  const router = createAppRouter({ config: parseRuntimeConfig({}) }, { initialPath: path });
  render(
    <ZhProvider>
      <RouterProvider router={router} />
    </ZhProvider>,
  );
  return router;
}

describe('static routes (spec section 2)', () => {
  it('sends / to /dashboard', async () => {
    const router = renderAt('/');
    await screen.findByText('阳光继教：页面尚未开放');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: '返回首页' })).toBeNull();
  });

  it('shows the 404 screen with the path asked for, and 返回首页 goes to the dashboard', async () => {
    const router = renderAt('/no/such/page');
    await screen.findByText('抱歉，您访问的页面不存在。');
    expect(screen.getByText('/no/such/page')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('offers 返回首页 on a page not yet available elsewhere', async () => {
    const router = renderAt('/editMobilePage');
    await userEvent.click(await screen.findByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it.each([
    ['/login', '登录：页面尚未开放'],
    ['/editMobilePage', '修改手机号：页面尚未开放'],
    ['/401', '401'],
    ['/404', '404'],
  ])('renders %s', async (path, text) => {
    renderAt(path);
    await screen.findByText(text);
  });

  it('/redirect/{path} re-enters the path with its query', async () => {
    const router = renderAt('/redirect/login?redirect=%2Fdashboard');
    await screen.findByText('登录：页面尚未开放');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/dashboard' });
  });
});
