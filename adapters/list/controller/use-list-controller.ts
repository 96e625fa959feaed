import { useCallback, useEffect, useMemo, useState } from 'react';
import { sortParams, type CompiledList, type ListServices, type Row } from '../../../engine/index.ts';
import { errorMessage, isNotFound } from '../../http/index.ts';
import type { ListViewState } from './list-state.ts';
import type { ListFeedback } from './feedback.ts';
import { useListActions, type ListActions, type OpenDialog } from './use-list-actions.ts';
import { useListData, type ListData } from './use-list-data.ts';
import { useReopenedDraft } from './use-reopened-draft.ts';

// The list page's controller (after react-admin's useListController): the rows of the page in
// view (useListData), what the buttons, row actions and switches do (useListActions), the
// selected rows, the dialog open at the moment, and the page, page size, search and sort. It
// draws nothing: <ListBase> hands it to whatever view renders the page.

export interface ListSelection {
  keys: (string | number)[];
  rows: Row[];
}
const NOTHING_SELECTED: ListSelection = { keys: [], rows: [] };

const LOAD_FAILED = '列表加载失败，请稍后再试';

export interface ListControllerOptions {
  /** The toasts and confirms of the view. */
  feedback: ListFeedback;
  /** The page size when the URL names none (the config's). */
  defaultPageSize?: number | undefined;
  /** The page, page size and filters to open with (from the URL: list-state.ts). */
  initialState?: Partial<ListViewState> | undefined;
  /** Told the page, page size and filters whenever they change, with the default page size. */
  onStateChange?: ((state: ListViewState, defaultPageSize: number) => void) | undefined;
}

export interface ListController {
  list: CompiledList;
  services: ListServices;
  /** The rows, total, loading and failure, page, page size, search values and sort, and their changes. */
  data: ListData;
  selection: ListSelection;
  select(keys: (string | number)[], rows: Row[]): void;
  /** 查询 / 重置: new search values from page 1; the selection clears. */
  search(values: Record<string, unknown>): void;
  actions: ListActions;
  /** The dialog open, if any. */
  dialog: OpenDialog | null;
  closeDialog(): void;
  /** `dialog` succeeded: it closes (unless another is open by now), the selection clears and the list reloads. */
  dialogDone(dialog: OpenDialog): void;
}

export function useListController(list: CompiledList, services: ListServices, options: ListControllerOptions): ListController {
  const { feedback, defaultPageSize = list.paging.pageSize, initialState, onStateChange } = options;
  const onLoadError = useCallback(
    (error: unknown) => {
      // shown in place (with 重试); a 404 also raises no toast (spec section 8: 404 ignored)
      if (!isNotFound(error)) feedback.failed(error, LOAD_FAILED);
      return errorMessage(error, LOAD_FAILED);
    },
    [feedback],
  );
  const data = useListData(list, services, onLoadError, defaultPageSize, initialState);
  const { page, pageSize, query, sort, reload, search: searchData } = data;
  useEffect(() => {
    onStateChange?.({ page, pageSize, query, sort }, defaultPageSize);
  }, [page, pageSize, query, sort, defaultPageSize, onStateChange]);

  const [selection, setSelection] = useState<ListSelection>(NOTHING_SELECTED);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

  const done = useCallback(() => {
    setSelection(NOTHING_SELECTED);
    reload({ quiet: true });
  }, [reload]);
  const search = useCallback(
    (values: Record<string, unknown>) => {
      setSelection(NOTHING_SELECTED);
      searchData(values);
    },
    [searchData],
  );
  const select = useCallback((keys: (string | number)[], rows: Row[]) => setSelection({ keys, rows }), []);
  const closeDialog = useCallback(() => setDialog(null), []);
  const dialogDone = useCallback(
    (finished: OpenDialog) => {
      // a dialog left while its save went on closes nothing when it ends: another may be open
      setDialog((open) => (open === finished ? null : open));
      done();
    },
    [done],
  );
  // the export gets the search and the sort the list call got, so the file has the table's order
  const inUse = useMemo(() => ({ ...query, ...sortParams(sort) }), [query, sort]);
  // a dialog whose draft was kept as the page went (a reload) opens again, once the rows are in
  useReopenedDraft(list, data.rows, !data.loading || data.error !== null, setDialog);
  const actions = useListActions({ list, services, selected: selection.rows, query: inUse, onDone: done, openDialog: setDialog, feedback });

  return { list, services, data, selection, select, search, actions, dialog, closeDialog, dialogDone };
}
