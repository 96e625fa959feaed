import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFormServices, createHttpClient } from '../../../../adapters/http/index.ts';
import { RawConfigForm } from '../../../../adapters/form/index.ts';
import { FormServicesProvider, ZhProvider } from '../../../../adapters/ui/index.ts';

// Issue 59 item 3: a search-page select pages from the server with a debounce, and cancels the
// requests it no longer wants; the network is mocked at ky's fetch, so what is counted is what
// would go on the wire.

const config = {
  component: { name: 'branch-auth', title: '机构认证' },
  fields: [{ name: '所属学校', field: 'school_id', component: { type: 'search-page', data_source: { data_type: 'api', data_source: '/api/common/schools' } } }],
};

interface Sent {
  name: string;
  signal: AbortSignal;
  answer: (names: string[]) => void;
}

/** The form over a real ky client whose fetch holds each request until the test answers it. */
function renderSearch() {
  const sent: Sent[] = [];
  const fetch = async (input: Request | URL | string) => {
    const request = input instanceof Request ? input : new Request(input);
    const name = new URL(request.url).searchParams.get('name') ?? '';
    // the answer comes when the test gives it, whether or not the request was aborted meanwhile
    return new Promise<Response>((resolve) => {
      sent.push({
        name,
        signal: request.signal,
        answer: (names) =>
          resolve(new Response(JSON.stringify({ code: 200, message: '操作成功', data: { data: names.map((one, index) => ({ id: index + 1, name: one })), total: names.length } }), { headers: { 'content-type': 'application/json' } })),
      });
    });
  };
  const client = createHttpClient({ apiBase: 'https://api.example.edu', siteName: 'cepsp', getToken: () => 'tok', fetch });
  const services = createFormServices(client, { storageHost: '', mapTileUrl: '', geocoderUrl: '' });
  render(
    <ZhProvider>
      <FormServicesProvider value={services}>
        <RawConfigForm config={config} mode="add" />
      </FormServicesProvider>
    </ZhProvider>,
  );
  const asked = (name: string) => sent.filter((one) => one.name === name);
  return { sent, asked };
}

const optionTexts = () => [...document.body.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);

describe('search-page select: server search with a debounce, stale requests cancelled', { timeout: 20_000 }, () => {
  it('typing "abc" fast sends one request, for "abc"', async () => {
    const user = userEvent.setup();
    const { sent, asked } = renderSearch();
    await waitFor(() => expect(asked('')).toHaveLength(1));
    sent[0]!.answer(['第一页学校']);
    await user.click(screen.getByRole('combobox', { name: '所属学校' }));
    await user.keyboard('abc');
    await waitFor(() => expect(asked('abc')).toHaveLength(1));
    asked('abc')[0]!.answer(['abc 学校']);
    await waitFor(() => expect(optionTexts()).toEqual(['abc 学校']));
    // the open's page and the one search: nothing for "a" or "ab"
    expect(sent.map((one) => one.name)).toEqual(['', 'abc']);
  });

  it('a slow answer for an earlier name, arriving after the later one, replaces nothing; its request was aborted', async () => {
    const user = userEvent.setup();
    const { sent, asked } = renderSearch();
    await waitFor(() => expect(asked('')).toHaveLength(1));
    sent[0]!.answer([]);
    await user.click(screen.getByRole('combobox', { name: '所属学校' }));
    await user.keyboard('a');
    await waitFor(() => expect(asked('a')).toHaveLength(1));
    await user.keyboard('b');
    await waitFor(() => expect(asked('ab')).toHaveLength(1));
    expect(asked('a')[0]!.signal.aborted).toBe(true);
    asked('ab')[0]!.answer(['北京大学']);
    await waitFor(() => expect(optionTexts()).toEqual(['北京大学']));
    asked('a')[0]!.answer(['迟到的旧答复']);
    // let the late answer settle, then the list is still the later name's
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(optionTexts()).toEqual(['北京大学']);
    expect(sent.map((one) => one.name)).toEqual(['', 'a', 'ab']);
  });
});
