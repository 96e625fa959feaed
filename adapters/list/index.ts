// The list room's door: <ConfigList> and its parts (view/), the headless controller (controller/:
// no UI library, tests/lint/headless.test.ts) and the row-action dialogs (dialogs/).
export { type ListBaseValue, type ListController, type ListFeedback, readPage, useListContext, useListController } from './controller/index.ts';
export { LIST_PARAMS, type ListViewState, readListState, writeListState } from './controller/list-state.ts';
export { ListDialogHost } from './dialogs/dialog-host.tsx';
export { preloadRecordDialogs } from './dialogs/form-dialogs.ts';
export { ConfigList, type ConfigListProps, ListView } from './view/config-list.tsx';
export { ListBase, type ListBaseProps } from './view/list-base.tsx';
export { ListTable } from './view/list-table.tsx';
export { ListToolbar } from './view/list-toolbar.tsx';
export { SearchBar } from './view/search-bar.tsx';
