export { ConfigErrors, ConfigForm, type ConfigFormProps } from './config-form.tsx';
export { FormServicesProvider, useFormServices } from './services-context.tsx';
export { WIDGETS } from './widgets/index.ts';
export { ZhProvider } from './zh-provider.tsx';
