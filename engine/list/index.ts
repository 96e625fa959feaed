export { compileList, type CompiledList } from './compile.ts';
export { type CompiledColumn } from './columns.ts';
export { sortParams, type ApiRequest, type FixedCall, type Id, type ListContext, type ListSort, type Row } from './requests.ts';
export { OWN_ROUTE_CALLS, ROW_ACTION_REGISTRY, rowActionLabel, type CompiledRowAction, type Confirm, type DeleteAsk, type DialogKind, type Effect } from './row-actions.ts';
export { IMPORT_PREVIEW_DELAY_MS, type CompiledToolbarButton } from './toolbar.ts';
export { LIST_MESSAGES } from './messages.ts';
export { type ListAnswer, type ListServices } from './services.ts';
export { CONTENT_IMAGES_FORM, contentErrors, NEW_TEACHER_FORM, newTeacherErrors } from './dialog-forms.ts';
