import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../adapters/http/query.ts';
import { ConfigForm } from '../../../adapters/form/index.ts';
import { FormServicesProvider, ZhProvider } from '../../../adapters/ui/index.ts';
import { parseFormConfig } from '../../../engine/index.ts';
import { benchFormServices } from '../fake-form-services.ts';
import { appTheme, DEFAULT_FONT_SIZE, ORGANIZATION_COLOR } from '../../../app/state/preferences.ts';
import { mountBench } from './measure.tsx';
// ConfigForm as the app ships it: antd's rules made at build time (build/antd-styles.ts) for the app's theme
import 'virtual:antd-static.css';
import { CONFIG, FIELD_COUNT, INITIAL_VALUES } from './shared.ts';

// The config is parsed where it arrives, before the form is mounted, as the app does (a list page
// parses its form-config when the page's configs arrive, so 新增 opens a parsed one) and as the
// hand page builds its schema when its module loads: the clock of both starts at the mount. The
// "from navigation" figures count the parse.
const parsed = parseFormConfig(CONFIG);
if (!parsed.ok) throw new Error(`bench config: ${parsed.errors.map((error) => `${error.path}: ${error.message}`).join('; ')}`);
const queryClient = createQueryClient();
const theme = appTheme(ORGANIZATION_COLOR, DEFAULT_FONT_SIZE);
mountBench(FIELD_COUNT, (key) => (
  <QueryClientProvider client={queryClient}>
    <ZhProvider theme={theme}>
      <FormServicesProvider value={benchFormServices}>
        <ConfigForm key={key} config={parsed.config} warnings={parsed.warnings} initialValues={INITIAL_VALUES} onSubmit={() => undefined} />
      </FormServicesProvider>
    </ZhProvider>
  </QueryClientProvider>
));
