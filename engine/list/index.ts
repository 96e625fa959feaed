export { compileList, sortParams, type ApiRequest, type ListSort, type CompiledColumn, type CompiledList, type CompiledRowAction, type CompiledToolbarButton, type Confirm, type DeleteAsk, type DialogKind, type Effect, type Id, type ListContext, type Row } from './compile.ts';
export { LIST_MESSAGES } from './messages.ts';
export { type ListAnswer, type ListServices } from './services.ts';
export { CONTENT_IMAGES_FORM, contentErrors, NEW_TEACHER_FORM, newTeacherErrors } from './dialog-forms.ts';
