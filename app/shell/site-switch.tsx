import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Radio, Spin } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useAtom } from 'jotai';
import type { Site } from '../../adapters/api/index.ts';
import { errorMessage } from '../../adapters/http/index.ts';
import { queryKeys } from '../../adapters/api/index.ts';
import { isColor, siteColorAtom } from '../state/preferences.ts';
import { useApi } from '../services/use-services.ts';
import './shell-widgets.css';
import { Modal, RetryAlert } from '../../adapters/ui/index.ts';

type Loaded = { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; sites: Site[] };

const sameColor = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * 切换站点 (spec section 2): the sites of organisation/sites (管理端 #409EFF, 机构端 #13c2c2);
 * 确定 rethemes the app with the chosen site's colour (kept in localStorage), 取消 keeps it.
 */
export function SiteSwitchDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { account: api } = useApi();
  const [color, setColor] = useAtom(siteColorAtom);
  // The colour picked in the dialog; null until the user picks one (the current colour shows).
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? color;
  // Asked each time the dialog opens; an answer after it closed is not shown.
  const query = useQuery({ queryKey: queryKeys.sites, queryFn: () => api.sites(), enabled: open, staleTime: 0 });
  const loaded: Loaded = query.isSuccess
    ? { state: 'done', sites: (Array.isArray(query.data) ? query.data : []).filter((site) => isColor(site.color)) }
    : query.isError && !query.isFetching
      ? { state: 'error', message: `站点列表加载失败：${errorMessage(query.error, '请稍后重试')}` }
      : { state: 'loading' };

  const selected = loaded.state === 'done' ? loaded.sites.find((site) => sameColor(site.color, chosen)) : undefined;

  const close = () => {
    setPicked(null);
    onClose();
  };
  const confirm = () => {
    if (selected) setColor(selected.color);
    close();
  };

  return (
    <Modal
      title="切换站点"
      open={open}
      onCancel={close}
      width={420}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          取消
        </Button>,
        <Button key="ok" type="primary" disabled={!selected} onClick={confirm}>
          确定
        </Button>,
      ]}
    >
      {loaded.state === 'loading' && (
        <div className="site-switch-loading">
          <Spin />
        </div>
      )}
      {loaded.state === 'error' && <RetryAlert message={loaded.message} onRetry={() => void query.refetch()} />}
      {loaded.state === 'done' && (
        <Radio.Group
          className="site-switch-list"
          value={selected?.key}
          onChange={(event) => {
            const site = loaded.sites.find((s) => s.key === event.target.value);
            if (site) setPicked(site.color);
          }}
        >
          {loaded.sites.map((site) => (
            <Radio
              key={site.key}
              value={site.key}
              className="site-switch-option"
              style={selected?.key === site.key ? { borderColor: site.color } : undefined}
            >
              <span className="site-switch-swatch" style={{ background: site.color }} aria-hidden>
                {selected?.key === site.key && <CheckOutlined />}
              </span>
              <span className="site-switch-name">{site.name}</span>
              <span className="site-switch-color">{site.color}</span>
            </Radio>
          ))}
        </Radio.Group>
      )}
    </Modal>
  );
}
