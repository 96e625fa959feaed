import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiInput, apiPrefix, ContractError, createHttpClient, errorMessage, readParsed } from '../../../adapters/http/index.ts';
import { setDriftReport } from '../../../adapters/http/drift.ts';
import { contracts, z } from '../../../engine/index.ts';

type Call = { url: string; method: string; headers: Headers };

/** A ky transport that records each request and answers with `answer`. */
function fakeFetch(answer: (request: Request) => Response) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: Request | URL | string) => {
    const request = input instanceof Request ? input : new Request(input);
    calls.push({ url: request.url, method: request.method, headers: request.headers });
    return answer(request);
  });
  return { calls, fetch };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

describe('createHttpClient', () => {
  it('sends Accept, site-name and org-token (when there is a token) under `${apiBase}/api/`', async () => {
    let token: string | null = null;
    const { calls, fetch } = fakeFetch(() => json({ code: 200, message: '操作成功', data: [] }));
    const client = createHttpClient({ apiBase: 'https://api.example.edu/', siteName: 'cepsp', getToken: () => token, fetch });

    await client.get('organization/profile').json();
    token = 'secret-token';
    await client.get('organization/profile').json();

    expect(calls[0]?.url).toBe('https://api.example.edu/api/organization/profile');
    expect(calls[0]?.headers.get('accept')).toBe('application/json');
    expect(calls[0]?.headers.get('site-name')).toBe('cepsp');
    expect(calls[0]?.headers.has('org-token')).toBe(false);
    expect(calls[1]?.headers.get('org-token')).toBe('secret-token');
  });

  it('has no timeout and runs the hooks it is given after its own (the error catalogue goes there)', async () => {
    const seen: number[] = [];
    const { fetch } = fakeFetch(() => json({ code: 200, message: '操作成功', data: 1 }));
    const client = createHttpClient({
      apiBase: 'http://h',
      siteName: 's',
      getToken: () => 't',
      fetch,
      hooks: { afterResponse: [(_request, options, response) => void seen.push(response.status, (options as { timeout?: unknown }).timeout === false ? 1 : 0)] },
    });
    expect(await readParsed(client.get('x'), z.number())).toBe(1);
    expect(seen).toEqual([200, 1]);
  });

  it('turns a failed answer into an error carrying the server message (422: the first error)', async () => {
    const { fetch } = fakeFetch(() => json({ code: 422, message: '请输入名称', errors: { name: ['请输入名称'] } }, 422));
    const client = createHttpClient({ apiBase: 'http://h', siteName: 's', getToken: () => null, fetch });
    const error = await client.post('organization/x', { json: {} }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('请输入名称');
    expect(errorMessage(error, '失败')).toBe('请输入名称');
  });

  it('rejects an HTTP 200 answer whose code is not 200 with its message', async () => {
    const { fetch } = fakeFetch(() => json({ code: 500, message: '服务器出错' }));
    const client = createHttpClient({ apiBase: 'http://h', siteName: 's', getToken: () => null, fetch });
    await expect(readParsed(client.get('x'), z.unknown())).rejects.toThrow('服务器出错');
  });

  it('reads an answer through its contract: numbers sent as text become numbers, null reads as absent', async () => {
    const { fetch } = fakeFetch(() => json({ code: 200, message: '操作成功', data: { id: '7', user_name: 'demo', balance: '36.5', school: null } }));
    const client = createHttpClient({ apiBase: 'http://h', siteName: 's', getToken: () => 't', fetch });
    const user = await readParsed(client.get('organization/profile'), contracts.userInfo);
    expect(user).toMatchObject({ id: 7, user_name: 'demo', balance: 36.5 });
    expect(user.school).toBeUndefined();
  });

  it('leaves out a row it cannot read, keeps the rest, and says so once in the console', async () => {
    const lines: string[] = [];
    const previous = setDriftReport({ write: (line) => lines.push(line) });
    try {
      const answer = { code: 200, message: '操作成功', data: { sum: 1, list: [{ id: 1, title: '通知' }, { title: '无编号' }, { id: {}, title: '坏编号' }] } };
      const { fetch } = fakeFetch((request) => Object.defineProperty(json(answer), 'url', { value: request.url }));
      const client = createHttpClient({ apiBase: 'http://h', siteName: 's', getToken: () => 't', fetch });
      const status = await readParsed(client.get('organization/profile/notifications-status'), contracts.noticeStatus);
      expect(status.list.map((notice) => notice.title)).toEqual(['通知']);
      await readParsed(client.get('organization/profile/notifications-status'), contracts.noticeStatus);
      expect(lines).toEqual([
        '[接口数据] organization/profile/notifications-status data.list[*].id：收到 {}，无法读取（应为数字），已舍弃',
        '[接口数据] organization/profile/notifications-status data.list[*]：收到 {"title":"无编号"}，无法读取（id：缺少，应为数字），已舍弃',
      ]);
    } finally {
      setDriftReport(previous);
    }
  });

  it('refuses an answer it cannot use with a Chinese error naming the call and the JSON path', async () => {
    // a real fetch's Response carries its URL (a constructed one does not): the error names the call by it
    const { fetch } = fakeFetch((request) => Object.defineProperty(json({ code: 200, message: '操作成功', data: { img: 'data:image/png;base64,AA' } }), 'url', { value: request.url }));
    const client = createHttpClient({ apiBase: 'http://h', siteName: 's', getToken: () => 't', fetch });
    const error = await readParsed(client.get('common/captcha'), contracts.captcha).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as Error).message).toMatch(/^接口 common\/captcha 返回的数据格式有误：data\.key：/);
    expect(errorMessage(error, '失败')).toBe((error as Error).message);
  });
});

describe('paths and messages', () => {
  it.each([
    ['', '/api/'],
    ['https://api.x.cn', 'https://api.x.cn/api/'],
    ['https://api.x.cn///', 'https://api.x.cn/api/'],
  ])('apiPrefix(%j) = %j', (base, prefix) => expect(apiPrefix(base)).toBe(prefix));

  it.each([
    ['/api/common/areas', 'common/areas', {}],
    ['api/common/areas', 'common/areas', {}],
    ['organization/common/x', 'organization/common/x', {}],
    ['https://other.cn/api/x', 'https://other.cn/api/x', { prefixUrl: '' }],
  ])('apiInput(%j)', (url, input, options) => expect(apiInput(url)).toEqual([input, options]));

  it('keeps only Chinese messages for the user', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), '图片上传失败')).toBe('图片上传失败');
    expect(errorMessage(new Error('文件过大'), '图片上传失败')).toBe('文件过大');
    expect(errorMessage('nope', '失败')).toBe('失败');
  });
});
