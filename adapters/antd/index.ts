export { ConfigErrors, ConfigForm, RawConfigForm, type ConfigFormProps, type RawConfigFormProps } from './config-form.tsx';
export {
  ConfigList,
  ListBase,
  ListDialogHost,
  ListTable,
  ListToolbar,
  ListView,
  preloadRecordDialogs,
  RECHARGE_PATH,
  readListState,
  SearchBar,
  useListContext,
  useListController,
  writeListState,
  type ConfigListProps,
  type ListBaseProps,
  type ListBaseValue,
  type ListViewState,
  type PageNotes,
  type RechargeProps,
} from './config-list/index.ts';
export { FormServicesProvider, ListServicesProvider, useFormServices, useListServices } from './services-context.tsx';
export { WIDGETS } from './widgets/index.ts';
export { holdKeys, installDialogKeys } from './dialog-keys.ts';
export { ZhProvider } from './zh-provider.tsx';
export { PAY_CHANNELS, PaymentQrModal, type PaymentCalls } from './payment/index.ts';
export { QueryState, RetryAlert, type QueryLike, type QueryStateProps } from './query-state.tsx';
export { differsFrom, fieldProblem, sameAs, zodRules, type ZodRuleOptions } from './zod-rules.ts';
export { useDialogSave } from './close-guard.ts';
export { useFeedback, useOutcome } from './feedback.tsx';
export { ImageCropper, preloadCropper } from './cropper/index.ts';
export { MobileCodeFields, typedMobileCode, type MobileCodeApi, type MobileCodeMemory, type MobileCodeValues } from './mobile-code/index.ts';
export { SafeHtml } from './safe-html.tsx';
export { preloadable, type Preloadable } from './preloadable.tsx';
export { askRestore, useDraft } from './use-draft.ts';
export { focusFirstError, validFields } from './valid-fields.ts';
export { markServerErrors } from './server-errors.ts';
export { currentOf, formConflictModel, shownValue, useRecordConflicts, type ConflictModel, type Current, type RecordConflicts, type SendChecked } from './record-conflict.tsx';
