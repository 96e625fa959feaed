import { TOOLBAR_CALLS, type ListCall, type ToolbarButton } from '../config/list-config.ts';
import { LIST_MESSAGES } from './messages.ts';
import { filled, idsOf, type ListRequests, type Row } from './requests.ts';
import { callEffect, type DeleteAsk, type Effect } from './row-actions.ts';

// The toolbar of a list page (spec section 2, Generic list page): template download and import
// of majors, add, batch pin and unpin, batch enable and disable, batch delete, export. A button
// shows when its call is configured (add: and the page has a form).

export interface CompiledToolbarButton {
  kind: ToolbarButton;
  label: string;
  /** Batch buttons act on the selected rows; without any, `emptyMessage` is shown instead. */
  batch: boolean;
  emptyMessage?: string | undefined;
  effect: Effect;
}

interface ToolbarSpec {
  label: string;
  batch: boolean;
  emptyMessage?: string;
  effect: Effect;
}

export function compileToolbar(
  buttons: readonly ToolbarButton[],
  requests: ListRequests,
  options: { title: string; hasForm: boolean; deleteAsk?: DeleteAsk | undefined },
): CompiledToolbarButton[] {
  const { title, deleteAsk } = options;
  const batchCall = (call: ListCall, content: string | undefined, body: (rows: Row[]) => Record<string, unknown>, ask?: DeleteAsk) =>
    callEffect(requests, call, content, (rows) => ({ body: body(rows) }), ask);
  const batch = { batch: true, emptyMessage: LIST_MESSAGES.noSelection };
  const TOOLBAR: Record<ToolbarButton, ToolbarSpec> = {
    template: { label: LIST_MESSAGES.template, batch: false, effect: { kind: 'download', fileName: `${title}导入模板.xlsx`, request: () => requests.must('template') } },
    import: { label: LIST_MESSAGES.import, batch: false, effect: { kind: 'dialog', dialog: 'import' } },
    add: { label: LIST_MESSAGES.add, batch: false, effect: { kind: 'dialog', dialog: 'add' } },
    batch_top: { label: LIST_MESSAGES.batchTop, ...batch, effect: { kind: 'dialog', dialog: 'top_settings' } },
    batch_untop: {
      label: LIST_MESSAGES.batchUntop,
      batch: true,
      emptyMessage: LIST_MESSAGES.noSelectionUntop,
      effect: batchCall('top', LIST_MESSAGES.confirmBatchUntop, (rows) => ({ ids: idsOf(rows), top_sort: 0 })),
    },
    batch_active: { label: LIST_MESSAGES.batchActive, ...batch, effect: batchCall('active', undefined, (rows) => ({ ids: idsOf(rows), active: 1 })) },
    batch_inactive: { label: LIST_MESSAGES.batchInactive, ...batch, effect: batchCall('active', undefined, (rows) => ({ ids: idsOf(rows), active: 0 })) },
    batch_delete: { label: LIST_MESSAGES.batchDelete, ...batch, effect: batchCall('delete', LIST_MESSAGES.confirmBatchDelete, (rows) => ({ ids: idsOf(rows) }), deleteAsk) },
    export: {
      label: LIST_MESSAGES.export,
      batch: false,
      effect: { kind: 'download', fileName: `${title}.xlsx`, request: (_rows, search = {}) => requests.must('export', { query: filled(search) }) },
    },
  };
  return buttons
    .filter((kind) => kind !== 'add' || options.hasForm)
    .filter((kind) => requests.has(TOOLBAR_CALLS[kind]))
    .map((kind) => ({ kind, ...TOOLBAR[kind] }));
}

/**
 * The import's preview opens this long after the upload answered (spec section 4), in the
 * import dialog and as the preview bench counts it (tests/bench/import-preview.ts).
 */
export const IMPORT_PREVIEW_DELAY_MS = 1000;
