import type { ComponentType } from 'react';
import type { CompiledList, DialogKind, FormConfig, ListServices, Row } from '../../../engine/index.ts';

// The contract between <ConfigList> and its dialogs (spec section 2, Generic list page:
// add, edit, edit phone, detail, pin settings, confirm logs, import, course content, teaching
// teachers, payment QR). ConfigList opens one dialog at a time with these props.

export interface ListDialogProps {
  kind: DialogKind;
  /** The page's compiled list-config: its calls (`list.request(...)`), title, paging. */
  list: CompiledList;
  /** The page's form-config (add, edit, detail), parsed; undefined when the page has none. */
  form?: FormConfig | undefined;
  /** The row a row action was clicked on. */
  row?: Row | undefined;
  /** The selected rows, for toolbar buttons acting on a selection. */
  rows?: Row[] | undefined;
  services: ListServices;
  /** Closes the dialog (cancel). What the user typed is kept until then. */
  onClose(): void;
  /** The action succeeded (the message 操作成功): ConfigList closes the dialog and refreshes the list. */
  onDone(): void;
}

export type ListDialog = ComponentType<ListDialogProps>;
