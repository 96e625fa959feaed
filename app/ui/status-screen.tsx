import type { ReactNode } from 'react';
import './status-screen.css';

// A full-page status. Written with plain markup, not antd's Result and Button: Result brings its
// three large SVG illustrations (about 10 kB gzip) and Typography (8 kB), and any antd component
// its theme and CSS-in-JS, into every route, /login included, since the router's not-found page
// and the config-error page are loaded up front.

export type StatusKind = '404' | '401' | 'unavailable' | 'unknown' | 'config-error' | 'start-error';

export interface StatusScreenProps {
  kind: StatusKind;
  /** For 'unavailable': the page's name; for 'config-error' and 'start-error': the error text. */
  detail?: string;
  /** Shown under the message, e.g. the path that was asked for. */
  path?: string;
  onHome?: () => void;
  /** A 重试 button (the start-up failed: the runtime config could not be fetched, or this browser failed). */
  onRetry?: () => void;
}

type Tone = 'info' | 'warning' | 'error';

/** A filled round icon with a glyph, drawn inline (antd's icons bring their colour and CSS helpers, about 6 kB gzip, into /login). */
function StatusIcon({ glyph }: { glyph: string }) {
  return (
    <svg viewBox="0 0 64 64" width="1em" height="1em" focusable="false">
      <circle cx="32" cy="32" r="30" fill="currentColor" />
      <text x="32" y="33" textAnchor="middle" dominantBaseline="central" fontSize="36" fontWeight="700" fill="#fff" fontFamily="Arial, sans-serif">
        {glyph}
      </text>
    </svg>
  );
}

const TEXT: Record<StatusKind, { tone: Tone; icon: ReactNode; title: string; subTitle: string }> = {
  '404': { tone: 'info', icon: <StatusIcon glyph="?" />, title: '404', subTitle: '抱歉，您访问的页面不存在。' },
  '401': { tone: 'warning', icon: <StatusIcon glyph="!" />, title: '401', subTitle: '抱歉，您没有访问此页面的权限。' },
  unavailable: { tone: 'info', icon: <StatusIcon glyph="i" />, title: '页面尚未开放', subTitle: '此功能正在建设中，敬请期待。' },
  unknown: { tone: 'warning', icon: <StatusIcon glyph="!" />, title: '该页面暂不可用，请联系管理员', subTitle: '' },
  'config-error': { tone: 'error', icon: <StatusIcon glyph="×" />, title: '应用配置有误', subTitle: '请联系管理员检查部署配置。' },
  'start-error': {
    tone: 'error',
    icon: <StatusIcon glyph="!" />,
    title: '应用启动失败',
    subTitle: '请检查网络后重试。若仍无法打开，请使用 Chrome 或 Edge 86 及以上版本，或将 360、QQ、搜狗浏览器切换到极速模式。',
  },
};

/** A full-page status: not found, no permission, a page not built yet, a page no screen knows, a bad deployment config, or a failed start. */
export function StatusScreen({ kind, detail, path, onHome, onRetry }: StatusScreenProps) {
  const text = TEXT[kind];
  const title = kind === 'unavailable' && detail ? `${detail}：${text.title}` : text.title;
  return (
    <section className={`status-screen status-screen-${text.tone}`}>
      <div className="status-screen-icon" aria-hidden="true">
        {text.icon}
      </div>
      <h1 className="status-screen-title">{title}</h1>
      {text.subTitle && <p className="status-screen-sub">{text.subTitle}</p>}
      {path && <p className="status-screen-path">{path}</p>}
      {(kind === 'config-error' || kind === 'start-error') && detail && (
        <pre role="alert" className="status-screen-detail">
          {detail}
        </pre>
      )}
      {onHome && (
        <button type="button" className="plain-button plain-button-primary status-screen-action" onClick={onHome}>
          返回首页
        </button>
      )}
      {onRetry && kind !== 'config-error' && (
        <button type="button" className="plain-button plain-button-primary status-screen-action" onClick={onRetry}>
          重试
        </button>
      )}
    </section>
  );
}
