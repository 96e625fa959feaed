export { ConfigList, type ConfigListProps } from './config-list.tsx';
export type { PageNotes } from './page-notes.ts';
export { RECHARGE_PATH, type RechargeProps } from './recharge-block.tsx';
export { useOutcome, type Outcome } from './outcome.ts';
export { LIST_PARAMS, readListState, writeListState, type ListViewState } from './list-state.ts';
