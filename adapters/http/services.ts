import type { KyInstance } from 'ky';
import type { DataSource, FormServices, ImageLibrary, LibraryImage, Page, SelectOption } from '../../engine/index.ts';
import { createNominatimGeocoder } from '../map/geocoder.ts';
import type { RuntimeConfig } from '../runtime-config.ts';
import { apiInput, readBody } from './client.ts';
import { createUploader } from './upload.ts';

// The FormServices of the real app: uploads, remote options, the image library and the geocoder
// over HTTP, and the object-storage host for relative paths (spec section 9).

type Id = string | number;
interface RawOption {
  id?: Id;
  value?: Id;
  name?: unknown;
  label?: unknown;
  children?: unknown;
}
interface RawPage<T> {
  data?: T[];
  total?: number | string;
  current_page?: number | string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A server option ({id, name, children?}; {value, label} tolerated) as a SelectOption. */
function toOption(raw: RawOption): SelectOption {
  const id = raw.id ?? raw.value ?? '';
  const option: SelectOption = { id, name: String(raw.name ?? raw.label ?? id) };
  if (Array.isArray(raw.children) && raw.children.length > 0) option.children = (raw.children as RawOption[]).map(toOption);
  return option;
}

/** `data` as a list and a total: a bare list, or a page `{data, total, current_page}`. */
function asPage<T>(data: unknown): Page<T> {
  if (Array.isArray(data)) return { items: data as T[], total: data.length };
  if (isRecord(data) && Array.isArray(data.data)) {
    const page = data as RawPage<T>;
    const items = page.data ?? [];
    const total = Number(page.total);
    return { items, total: Number.isFinite(total) ? total : items.length };
  }
  return { items: [], total: 0 };
}

const params = (values: Record<string, string | number | undefined>): Record<string, string | number> =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''));

export function createDataSource(client: KyInstance): DataSource {
  return {
    async options({ url, params: query, signal }) {
      const [input, options] = apiInput(url);
      const { data } = await readBody(client.get(input, { ...options, searchParams: params(query), ...(signal ? { signal: signal as AbortSignal } : {}) }));
      return asPage<RawOption>(data).items.map(toOption);
    },
    async page({ url, params: query, page, pageSize, name, signal }) {
      const [input, options] = apiInput(url);
      const searchParams = params({ ...query, page, page_size: pageSize, name });
      const { data } = await readBody(
client.get(input, { ...options, searchParams, ...(signal ? { signal: signal as AbortSignal } : {}) }));
      const result = asPage<RawOption>(data);
      return { items: result.items.map(toOption), total: result.total };
    },
  };
}

export function createImageLibrary(client: KyInstance): ImageLibrary {
  return {
    async images({ tagId, page, pageSize }) {
      const { data } = await readBody(
        client.get('common/image-bases', { searchParams: params({ tag_id: tagId, page, page_size: pageSize }) }),
      );
      const result = asPage<LibraryImage>(data);
      return { total: result.total, items: result.items.map((item) => ({ id: item.id, image: String(item.image ?? ''), tags: Array.isArray(item.tags) ? item.tags : [] })) };
    },
    async tags({ page, pageSize }) {
      const { data } = await readBody(
client.get('common/image-base-tags', { searchParams: { page, page_size: pageSize } }));
      const result = asPage<{ id: Id; name: unknown }>(data);
      return { total: result.total, items: result.items.map((tag) => ({ id: tag.id, name: String(tag.name ?? tag.id) })) };
    },
  };
}

/**
 * A stored path as a URL (spec section 9): absolute URLs (http, https, data, blob) and paths from
 * the root ("/…") are kept; other paths get the object-storage host, or '/' without one.
 * createAssetUrl('https://oss.x.cn')('upload/a.png') -> 'https://oss.x.cn/upload/a.png'
 */
export function createAssetUrl(storageHost: string): (path: string) => string {
  const host = storageHost.replace(/\/+$/, '');
  return (path) => {
    if (path === '' || path.startsWith('/') || /^(https?:|data:|blob:)/i.test(path)) return path;
    // Without a storage host the files are the API's own: from the site root, whatever the
    // current route's depth (uploads/x.png on /fxl-school/major is /uploads/x.png).
    return `${host}/${path}`;
  };
}

export function createHttpServices(client: KyInstance, config: Pick<RuntimeConfig, 'storageHost' | 'mapTileUrl' | 'geocoderUrl'>): FormServices {
  return {
    uploader: createUploader(client),
    dataSource: createDataSource(client),
    imageLibrary: createImageLibrary(client),
    geocoder: createNominatimGeocoder(config.geocoderUrl),
    assetUrl: createAssetUrl(config.storageHost),
    mapTileUrl: config.mapTileUrl,
  };
}
