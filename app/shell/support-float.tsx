import { Tooltip } from 'antd';
import { useServices } from '../services/use-services.ts';
import './shell-widgets.css';

/** The configured chat address when it is an http(s) URL (never javascript: or data:), else null. */
export function supportChatHref(url: string, base: string): string | null {
  if (!url.trim()) return null;
  try {
    const parsed = new URL(url.trim(), base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * The floating support image (spec section 2, Layout), bottom right: opens the external chat of
 * runtime-config.json's supportChatUrl in a new tab. Hidden when no URL is configured.
 */
export function SupportFloat() {
  const { config } = useServices();
  const href = supportChatHref(config.supportChatUrl, window.location.href);
  if (!href) return null;
  return (
    <Tooltip title="在线客服" placement="left">
      <a className="support-float" href={href} target="_blank" rel="noopener noreferrer" aria-label="在线客服（新窗口打开）">
        <img src="support.svg" alt="" width={56} height={56} />
      </a>
    </Tooltip>
  );
}
