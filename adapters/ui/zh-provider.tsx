import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
// The ES build of the locale: the CommonJS 'antd/locale/zh_CN' reaches the production bundle as
// a module object, and antd then falls back to English ("10 / page").
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { LightApp } from './light-app.tsx';
import { prefersReducedMotion } from './motion.ts';
import { STATIC_THEME } from './static-styles/theme.ts';

dayjs.locale('zh-cn');

export interface ZhProviderProps {
  children: ReactNode;
  /** The app's theme (site colour, font size); stories use antd's default. */
  theme?: ThemeConfig | undefined;
  /** Default: small, the spec's "UI size default mini" (section 9). */
  componentSize?: SizeType;
}

const CLOSE_IN_CHINESE = { closable: { 'aria-label': '关闭' } } as const;
const NO_WAVE = { disabled: true } as const;

export { REDUCED_MOTION_QUERY } from './motion.ts';

/**
 * Where antd's toasts go: a polite live region made before the first toast (issue 30 item 4), so
 * a screen reader reads 操作成功 after a save; antd's own toast box has no role and is made with
 * the toast itself, too late to be announced.
 */
function toastRegion(): HTMLElement {
  const found = document.getElementById('app-toasts');
  if (found) return found;
  const region = document.createElement('div');
  region.id = 'app-toasts';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  document.body.append(region);
  return region;
}
const TOASTS = { getContainer: toastRegion } as const;

/** antd in Chinese, dayjs in zh-cn, and no motion when the system asks for less. Wraps the app and every story. */
export function ZhProvider({ children, theme, componentSize = 'small' }: ZhProviderProps) {
  // With less motion asked for (antd zooms and slides whatever the system says), its dialogs,
  // drawers and menus open and close without moving. Read when antd starts, not followed live:
  // antd's ConfigProvider wraps its children in one more provider once motion differs from its
  // parent's, so turning motion off under a mounted app would mount every page again and lose
  // what was typed in it. A change applies from the next load.
  const [reduced] = useState(prefersReducedMotion);
  useEffect(() => void toastRegion(), []);
  const themed = useMemo(() => ({ ...theme, ...STATIC_THEME, ...(reduced ? { token: { ...theme?.token, motion: false } } : {}) }), [reduced, theme]);
  // nor the ripple of a clicked button: antd's wave ignores the motion token, and its effect
  // stayed in the page for most of a second after each click, its transitions running
  const wave = reduced ? NO_WAVE : undefined;
  return (
    // autoInsertSpace off: antd would show 提交 as "提 交"; the spec's strings are shown verbatim.
    // The close buttons of dialogs and drawers: rc-dialog names its button "Close" in English
    // whatever the locale (antd puts 关闭 only on the icon inside), so the name is given here.
    <ConfigProvider locale={zhCN} componentSize={componentSize} theme={themed} wave={wave} button={{ autoInsertSpace: false }} modal={CLOSE_IN_CHINESE} drawer={CLOSE_IN_CHINESE}>
      <LightApp message={TOASTS}>{children}</LightApp>
    </ConfigProvider>
  );
}
