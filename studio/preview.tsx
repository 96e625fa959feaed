import { useEffect, useMemo, useState } from 'react';
import { Alert, App as AntApp, Empty, Table, Tabs, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigForm } from '../adapters/form/index.ts';
import { ConfigList, readPage } from '../adapters/list/index.ts';
import { FormServicesProvider, ListServicesProvider } from '../adapters/ui/index.ts';
import { createForm } from '@formily/core';
import { isRecord, PAGE_NOTES_FILE, pageKeyOfFile, pageNotesFor, parseFormConfig, readPageNotes, withPageNotes, type ApiCall, type ConfigError, type FormConfig } from '../engine/index.ts';
import { PAGE_NOTES } from '../schemas/index.ts';
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

const callOf = (value: unknown): { url: string; method?: string } | undefined =>
  typeof value === 'string' ? { url: value } : isRecord(value) && typeof value.url === 'string' ? { url: value.url, ...(typeof value.method === 'string' ? { method: value.method } : {}) } : undefined;

/**
 * A record for the edit and detail forms, from the server: the first row of the page's list, or
 * for an authentication form (no list) what its show call answers.
 */
function useRecord(services: StudioServices, list: unknown, form: unknown, session: number): Row | undefined {
  const listUrl = isRecord(list) && isRecord(list.api) ? callOf(list.api.list)?.url : undefined;
  const show = !listUrl && isRecord(form) && isRecord(form.component) && isRecord(form.component.api_url) ? callOf(form.component.api_url.show) : undefined;
  const showKey = show ? `${show.method ?? 'get'} ${show.url}` : undefined;
  const [row, setRow] = useState<Row>();
  useEffect(() => {
    if (!session || (!listUrl && !showKey)) return undefined;
    let live = true;
    const [method = 'get', url = ''] = showKey?.split(' ') ?? [];
    const loaded = listUrl
      ? services.lists.send({ call: 'list', method: 'get', url: listUrl, query: { page: 1, page_size: 1 } }).then((answer) => readPage(answer.data, listUrl).rows[0])
      : services.authForm.show({ url, method: method as ApiCall['method'] });
    loaded.then(
      (record) => live && setRow(record),
      () => live && setRow(undefined),
    );
    return () => {
      live = false;
    };
  }, [services, listUrl, showKey, session]);
  return row;
}

/** What a form holds, as plain data (Formily's values are observable proxies). */
const snapshot = (values: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(values ?? {})) as Record<string, unknown>;

/**
 * The add form, drawn anew for each version of the config (a label, a condition typed in the
 * editor shows at once) with what was entered in it kept, so 985 stays chosen while editing.
 */
function LiveAddForm({ config, errors, version, onSubmit }: { config: FormConfig | null; errors: readonly ConfigError[]; version: string; onSubmit(): void }) {
  const [form, setForm] = useState(() => createForm());
  useEffect(() => {
    setForm((old) => createForm({ initialValues: snapshot(old.values) }));
  }, [version]);
  return <ConfigForm key={form.id} form={form} config={config} errors={errors} mode="add" submitText="校验" onSubmit={onSubmit} />;
}

function PageForms({ form, row }: { form: unknown; row: Row | undefined }) {
  const { message } = AntApp.useApp();
  const parsed = useMemo(() => parseFormConfig(form), [form]);
  const version = useMemo(() => JSON.stringify(form), [form]);
  const config = parsed.ok ? parsed.config : (parsed.partial ?? null);
  const errors = parsed.ok ? [] : parsed.errors;
  const onSubmit = () => void message.success('校验通过（预览不会保存数据）');
  const needsRow = <Alert type="info" showIcon message="还没有可显示的记录：在「列表」中新增一条后，这里显示它的编辑表单和详情。" />;
  const recordKey = `${String(row?.id)}:${version}`;
  return (
    <Tabs
      size="small"
      items={[
        { key: 'add', label: '新增表单', children: <LiveAddForm config={config} errors={errors} version={version} onSubmit={onSubmit} /> },
        { key: 'edit', label: '编辑表单', children: row ? <ConfigForm key={recordKey} config={config} errors={errors} mode="edit" initialValues={row} submitText="校验" onSubmit={onSubmit} /> : needsRow },
        { key: 'detail', label: '详情', children: row ? <ConfigForm key={recordKey} config={config} errors={errors} mode="detail" readOnly initialValues={row} /> : needsRow },
      ]}
    />
  );
}

/** The page notes as the app lays them under the production backend's pages: what each note gives whom. */
function PageNotesPreview({ value }: { value: unknown }) {
  const { notes, errors } = readPageNotes(value);
  const where = (label: string, values: string[]) => (values.length ? [`${label} ${values.join('、')}`] : []);
  return (
    <>
      <Typography.Paragraph type="secondary">
        生产后端的页面不发送这些键时，应用按菜单项补到它的列表配置中（页面配置自己写了的键以页面配置为准）：
      </Typography.Paragraph>
      {errors.length > 0 && <Alert type="error" showIcon message={`${errors.length} 条说明有误，应用不用它们`} description={errors.map((e) => `${e.path}：${e.message}`).join('；')} />}
      <Table
        size="small"
        pagination={false}
        rowKey="index"
        dataSource={notes}
        columns={[
          { title: '页面', dataIndex: 'title', width: 104, className: 'studio-nowrap' },
          { title: '匹配', key: 'match', width: 180, render: (_, note) => [...where('菜单 id', note.menuIds), ...where('组件', note.components), ...where('页面', note.pageKeys)].join('；') },
          { title: '列表配置', key: 'list', render: (_, note) => <code className="studio-wrap">{JSON.stringify(note.list)}</code> },
        ]}
      />
    </>
  );
}

function PagePreview({ name, value, account, services, session }: PreviewProps) {
  const page = isRecord(value) ? value : {};
  const row = useRecord(services, page.list, page.form, session);
  const context = useMemo(() => ({ isSchool: account === 'school' ? 1 : 0 }), [account]);
  // the page notes the app lays under this page on the production backend (schemas/page-notes.json)
  const notes = useMemo(() => pageNotesFor({ pageKey: pageKeyOfFile(name) ?? '' }, PAGE_NOTES), [name]);
  const list = useMemo(() => withPageNotes(page.list, notes), [page.list, notes]);
  const noted = Object.keys(notes).filter((key) => isRecord(page.list) && page.list[key] === undefined);
  const tabs = [
    ...(page.list === undefined
      ? []
      : [
          {
            key: 'list',
            label: '列表',
            children: (
              <>
                {noted.length > 0 && (
                  <Typography.Paragraph type="secondary" className="studio-page-notes">
                    页面说明（schemas/page-notes.json）补上：{noted.map((key) => `${key}: ${JSON.stringify(notes[key])}`).join('，')}
                  </Typography.Paragraph>
                )}
                <ConfigList key={session} list={list} form={page.form} context={context} />
              </>
            ),
          },
        ]),
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
  if (name === PAGE_NOTES_FILE) return <PageNotesPreview value={value} />;
  if (!name.startsWith('pages/')) return <Empty description="帮助条目没有预览：保存后在应用的帮助中心查看" />;
  return (
    <QueryClientProvider client={services.queryClient}>
      <FormServicesProvider value={services.forms}>
        <ListServicesProvider value={services.lists}>
          <PagePreview name={name} value={value} account={account} services={services} session={session} />
        </ListServicesProvider>
      </FormServicesProvider>
    </QueryClientProvider>
  );
}
