import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../../../adapters/http/query.ts';
import { ConfigForm, FormServicesProvider, ZhProvider } from '../../../adapters/index.ts';
import type { FormServices } from '../../../engine/index.ts';
import { instrument } from './measure.ts';
import { CONFIG, FIELD_COUNT, INITIAL_VALUES } from './shared.ts';

instrument(FIELD_COUNT);
const none = async () => ({ items: [], total: 0 });
const services: FormServices = {
  uploader: { upload: async () => ({ url: '' }) },
  dataSource: { options: async () => [], page: none },
  imageLibrary: { images: none, tags: none },
  geocoder: { search: async () => [], reverse: async () => '' },
  assetUrl: (path) => path,
  mapTileUrl: '',
};
createRoot(document.getElementById('root') as HTMLElement).render(
  <QueryClientProvider client={createQueryClient()}>
    <ZhProvider>
      <FormServicesProvider value={services}>
        <ConfigForm config={CONFIG} initialValues={INITIAL_VALUES} onSubmit={() => undefined} />
      </FormServicesProvider>
    </ZhProvider>
  </QueryClientProvider>,
);
