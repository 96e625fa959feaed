import { useQuery } from '@tanstack/react-query';
import { Collapse, Drawer, Empty, Skeleton } from 'antd';
import { useAtom } from 'jotai';
import type { HelpItem } from '../../adapters/api/index.ts';
import { queryKeys } from '../../adapters/api/query-keys.ts';
import { errorMessage } from '../../adapters/http/index.ts';
import { helpOpenAtom } from '../state/layout.ts';
import { SafeHtml } from '../../adapters/antd/safe-html.tsx';
import { useApi } from './use-services.ts';
import './shell-widgets.css';
import { RetryAlert } from '../../adapters/antd/retry-alert.tsx';

type Loaded = { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; items: HelpItem[] };

/**
 * The right help panel (帮助中心, spec section 2): the 常见问题 of the current page (its menu
 * item's help items), fetched each time the panel opens or the page changes while it is open.
 */
export function HelpPanel({ menuId }: { menuId: string | undefined }) {
  const { account: api } = useApi();
  const [open, setOpen] = useAtom(helpOpenAtom);
  // Asked each time the panel opens (or the page changes while it is open); an answer after it closed is not shown.
  const query = useQuery({
    queryKey: queryKeys.helps(menuId ?? ''),
    queryFn: () => api.helps(menuId ?? ''),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  const loaded: Loaded = query.isSuccess
    ? { state: 'done', items: query.data }
    : query.isError && !query.isFetching
      ? { state: 'error', message: `帮助内容加载失败：${errorMessage(query.error, '请稍后重试')}` }
      : { state: 'loading' };

  return (
    <Drawer title="帮助中心" placement="right" width={360} open={open} onClose={() => setOpen(false)} className="help-panel">
      <h4 className="help-panel-heading">常见问题</h4>
      {loaded.state === 'loading' && <Skeleton active paragraph={{ rows: 4 }} />}
      {loaded.state === 'error' && <RetryAlert message={loaded.message} onRetry={() => void query.refetch()} />}
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
