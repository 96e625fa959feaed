export { ZhProvider } from './antd/zh-provider.tsx';
export {
  loadRuntimeConfig,
  parseRuntimeConfig,
  RUNTIME_CONFIG_FILE,
  RuntimeConfigError,
  runtimeConfigSchema,
  type RuntimeConfig,
} from './runtime-config.ts';
