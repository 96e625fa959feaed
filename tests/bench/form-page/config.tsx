import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../adapters/http/query.ts';
import { FormServicesProvider, RawConfigForm, ZhProvider } from '../../../adapters/antd/index.ts';
import { benchFormServices } from '../fake-form-services.ts';
import { appTheme, DEFAULT_FONT_SIZE, ORGANIZATION_COLOR } from '../../../app/state/preferences.ts';
import { mountBench } from './measure.tsx';
// ConfigForm as the app ships it: antd's rules made at build time (vite.antd-styles.ts) for the app's theme
import 'virtual:antd-static.css';
import { CONFIG, FIELD_COUNT, INITIAL_VALUES } from './shared.ts';

const queryClient = createQueryClient();
const theme = appTheme(ORGANIZATION_COLOR, DEFAULT_FONT_SIZE);
mountBench(FIELD_COUNT, (key) => (
  <QueryClientProvider client={queryClient}>
    <ZhProvider theme={theme}>
      <FormServicesProvider value={benchFormServices}>
        <RawConfigForm key={key} config={CONFIG} initialValues={INITIAL_VALUES} onSubmit={() => undefined} />
      </FormServicesProvider>
    </ZhProvider>
  </QueryClientProvider>
));
