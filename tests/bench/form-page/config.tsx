import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../adapters/http/query.ts';
import { FormServicesProvider, RawConfigForm, ZhProvider } from '../../../adapters/antd/index.ts';
import { benchFormServices } from '../fake-form-services.ts';
import { mountBench } from './measure.tsx';
import { CONFIG, FIELD_COUNT, INITIAL_VALUES } from './shared.ts';

const queryClient = createQueryClient();
mountBench(FIELD_COUNT, (key) => (
  <QueryClientProvider client={queryClient}>
    <ZhProvider>
      <FormServicesProvider value={benchFormServices}>
        <RawConfigForm key={key} config={CONFIG} initialValues={INITIAL_VALUES} onSubmit={() => undefined} />
      </FormServicesProvider>
    </ZhProvider>
  </QueryClientProvider>
));
