import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRoute, RouteTable } from '../../../app/lib/menu-routes.ts';

// The idle warm-up (issue 32 item 3) fetches a list page's code once the page being looked at is
// complete, unless the user asked the browser to save data (Save-Data): then it is data spent on
// a guess. The screens' loaders are replaced, so that what the warm-up asks for is seen, not
// fetched.

const screens = vi.hoisted(() => ({ preloadScreen: vi.fn(), loadListRehearsal: vi.fn(() => new Promise<never>(() => undefined)) }));
vi.mock('../../../app/features/index.tsx', async (original) => ({ ...(await original<object>()), ...screens }));
const { IdleWarmUp } = await import('../../../app/shell/idle-warm-up.tsx');

const route = (path: string, component: string): AppRoute => ({ path, title: path, menuId: path, component, hidden: false, affix: false, trail: [] });
const table: RouteTable = {
  routes: new Map([
    ['/dashboard', route('/dashboard', 'dashboard')],
    ['/fxl-school/fxl-school.major', route('/fxl-school/fxl-school.major', 'list')],
  ]),
  redirects: new Map(),
  menu: [],
};

/** navigator.connection as the browser reports it, with or without a data saver. */
function connection(saveData: boolean) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData } });
}

describe('the idle warm-up and Save-Data', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    screens.preloadScreen.mockClear();
    // the page is complete (jsdom says so too, but not every version)
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'connection');
  });

  const draw = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <IdleWarmUp table={table} />
      </QueryClientProvider>,
    );

  it('fetches the first list page\'s code once the page has been complete for a while', async () => {
    connection(false);
    draw();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screens.preloadScreen).toHaveBeenCalledWith('list');
  });

  it('fetches nothing while the user saves data', async () => {
    connection(true);
    draw();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screens.preloadScreen).not.toHaveBeenCalled();
    expect(screens.loadListRehearsal).not.toHaveBeenCalled();
  });
});
