// The adapters' front door for what needs no UI library: the runtime configuration, the drafts
// kept per account and the submit-once guard (the deploy check reads it in Node). Each adapter
// folder has its own door: http/, api/, antd/ (the generated forms and lists), map/.
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
export { DRAWER_BELOW, PHONE_BELOW, useNarrowerThan } from './screen.ts';
