// The map room's front door: the providers and their settings, and what the coordinate field
// shows. The picker dialog (leaflet with it) is a chunk of its own, imported lazily by its file:
// through this door it would close a loop (http reads the settings here, the dialog uses ui).
export { MAP_PROVIDERS, resolveMap } from './providers.ts';
export { MAP_SETTINGS_DEFAULTS, type MapSettings, parseMapSettings } from './map-settings.ts';
export { coordinateText, DEFAULT_POINT } from './use-map-picker.ts';
