import { useCallback, useMemo, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { ConfigErrors } from '../../../adapters/form/index.ts';
import { ConfigList, preloadRecordDialogs, readListState, writeListState, type ListViewState } from '../../../adapters/list/index.ts';
import { pageNotesFor, withPageNotes } from '../../../engine/index.ts';
import { PAGE_NOTES } from '../../../schemas/index.ts';
import { errorMessage } from '../../../adapters/http/index.ts';
import { QueryState } from '../../../adapters/ui/index.ts';
import type { AppRoute } from '../../lib/menu-routes.ts';
import { useServices } from '../../services/use-services.ts';
import { usePageConfig } from '../../services/use-page-config.ts';
import { ZhuxuetongStrip } from '../money/index.ts';
import { rechargeRequestAtom } from '../../state/money.ts';
import { userAtom, visitedViewsAtom } from '../../state/session.ts';

// The generic list page of a menu item (component keys of GENERIC_LIST_KEYS): its configuration
// from menu-component/{id}, rendered by <ConfigList> with the app's HTTP services. Loaded with
// its route, so /login and /dashboard never load Formily.

/** The search part of an href, without `?` and the hash. */
function searchOf(href: string): string {
  return href.includes('?') ? (href.slice(href.indexOf('?') + 1).split('#')[0] ?? '') : '';
}

/** The branch_id of the URL the tab was opened at (added to created records). */
function branchIdOf(href: string): string | undefined {
  return new URLSearchParams(searchOf(href)).get('branch_id') || undefined;
}

/** What a list page's first 新增, 编辑 or 详情 loads: fetched with the page's code when it is preloaded. */
export const preloadDialogs = preloadRecordDialogs;

/** Drawn at idle after the first page, with this page's code (list-rehearsal.tsx). */
export { ListRehearsal } from './list-rehearsal.tsx';

/** What list-config `service_strip` shows above a list: the app's service screens. */
const SERVICE_STRIPS = { zhuxuetong: <ZhuxuetongStrip /> };

export default function ListPageScreen({ route }: { route: AppRoute }) {
  const services = useServices();
  const setRecharge = useSetAtom(rechargeRequestAtom);
  const user = useAtomValue(userAtom);
  const views = useAtomValue(visitedViewsAtom);
  const href = views.find((view) => view.path === route.path)?.href ?? route.path;
  const branchId = branchIdOf(href);
  // The page, page size and filters live in the URL (issue 17 item 5): read once when the page
  // opens, written back (replacing the entry) while its tab is the one shown.
  const [initialState] = useState(() => readListState(searchOf(href)));
  const router = useRouter();
  const onStateChange = useCallback(
    (state: ListViewState, defaultPageSize: number) => {
      const location = router.state.location;
      if (location.pathname !== route.path) return;
      const search = writeListState(location.searchStr, state, defaultPageSize);
      if (search === location.searchStr) return;
      void router.navigate({ href: `${route.path}${search}${location.hash ? `#${location.hash}` : ''}`, replace: true });
    },
    [router, route.path],
  );
  // The page's configuration: shared with the auth form, cached, cancelled when the page closes.
  const loaded = usePageConfig(route.menuId, services.api.pages);
  // The page notes of spec section 2 (Routes) the answer does not carry, by the route's menu item
  // (schemas/page-notes.json): laid under the list-config, where a key the server sent wins.
  const notes = useMemo(() => pageNotesFor(route, PAGE_NOTES), [route]);
  const list = useMemo(() => withPageNotes(loaded.data?.list, notes), [loaded.data, notes]);
  const context = useMemo(() => ({ isSchool: user?.is_school, branchId }), [user?.is_school, branchId]);

  return (
    <QueryState query={loaded} failure={(error) => errorMessage(error, '页面配置加载失败，请稍后再试')}>
      {(page) =>
        list === undefined || list === null ? (
          <ConfigErrors source="页面配置" errors={[{ path: 'list', message: `菜单项 ${route.menuId} 的页面配置没有 list（列表配置）` }]} />
        ) : (
          <ConfigList
            list={list}
            form={page.form}
            context={context}
            strips={SERVICE_STRIPS}
            recharge={{ balance: user?.balance, onRecharge: () => setRecharge({}) }}
            initialState={initialState}
            onStateChange={onStateChange}
          />
        )
      }
    </QueryState>
  );
}
