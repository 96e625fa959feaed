export { ZhProvider } from './antd/zh-provider.tsx';
export { ConfigErrors, ConfigForm, FormServicesProvider, useFormServices, type ConfigFormProps } from './antd/index.ts';
export {
  loadRuntimeConfig,
  parseRuntimeConfig,
  RUNTIME_CONFIG_FILE,
  RuntimeConfigError,
  RUNTIME_CONFIG_DEFAULTS,
  type RuntimeConfig,
} from './runtime-config.ts';
