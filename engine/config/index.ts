export * from './form-config.ts';
export * from './list-config.ts';
export * from './menu.ts';
export * from './component-keys.ts';
export { parseFormConfig, parseListConfig, parseMenuComponent, parsePart, prefixErrors, unknownKeyMessage, fieldKeys, type ConfigError, type ParseResult } from './parse.ts';
export { apiCall, flag, looseNumber, sameId, type ApiCall } from './primitives.ts';
export { normaliseField, ORGANISATION_CATEGORIES_SOURCE, SELECT_CONFIG_KEYS } from './legacy.ts';
export { NAME_AUTH_PATHS, ROUTE_PATHS, type RoutePath } from './route-paths.ts';
export * from './page-notes.ts';
