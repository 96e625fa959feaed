import { Alert, Button, Typography } from 'antd';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { compileList, parseFormConfig, parseListConfig, prefixErrors, type ListContext, type ListServices, type ServiceStrip } from '../../../engine/index.ts';
import { ConfigErrors, useConfigWarnings } from '../../form/index.ts';
import './config-list.css';
import { useListContext } from '../controller/index.ts';
import { ListDialogHost } from '../dialogs/dialog-host.tsx';
import { ListBase } from './list-base.tsx';
import { ListTable } from './list-table.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { RechargeBlock, type RechargeProps } from '../../payment/index.ts';
import { SearchBar } from './search-bar.tsx';
import type { ListViewState } from '../controller/list-state.ts';

// <ConfigList>: the generic list page (spec section 2) from the server's list-config and the
// form-config of its dialogs. Both are parsed here; a bad config lists every error with its
// path and the page renders what is valid. Parts, top to bottom: the title, the service strip
// (`service_strip`, drawn by the app: `strips`), the banner (`banner`), the recharge block, the search filters, the toolbar, the table with its row actions and pager,
// and the dialog open at the moment: <ListBase> (the controller) around the default <ListView>.
// Like <ConfigForm>, it needs a <FormServicesProvider> (uploads, options and the object-storage
// host of its forms and image cells); its calls are `services` or a <ListServicesProvider>'s.

export interface ConfigListProps {
  /** The list-config as the server sends it (menu-component `list`). */
  list: unknown;
  /** The form-config of the add, edit and detail dialogs (menu-component `form`). */
  form?: unknown;
  /** The list's calls; the nearest <ListServicesProvider>'s when absent. */
  services?: ListServices | undefined;
  /** The account's is_school (title_by_school) and the page's branch_id query. */
  context?: ListContext;
  /** Replaces the config's title. */
  title?: string;
  /** What each `service_strip` of the list-config shows (the app's service screens). */
  strips?: Partial<Record<ServiceStrip, ReactNode>> | undefined;
  /** The recharge block's balance and 充值 (shown when the config says `recharge`). */
  recharge?: RechargeProps;
  /** The page, page size and filters to open with (from the URL: list-state.ts). */
  initialState?: Partial<ListViewState>;
  /** Told the page, page size and filters whenever they change, with the default page size. */
  onStateChange?(state: ListViewState, defaultPageSize: number): void;
}

export function ConfigList({ list, form, services, context, title, strips, recharge, initialState, onStateChange }: ConfigListProps) {
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
      <Typography.Title level={1} className="config-list-title">
        {title ?? compiled?.title ?? '列表'}
      </Typography.Title>
      <ConfigErrors errors={prefixErrors('list', parsedList.errors)} source="列表配置" />
      {parsedForm && <ConfigErrors errors={prefixErrors('form', parsedForm.errors)} source="表单配置" />}
      {compiled?.notes.serviceStrip && strips?.[compiled.notes.serviceStrip]}
      {compiled?.notes.banner && <Alert className="config-list-banner" type="info" showIcon message={compiled.notes.banner} />}
      {compiled ? (
        <ListBase list={compiled} form={formConfig} services={services} initialState={initialState} onStateChange={onStateChange}>
          <ListView recharge={recharge} initialState={initialState} />
        </ListBase>
      ) : (
        <Alert type="warning" showIcon message="列表配置无法使用，请按上面的提示修正后刷新页面。" />
      )}
    </div>
  );
}

/**
 * The default view of a list page, inside <ListBase>: the recharge block, the search filters,
 * the toolbar, the failure with 重试, the table and the dialog open at the moment.
 */
export function ListView({ recharge, initialState }: { recharge?: RechargeProps | undefined; initialState?: Partial<ListViewState> | undefined }) {
  const { list, data } = useListContext();
  const { reload } = data;
  // The balance changed (a payment in the recharge dialog): the orders show it without a reload.
  const balance = list.recharge ? recharge?.balance : undefined;
  const seenBalance = useRef(balance);
  useEffect(() => {
    if (seenBalance.current === balance) return;
    seenBalance.current = balance;
    reload({ quiet: true });
  }, [balance, reload]);

  return (
    <>
      {list.recharge && <RechargeBlock {...recharge} />}
      <SearchBar initialValues={initialState?.query} />
      <ListToolbar />
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
      <ListTable />
      <ListDialogHost />
    </>
  );
}
