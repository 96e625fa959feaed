import { useCallback, useEffect, useRef, useState } from 'react';
import type { NoticeRow } from '../../../adapters/api/index.ts';
import { errorMessage } from '../../../adapters/http/index.ts';
import { useServices } from '../use-services.ts';

/** How often the unread count is fetched again while the layout is on screen. */
export const NOTICE_REFRESH_MS = 60_000;

export interface NoticeStatus {
  /** Unread count. */
  sum: number;
  /** The latest notices. */
  list: NoticeRow[];
}

/**
 * The navbar's notice status (unread count, latest notices): fetched on mount, every 60 s, and
 * when `refresh` is called. An answer older than the latest request is dropped.
 */
export function useNoticeStatus() {
  const { api } = useServices();
  const [status, setStatus] = useState<NoticeStatus | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const mounted = useRef(true);

  const refresh = useCallback(async () => {
    const request = ++latest.current;
    setLoading(true);
    try {
      const next = await api.noticeStatus();
      if (!mounted.current || request !== latest.current) return;
      setStatus({ sum: Number(next?.sum) || 0, list: Array.isArray(next?.list) ? next.list : [] });
      setError(null);
    } catch (failure) {
      if (mounted.current && request === latest.current) setError(`通知加载失败：${errorMessage(failure, '请稍后重试')}`);
    } finally {
      if (mounted.current && request === latest.current) setLoading(false);
    }
  }, [api]);

  useEffect(() => {
    mounted.current = true;
    void refresh();
    const timer = setInterval(() => void refresh(), NOTICE_REFRESH_MS);
    return () => {
      mounted.current = false;
      clearInterval(timer);
    };
  }, [refresh]);

  return { status, loading, error, refresh };
}
