// The ui room's door: what every screen shares: the antd provider and theme, the services'
// contexts, loading and failure (QueryState, RetryAlert), the outcome toasts, dialog keys and close
// guards, a draft's restore question (useDraft), safe HTML, screen widths and motion.
export { type DialogSave, UNPAID_QUESTION, useCloseGuard, useDialogSave } from './close-guard.ts';
export { holdKeys, installDialogKeys } from './dialog-keys.ts';
export { menuIcon } from './menu-icons.tsx';
export { type Outcome, useFeedback, useOutcome } from './feedback.tsx';
export { prefersReducedMotion } from './motion.ts';
export { preloadable, type Preloadable } from './preloadable.tsx';
export { type QueryLike, QueryState, type QueryStateProps, RetryAlert } from './query-state.tsx';
export { type RovingItemProps, useRoving } from './roving.ts';
export { SafeHtml, sanitizeHtml } from './safe-html.tsx';
export { SETTLED, settledQuestions, settledValue } from './settled.tsx';
export { Modal } from './modal.tsx';
export { DRAWER_BELOW, PHONE_BELOW, useNarrowerThan } from './screen.ts';
export { FormServicesProvider, ListServicesProvider, useFormServices, useListServices } from './services-context.tsx';
export { ZhProvider } from './zh-provider.tsx';
export { useAntdApp, useQuestions, warmAntdApp } from './light-app.tsx';
export { loadAntdStatics } from './statics-loader.ts';
export { askRestore, type Draft, type DraftSource, useDraft } from './use-draft.ts';
