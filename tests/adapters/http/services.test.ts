import ky from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAssetUrl, createHttpClient, createFormServices } from '../../../adapters/http/index.ts';
import { createNominatimGeocoder } from '../../../adapters/map/geocoder.ts';

/** A stand-in XMLHttpRequest: records what is sent, reports progress, answers `respond()`. */
class FakeXhr {
  static last: FakeXhr | undefined;
  static respond: () => { status: number; body: string } = () => ({ status: 200, body: '{}' });
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)[] = [];
  upload = { addEventListener: (_type: string, listener: (typeof this.uploadListeners)[number]) => this.uploadListeners.push(listener) };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  abort() {}
  send(body: FormData) {
    this.body = body;
    queueMicrotask(() => {
      for (const loaded of [25, 50, 100]) for (const listener of this.uploadListeners) listener({ lengthComputable: true, loaded, total: 100 });
      const answer = FakeXhr.respond();
      this.status = answer.status;
      this.responseText = answer.body;
      for (const listener of this.listeners.load ?? []) listener();
    });
  }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const config = { storageHost: 'https://oss.example.cn/', mapTileUrl: 'https://tiles/{z}/{x}/{y}.png', geocoderUrl: '' };

function services(fetch?: (request: Request) => Response) {
  const transport = fetch ? vi.fn(async (input: Request | URL | string) => fetch(input instanceof Request ? input : new Request(input))) : undefined;
  const client = createHttpClient({ apiBase: 'https://api.example.edu', siteName: 'cepsp', getToken: () => 'tok', ...(transport ? { fetch: transport } : {}) });
  return createFormServices(client, config);
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

describe('uploader', () => {
  it.each([
    ['image', 'organization/common/upload-img', 'img'],
    ['file', 'organization/common/upload-file', 'file'],
    ['video', 'organization/common/upload-video', 'file'],
  ] as const)('%s: multipart POST to %s, field %s, with the client headers and real progress', async (kind, path, field) => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.respond = () => ({ status: 200, body: JSON.stringify({ code: 200, message: '操作成功', url: 'upload/2026/a.png' }) });
    const progress: number[] = [];
    const file = new File(['png-bytes'], 'a.png', { type: 'image/png' });

    const result = await services().uploader.upload({ file, kind, onProgress: (p) => progress.push(p) });

    const xhr = FakeXhr.last!;
    expect(result).toEqual({ url: 'upload/2026/a.png', name: file.name });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`https://api.example.edu/api/${path}`);
    expect(xhr.headers).toMatchObject({ 'site-name': 'cepsp', 'org-token': 'tok', accept: 'application/json' });
    expect(xhr.headers['content-type']).toBeUndefined();
    expect((xhr.body?.get(field) as File).name).toBe('a.png');
    expect(progress).toEqual([0, 25, 50, 100, 100]);
  });

  it('reads data.url too, and rejects with the server message on failure', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const file = new File(['x'], 'a.pdf');
    FakeXhr.respond = () => ({ status: 200, body: JSON.stringify({ code: 200, message: '操作成功', data: { url: 'https://x/a.pdf' } }) });
    await expect(services().uploader.upload({ file, kind: 'file' })).resolves.toEqual({ url: 'https://x/a.pdf', name: 'a.pdf' });

    FakeXhr.respond = () => ({ status: 422, body: JSON.stringify({ code: 422, message: '文件大小不能超过 5M' }) });
    await expect(services().uploader.upload({ file, kind: 'file' })).rejects.toThrow('文件大小不能超过 5M');

    FakeXhr.respond = () => ({ status: 200, body: JSON.stringify({ code: 200, message: '操作成功' }) });
    await expect(services().uploader.upload({ file, kind: 'file' })).rejects.toThrow(/没有返回文件地址/);
  });
});

describe('data source and image library', () => {
  it('GETs a configured source with its params and reads a tree', async () => {
    const urls: string[] = [];
    const { dataSource } = services((request) => {
      urls.push(request.url);
      return json({ code: 200, message: '操作成功', data: [{ id: 1, name: '北京', children: [{ id: 11, name: '东城区' }] }] });
    });
    const options = await dataSource.options({ url: '/api/common/areas', params: { pid: 0, empty: '' } });
    expect(urls[0]).toBe('https://api.example.edu/api/common/areas?pid=0');
    expect(options).toEqual([{ id: 1, name: '北京', children: [{ id: 11, name: '东城区' }] }]);
  });

  it('reads a paged search', async () => {
    const urls: string[] = [];
    const { dataSource } = services((request) => {
      urls.push(request.url);
      return json({ code: 200, message: '操作成功', data: { data: [{ id: 3, name: '清华大学' }], total: 41, current_page: 2 } });
    });
    const page = await dataSource.page({ url: 'common/schools', params: {}, page: 2, pageSize: 10, name: '清华' });
    expect(new URL(urls[0]!).searchParams.toString()).toBe('page=2&page_size=10&name=%E6%B8%85%E5%8D%8E');
    expect(page).toEqual({ items: [{ id: 3, name: '清华大学' }], total: 41 });
  });

  it('lists images (30 a page, by tag) and tags (20 a page)', async () => {
    const urls: string[] = [];
    const { imageLibrary } = services((request) => {
      urls.push(request.url);
      return request.url.includes('tags')
        ? json({ code: 200, message: '操作成功', data: { data: [{ id: 1, name: '校园' }], total: 25 } })
        : json({ code: 200, message: '操作成功', data: { data: [{ id: 9, image: 'lib/9.png', tags: [{ id: 1, name: '校园' }] }], total: 61 } });
    });
    expect(await imageLibrary.images({ tagId: 1, page: 2, pageSize: 30 })).toEqual({ items: [{ id: 9, image: 'lib/9.png', tags: [{ id: 1, name: '校园' }] }], total: 61 });
    expect(await imageLibrary.tags({ page: 1, pageSize: 20 })).toEqual({ items: [{ id: 1, name: '校园' }], total: 25 });
    await imageLibrary.images({ page: 1, pageSize: 30 });
    expect(urls).toEqual([
      'https://api.example.edu/api/common/image-bases?tag_id=1&page=2&page_size=30',
      'https://api.example.edu/api/common/image-base-tags?page=1&page_size=20',
      'https://api.example.edu/api/common/image-bases?page=1&page_size=30',
    ]);
  });
});

describe('assetUrl', () => {
  it.each([
    ['upload/a.png', 'https://oss.example.cn/upload/a.png'],
    ['/static/a.png', '/static/a.png'],
    ['https://cdn.x.cn/a.png', 'https://cdn.x.cn/a.png'],
    ['http://cdn.x.cn/a.png', 'http://cdn.x.cn/a.png'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['blob:http://localhost/1', 'blob:http://localhost/1'],
    ['', ''],
  ])('%j -> %j', (path, url) => expect(services().assetUrl(path)).toBe(url));

  it('resolves relative paths from the site root without a storage host', () => expect(createAssetUrl('')('upload/a.png')).toBe('/upload/a.png'));

  it.each([
    ['//evil.example/x.png', 'image'],
    ['/\\evil.example/x.png', 'image'],
    ['javascript:alert(1)', 'file'],
    ['JavaScript:alert(1)', 'image'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'image'],
    ['data:image/png;base64,AAAA', 'file'],
  ] as const)('refuses %j as a %s: nothing is loaded from another host or run', (path, kind) => {
    expect(services().assetUrl(path, kind)).toBe('');
    expect(createAssetUrl('')(path, kind)).toBe('');
  });
});

describe('Nominatim geocoder', () => {
  it('rejects with the spec messages when no geocoder is configured', async () => {
    const geocoder = createNominatimGeocoder('', ky);
    await expect(geocoder.search('北京')).rejects.toThrow('根据地址查询位置失败');
    await expect(geocoder.reverse(116.4, 39.9)).rejects.toThrow('根据经纬度查询地址失败');
  });

  it('searches and reverses through /search and /reverse', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (input: Request) => {
      urls.push(input.url);
      return input.url.includes('/search')
        ? json([{ lat: '39.9', lon: '116.4', display_name: '天安门, 北京市' }])
        : json({ display_name: '东城区, 北京市' });
    });
    const geocoder = createNominatimGeocoder('https://geo.example.org/', ky);
    expect(await geocoder.search('天安门')).toEqual([{ lng: 116.4, lat: 39.9, address: '天安门, 北京市' }]);
    expect(await geocoder.reverse(116.4, 39.9)).toBe('东城区, 北京市');
    expect(new URL(urls[0]!).pathname).toBe('/search');
    expect(new URL(urls[0]!).searchParams.get('q')).toBe('天安门');
    expect(new URL(urls[1]!).searchParams.get('lon')).toBe('116.4');
  });

  it('rejects an HTTP failure or a Nominatim error with the spec messages', async () => {
    vi.stubGlobal('fetch', async (input: Request) => (input.url.includes('/search') ? json({}, 500) : json({ error: 'Unable to geocode' })));
    const geocoder = createNominatimGeocoder('https://geo.example.org', ky);
    await expect(geocoder.search('x')).rejects.toThrow('根据地址查询位置失败');
    await expect(geocoder.reverse(0, 0)).rejects.toThrow('根据经纬度查询地址失败');
  });
});
