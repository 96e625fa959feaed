import { createContext, useContext } from 'react';
import type { FormConfig } from '../../../engine/index.ts';
import type { ListController } from './use-list-controller.ts';

// What <ListBase> gives the views of a list page (the table, toolbar, search bar, dialog host, or
// a bespoke screen's own): the controller, and the page's form-config and pager.

export interface ListBaseValue extends ListController {
  /** The form-config of the add, edit and detail dialogs, if the page has one. */
  form: FormConfig | undefined;
  /** The pager shows (not on company info, whose rows are all on one page). */
  pager: boolean;
}

export const ListBaseContext = createContext<ListBaseValue | null>(null);

/** The list page of the nearest <ListBase>; throws a clear error outside one. */
export function useListContext(): ListBaseValue {
  const value = useContext(ListBaseContext);
  if (!value) throw new Error('列表上下文未提供：请在 <ListBase> 内使用');
  return value;
}
