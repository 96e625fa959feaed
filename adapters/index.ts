export { ZhProvider } from './antd/zh-provider.tsx';
export {
  ConfigErrors,
  ConfigForm,
  ConfigList,
  RawConfigForm,
  FormServicesProvider,
  ListBase,
  ListServicesProvider,
  useFormServices,
  useListContext,
  useListServices,
  type ConfigFormProps,
  type ConfigListProps,
  type ListBaseProps,
  type RawConfigFormProps,
} from './antd/index.ts';
export {
  loadRuntimeConfig,
  parseRuntimeConfig,
  RUNTIME_CONFIG_FILE,
  RuntimeConfigError,
  RUNTIME_CONFIG_DEFAULTS,
  type RuntimeConfig,
} from './runtime-config.ts';
export { DraftAccountProvider, type DraftAccount } from './draft-account.ts';
export { clearAccountDrafts, clearDraft, readDraft, saveDraft, scrubDrafts } from './drafts.ts';
export { useSubmitOnce, type SubmitOnce } from './submit-once.ts';
