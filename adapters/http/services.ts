import type { KyInstance } from 'ky';
import { contracts, type AssetKind, type DataSource, type FormServices, type ImageLibrary, type Uploader } from '../../engine/index.ts';
import { MAP_SETTINGS_DEFAULTS, type MapSettings, resolveMap } from '../map/index.ts';
import type { RuntimeConfig } from '../index.ts';
import { readParsed } from './client.ts';

// The FormServices of the real app: uploads, remote options, the image library and the geocoder
// over HTTP, and the object-storage host for relative paths (spec section 9).

const { libraryImage, libraryTag, listOrPage } = contracts;

const params = (values: Record<string, string | number | undefined>): Record<string, string | number> =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''));

/** The remote options, loaded with the first call (plain-options.ts: the login page asks for none). */
export function createDataSource(client: KyInstance): DataSource {
  let source: Promise<DataSource> | undefined;
  // a chunk that failed to load (a deploy meanwhile, the network) is asked for again by the next call
  const load = () =>
    (source ??= import('./plain-options.ts').then(
      ({ httpDataSource }) => httpDataSource(client),
      (error: unknown) => {
        source = undefined;
        throw error;
      },
    ));
  return {
    options: async (request) => (await load()).options(request),
    page: async (request) => (await load()).page(request),
  };
}

export function createImageLibrary(client: KyInstance): ImageLibrary {
  return {
    async images({ tagId, page, pageSize }) {
      const answer = await readParsed(client.get('common/image-bases', { searchParams: params({ tag_id: tagId, page, page_size: pageSize }) }), listOrPage(libraryImage));
      return { total: answer.total, items: answer.items.map((item) => ({ id: item.id, image: item.image, tags: item.tags ?? [] })) };
    },
    async tags({ page, pageSize }) {
      return readParsed(client.get('common/image-base-tags', { searchParams: { page, page_size: pageSize } }), listOrPage(libraryTag));
    },
  };
}

/**
 * A stored path as a URL (spec section 9): absolute http(s) URLs, blob: previews and paths from the
 * root ("/…") are kept; other paths get the object-storage host, or '/' without one. What would
 * leave the site unasked is refused (''): a scheme-relative `//other.host/x.png`, a `javascript:`
 * or other scheme, and a `data:` URL anywhere but an image (issue 33 item 7).
 * createAssetUrl('https://oss.x.cn')('upload/a.png') -> 'https://oss.x.cn/upload/a.png'
 * createAssetUrl('')('//evil.example/x.png') -> ''
 */
export function createAssetUrl(storageHost: string): (path: string, kind?: AssetKind) => string {
  const host = storageHost.replace(/\/+$/, '');
  return (path, kind = 'image') => {
    if (path === '') return path;
    if (path.startsWith('//') || path.startsWith('/\\') || path.startsWith('\\')) return '';
    if (path.startsWith('/') || /^(https?:|blob:)/i.test(path)) return path;
    if (/^data:/i.test(path)) return kind === 'image' && /^data:image\//i.test(path) ? path : '';
    // any other scheme (javascript:, file:, vbscript:) is not a stored path
    if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return '';
    // Without a storage host the files are the API's own: from the site root, whatever the
    // current route's depth (uploads/x.png on /fxl-school/major is /uploads/x.png).
    return `${host}/${path}`;
  };
}

/**
 * The uploader, its code (the XHR with progress, the endpoints) fetched at the first upload: every
 * screen builds these services, the login screen too (issue 55: /login's 150 kB).
 */
function lazyUploader(client: KyInstance): Uploader {
  let loading: Promise<Uploader> | undefined;
  return {
    upload: async (request) => (await (loading ??= import('./upload.ts').then((upload) => upload.createUploader(client)))).upload(request),
  };
}

export function createFormServices(client: KyInstance, config: Pick<RuntimeConfig, 'storageHost' | 'mapTileUrl' | 'geocoderUrl'> & { map?: MapSettings }): FormServices {
  const map = resolveMap(config.map ?? MAP_SETTINGS_DEFAULTS, config);
  return {
    uploader: lazyUploader(client),
    dataSource: createDataSource(client),
    imageLibrary: createImageLibrary(client),
    geocoder: map.geocoder,
    assetUrl: createAssetUrl(config.storageHost),
    mapTileUrl: map.tileUrl,
    map: map.view,
  };
}
