export { ZhProvider } from './antd/zh-provider.tsx';
export { ConfigErrors, ConfigForm, ConfigList, FormServicesProvider, RawConfigForm, useFormServices, type ConfigFormProps, type ConfigListProps, type RawConfigFormProps } from './antd/index.ts';
export {
  loadRuntimeConfig,
  parseRuntimeConfig,
  RUNTIME_CONFIG_FILE,
  RuntimeConfigError,
  RUNTIME_CONFIG_DEFAULTS,
  type RuntimeConfig,
} from './runtime-config.ts';
