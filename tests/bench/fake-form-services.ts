import type { FormServices } from '../../engine/index.ts';

// The form services of the bench pages (form-page, list-page): nothing is uploaded, looked up or
// offered, so the figures measure rendering only.
const none = async () => ({ items: [], total: 0 });

export const benchFormServices: FormServices = {
  uploader: { upload: async () => ({ url: '' }) },
  dataSource: { options: async () => [], page: none },
  imageLibrary: { images: none, tags: none },
  geocoder: { search: async () => [], reverse: async () => '' },
  assetUrl: (path) => path,
  mapTileUrl: '',
};
