import { useQuery } from '@tanstack/react-query';
import { Collapse, Drawer, Empty, Skeleton } from 'antd';
import { useAtom } from 'jotai';
import { queryKeys } from '../../adapters/api/index.ts';
import { PHONE_BELOW, QueryState, SafeHtml, useNarrowerThan } from '../../adapters/ui/index.ts';
import { helpOpenAtom } from '../state/layout.ts';
import { useApi } from '../services/use-services.ts';
import './shell-widgets.css';

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
  // on a phone the screen's width (issue 57 item 1)
  const phone = useNarrowerThan(PHONE_BELOW);

  return (
    <Drawer title="帮助中心" placement="right" width={phone ? '100%' : 360} open={open} onClose={() => setOpen(false)} className="help-panel">
      <h4 className="help-panel-heading">常见问题</h4>
      <QueryState
        query={query}
        failure="帮助内容加载失败"
        pending={<Skeleton active paragraph={{ rows: 4 }} />}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="本页暂无常见问题" />}
      >
        {(items) => (
          <Collapse
            key={menuId ?? ''}
            className="help-panel-list"
            defaultActiveKey={['0']}
            items={items.map((item, index) => ({
              key: String(index),
              label: item.title,
              children: <SafeHtml className="help-panel-answer" html={item.content ?? ''} />,
            }))}
          />
        )}
      </QueryState>
    </Drawer>
  );
}
