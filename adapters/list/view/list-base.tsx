import type { ReactNode } from 'react';
import type { CompiledList, FormConfig, ListServices } from '../../../engine/index.ts';
import { useListServices } from '../../ui/index.ts';
import { ListBaseContext, useListController, type ListBaseValue } from '../controller/index.ts';
import { useListFeedback } from './list-feedback.tsx';
import type { ListViewState } from '../controller/list-state.ts';

// <ListBase> (after react-admin's ListBase): runs the list controller for a compiled list and
// gives it to the views inside (useListContext): <ConfigList>'s default view (the search bar,
// toolbar, table and dialog host), or a bespoke screen's own.

export interface ListBaseProps {
  list: CompiledList;
  /** The form-config of the add, edit and detail dialogs, parsed. */
  form?: FormConfig | undefined;
  /** The list's calls; the nearest <ListServicesProvider>'s when absent. */
  services?: ListServices | undefined;
  /** The page, page size and filters to open with (from the URL: list-state.ts). */
  initialState?: Partial<ListViewState> | undefined;
  /** Told the page, page size and filters whenever they change, with the default page size. */
  onStateChange?: ((state: ListViewState, defaultPageSize: number) => void) | undefined;
  children?: ReactNode;
}


export function ListBase({ list, form, services: given, initialState, onStateChange, children }: ListBaseProps) {
  const services = useListServices(given);
  const feedback = useListFeedback();
  // 企业信息: every row on one page of 100, no pager.
  const pager = list.paging.pager;
  const defaultPageSize = list.paging.pageSize;
  const controller = useListController(list, services, { feedback, defaultPageSize, initialState, onStateChange });
  // a new value each render, as the page's parts re-rendered with it before
  const value: ListBaseValue = { ...controller, form, pager };
  return <ListBaseContext.Provider value={value}>{children}</ListBaseContext.Provider>;
}
