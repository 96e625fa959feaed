// The list page's controller without any antd: data, actions, selection, the open dialog, page
// and sort (useListController), and the context <ListBase> gives its views.
export { type ConfirmRequest, type ListFeedback, type Outcome } from './feedback.ts';
export { ListBaseContext, useListContext, type ListBaseValue } from './list-context.ts';
export { rowKey, switchKey, toolbarKey, useBusy, useListActions, type ListActions, type ListActionsOptions, type OpenDialog } from './use-list-actions.ts';
export { useListController, type ListController, type ListControllerOptions, type ListSelection } from './use-list-controller.ts';
export { readPage, useListData, type ListData } from './use-list-data.ts';
