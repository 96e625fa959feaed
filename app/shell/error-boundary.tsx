import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import '../ui/status-screen.css';

// No white screens (issue 15): each route and each kept-alive page has its own boundary, so one
// broken page leaves the shell (menu, tabs, navbar) usable. A page whose code file fails to load
// (an open tab after a redeploy) reloads the app once to pick up the new build; if the file is
// still missing, the message shows instead of reloading again.

/** sessionStorage key: when the app last reloaded for a missing code file (ms since epoch). */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
/** A second chunk failure within this time of the reload shows the message instead. */
const CHUNK_RELOAD_WINDOW_MS = 60_000;

/** Whether an error is a failed dynamic import (Chromium, Firefox and Safari spellings, vite's preload). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS|ChunkLoadError|Failed to fetch dynamically/i.test(message);
}

/**
 * For a chunk failure: reloads the page unless it was reloaded for one within the last minute.
 * Returns whether it reloaded (the caller then shows nothing new).
 */
export function reloadOnceForChunk(error: unknown, storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage, reload = () => window.location.reload()): boolean {
  if (!isChunkLoadError(error)) return false;
  let last = 0;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY)) || 0;
  } catch {
    return false;
  }
  if (Date.now() - last < CHUNK_RELOAD_WINDOW_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** The Chinese message of a failed page or route, with 重试 (plain markup: it must show before antd has loaded, and without it). */
export function ErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const chunk = isChunkLoadError(error);
  return (
    <section className="error-screen status-screen status-screen-error" role="alert">
      <div className="status-screen-icon" aria-hidden="true">
        <svg viewBox="0 0 64 64" width="72" height="72" focusable="false">
          <circle cx="32" cy="32" r="30" fill="currentColor" />
          <path d="M22 22l20 20m0-20L22 42" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
        </svg>
      </div>
      <h1 className="status-screen-title">{chunk ? '页面文件加载失败' : '页面出错了'}</h1>
      <p className="status-screen-sub">{chunk ? '系统可能刚刚更新，请重试或刷新浏览器。' : '该页面遇到了问题，请重试；若仍有问题，请联系管理员。'}</p>
      <button type="button" className="plain-button plain-button-primary status-screen-action" onClick={onRetry}>
        重试
      </button>
    </section>
  );
}

interface Props {
  children: ReactNode;
  /** Where the boundary stands, for the console (e.g. the page's path). */
  name?: string;
}

interface State {
  error: unknown;
  reloading: boolean;
}

/**
 * Catches what its children throw while rendering: shows ErrorScreen; 重试 renders them again
 * (for a missing code file, which React.lazy keeps as failed, it reloads the page).
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn(`页面出错（${this.props.name ?? '页面'}）：`, error, info.componentStack);
    if (reloadOnceForChunk(error)) this.setState({ reloading: true });
  }

  private readonly retry = () => {
    if (isChunkLoadError(this.state.error)) {
      window.location.reload();
      return;
    }
    this.setState({ error: undefined });
  };

  override render() {
    if (this.state.error === undefined) return this.props.children;
    if (this.state.reloading) return null;
    return <ErrorScreen error={this.state.error} onRetry={this.retry} />;
  }
}

/** The router's error component (every route, and the root): the same Chinese screen. */
export function RouteErrorScreen({ error, reset }: { error: unknown; reset: () => void }) {
  // decided after render (a reload is a side effect); nothing shows until then
  const [reloading, setReloading] = useState<boolean | undefined>(undefined);
  useEffect(() => setReloading(reloadOnceForChunk(error)), [error]);
  if (reloading !== false) return null;
  return <ErrorScreen error={error} onRetry={() => (isChunkLoadError(error) ? window.location.reload() : reset())} />;
}
