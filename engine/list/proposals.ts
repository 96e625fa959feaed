import { TOOLBAR_BUTTONS, TOOLBAR_CALLS, type ListCall, type ToolbarButton } from '../config/list-config.ts';
import { ROW_ACTION_REGISTRY, ROW_ACTIONS, type RowActionKind } from './row-actions.ts';

// What a page's calls make possible (issue 60 item 4): the toolbar buttons and row actions whose
// call the page configures, as the toolbar and the row actions themselves decide what to show
// (TOOLBAR_CALLS, ROW_ACTION_REGISTRY), so the studio proposes only what the app would show.

export interface ProposedActions {
  toolbar: ToolbarButton[];
  rowActions: RowActionKind[];
}

/**
 * The buttons and row actions `calls` allow, in the registries' order, less those already
 * `present`; 新增, 编辑 and 详情 only with a form (they show it).
 * actionsForCalls(['list', 'add', 'update', 'delete'], true)
 *   -> {toolbar: ['add', 'batch_delete'], rowActions: ['edit', 'delete']}
 */
export function actionsForCalls(calls: readonly string[], hasForm: boolean, present: { toolbar?: readonly string[]; rowActions?: readonly string[] } = {}): ProposedActions {
  const has = (call: ListCall) => calls.includes(call);
  return {
    toolbar: TOOLBAR_BUTTONS.filter((button) => has(TOOLBAR_CALLS[button]) && (button !== 'add' || hasForm) && !present.toolbar?.includes(button)),
    rowActions: ROW_ACTIONS.filter((kind) => {
      const spec = ROW_ACTION_REGISTRY[kind];
      return has(spec.call) && (!('needsForm' in spec) || hasForm) && !present.rowActions?.includes(kind);
    }),
  };
}
