import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../adapters/http/query.ts';
import { ConfigForm, FormServicesProvider, ZhProvider } from '../../../adapters/index.ts';
import type { FormServices } from '../../../engine/index.ts';
import { mountBench } from './measure.tsx';
import { CONFIG, FIELD_COUNT, INITIAL_VALUES } from './shared.ts';

const none = async () => ({ items: [], total: 0 });
const services: FormServices = {
  uploader: { upload: async () => ({ url: '' }) },
  dataSource: { options: async () => [], page: none },
  imageLibrary: { images: none, tags: none },
  geocoder: { search: async () => [], reverse: async () => '' },
  assetUrl: (path) => path,
  mapTileUrl: '',
};
const queryClient = createQueryClient();
mountBench(FIELD_COUNT, (key) => (
  <QueryClientProvider client={queryClient}>
    <ZhProvider>
      <FormServicesProvider value={services}>
        <ConfigForm key={key} config={CONFIG} initialValues={INITIAL_VALUES} onSubmit={() => undefined} />
      </FormServicesProvider>
    </ZhProvider>
  </QueryClientProvider>
));
