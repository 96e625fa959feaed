import type { KyInstance } from 'ky';
import { describe, expect, it } from 'vitest';
import { createPagesApi } from '../../../adapters/api/pages.ts';
import { catalogueHook, createHttpClient, type ApiEvent } from '../../../adapters/http/index.ts';

// menu-component/{id}: a page whose configuration is broken answers 503 with a Chinese message;
// the list page and the authentication form show it in place (with 重试), not the global
// 服务器500错误 toast.

function clientAnswering(status: number, body: unknown) {
  const events: ApiEvent[] = [];
  const client: KyInstance = createHttpClient({
    apiBase: 'http://api.test',
    siteName: 'cepsp',
    getToken: () => 'tok',
    fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    hooks: { afterResponse: [catalogueHook({ notify: (event) => void events.push(event), confirm: async () => true }, () => client)] },
  });
  return { client, events };
}

describe('createPagesApi.menuComponent', () => {
  it('rejects with the server\'s message for a page being fixed, and raises no global event', async () => {
    const { client, events } = clientAnswering(503, { code: 503, message: '该页面的配置正在修复中，请稍后再试' });
    await expect(createPagesApi(client).menuComponent(331)).rejects.toThrow('该页面的配置正在修复中，请稍后再试');
    expect(events).toEqual([]);
  });

  it('still lets the catalogue report the other events (402 session expired)', async () => {
    const { client, events } = clientAnswering(402, { code: 402, message: 'expired' });
    await expect(createPagesApi(client).menuComponent(331)).rejects.toThrow();
    expect(events.map((e) => e.kind)).toEqual(['session-expired']);
  });

  it('answers the page config', async () => {
    const { client } = clientAnswering(200, { code: 200, message: '操作成功', data: { list: { title: '专业管理' } } });
    await expect(createPagesApi(client).menuComponent(331)).resolves.toEqual({ list: { title: '专业管理' } });
  });
});
