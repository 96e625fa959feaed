import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormServicesProvider, ZhProvider } from '../../../../adapters/ui/index.ts';
import { createFormServices, createHttpClient } from '../../../../adapters/http/index.ts';
import { compileList, parseListConfig } from '../../../../engine/index.ts';
import { ListRehearsal, REHEARSAL_LIST } from '../../../../app/features/list-page/list-rehearsal.tsx';

// The list page rehearsed out of sight at idle (issue 32 item 3): a list-config the engine takes
// as it is, drawn where nobody sees it, writing antd's variables into <head>, calling nothing.

describe('the list rehearsal', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a list-config the engine takes without an error or a warning, with every column, button and action', () => {
    const parsed = parseListConfig(REHEARSAL_LIST);
    expect(parsed.errors).toEqual([]);
    expect(parsed.warnings).toEqual([]);
    if (!parsed.ok) throw new Error('not parsed');
    const compiled = compileList(parsed.config);
    expect(compiled.columns.map((column) => column.title)).toEqual(expect.arrayContaining(REHEARSAL_LIST.columns.map((column) => column.title)));
    expect(compiled.search).toBeDefined();
    expect(compiled.toolbar.length).toBeGreaterThanOrEqual(3);
  });

  it('draws a list out of the document, its rows answered in the page, with no call sent and nothing logged', async () => {
    // the app's form services, over a network that records what is sent
    const network = vi.fn(async () => new Response('{}', { status: 500 }));
    const http = createHttpClient({ apiBase: 'https://api.example.edu', siteName: 'cepsp', getToken: () => 'tok', fetch: network });
    const formServices = createFormServices(http, { storageHost: 'https://oss.example.cn/', mapTileUrl: '', geocoderUrl: '' });
    const logged = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
    const client = new QueryClient();
    render(
      <ZhProvider>
        <QueryClientProvider client={client}>
          <FormServicesProvider value={formServices}>
            <ListRehearsal />
          </FormServicesProvider>
        </QueryClientProvider>
      </ZhProvider>,
    );
    // its rows were asked for and answered in the page (the styles it writes are checked in Chromium: warm-up.e2e.ts)
    await waitFor(() => expect(client.getQueryCache().getAll().some((query) => query.state.status === 'success')).toBe(true), { timeout: 10_000 });
    expect(document.body.querySelector('.ant-table, .ant-pagination, .ant-form')).toBeNull();
    expect(network).not.toHaveBeenCalled();
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
  });
});
