import { formatDateTime, relativeTime, type TimeInput } from '../../../lib/time.ts';

/**
 * A notice's time as every notice list shows it (spec section 9: 刚刚, N分钟前, N小时前, 1天前,
 * then the date), the full time (China time, as the server sends it) on hover: the bell's popover,
 * the notification centre, 阅读消息.
 */
export function NoticeTime({ value, className }: { value: TimeInput; className?: string }) {
  const full = formatDateTime(value);
  if (!full) return null;
  return (
    <time className={className} dateTime={`${full.replace(' ', 'T')}+08:00`} title={full}>
      {relativeTime(value)}
    </time>
  );
}
