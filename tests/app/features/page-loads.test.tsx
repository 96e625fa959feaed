import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryKeys } from '../../../adapters/api/query-keys.ts';
import { fakeFetch, renderApp, schoolProfile, type FakeAnswer, type FakeCall } from '../app-harness.tsx';

// The configured pages' loads through TanStack Query (issue 17 item 4): a list page's
// menu-component/{id} and a child-menu page's child-menus/{id} are asked once however often the
// page is opened, and a page left before its answer cancels the request, whose late answer is
// never applied.

const LIST_PATH = '/consult/consult';
const CONFIG_PATH = '/api/organization/menu-component/361';
const CHILD_PATH = '/card/card.child-menu';
const CHILDREN_PATH = '/api/organization/child-menus/342';
const SLOW = 30_000;

const ok = (data: unknown) => ({ body: { code: 200, message: '操作成功', data } });
const CONFIG = { list: { title: '点击咨询', api: { list: { url: '/api/organization/consults', method: 'get' } }, columns: [{ title: '咨询名称', field: 'name' }] } };
const CHILDREN = [
  { id: 343, name: '实景图片', route_key: 'branchPic', component: 'link', redirect_route: '/branchPic/branchPic', is_action: 0 },
  { id: 344, name: '实景视频', route_key: 'branchVideo', component: 'link', redirect_route: '/branchVideo/branchVideo', is_action: 0 },
];

function answer(call: FakeCall): FakeAnswer {
  if (call.path === '/api/organization/profile') return { body: schoolProfile() };
  if (call.path === CONFIG_PATH) return ok(CONFIG);
  if (call.path === '/api/organization/consults') return ok({ data: [{ id: 1, name: '电话咨询' }], total: 1, current_page: 1 });
  if (call.path === CHILDREN_PATH) return ok(CHILDREN);
  return undefined;
}

/** Closes a page's tab (its pages stay mounted while their tab is open) as the user does. */
async function closeTab(title: string) {
  fireEvent.click(await screen.findByLabelText(`关闭 ${title}`, undefined, { timeout: SLOW }));
  await waitFor(() => expect(screen.queryByLabelText(`关闭 ${title}`)).toBeNull(), { timeout: SLOW });
}

/** A fetch whose answers to `path` wait until released, noting whether their request was aborted. */
function holding(path: string, calls: FakeCall[]) {
  const inner = fakeFetch(answer, calls);
  const held: { request: Request; release(): void }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (new URL(request.url).pathname !== path) return inner(request);
    return new Promise<Response>((resolve) => {
      held.push({ request, release: () => void inner(request.clone()).then(resolve) });
    });
  };
  return { fetch, held };
}

describe('configured pages load through the query cache (issue 17 item 4)', () => {
  beforeAll(() => Promise.all([import('../../../app/features/list-page/list-page.tsx'), import('../../../app/features/child-menu/child-menu.tsx')]), 60_000);

  it('a list page opened twice asks for its page config once', async () => {
    const calls: FakeCall[] = [];
    const { router } = renderApp(LIST_PATH, { token: 't-1', calls, answer });
    await screen.findByText('电话咨询', undefined, { timeout: SLOW });
    await closeTab('点击咨询');
    expect(screen.queryByText('电话咨询')).toBeNull();
    await router.navigate({ to: LIST_PATH });
    await screen.findByText('电话咨询', undefined, { timeout: SLOW });
    expect(calls.filter((call) => call.path === CONFIG_PATH)).toHaveLength(1);
  }, 60_000);

  it('a list page left before its config arrives cancels the request, and the late answer is not kept', async () => {
    const calls: FakeCall[] = [];
    const { fetch, held } = holding(CONFIG_PATH, calls);
    const { router, services } = renderAppWith(fetch);
    await waitFor(() => expect(held).toHaveLength(1), { timeout: SLOW });
    await closeTab('点击咨询');
    await waitFor(() => expect(held[0]?.request.signal.aborted).toBe(true), { timeout: SLOW });
    held[0]?.release();
    await waitFor(() => expect(services.queryClient.getQueryState(queryKeys.pageConfig('361'))?.fetchStatus).toBe('idle'));
    expect(services.queryClient.getQueryData(queryKeys.pageConfig('361'))).toBeUndefined();
    // opened again, the page asks again and shows its list
    await router.navigate({ to: LIST_PATH });
    await waitFor(() => expect(held).toHaveLength(2), { timeout: SLOW });
    held[1]?.release();
    await screen.findByText('电话咨询', undefined, { timeout: SLOW });
  }, 60_000);

  it('a child-menu page opened twice asks for its children once; left early, its request is cancelled', async () => {
    const calls: FakeCall[] = [];
    const { fetch, held } = holding(CHILDREN_PATH, calls);
    const { router } = renderAppWith(fetch, CHILD_PATH);
    await waitFor(() => expect(held).toHaveLength(1), { timeout: SLOW });
    await closeTab('展示管理');
    await waitFor(() => expect(held[0]?.request.signal.aborted).toBe(true), { timeout: SLOW });
    await router.navigate({ to: CHILD_PATH });
    await waitFor(() => expect(held).toHaveLength(2), { timeout: SLOW });
    held[1]?.release();
    await waitFor(() => expect(childCards()).toEqual(['实景图片', '实景视频']), { timeout: SLOW });
    await closeTab('展示管理');
    expect(childCards()).toEqual([]);
    await router.navigate({ to: CHILD_PATH });
    await waitFor(() => expect(childCards()).toEqual(['实景图片', '实景视频']), { timeout: SLOW });
    expect(held).toHaveLength(2);
  }, 60_000);
});

/** The cards of the child-menu page shown. */
function childCards(): string[] {
  return [...document.querySelectorAll('section[aria-label="展示管理"] .ant-card')].map((card) => card.textContent ?? '');
}

/** renderApp with a fetch of the test's own. */
function renderAppWith(fetch: typeof globalThis.fetch, path = LIST_PATH) {
  return renderApp(path, { token: 't-1', fetch });
}
