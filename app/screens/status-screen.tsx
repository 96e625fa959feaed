import { Button, Result, Typography } from 'antd';

export type StatusKind = '404' | '401' | 'unavailable' | 'unknown' | 'config-error';

export interface StatusScreenProps {
  kind: StatusKind;
  /** For 'unavailable': the page's name; for 'config-error': the error text. */
  detail?: string;
  /** Shown under the message, e.g. the path that was asked for. */
  path?: string;
  onHome?: () => void;
}

const TEXT: Record<StatusKind, { status: 'info' | 'warning' | '404' | '403' | 'error'; title: string; subTitle: string }> = {
  '404': { status: '404', title: '404', subTitle: '抱歉，您访问的页面不存在。' },
  '401': { status: '403', title: '401', subTitle: '抱歉，您没有访问此页面的权限。' },
  unavailable: { status: 'info', title: '页面尚未开放', subTitle: '此功能正在建设中，敬请期待。' },
  unknown: { status: 'warning', title: '该页面暂不可用，请联系管理员', subTitle: '' },
  'config-error': { status: 'error', title: '应用配置有误', subTitle: '请联系管理员检查部署配置。' },
};

/** A full-page status: not found, no permission, a page not built yet, a page no screen knows, or a bad deployment config. */
export function StatusScreen({ kind, detail, path, onHome }: StatusScreenProps) {
  const text = TEXT[kind];
  const title = kind === 'unavailable' && detail ? `${detail}：${text.title}` : text.title;
  return (
    <section style={{ padding: '48px 16px' }}>
      <Result
        status={text.status}
        title={title}
        subTitle={
          <>
            {text.subTitle && <div>{text.subTitle}</div>}
            {path && <Typography.Text type="secondary">{path}</Typography.Text>}
            {kind === 'config-error' && detail && (
              <pre role="alert" style={{ textAlign: 'left', whiteSpace: 'pre-wrap', marginTop: 16 }}>
                {detail}
              </pre>
            )}
          </>
        }
        extra={
          onHome && (
            <Button type="primary" onClick={onHome}>
              返回首页
            </Button>
          )
        }
      />
    </section>
  );
}
