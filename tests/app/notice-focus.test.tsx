import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, schoolProfile, type FakeCall } from './app-harness.tsx';

// The bell's unread count (issue 17 item 4): besides every 60 s, it is asked again when the user
// comes back to the window, once the count is older than the cache's 30 s.

const STATUS_PATH = '/api/organization/profile/notifications-status';
const SLOW = 30_000;

const comeBack = () => act(() => void window.dispatchEvent(new Event('visibilitychange')));

describe('the notice bell on window focus', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the unread count again when the window gets the focus back, and shows the new count', async () => {
    const calls: FakeCall[] = [];
    let unread = 3;
    renderApp('/dashboard', {
      token: 't-1',
      calls,
      answer: (call) => {
        if (call.path === '/api/organization/profile') return { body: schoolProfile() };
        if (call.path === STATUS_PATH) return { body: { code: 200, message: '操作成功', data: { sum: unread, list: [] } } };
        return undefined;
      },
    });
    await screen.findByRole('button', { name: '通知，3 条未读' }, { timeout: SLOW });
    const asked = () => calls.filter((call) => call.path === STATUS_PATH).length;
    expect(asked()).toBe(1);

    // two new notices meanwhile; the user comes back a minute later
    unread = 5;
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    comeBack();
    await screen.findByRole('button', { name: '通知，5 条未读' }, { timeout: SLOW });
    await waitFor(() => expect(asked()).toBe(2));
  }, 60_000);
});
