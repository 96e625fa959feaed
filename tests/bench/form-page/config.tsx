import { ConfigPage } from './config-page.tsx';
import { mountBench } from './measure.tsx';
// ConfigForm as the app ships it: antd's rules made at build time (build/antd-styles.ts) for the app's theme
import 'virtual:antd-static.css';
import { FIELD_COUNT } from './shared.ts';

// ConfigForm's page of the form bench (config-page.tsx), mounted with the bench's instruments.
mountBench(FIELD_COUNT, (key) => <ConfigPage formKey={key} />);
