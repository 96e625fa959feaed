import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ConfigList } from '../../../adapters/list/index.ts';
import { FormServicesProvider, ZhProvider } from '../../../adapters/ui/index.ts';
import { RawConfigForm } from '../../../adapters/form/index.ts';
import { createHttpClient, createFormServices } from '../../../adapters/http/index.ts';
import { createListServices } from '../../../adapters/http/list-services.ts';
import { createQueryClient } from '../../../adapters/http/query.ts';
import { parseFormConfig, parseListConfig, type ConfigError } from '../../../engine/index.ts';
import { MUTATIONS, mutatedPages, type MutatedPage } from '../../fixtures/config-mutations.ts';

// Issue 15, item 4: a sample of 50 of the 2,000 mutations of the shipped page configs
// (tests/fixtures/config-mutations.ts, all of which go through the engine in
// tests/engine/fuzz-configs.test.ts) rendered as a page renders them: <ConfigForm> with the form
// part, <ConfigList> with both, over the app's own HTTP services with the network stubbed at
// ky's fetch. None may crash, and every error the parsers find is shown with its path.

const SAMPLE = 50;
const EVERY = MUTATIONS / SAMPLE;

/** Every call answers 操作成功 with one row (a list's page, a select's options, a detail). */
const answer = () =>
  new Response(JSON.stringify({ code: 200, message: '操作成功', data: { data: [{ id: 1, name: '示例', title: '示例' }], total: 1, current_page: 1 } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const network = vi.fn(async () => answer());
const client = createHttpClient({ apiBase: 'https://api.example.edu', siteName: 'cepsp', getToken: () => 'tok', fetch: network });
const listServices = createListServices(client);
const formServices = createFormServices(client, { storageHost: 'https://oss.example.cn/', mapTileUrl: '', geocoderUrl: '' });

/** What the parsers find, with the paths <ConfigList> shows them under (list.…, form.…). */
function expectedPaths(page: MutatedPage['page']): { form: string[]; list: string[] } {
  const prefixed = (prefix: string, errors: readonly ConfigError[]) =>
    errors.map(({ path }) => (path === '(根)' ? prefix : path.startsWith('[') ? `${prefix}${path}` : `${prefix}.${path}`));
  const form = page.form === undefined ? [] : parseFormConfig(page.form).errors;
  return { form: form.map(({ path }) => path), list: [...prefixed('list', parseListConfig(page.list).errors), ...prefixed('form', form)] };
}

const sample = [...mutatedPages()].filter(({ index }) => index % EVERY === 0);
const unhandled: string[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(String(reason));
process.on('unhandledRejection', onUnhandled);
afterAll(() => void process.off('unhandledRejection', onUnhandled));

describe(`<ConfigForm> and <ConfigList> on ${SAMPLE} of the ${MUTATIONS} mutated shipped configs`, () => {
  it('never crash, and show every error the parsers find with its path', async () => {
    expect(sample).toHaveLength(SAMPLE);
    const queryClient = createQueryClient();
    const crashes: string[] = [];
    let shown = 0;
    const page = (mutated: MutatedPage) => (
      <ZhProvider theme={{ token: { motion: false } }}>
        <QueryClientProvider client={queryClient}>
          <FormServicesProvider value={formServices}>
            <div data-part="form">{mutated.page.form !== undefined && <RawConfigForm key={mutated.index} config={mutated.page.form} />}</div>
            <div data-part="list">
              <ConfigList key={mutated.index} list={mutated.page.list} form={mutated.page.form} services={listServices} />
            </div>
          </FormServicesProvider>
        </QueryClientProvider>
      </ZhProvider>
    );
    const view = render(page(sample[0]!));
    for (const mutated of sample) {
      try {
        view.rerender(page(mutated));
        // the list call and the selects' options answer, and are rendered
        await act(async () => {
          await new Promise((done) => setTimeout(done, 0));
        });
      } catch (error) {
        crashes.push(`${mutated.label}: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      const { form, list } = expectedPaths(mutated.page);
      const alerts = (part: string) => [...view.container.querySelectorAll(`[data-part="${part}"] [role="alert"]`)].map((alert) => alert.textContent ?? '').join('\n');
      for (const path of form) expect(alerts('form'), `${mutated.label}: form error ${path}`).toContain(path);
      for (const path of list) expect(alerts('list'), `${mutated.label}: list error ${path}`).toContain(path);
      if (form.length + list.length > 0) shown++;
    }
    view.unmount();
    queryClient.clear();
    expect(crashes).toEqual([]);
    expect(unhandled).toEqual([]);
    // the sample must hold broken configs, or this test proves little
    expect(shown).toBeGreaterThan(SAMPLE * 0.4);
    // and the pages asked the (stubbed) network, as pages do
    expect(network).toHaveBeenCalled();
    // 50 pages drawn in jsdom: a minute or more when the machine is busy
  }, 180_000);
});
