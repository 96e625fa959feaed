import type { FormConfig } from '../config/form-config.ts';
import type { ListConfig, ServiceStrip } from '../config/list-config.ts';
import { compileForm, type CompiledForm } from '../form/compile.ts';
import { compileColumn, type CompiledColumn } from './columns.ts';
import { idOf, listRequests, type ListContext, type ListRequests, type Row, type Id } from './requests.ts';
import { compileRowActions, type CompiledRowAction, type DeleteAsk } from './row-actions.ts';
import { compileToolbar, type CompiledToolbarButton } from './toolbar.ts';

// compileList: a list-config (engine/config/list-config.ts) into what the generic list page
// renders and calls (spec section 2, Generic list page; sections 4, 5, 7, 8): columns
// (columns.ts), search filters compiled like any form, toolbar (toolbar.ts) and row actions
// (row-actions.ts) with their confirms and messages, row visibility as plain functions, paging,
// and the HTTP request of every call (requests.ts).

export interface CompiledList extends Omit<ListRequests, 'has' | 'must'> {
  title: string;
  columns: CompiledColumn[];
  /** The search filters, compiled like any form (empty: no search bar). */
  search: CompiledForm | undefined;
  toolbar: CompiledToolbarButton[];
  rowActions: CompiledRowAction[];
  /** The actions a row shows. */
  actionsFor(row: Row): CompiledRowAction[];
  paging: { pageSize: number; pageSizes: number[]; pager: boolean };
  selection: boolean;
  recharge: boolean;
  /** The row's id (`id`). */
  idOf(row: Row): Id;
  /** The delete question of the page (teachers: also remove them from courses), if any. */
  deleteAsk?: DeleteAsk | undefined;
  /** The page notes (list-config `banner` … `service_strip`; spec section 2, Routes). */
  notes: ListNotes;
  /** The form of the add dialog: the page's form, without its last item when `add_form_omit_last`. */
  addForm(form: FormConfig | undefined): FormConfig | undefined;
}

/** What a page's notes change on its list page (list-config keys of the same names). */
export interface ListNotes {
  /** An info banner above the list. */
  banner?: string | undefined;
  /** Image columns shown large (实景图片). */
  largeImages: boolean;
  /** File fields take mp4 videos only and go to the video upload (实景视频). */
  videoUploads: boolean;
  /** The service strip shown above the list (助学通记录). */
  serviceStrip?: ServiceStrip | undefined;
}

/** The title by the account's is_school (`title_by_school`), else the config's. */
function titleOf(config: ListConfig, context: ListContext): string {
  const isSchool = context.isSchool === undefined ? undefined : String(context.isSchool);
  return (isSchool !== undefined && config.title_by_school?.[isSchool as '0' | '1']) || config.title;
}

export function compileList(config: ListConfig, form?: FormConfig, context: ListContext = {}): CompiledList {
  const requests = listRequests(config.api, context);
  const title = titleOf(config, context);
  const hasForm = form !== undefined;
  const rowActions = compileRowActions(config.row_actions, requests, { hasForm, deleteAsk: config.delete_ask });
  const search = config.search.length > 0 ? compileForm({ component: { name: 'search', title: config.title }, fields: config.search } as FormConfig) : undefined;
  const { calls, request, listRequest, addBody, addRequest, topRequest } = requests;
  return {
    title,
    columns: config.columns.map((column, index) => compileColumn(column, index, form)),
    search,
    toolbar: compileToolbar(config.toolbar, requests, { title, hasForm, deleteAsk: config.delete_ask }),
    rowActions,
    actionsFor: (row) => rowActions.filter((action) => action.visible(row)),
    paging: { pageSize: config.page_size, pageSizes: config.page_sizes, pager: config.pager },
    selection: config.selection,
    recharge: config.recharge,
    idOf,
    listRequest,
    request,
    addBody,
    addRequest,
    topRequest,
    deleteAsk: config.delete_ask,
    calls,
    notes: { banner: config.banner, largeImages: config.large_images, videoUploads: config.video_uploads, serviceStrip: config.service_strip },
    addForm: (pageForm) => (pageForm && config.add_form_omit_last ? { ...pageForm, fields: pageForm.fields.slice(0, -1) } : pageForm),
  };
}
