import { lazy, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import AppContext, { type AppConfig, type useAppProps } from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import type { MessageType } from 'antd/es/message/interface';
import classNames from 'classnames';
import { settledQuestions, type Asker } from './settled.tsx';
import { loadAntdStatics } from './statics-loader.ts';

// antd's <App> without its toasts, notifications and confirms in the first screen's code (issue 61
// item 4: 16 kB gzip of JavaScript and 8 kB of CSS on the dashboard). The same context
// (App.useApp(), useAntdApp()) and the same `ant-app` root; its three APIs are stand-ins that
// load antd's hooks (app-holders.tsx) on the first toast or question, or when the shell warms up
// once the first page is idle (warmAntdApp), and then hand every call to them, queued ones in order.

const AppHolders = lazy(() => import('./app-holders.tsx'));

type Api = useAppProps;
type Ready = (api: Api) => void;

/** The stand-ins of one <LightApp>: its API before antd's hooks have loaded, and how it gets them. */
interface StandIns {
  api: Api;
  /** The loaded API, or a promise of it that asks for the load. */
  whenReady: () => Promise<Api>;
  ready: Ready;
}

// A toast's and a question's handles are thenables: a promise of one is boxed, or it would wait for its close.
/** A toast asked for before the hooks loaded: closes it once shown; `then` waits for its close as antd's does. */
function laterToast(shown: Promise<{ toast: MessageType }>): MessageType {
  const close = () => void shown.then(({ toast }) => toast());
  return Object.assign(close, { then: ((filled, rejected) => shown.then(({ toast }) => toast.then(filled, rejected))) as MessageType['then'] });
}

type Question = ReturnType<Api['modal']['confirm']>;
/** A question asked before the hooks loaded: destroy and update reach it once it is open. */
function laterQuestion(asked: Promise<{ question: Question }>): Question {
  return {
    destroy: () => void asked.then(({ question }) => question.destroy()),
    update: (config) => void asked.then(({ question }) => question.update(config)),
    then: (resolve, reject) => asked.then(({ question }) => question.then(resolve, reject)),
  };
}

const TOAST_LEVELS = ['open', 'success', 'error', 'info', 'warning', 'loading'] as const;
const QUESTIONS = ['confirm', 'info', 'success', 'error', 'warning'] as const;
const NOTIFICATIONS = ['open', 'success', 'error', 'info', 'warning', 'destroy'] as const;

function createStandIns(load: () => void): StandIns {
  let real: Api | undefined;
  let asked: Promise<Api> | undefined;
  let resolve: Ready = () => undefined;
  const whenReady = () => {
    if (real) return Promise.resolve(real);
    if (!asked) {
      asked = new Promise<Api>((done) => (resolve = done));
      load();
    }
    return asked;
  };
  const message = Object.fromEntries(
    TOAST_LEVELS.map((level) => [level, (...args: unknown[]) => (real ? (real.message[level] as (...a: unknown[]) => MessageType)(...args) : laterToast(whenReady().then((api) => ({ toast: (api.message[level] as (...a: unknown[]) => MessageType)(...args) }))))]),
  ) as unknown as Api['message'];
  message.destroy = (key) => void (real ? real.message.destroy(key) : whenReady().then((api) => api.message.destroy(key)));
  const modal = Object.fromEntries(QUESTIONS.map((kind) => [kind, (config: Parameters<Api['modal']['confirm']>[0]) => (real ? real.modal[kind](config) : laterQuestion(whenReady().then((api) => ({ question: api.modal[kind](config) }))))])) as Api['modal'];
  const notification = Object.fromEntries(
    NOTIFICATIONS.map((kind) => [kind, (...args: unknown[]) => void (real ? (real.notification[kind] as (...a: unknown[]) => void)(...args) : whenReady().then((api) => (api.notification[kind] as (...a: unknown[]) => void)(...args)))]),
  ) as unknown as Api['notification'];
  return {
    api: { message, modal, notification },
    whenReady,
    ready: (api) => {
      real = api;
      resolve(api);
    },
  };
}

/** Every mounted <LightApp>'s load: the shell's idle warm-up loads antd's hooks before a toast needs them. */
const loads = new Set<() => void>();
export function warmAntdApp(): void {
  for (const load of loads) load();
}

export interface LightAppProps extends AppConfig {
  children: ReactNode;
}

/** antd's <App> (its context and its `ant-app` root), its toasts, notifications and confirms loaded when first used. */
export function LightApp({ children, message, notification }: LightAppProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [wrapCSSVar, hashId, cssVarCls] = useAppStyle(prefixCls);
  const [holders, setHolders] = useState(false);
  const [load] = useState(() => () => setHolders(true));
  const [standIns] = useState(() => createStandIns(load));
  useEffect(() => {
    loads.add(load);
    return () => void loads.delete(load);
  }, [load]);
  const config = useMemo(() => ({ message, notification }), [message, notification]);
  return wrapCSSVar(
    <AppContext.Provider value={standIns.api}>
      <div className={classNames(hashId, prefixCls, cssVarCls)}>
        {holders && (
          <Suspense fallback={null}>
            <AppHolders config={config} onReady={standIns.ready} />
          </Suspense>
        )}
        {children}
      </div>
    </AppContext.Provider>,
  );
}

/** Outside any <App>: antd's statics (their own theme), loaded on the first call; their questions' handles have no `then`. */
const outsideApp: StandIns = createStandIns(
  () => void loadAntdStatics().then(({ message, questions, notification }) => outsideApp.ready({ message, modal: questions as unknown as Api['modal'], notification })),
);

/**
 * The API of the nearest antd <App> or <LightApp> (antd's App.useApp(), without bringing antd's
 * App), or outside one antd's statics.
 */
export function useAntdApp(): Api {
  const api = useContext(AppContext);
  return typeof api.message.error === 'function' ? api : outsideApp.api;
}

/** The questions of the antd <App> around (its theme), else antd's statics, marked SETTLED once open. */
export function useQuestions(): Asker {
  const { modal: bound } = useAntdApp();
  return useMemo(() => settledQuestions<Asker>(bound), [bound]);
}
