import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../adapters/http/query.ts';
import { ConfigForm } from '../../../adapters/form/index.ts';
import { FormServicesProvider, ZhProvider } from '../../../adapters/ui/index.ts';
import { parseFormConfig } from '../../../engine/index.ts';
import { benchFormServices } from '../fake-form-services.ts';
import { appTheme, DEFAULT_FONT_SIZE, ORGANIZATION_COLOR } from '../../../app/state/preferences.ts';
import { CONFIG, INITIAL_VALUES } from './shared.ts';

// The config is parsed where it arrives, before the form is mounted, as the app does (a list page
// parses its form-config when the page's configs arrive, so 新增 opens a parsed one) and as the
// hand page builds its schema when its module loads: the clock of both starts at the mount. The
// "from navigation" figures count the parse.
const parsed = parseFormConfig(CONFIG);
if (!parsed.ok) throw new Error(`bench config: ${parsed.errors.map((error) => `${error.path}: ${error.message}`).join('; ')}`);
const { config, warnings } = parsed;
const queryClient = createQueryClient();
const theme = appTheme(ORGANIZATION_COLOR, DEFAULT_FONT_SIZE);

/** ConfigForm's page (a new form for each `formKey`), as the bench mounts it and the work-count test renders it. */
export function ConfigPage({ formKey }: { formKey?: number }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ZhProvider theme={theme}>
        <FormServicesProvider value={benchFormServices}>
          <ConfigForm key={formKey} config={config} warnings={warnings} initialValues={INITIAL_VALUES} onSubmit={() => undefined} />
        </FormServicesProvider>
      </ZhProvider>
    </QueryClientProvider>
  );
}
