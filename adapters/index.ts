// The adapters' root door: the runtime configuration (deploy's check reads it in Node). Each room
// of adapters/ has its own door: form/, list/, ui/, drafts/, payment/, http/, api/, map/
// (README, Where things live); a room imports another only through it (eslint.config.js).
export { loadRuntimeConfig, parseRuntimeConfig, RUNTIME_CONFIG_DEFAULTS, RUNTIME_CONFIG_FILE, type RuntimeConfig, RuntimeConfigError } from './runtime-config.ts';
