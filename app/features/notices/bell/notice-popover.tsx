import { lazy, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import type { NoticeRow } from '../../../../adapters/api/index.ts';
import { errorMessage } from '../../../../adapters/http/index.ts';
import { SETTLED, settledValue } from '../../../../adapters/ui/index.ts';
import { WhenOpened } from '../../../ui/when-opened.tsx';
import { noticeWasRead, useNoticeStatus } from './use-notice-status.ts';
import './notice.css';

// The popover's content and the 阅读消息 dialog (with the HTML sanitiser) load when first opened.
const NoticePanel = lazy(() => import('./notice-panel.tsx'));
const ReadNoticeDialog = lazy(() => import('./read-notice-dialog.tsx').then((module) => ({ default: module.ReadNoticeDialog })));

/**
 * The navbar's bell (spec section 2, Layout): the unread count as a badge, and a popover with the
 * tab 通知 listing the latest notices (已读/未读, title, relative time, 查看) and 查看更多. The count is
 * refreshed when the popover opens, every 60 s and on focus; reading a notice (here or in the
 * centre) marks it read in every cached list and drops the count at once.
 */
export function NoticePopover() {
  const query = useNoticeStatus();
  const queryClient = useQueryClient();
  const status = query.data ?? null;
  const loading = query.isFetching;
  const error = query.isError ? `通知加载失败：${errorMessage(query.error, '请稍后重试')}` : null;
  const refresh = () => query.refetch();
  const [open, setOpen] = useState(false);
  // its opening motion over (antd's afterOpenChange): SETTLED on its box, as a dialog says it
  const [settled, setSettled] = useState(false);
  const [reading, setReading] = useState<NoticeRow | null>(null);
  const unread = status?.sum ?? 0;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void refresh();
  };
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Esc closes the popover (antd's click trigger does not) and gives focus back to the bell.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const inside = panel.current?.contains(document.activeElement);
      setOpen(false);
      if (inside) bell.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  // Opened, the popover takes focus (issue 30 item 2): the next Tab is its tab 通知, then the first 查看,
  // not the rest of the page first. The popup is drawn a frame or two after the state changes.
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    const take = (tries: number) => {
      const box = panel.current;
      if (box && box.getClientRects().length > 0) box.focus({ preventScroll: true });
      else if (tries > 0) frame = requestAnimationFrame(() => take(tries - 1));
    };
    frame = requestAnimationFrame(() => take(30));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const content = (
    <div ref={panel} role="dialog" aria-label="通知" tabIndex={-1} className="notice-popover-box" {...{ [SETTLED]: settledValue(settled && open) }}>
      <WhenOpened open={open} fallback={<div className="notice-popover notice-loading"><span className="app-spinner" role="status" aria-label="通知加载中" /></div>}>
        <NoticePanel status={status} loading={loading} error={error} onRetry={() => void refresh()} onRead={setReading} onClose={() => setOpen(false)} />
      </WhenOpened>
    </div>
  );

  return (
    <>
      <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={onOpenChange} afterOpenChange={setSettled} content={content} arrow={{ pointAtCenter: true }}>
        <Button ref={bell} type="text" className="notice-bell" aria-label={unread > 0 ? `通知，${unread} 条未读` : '通知'} aria-expanded={open} aria-haspopup="dialog">
          <BellOutlined className="notice-bell-icon" />
          {/* the count in antd Badge's look; plain markup, since Badge took 6 kB gzip into every first load */}
          {unread > 0 && (
            <span className="notice-bell-count" title={String(unread)} aria-hidden>
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </Popover>
      <WhenOpened open={reading !== null}>
        <ReadNoticeDialog
          noticeId={reading?.id ?? null}
          onClose={() => setReading(null)}
          onRead={() => reading && void noticeWasRead(queryClient, reading)}
        />
      </WhenOpened>
    </>
  );
}
