// The form room's door: <ConfigForm> and its Formily parts, the widgets of every field type, the
// uploads, the cropper and the image library, the mobile-code fields, the zod rules, server errors
// on fields and the record-conflict model.
export { ConfigErrors, ConfigForm, type ConfigFormProps, RawConfigForm, type RawConfigFormProps, useConfigWarnings } from './config-form.tsx';
export { ImageCropper, preloadCropper } from './cropper/index.ts';
export { formValues } from './form-values.ts';
export { type MobileCodeApi, MobileCodeFields, type MobileCodeMemory, type MobileCodeValues, typedMobileCode } from './mobile-code/index.ts';
export { type ConflictModel, type Current, currentOf, formConflictModel, type RecordConflicts, type SendChecked, shownValue, useRecordConflicts } from './record-conflict.tsx';
export { ConfigSchemaField } from './schema-field.tsx';
export { antdErrors, applyServerErrors, formilyErrors, type ErrorTarget, type ServerErrors, type ServerMark } from './server-errors.ts';
export { FilePicker, PendingList, useUploads } from './uploads/upload-helpers.tsx';
export { focusFirstError, validFields } from './valid-fields.ts';
export { WIDGETS } from './widgets/index.ts';
export { optionsQuery } from './widgets/use-options.ts';
export { namesOf as pinyinNamesOf, usePinyinMatch } from './widgets/pinyin-search.ts';
export { SEARCH_DELAY_MS, type SearchPage, useSearchPages } from './widgets/use-search-pages.ts';
export { differsFrom, fieldProblem, sameAs, type ZodRuleOptions, zodRules } from './zod-rules.ts';
