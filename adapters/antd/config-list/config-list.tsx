import { Alert, Button, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  compileList,
  parseFormConfig,
  parseListConfig,
  type CompiledList,
  type ConfigError,
  type FormConfig,
  type ListContext,
  type ListServices,
  type Row,
} from '../../../engine/index.ts';
import { ConfigErrors, useConfigWarnings } from '../config-form.tsx';
import { isNotFound } from '../../http/catalogue.ts';
import { useFormServices } from '../services-context.tsx';
import './config-list.css';
import { ListDialogHost } from './dialog-host.tsx';
import { ListTable } from './list-table.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { useOutcome } from './outcome.ts';
import type { PageNotes } from './page-notes.ts';
import { RechargeBlock, type RechargeProps } from './recharge-block.tsx';
import { SearchBar } from './search-bar.tsx';
import { useListActions, type OpenDialog } from './use-list-actions.tsx';
import { useListData } from './use-list-data.ts';
import type { ListViewState } from './list-state.ts';
import { errorMessage } from '../../http/index.ts';

// <ConfigList>: the generic list page (spec section 2) from the server's list-config and the
// form-config of its dialogs. Both are parsed here; a bad config lists every error with its
// path and the page renders what is valid. Parts, top to bottom: the page notes' banner, the
// recharge block, the search filters, the toolbar, the table with its row actions and pager,
// and the dialog open at the moment. Like <ConfigForm>, it needs a <FormServicesProvider>
// (uploads, options and the object-storage host of its forms and image cells).

export interface ConfigListProps {
  /** The list-config as the server sends it (menu-component `list`). */
  list: unknown;
  /** The form-config of the add, edit and detail dialogs (menu-component `form`). */
  form?: unknown;
  services: ListServices;
  /** The account's is_school (title_by_school) and the page's branch_id query. */
  context?: ListContext;
  /** Replaces the config's title. */
  title?: string;
  /** The page notes of spec section 2 (banner, pictures, videos, company info). */
  notes?: PageNotes;
  /** The recharge block's balance and 充值 (shown when the config says `recharge`). */
  recharge?: RechargeProps;
  /** The page, page size and filters to open with (from the URL: list-state.ts). */
  initialState?: Partial<ListViewState>;
  /** Told the page, page size and filters whenever they change, with the default page size. */
  onStateChange?(state: ListViewState, defaultPageSize: number): void;
}

const prefixed = (prefix: string, errors: readonly ConfigError[]): ConfigError[] =>
  errors.map((error) => ({ path: error.path === '(根)' ? prefix : error.path.startsWith('[') ? `${prefix}${error.path}` : `${prefix}.${error.path}`, message: error.message }));

export function ConfigList({ list, form, services, context, title, notes = {}, recharge, initialState, onStateChange }: ConfigListProps) {
  const parsedList = useMemo(() => parseListConfig(list), [list]);
  const parsedForm = useMemo(() => (form === undefined || form === null ? undefined : parseFormConfig(form)), [form]);
  useConfigWarnings('列表配置', parsedList.warnings);
  useConfigWarnings('表单配置', parsedForm?.warnings);
  const listConfig = parsedList.ok ? parsedList.config : parsedList.partial;
  const formConfig = parsedForm ? (parsedForm.ok ? parsedForm.config : (parsedForm.partial ?? undefined)) : undefined;
  const isSchool = context?.isSchool;
  const branchId = context?.branchId;
  const compiled = useMemo(() => (listConfig ? compileList(listConfig, formConfig, { isSchool, branchId }) : undefined), [listConfig, formConfig, isSchool, branchId]);

  return (
    <div className="config-list">
      <Typography.Title level={4} className="config-list-title">
        {title ?? compiled?.title ?? '列表'}
      </Typography.Title>
      <ConfigErrors errors={prefixed('list', parsedList.errors)} source="列表配置" />
      {parsedForm && <ConfigErrors errors={prefixed('form', parsedForm.errors)} source="表单配置" />}
      {notes.banner && <Alert className="config-list-banner" type="info" showIcon message={notes.banner} />}
      {compiled ? (
        <ListBody list={compiled} form={formConfig} services={services} notes={notes} recharge={recharge} initialState={initialState} onStateChange={onStateChange} />
      ) : (
        <Alert type="warning" showIcon message="列表配置无法使用，请按上面的提示修正后刷新页面。" />
      )}
    </div>
  );
}

interface Selection {
  keys: (string | number)[];
  rows: Row[];
}
const NOTHING_SELECTED: Selection = { keys: [], rows: [] };

interface ListBodyProps {
  list: CompiledList;
  form: FormConfig | undefined;
  services: ListServices;
  notes: PageNotes;
  recharge: RechargeProps | undefined;
  initialState: Partial<ListViewState> | undefined;
  onStateChange: ConfigListProps['onStateChange'];
}

function ListBody({ list, form, services, notes, recharge, initialState, onStateChange }: ListBodyProps) {
  const outcome = useOutcome();
  // Image cells resolve stored paths with the object-storage host (spec section 9).
  const { assetUrl } = useFormServices();
  const pager = notes.allOnOnePage ? false : list.paging.pager;
  const onLoadError = useCallback(
    (error: unknown) => {
      // shown in place below; a 404 also raises no toast (spec section 8: 404 ignored)
      if (!isNotFound(error)) outcome.failed(error, '列表加载失败，请稍后再试');
      return errorMessage(error, '列表加载失败，请稍后再试');
    },
    [outcome],
  );
  const defaultPageSize = notes.allOnOnePage ? 100 : list.paging.pageSize;
  const data = useListData(list, services, onLoadError, defaultPageSize, initialState);
  const { page, pageSize, query, sort } = data;
  useEffect(() => {
    onStateChange?.({ page, pageSize, query, sort }, defaultPageSize);
  }, [page, pageSize, query, sort, defaultPageSize, onStateChange]);
  const [selection, setSelection] = useState<Selection>(NOTHING_SELECTED);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const { reload, search } = data;
  // The balance changed (a payment in the recharge dialog): the orders show it without a reload.
  const balance = list.recharge ? recharge?.balance : undefined;
  const seenBalance = useRef(balance);
  useEffect(() => {
    if (seenBalance.current === balance) return;
    seenBalance.current = balance;
    reload({ quiet: true });
  }, [balance, reload]);

  const done = useCallback(() => {
    setSelection(NOTHING_SELECTED);
    reload({ quiet: true });
  }, [reload]);
  const onSearch = useCallback(
    (values: Record<string, unknown>) => {
      setSelection(NOTHING_SELECTED);
      search(values);
    },
    [search],
  );

  const onSelect = useCallback((keys: (string | number)[], rows: Row[]) => setSelection({ keys, rows }), []);
  const actions = useListActions({ list, services, selected: selection.rows, query: data.query, onDone: done, openDialog: setDialog });

  return (
    <>
      {list.recharge && <RechargeBlock {...recharge} />}
      {list.search && <SearchBar schema={list.search} onSearch={onSearch} loading={data.loading} initialValues={initialState?.query} />}
      <ListToolbar buttons={list.toolbar} actions={actions} selectedCount={selection.keys.length} />
      {data.error && (
        <Alert
          className="config-list-error"
          type="error"
          showIcon
          message={data.error}
          action={
            <Button size="small" onClick={() => reload()}>
              重试
            </Button>
          }
        />
      )}
      <ListTable
        list={list}
        rows={data.rows}
        total={data.total}
        loading={data.loading}
        page={data.page}
        pageSize={data.pageSize}
        pager={pager}
        pageSizes={list.paging.pageSizes}
        onPage={data.setPage}
        sort={data.sort}
        onSort={data.setSort}
        selectedKeys={selection.keys}
        onSelect={onSelect}
        actions={actions}
        assetUrl={assetUrl}
        largeImages={notes.pictures}
      />
      {dialog && (
        <ListDialogHost
          dialog={dialog}
          list={list}
          form={form}
          services={services}
          notes={notes}
          onClose={() => setDialog(null)}
          onDone={() => {
            // a dialog left while its save went on closes nothing when it ends: another may be open
            setDialog((open) => (open === dialog ? null : open));
            done();
          }}
        />
      )}
    </>
  );
}
