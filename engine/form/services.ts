import type { CoordSystem } from '../geo/coords.ts';
import type { SelectOption } from './field-types/shape.ts';

// What form widgets need from the outside world, declared here so the engine and the stories
// can describe them without HTTP; adapters/http and adapters/map implement them, and tests may
// pass fakes. Every method may reject with an Error whose message is shown to the user.

/** The file facts the engine checks; a browser File has them all. */
export interface UploadFile {
  name: string;
  size: number;
  type: string;
}

/**
 * A cancellation signal; the browser's AbortSignal fits (the engine is compiled without DOM
 * types, so it names only what it needs).
 */
export interface AbortSignalLike {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** `cropped`: the cropper's output (admin/common/upload-img, spec section 7). */
export type UploadKind = 'image' | 'file' | 'video' | 'cropped';

export interface UploadRequest<F extends UploadFile = UploadFile> {
  file: F;
  kind: UploadKind;
  /** 0 to 100 as the bytes leave. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignalLike;
}

/** Sends a file (common/upload-img, common/upload-file, common/upload-video) and gives its URL. */
export interface Uploader {
  /** The stored path and the user's own file name (spec section 3, File item: image, desc). */
  upload(request: UploadRequest): Promise<{ url: string; name?: string | undefined }>;
}

export interface OptionsRequest {
  /** data_source or child_source of the select config. */
  url: string;
  params: Record<string, string | number>;
  signal?: AbortSignalLike;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/** Remote options of select, radio, tag, category-org-tag and search-page fields. */
export interface DataSource {
  /** Every option of a source (a tree when the server sends children). */
  options(request: OptionsRequest): Promise<SelectOption[]>;
  /** One page of a paged search (search-page: page, page_size, name). */
  page(request: OptionsRequest & { page: number; pageSize: number; name: string }): Promise<Page<SelectOption>>;
}

export interface LibraryImage {
  id: string | number;
  /** As stored: may be relative to the object-storage host. */
  image: string;
  tags: { id: string | number; name: string }[];
}

/** The image library (image-bases, image-base-tags): 30 images and 20 tags a page. */
export interface ImageLibrary {
  images(query: { tagId?: string | number | undefined; page: number; pageSize: number }): Promise<Page<LibraryImage>>;
  tags(query: { page: number; pageSize: number }): Promise<Page<{ id: string | number; name: string }>>;
}

export interface GeoPoint {
  lng: number;
  lat: number;
  address: string;
}

/** Address <-> coordinates (default: a Nominatim-compatible service from the runtime config). */
export interface Geocoder {
  search(address: string, signal?: AbortSignalLike): Promise<GeoPoint[]>;
  reverse(lng: number, lat: number, signal?: AbortSignalLike): Promise<string>;
}

/** Everything a generated form may call; <ConfigForm> takes it through a React context. */
/** What a stored path is shown as: an image (may be a data: image) or a file link (never data:). */
export type AssetKind = 'image' | 'file';

export interface FormServices {
  uploader: Uploader;
  dataSource: DataSource;
  imageLibrary: ImageLibrary;
  geocoder: Geocoder;
  /**
   * A stored path as a URL: relative paths get the object-storage host (spec section 9); '' for
   * one that would leave the site unasked (`//other.host/…`, `javascript:`, `data:` but for an image).
   */
  assetUrl(path: string, kind?: AssetKind): string;
  /** Map tiles ({z}/{x}/{y} template) from the runtime configuration. */
  mapTileUrl: string;
  /** The rest of the map provider (runtime config `map`); absent: OSM-style tiles in the API's own system. */
  map?: MapView;
}

/**
 * How the map picker draws and converts: the provider's tile subdomains and attribution, and the
 * coordinate systems of its tiles (and geocoder answers) and of the API. The picker works in
 * `tileCoords` and gives the form `apiCoords`.
 * { subdomains: '1234', attribution: '© 高德地图', tileCoords: 'gcj02', apiCoords: 'gcj02' }
 */
export interface MapView {
  subdomains: string;
  attribution: string;
  /** A second layer drawn over the tiles (Tianditu's labels); '' for none. */
  labelUrl: string;
  tileCoords: CoordSystem;
  apiCoords: CoordSystem;
  /** Said on the map itself, e.g. that its tiles are stand-ins (runtime-config.json map.notice); '' for none. */
  notice?: string;
}
