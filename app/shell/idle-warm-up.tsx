import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { warmAntdApp } from '../../adapters/ui/index.ts';
import type { RouteTable } from '../lib/menu-routes.ts';
import { loadListRehearsal, preloadScreen, screenKind } from '../features/index.tsx';

// What the app does while the user looks at the first page (issue 32 item 3): the next page's
// code is fetched, and then a list page is rehearsed out of sight (list-rehearsal.tsx), so that
// the first list visit costs what a second one does.

/**
 * How long the page being looked at must have been complete before the warm-up: long enough that
 * its last answers are drawn, short enough to come before a quick user's first click (the user-feel
 * bench clicks once the network has been quiet for half a second: at 1000 ms here, the list page's
 * code was still fetched after that click).
 */
const QUIET_MS = 250;
/** Between two looks at whether the page is complete. */
const LOOK_MS = 150;

/**
 * Whether the user asked the browser to save data (Save-Data, navigator.connection.saveData: a
 * data saver on a metered connection). The warm-up is data spent on a guess, so it is not made
 * then: a first list visit fetches its code as it did before the warm-up, and a menu item's hover
 * or focus still fetches its own page's (sidebar.tsx), which the user is about to open.
 */
function savingData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/** Whether the page being looked at is still arriving: a request of the app, a page's code, the document. */
function pageBusy(client: QueryClient): boolean {
  return client.isFetching() > 0 || document.readyState !== 'complete' || document.querySelector('.page-spinner') !== null;
}

/**
 * Once the page being looked at is complete (no request of the app in flight, no page code
 * arriving) and the browser is idle, the code of a list page and of its dialogs is fetched; the
 * page being looked at never waits for it: it must have been complete for QUIET_MS. Browsers
 * without requestIdleCallback look every LOOK_MS.
 *
 * Once that code has arrived and the browser is idle again, the list rehearsal is drawn, in a
 * transition (React yields to a click or a key in the middle of it). Only where the browser tells
 * when it is idle: without requestIdleCallback (Safari, jsdom) it could land on the user's input.
 * Nothing of this while the user saves data (savingData).
 */
export function IdleWarmUp({ table }: { table: RouteTable | null }) {
  const client = useQueryClient();
  const [Rehearsal, setRehearsal] = useState<ComponentType>();
  useEffect(() => {
    const list = table && [...table.routes.values()].find((route) => !route.hidden && screenKind(route.component) === 'list');
    if (!list || savingData()) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    let live = true;
    let quietSince: number | undefined;
    const rehearse = () => {
      if (typeof requestIdleCallback !== 'function') return;
      loadListRehearsal().then(
        (component) => {
          if (live) idle = requestIdleCallback(() => startTransition(() => setRehearsal(() => component)), { timeout: 5000 });
        },
        () => undefined,
      );
    };
    const attempt = () => {
      const now = performance.now();
      if (pageBusy(client)) quietSince = undefined;
      else quietSince ??= now;
      // a page that has been complete for QUIET_MS (its last requests' answers drawn)
      if (quietSince !== undefined && now - quietSince >= QUIET_MS) {
        // antd's toasts and confirms too, which the first page draws without (adapters/ui/light-app.tsx)
        warmAntdApp();
        preloadScreen(list.component);
        rehearse();
      } else timer = setTimeout(whenIdle, LOOK_MS);
    };
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(attempt, { timeout: 5000 });
      else timer = setTimeout(attempt, LOOK_MS);
    };
    timer = setTimeout(whenIdle, LOOK_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [table, client]);
  return Rehearsal ? <Rehearsal /> : null;
}
