// The map adapter's front door: the providers and their settings (the picker itself loads lazily, inside adapters/).
export { MAP_PROVIDERS, resolveMap } from './providers.ts';
