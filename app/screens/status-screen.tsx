import { CloseCircleFilled, FileUnknownFilled, InfoCircleFilled, StopFilled, WarningFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import './status-screen.css';

// A full-page status. Written with plain markup, not antd's Result and Button: Result brings its
// three large SVG illustrations (about 10 kB gzip) and Typography (8 kB), and any antd component
// its theme and CSS-in-JS, into every route, /login included, since the router's not-found page
// and the config-error page are loaded up front.

export type StatusKind = '404' | '401' | 'unavailable' | 'unknown' | 'config-error';

export interface StatusScreenProps {
  kind: StatusKind;
  /** For 'unavailable': the page's name; for 'config-error': the error text. */
  detail?: string;
  /** Shown under the message, e.g. the path that was asked for. */
  path?: string;
  onHome?: () => void;
}

type Tone = 'info' | 'warning' | 'error';

const TEXT: Record<StatusKind, { tone: Tone; icon: ReactNode; title: string; subTitle: string }> = {
  '404': { tone: 'info', icon: <FileUnknownFilled />, title: '404', subTitle: '抱歉，您访问的页面不存在。' },
  '401': { tone: 'warning', icon: <StopFilled />, title: '401', subTitle: '抱歉，您没有访问此页面的权限。' },
  unavailable: { tone: 'info', icon: <InfoCircleFilled />, title: '页面尚未开放', subTitle: '此功能正在建设中，敬请期待。' },
  unknown: { tone: 'warning', icon: <WarningFilled />, title: '该页面暂不可用，请联系管理员', subTitle: '' },
  'config-error': { tone: 'error', icon: <CloseCircleFilled />, title: '应用配置有误', subTitle: '请联系管理员检查部署配置。' },
};

/** A full-page status: not found, no permission, a page not built yet, a page no screen knows, or a bad deployment config. */
export function StatusScreen({ kind, detail, path, onHome }: StatusScreenProps) {
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
      {kind === 'config-error' && detail && (
        <pre role="alert" className="status-screen-detail">
          {detail}
        </pre>
      )}
      {onHome && (
        <button type="button" className="plain-button plain-button-primary status-screen-action" onClick={onHome}>
          返回首页
        </button>
      )}
    </section>
  );
}
