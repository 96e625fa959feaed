import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { Alert, App as AntApp, Button, Empty, Segmented, Space, Spin, Typography } from 'antd';
import type { JSONSchema7 } from 'json-schema';
import { JSON_SCHEMAS, PAGE_NOTES_FILE, PAGE_NOTES_READ_ONLY } from '../engine/index.ts';
import { Designer } from './designer/designer.tsx';
import { record, redo, startHistory, undo, type History } from './designer/history.ts';
import { JsonEditor, type PlacedProblem } from './editor.tsx';
import { FileList } from './file-list.tsx';
import { NewPageDialog } from './new-page-dialog.tsx';
import { HistoryDialog } from './history-dialog.tsx';
import { SaveDialog } from './save-dialog.tsx';
import { Preview } from './preview.tsx';
import { PREVIEW_ACCOUNTS, type PreviewAccount, type StudioServices } from './services.ts';
import { studioApi, StudioCallError, type FileProblem, type StudioFile } from './studio-api.ts';

// The studio (issue 29 item 4): the files on the left, the JSON editor in the middle, the live
// preview on the right; 保存 writes to SCHEMAS_DIR, 新建页面 makes a menu item and its page.

const schemaCache = new Map<string, JSONSchema7>();
/** The engine's generated JSON Schema of a file: a page file, a menu file, the page notes; none for help.json. */
function schemaOf(name: string): JSONSchema7 | undefined {
  const file = name.startsWith('pages/')
    ? 'menu-component.schema.json'
    : name.startsWith('menus/')
      ? 'menu-file.schema.json'
      : name === PAGE_NOTES_FILE
        ? 'page-notes.schema.json'
        : undefined;
  if (!file) return undefined;
  if (!schemaCache.has(file)) schemaCache.set(file, JSON_SCHEMAS[file]() as JSONSchema7);
  return schemaCache.get(file);
}

const parse = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

interface Opened {
  name: string;
  /** The text as loaded or last saved. */
  saved: string;
  /** The document's versions, shared by the designer and the JSON editor (issue 60 item 5). */
  history: History;
  /** Bumped to give the editor a new document. */
  version: number;
}

type Mode = 'design' | 'code';

/** A page file can be designed; menus, help and page notes are edited as JSON. */
const designable = (name: string) => name.startsWith('pages/');

function ProblemList({ problems }: { problems: PlacedProblem[] }) {
  if (!problems.length) return <p className="studio-ok">check-config：没有问题</p>;
  return (
    <ul className="studio-problems" aria-label="check-config 的问题">
      {problems.map((p, index) => (
        <li key={index} className={p.severity === 'error' ? 'is-error' : 'is-warning'}>
          第 {p.at} 行{p.line === undefined ? `，${p.path}` : ''}：{p.message}
        </li>
      ))}
    </ul>
  );
}

export function StudioApp({ services }: { services: StudioServices }) {
  const { message } = AntApp.useApp();
  const [files, setFiles] = useState<StudioFile[]>();
  const [folder, setFolder] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string>();
  const [opened, setOpened] = useState<Opened>();
  const [preview, setPreview] = useState<unknown>();
  const [previewStale, setPreviewStale] = useState(false);
  const [problems, setProblems] = useState<PlacedProblem[]>([]);
  const [refused, setRefused] = useState<{ message: string; problems: FileProblem[] }>();
  const [saving, setSaving] = useState(false);
  const [account, setAccount] = useState<PreviewAccount>('school');
  const [session, setSession] = useState(0);
  /** Logged in as `account`: the preview waits for it, so no call goes out without a token. */
  const [ready, setReady] = useState(false);
  const [loginError, setLoginError] = useState<string>();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ route: string; account: PreviewAccount }>();
  const [mode, setMode] = useState<Mode>('code');
  const [selected, setSelected] = useState<string>();
  /** 保存 asks first, with the changes in words. */
  const [confirming, setConfirming] = useState(false);
  const [browsing, setBrowsing] = useState(false);

  const refresh = useCallback(
    () =>
      studioApi.files().then(
        (answer) => {
          setFiles(answer.files);
          setFolder(answer.folder);
        },
        (error: Error) => setLoadError(error.message),
      ),
    [],
  );
  useEffect(() => void refresh(), [refresh]);

  useEffect(() => {
    let live = true;
    setLoginError(undefined);
    setReady(false);
    services.login(account).then(
      () => {
        if (!live) return;
        setSession((n) => n + 1);
        setReady(true);
      },
      (error: Error) => live && setLoginError(`预览账号登录失败：${error.message}`),
    );
    return () => {
      live = false;
    };
  }, [services, account]);

  const open = useCallback(
    async (name: string) => {
      if (opened && opened.history.present !== opened.saved && opened.name !== name && !window.confirm(`${opened.name} 有未保存的修改，确定离开吗？`)) return;
      try {
        const { text } = await studioApi.read(name);
        setOpened((previous) => ({ name, saved: text, history: startHistory(text), version: (previous?.version ?? 0) + 1 }));
        setSelected(undefined);
        const parsed = parse(text);
        setPreview(parsed.ok ? parsed.value : undefined);
        setPreviewStale(!parsed.ok);
        setProblems([]);
        setRefused(undefined);
      } catch (error) {
        void message.error((error as Error).message);
      }
    },
    [opened, message],
  );

  // the preview follows the text as typed; while it is not JSON, the last good version stays
  const text = opened?.history.present;
  useEffect(() => {
    if (text === undefined) return undefined;
    const timer = setTimeout(() => {
      const parsed = parse(text);
      if (parsed.ok) setPreview(parsed.value);
      setPreviewStale(!parsed.ok);
    }, 250);
    return () => clearTimeout(timer);
  }, [text]);

  const onChange = useCallback((next: string, group = 'typing') => setOpened((current) => current && { ...current, history: record(current.history, next, group) }), []);
  // the designer's edits are a step each, unless it names their group (a property typed into)
  const onDesignerEdit = useCallback((next: string, group?: string) => setOpened((current) => current && { ...current, history: record(current.history, next, group) }), []);
  const onUndo = useCallback(() => setOpened((current) => current && { ...current, history: undo(current.history) }), []);
  const onRedo = useCallback(() => setOpened((current) => current && { ...current, history: redo(current.history) }), []);
  // the document's one history from anywhere around it (the designer's inputs too: their value is
  // the document's); inside the JSON editor its own keymap calls the same (editor.tsx)
  const historyKeys = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || (event.target instanceof Element && event.target.closest('.cm-editor'))) return;
    const key = event.key.toLowerCase();
    if (key !== 'z' && key !== 'y') return;
    event.preventDefault();
    event.stopPropagation();
    if (key === 'y' || event.shiftKey) onRedo();
    else onUndo();
  };
  const tryOptions = useCallback((url: string) => services.forms.dataSource.options({ url, params: {} }), [services]);
  const name = opened?.name;
  const check = useCallback((current: string) => studioApi.check(name ?? '', current), [name]);

  const save = async () => {
    if (!opened) return;
    setConfirming(false);
    setSaving(true);
    setRefused(undefined);
    try {
      const saving = opened.history.present;
      const saved = await studioApi.save(opened.name, saving);
      setOpened((current) => current && { ...current, saved: saving });
      void message.success(`已保存到 ${saved.file}${saved.previous ? `，上一版本留在 ${saved.previous}` : ''}；应用刷新后即生效`);
      void refresh();
    } catch (error) {
      if (error instanceof StudioCallError && error.problems.length) setRefused({ message: '未保存：check-config 不通过，请先改正以下问题', problems: error.problems });
      else void message.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const schema = useMemo(() => (name ? schemaOf(name) : undefined), [name]);
  const dirty = !!opened && opened.history.present !== opened.saved;
  const design = !!opened && mode === 'design' && designable(opened.name);
  // leaving with unsaved changes asks first (the browser's own dialog)
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  if (loadError) return <Alert type="error" showIcon message="工作室无法打开" description={loadError} style={{ margin: 24 }} />;
  if (!files) return <Spin fullscreen tip="正在读取配置文件…" />;

  return (
    <div className={design ? 'studio is-design' : 'studio'}>
      <header className="studio-header">
        <Typography.Title level={1} className="studio-title">
          页面配置工作室
        </Typography.Title>
        <span className="studio-folder">{folder ? `保存到：${folder}` : '未设置 SCHEMAS_DIR：只能查看，不能保存'}</span>
        <Space wrap>
          <Segmented
            aria-label="预览账号"
            value={account}
            onChange={(value) => setAccount(value as PreviewAccount)}
            options={(Object.keys(PREVIEW_ACCOUNTS) as PreviewAccount[]).map((key) => ({ value: key, label: PREVIEW_ACCOUNTS[key].label }))}
          />
          <Button onClick={() => setCreating(true)} disabled={!folder}>
            新建页面
          </Button>
          <Button href="/" target="_blank">
            打开应用
          </Button>
        </Space>
      </header>
      <aside className="studio-side">
        <FileList files={files} selected={name} dirty={dirty} onOpen={(file) => void open(file)} />
      </aside>
      {opened ? (
        <>
          <section className={design ? 'studio-code is-design' : 'studio-code'} aria-label="编辑器" onKeyDownCapture={historyKeys}>
            <div className="studio-toolbar">
              <Typography.Text strong>{opened.name}</Typography.Text>
              {dirty && <Typography.Text type="warning">（未保存）</Typography.Text>}
              <span className="studio-toolbar-end">
                {designable(opened.name) && (
                  <Segmented
                    aria-label="编辑方式"
                    value={mode}
                    onChange={(value) => setMode(value as Mode)}
                    options={[
                      { value: 'design', label: '设计' },
                      { value: 'code', label: '代码' },
                    ]}
                  />
                )}
                <Button onClick={() => setBrowsing(true)} disabled={!folder || opened.name === PAGE_NOTES_FILE}>
                  历史版本
                </Button>
                <Button type="primary" onClick={() => setConfirming(true)} loading={saving} disabled={!folder || !dirty || opened.name === PAGE_NOTES_FILE}>
                  保存
                </Button>
              </span>
            </div>
            {opened.name === PAGE_NOTES_FILE && <Alert type="info" showIcon message={PAGE_NOTES_READ_ONLY} />}
            {design && schema && (
              // keyed by the file: what it holds for one (a notice, a proposal) never shows on another
              <Designer key={opened.name} text={opened.history.present} root={schema as Record<string, unknown>} selected={selected} onSelect={setSelected} onEdit={onDesignerEdit} onUndo={onUndo} tryOptions={tryOptions} />
            )}
            {/* the editor stays while the designer shows: it keeps its place, and check-config's problems follow the text */}
            <div className="studio-editor-host" hidden={design}>
              <JsonEditor
                text={opened.history.present}
                docKey={`${opened.name}#${opened.version}`}
                schema={schema}
                label={`${opened.name} 的 JSON`}
                onChange={onChange}
                check={check}
                onProblems={setProblems}
                onUndo={onUndo}
                onRedo={onRedo}
              />
            </div>
            {refused && (
              <Alert
                type="error"
                showIcon
                role="alert"
                message={refused.message}
                description={
                  <ul className="studio-refused">
                    {refused.problems.map((p, index) => (
                      <li key={index}>{p.line === undefined ? `${p.path}：${p.message}` : `第 ${p.line} 行：${p.message}`}</li>
                    ))}
                  </ul>
                }
              />
            )}
            <ProblemList problems={problems} />
          </section>
          <section className="studio-preview" aria-label="预览">
            {created && (
              <Alert
                type="success"
                showIcon
                closable
                onClose={() => setCreated(undefined)}
                message={
                  <span>
                    页面已创建：登录{created.account === 'school' ? '学校' : '分支机构'}账号后，在应用的菜单中打开，或直接打开 <a href={created.route} target="_blank" rel="noreferrer">{created.route}</a>
                  </span>
                }
              />
            )}
            {loginError && <Alert type="error" showIcon message={loginError} />}
            {previewStale && <Alert type="warning" showIcon message="JSON 暂时无法解析：预览停在上一次可解析的内容" />}
            {ready && <Preview name={opened.name} value={preview} account={account} services={services} session={session} />}
          </section>
        </>
      ) : (
        <section className="studio-empty">
          <Empty description="在左侧选择一个页面或菜单文件，或点「新建页面」" />
        </section>
      )}
      {opened && (
        <HistoryDialog
          open={browsing}
          name={opened.name}
          onClose={() => setBrowsing(false)}
          onRestore={(restored, time) => {
            setBrowsing(false);
            onChange(restored, 'restore');
            void message.success(`已恢复 ${new Date(time).toLocaleString('zh-CN', { hour12: false })} 的版本：检查无误后点「保存」`);
          }}
        />
      )}
      {opened && <SaveDialog open={confirming} name={opened.name} saved={opened.saved} text={opened.history.present} saving={saving} onSave={() => void save()} onClose={() => setConfirming(false)} />}
      <NewPageDialog
        open={creating}
        account={account}
        onClose={() => setCreating(false)}
        onCreated={(page, route, kind) => {
          setCreating(false);
          setCreated({ route, account: kind });
          // a new page is for building: it opens in 设计 (代码 one click away)
          setMode('design');
          void message.success('页面已创建');
          void refresh().then(() => open(page));
        }}
      />
    </div>
  );
}
