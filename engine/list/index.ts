export { compileList, type ApiRequest, type CompiledColumn, type CompiledList, type CompiledRowAction, type CompiledToolbarButton, type Confirm, type DialogKind, type Effect, type Id, type ListContext, type Row } from './compile.ts';
export { LIST_MESSAGES } from './messages.ts';
export type { ListAnswer, ListServices } from './services.ts';
