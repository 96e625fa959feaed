import { useEffect, useMemo, useState } from 'react';
import { Alert, App as AntApp, Empty, Tabs, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigForm, ConfigList, FormServicesProvider, ListServicesProvider } from '../adapters/antd/index.ts';
import { isRecord, parseFormConfig } from '../engine/index.ts';
import type { PreviewAccount, StudioServices } from './services.ts';

// The live preview beside the editor: a page file as the app renders it (<ConfigList> with the
// server's real rows, and the add, edit and detail forms with real option sources), a menu file
// as its tree; always the editor's current text, as the chosen demo account.

export interface PreviewProps {
  name: string;
  /** The editor's text, parsed; undefined while it is not JSON (the last good one is kept by the caller). */
  value: unknown;
  account: PreviewAccount;
  services: StudioServices;
  /** Bumped after each login, so the list loads again as the new account. */
  session: number;
}

type Row = Record<string, unknown>;

/** The first row of the page's list (for the edit and detail forms), from the server. */
function useFirstRow(services: StudioServices, list: unknown, session: number): Row | undefined {
  const url = isRecord(list) && isRecord(list.api) && isRecord(list.api.list) && typeof list.api.list.url === 'string' ? list.api.list.url : undefined;
  const [row, setRow] = useState<Row>();
  useEffect(() => {
    if (!url || !session) return undefined;
    let live = true;
    services.lists
      .send<{ data?: Row[] }>({ call: 'list', method: 'get', url, query: { page: 1, page_size: 1 } })
      .then((answer) => live && setRow(answer.data?.data?.[0]))
      .catch(() => live && setRow(undefined));
    return () => {
      live = false;
    };
  }, [services, url, session]);
  return row;
}

function PageForms({ form, row }: { form: unknown; row: Row | undefined }) {
  const { message } = AntApp.useApp();
  const parsed = useMemo(() => parseFormConfig(form), [form]);
  const config = parsed.ok ? parsed.config : (parsed.partial ?? null);
  const errors = parsed.ok ? [] : parsed.errors;
  const onSubmit = () => void message.success('校验通过（预览不会保存数据）');
  const needsRow = <Alert type="info" showIcon message="列表中还没有数据：在「列表」中新增一条后，这里显示它的编辑表单和详情。" />;
  return (
    <Tabs
      size="small"
      items={[
        { key: 'add', label: '新增表单', children: <ConfigForm config={config} errors={errors} mode="add" submitText="校验" onSubmit={onSubmit} /> },
        { key: 'edit', label: '编辑表单', children: row ? <ConfigForm key={String(row.id)} config={config} errors={errors} mode="edit" initialValues={row} submitText="校验" onSubmit={onSubmit} /> : needsRow },
        { key: 'detail', label: '详情', children: row ? <ConfigForm key={String(row.id)} config={config} errors={errors} mode="detail" readOnly initialValues={row} /> : needsRow },
      ]}
    />
  );
}

function PagePreview({ value, account, services, session }: Omit<PreviewProps, 'name'>) {
  const page = isRecord(value) ? value : {};
  const row = useFirstRow(services, page.list, session);
  const context = useMemo(() => ({ isSchool: account === 'school' ? 1 : 0 }), [account]);
  const tabs = [
    ...(page.list === undefined ? [] : [{ key: 'list', label: '列表', children: <ConfigList key={session} list={page.list} form={page.form} context={context} /> }]),
    ...(page.form === undefined ? [] : [{ key: 'forms', label: '表单', children: <PageForms form={page.form} row={row} /> }]),
  ];
  if (!tabs.length) return <Empty description="页面配置需要 list 或 form" />;
  return <Tabs items={tabs} />;
}

type MenuNode = Record<string, unknown> & { children?: MenuNode[] };

function menuTree(items: MenuNode[]): DataNode[] {
  return items.map((item, index) => ({
    key: `${String(item.id)}-${index}`,
    title: `${String(item.name ?? '（未命名）')}${item.component ? ` · ${String(item.component)}` : ''}${item.key ? ` → pages/${String(item.key)}.json` : ''}`,
    children: menuTree(Array.isArray(item.children) ? item.children : []),
  }));
}

export function Preview({ name, value, account, services, session }: PreviewProps) {
  if (name.startsWith('menus/')) {
    const items = Array.isArray(value) ? value : isRecord(value) && Array.isArray(value.items) ? value.items : [];
    return (
      <>
        <Typography.Paragraph type="secondary">菜单项（保存后在应用的菜单中出现，刷新页面即可看到）：</Typography.Paragraph>
        <Tree defaultExpandAll treeData={menuTree(items as MenuNode[])} selectable={false} />
      </>
    );
  }
  if (!name.startsWith('pages/')) return <Empty description="帮助条目没有预览：保存后在应用的帮助中心查看" />;
  return (
    <QueryClientProvider client={services.queryClient}>
      <FormServicesProvider value={services.forms}>
        <ListServicesProvider value={services.lists}>
          <PagePreview value={value} account={account} services={services} session={session} />
        </ListServicesProvider>
      </FormServicesProvider>
    </QueryClientProvider>
  );
}
