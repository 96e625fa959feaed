import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KyInstance } from 'ky';
import {
  catalogueHook,
  classify,
  createHttpClient,
  createPendingTracker,
  markBackground,
  readBody,
  SERVER_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  trackedFetch,
  type ApiEvent,
  type CatalogueHandler,
} from '../../../adapters/http/index.ts';

describe('classify: spec section 8 as one typed event per answer', () => {
  it.each<[number, Record<string, unknown> | undefined, ApiEvent | undefined]>([
    [200, { code: 200, message: '操作成功' }, undefined],
    [402, { message: 'token expired' }, { kind: 'session-expired', message: SESSION_EXPIRED_MESSAGE }],
    [403, { message: '您的余额不足，请先去充值', url: '/order/order.order' }, { kind: 'forbidden', message: '您的余额不足，请先去充值', url: '/order/order.order' }],
    [404, { message: '不存在' }, undefined],
    [422, { message: '请输入名称', errors: { name: ['请输入名称'], mobile: ['请填写手机号码'] } }, { kind: 'validation', message: '请输入名称' }],
    [422, { message: '请填写手机号码' }, { kind: 'validation', message: '请填写手机号码' }],
    [423, { message: '请先申请加入集团学校', group_school_id: 7 }, { kind: 'group-apply', groupSchoolId: '7', message: '请先申请加入集团学校' }],
    [435, { message: 'x' }, { kind: 'onboarding', popupType: 3, message: 'x' }],
    [456, { message: 'y' }, { kind: 'onboarding', popupType: 2, message: 'y' }],
    [500, { message: 'Internal' }, { kind: 'server-error', message: SERVER_ERROR_MESSAGE }],
    [502, undefined, { kind: 'server-error', message: SERVER_ERROR_MESSAGE }],
    [418, { message: '?' }, undefined],
  ])('%i %j', (status, body, event) => expect(classify(status, body)).toEqual(event));
});

function recorder(confirmAnswer = true) {
  const events: ApiEvent[] = [];
  const confirms: string[] = [];
  const handler: CatalogueHandler = {
    notify: (event) => events.push(event),
    confirm: async (message) => {
      confirms.push(message);
      return confirmAnswer;
    },
  };
  return { events, confirms, handler };
}

function clientWith(handler: CatalogueHandler, answer: (request: Request, body: unknown) => Response, seen: { method: string; body: unknown }[] = []) {
  const client: KyInstance = createHttpClient({
    apiBase: 'http://api.test',
    siteName: 'cepsp',
    getToken: () => 'tok',
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      seen.push({ method: request.method, body });
      return answer(request, body);
    },
    hooks: { afterResponse: [catalogueHook(handler, () => client)] },
  });
  return client;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('catalogueHook: the client reports each answer, and answers 491 by confirming', () => {
  it('notifies the event with the call, and still rejects the call', async () => {
    const { events, handler } = recorder();
    const client = clientWith(handler, () => json(422, { code: 422, message: '请输入名称' }));
    await expect(readBody(client.post('organization/x', { json: {} }))).rejects.toThrow('请输入名称');
    expect(events).toEqual([{ kind: 'validation', message: '请输入名称' }]);
  });

  it('leaves the events a call shows itself to that call', async () => {
    const { events, handler } = recorder();
    const client = clientWith(handler, () => json(422, { code: 422, message: '用户名或密码错误' }));
    await expect(client.post('organization/login', { json: {}, context: { handles: ['validation'] } })).rejects.toThrow('用户名或密码错误');
    expect(events).toEqual([]);
  });

  it('491: asks with the server message, then resends the same call with confirm: 1', async () => {
    const { confirms, handler } = recorder(true);
    const seen: { method: string; body: unknown }[] = [];
    const client = clientWith(
      handler,
      (_request, body) =>
        (body as { confirm?: number } | undefined)?.confirm === 1 ? json(200, { code: 200, message: '操作成功', data: { status: 0 } }) : json(491, { code: 491, message: '确定要关闭吗？' }),
      seen,
    );
    const answer = await readBody(client.put('organization/zhuxuetong-close', { json: { reason: 'x' } }));
    expect(answer.message).toBe('操作成功');
    expect(confirms).toEqual(['确定要关闭吗？']);
    expect(seen).toEqual([
      { method: 'PUT', body: { reason: 'x' } },
      { method: 'PUT', body: { reason: 'x', confirm: 1 } },
    ]);
  });

  it('491 on a GET: resends with ?confirm=1', async () => {
    const { handler } = recorder(true);
    const urls: string[] = [];
    const client = clientWith(handler, (request) => {
      urls.push(request.url);
      return new URL(request.url).searchParams.get('confirm') === '1' ? json(200, { code: 200, message: '操作成功', data: 1 }) : json(491, { code: 491, message: '确定吗？' });
    });
    await expect(readBody(client.get('organization/x', { searchParams: { a: 1 } }))).resolves.toMatchObject({ data: 1 });
    expect(urls).toEqual(['http://api.test/api/organization/x?a=1', 'http://api.test/api/organization/x?a=1&confirm=1']);
  });

  it('491 declined: the call fails and nothing is resent', async () => {
    const { handler } = recorder(false);
    const seen: { method: string; body: unknown }[] = [];
    const client = clientWith(handler, () => json(491, { code: 491, message: '确定要关闭吗？' }), seen);
    await expect(client.put('organization/zhuxuetong-close', { json: {} })).rejects.toThrow('确定要关闭吗？');
    expect(seen).toHaveLength(1);
  });
});

describe('the loading overlay tracker (spec section 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens on the first request and closes 300 ms after the last', () => {
    const changes: boolean[] = [];
    const tracker = createPendingTracker((busy) => changes.push(busy));
    tracker.start();
    tracker.start();
    tracker.end();
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([true]);
    tracker.end();
    vi.advanceTimersByTime(299);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
  });

  it('stays open when a request starts within the 300 ms', () => {
    const changes: boolean[] = [];
    const tracker = createPendingTracker((busy) => changes.push(busy));
    tracker.start();
    tracker.end();
    vi.advanceTimersByTime(200);
    tracker.start();
    vi.advanceTimersByTime(500);
    expect(changes).toEqual([true]);
    tracker.end();
    vi.advanceTimersByTime(300);
    expect(changes).toEqual([true, false]);
  });

  it('counts a failed request as ended', async () => {
    const tracker = createPendingTracker(() => {});
    const failing = trackedFetch(tracker, () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(failing('http://x.test/')).rejects.toThrow('Failed to fetch');
    expect(tracker.pending).toBe(0);
  });
});

describe('background requests', () => {
  it('do not open the loading overlay; others do', async () => {
    const changes: boolean[] = [];
    const tracker = createPendingTracker((busy) => changes.push(busy), 0);
    const client = createHttpClient({
      apiBase: 'http://api.test',
      siteName: 'cepsp',
      getToken: () => null,
      fetch: trackedFetch(tracker, async () => json(200, { code: 200, message: '操作成功', data: null })),
      hooks: { beforeRequest: [markBackground] },
    });
    await client.get('organization/profile/notifications-status', { context: { background: true } });
    expect(changes).toEqual([]);
    await client.get('organization/profile');
    expect(changes).toEqual([true]);
  });
});

describe('a hung request never locks the user out (issue 18)', () => {
  /** A fetch that never answers, but rejects when its signal aborts (as the browser's does). */
  const hanging: typeof fetch = (_input, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });

  it('abortAll aborts every request in flight and closes the overlay', async () => {
    const changes: boolean[] = [];
    const tracker = createPendingTracker((busy) => changes.push(busy), 0);
    const send = trackedFetch(tracker, hanging);
    const first = send('http://x.test/a');
    const second = send('http://x.test/b');
    expect(tracker.pending).toBe(2);
    expect(tracker.abortAll()).toBe(2);
    await expect(first).rejects.toThrow('aborted');
    await expect(second).rejects.toThrow('aborted');
    expect(tracker.pending).toBe(0);
    // the overlay goes off after its delay (0 here): wait for it, not for a time
    await vi.waitFor(() => expect(changes).toEqual([true, false]));
    expect(tracker.abortAll()).toBe(0);
  });

  it('abortOlderThan aborts only the requests pending that long', async () => {
    let clock = 0;
    const tracker = createPendingTracker(() => {}, 0, () => clock);
    const send = trackedFetch(tracker, hanging);
    const old = send('http://x.test/old');
    clock = 5000;
    const fresh = send('http://x.test/fresh');
    expect(tracker.abortOlderThan(2500)).toBe(1);
    await expect(old).rejects.toThrow('aborted');
    expect(tracker.pending).toBe(1);
    tracker.abortAll();
    await expect(fresh).rejects.toThrow('aborted');
  });

  it("the caller's own signal still aborts the request", async () => {
    const tracker = createPendingTracker(() => {}, 0);
    const controller = new AbortController();
    const request = trackedFetch(tracker, hanging)('http://x.test/', { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toThrow('aborted');
    expect(tracker.pending).toBe(0);
  });
});

describe('background requests and aborts (issue 18)', () => {
  it('a hung background request is aborted by abortOlderThan, not by the overlay\'s abortAll', async () => {
    let clock = 0;
    const changes: boolean[] = [];
    const tracker = createPendingTracker((busy) => changes.push(busy), 0, () => clock);
    let sent = 0;
    const client = createHttpClient({
      apiBase: 'http://api.test',
      siteName: 'cepsp',
      getToken: () => null,
      fetch: trackedFetch(tracker, (_input, init) => {
        sent += 1;
        return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)));
      }),
      hooks: { beforeRequest: [markBackground] },
    });
    const rows = client.get('organization/school-majors', { context: { background: true } });
    await vi.waitFor(() => expect(sent).toBe(1)); // ky calls fetch after its hooks
    expect(tracker.abortAll()).toBe(0);
    clock = 3000;
    expect(tracker.abortOlderThan(2500)).toBe(1);
    await expect(rows).rejects.toThrow('请求已取消');
    expect(changes).toEqual([]);
  });
});

describe('a write is never aborted once sent (issue 26, item 2)', () => {
  /** A fetch that answers when told, and rejects when its signal aborts (as the browser's does). */
  function held() {
    const answers: (() => void)[] = [];
    const send: typeof fetch = (_input, init) =>
      new Promise((resolve, reject) => {
        answers.push(() => resolve(new Response('{"code":200,"message":"操作成功"}')));
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    return { send, answer: () => answers.forEach((answer) => answer()) };
  }

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s: neither abortAll, abortOlderThan nor the caller’s signal aborts it; reads still abort', async (method) => {
    let clock = 0;
    const tracker = createPendingTracker(() => {}, 0, () => clock);
    const server = held();
    const send = trackedFetch(tracker, server.send);
    const caller = new AbortController();
    const write = send(new Request('http://x.test/api/organization/school-majors', { method, signal: caller.signal }));
    const read = send('http://x.test/api/organization/school-majors');
    clock = 5000;
    expect(tracker.abortOlderThan(2500)).toBe(1);
    await expect(read).rejects.toThrow('aborted');
    expect(tracker.abortAll()).toBe(0);
    caller.abort();
    // counted behind the overlay until its answer, which reaches the caller
    expect(tracker.pending).toBe(1);
    server.answer();
    expect((await write).status).toBe(200);
    expect(tracker.pending).toBe(0);
  });

  it('a write whose caller gave up before it went out is stopped (fetch is handed an aborted signal)', async () => {
    const tracker = createPendingTracker(() => {}, 0);
    let sent = 0;
    const send = trackedFetch(tracker, (_input, init) => {
      sent += 1;
      return init?.signal?.aborted ? Promise.reject(new DOMException('aborted', 'AbortError')) : Promise.resolve(new Response('{}'));
    });
    const caller = new AbortController();
    caller.abort();
    await expect(send('http://x.test/api/x', { method: 'POST', signal: caller.signal })).rejects.toThrow('aborted');
    expect(sent).toBe(1);
  });
});
