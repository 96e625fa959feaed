import { useEffect, useState } from 'react';
import { Collapse, Drawer, Empty, Skeleton } from 'antd';
import { useAtom } from 'jotai';
import type { HelpItem } from '../../adapters/api/index.ts';
import { errorMessage } from '../../adapters/http/index.ts';
import { helpOpenAtom } from '../state/layout.ts';
import { SafeHtml } from '../../adapters/antd/safe-html.tsx';
import { useServices } from './use-services.ts';
import './shell-widgets.css';
import { RetryAlert } from '../../adapters/antd/retry-alert.tsx';

type Loaded = { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; items: HelpItem[] };

/**
 * The right help panel (帮助中心, spec section 2): the 常见问题 of the current page (its menu
 * item's help items), fetched each time the panel opens or the page changes while it is open.
 */
export function HelpPanel({ menuId }: { menuId: string | undefined }) {
  const { api } = useServices();
  const [open, setOpen] = useAtom(helpOpenAtom);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoaded({ state: 'loading' });
    api.helps(menuId ?? '').then(
      (answer) => current && setLoaded({ state: 'done', items: answer }),
      (error: unknown) => current && setLoaded({ state: 'error', message: `帮助内容加载失败：${errorMessage(error, '请稍后重试')}` }),
    );
    return () => {
      current = false;
    };
  }, [api, open, menuId, attempt]);

  return (
    <Drawer title="帮助中心" placement="right" width={360} open={open} onClose={() => setOpen(false)} className="help-panel">
      <h4 className="help-panel-heading">常见问题</h4>
      {loaded.state === 'loading' && <Skeleton active paragraph={{ rows: 4 }} />}
      {loaded.state === 'error' && <RetryAlert message={loaded.message} onRetry={() => setAttempt((n) => n + 1)} />}
      {loaded.state === 'done' && loaded.items.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="本页暂无常见问题" />}
      {loaded.state === 'done' && loaded.items.length > 0 && (
        <Collapse
          key={menuId ?? ''}
          className="help-panel-list"
          defaultActiveKey={['0']}
          items={loaded.items.map((item, index) => ({
            key: String(index),
            label: item.title,
            children: <SafeHtml className="help-panel-answer" html={item.content ?? ''} />,
          }))}
        />
      )}
    </Drawer>
  );
}
