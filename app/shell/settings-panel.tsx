import { lazy, useLayoutEffect } from 'react';
import { Button, Tooltip } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useAtom, useAtomValue } from 'jotai';
import { settingsOpenAtom } from '../state/layout.ts';
import { showSidebarLogoAtom, showTagsBarAtom } from '../state/settings.ts';
import { WhenOpened } from '../ui/when-opened.tsx';
import './shell-widgets.css';

// The drawer (and 切换站点 in it) loads when first opened: not part of the shell's first paint.
const SettingsDrawer = lazy(() => import('./settings-drawer.tsx'));

/** Classes on <body> that hide parts of the layout (shell-widgets.css). */
export const HIDE_TAGS_BAR_CLASS = 'settings-hide-tags-bar';
export const HIDE_SIDEBAR_LOGO_CLASS = 'settings-hide-sidebar-logo';

/** Set before the first paint, so a hidden part never flashes on a reload. */
function useBodyClass(className: string, on: boolean) {
  useLayoutEffect(() => {
    document.body.classList.toggle(className, on);
    return () => document.body.classList.remove(className);
  }, [className, on]);
}

/**
 * The gear button of the navbar and its settings drawer (系统设置, 260 px, spec section 2): the
 * 切换站点 entry and the layout toggles, which are kept across reloads. Without `button` (a narrow
 * screen, where the account menu opens it: settingsOpenAtom) only the drawer and the settings' effects.
 */
export function SettingsPanel({ button = true }: { button?: boolean }) {
  const [open, setOpen] = useAtom(settingsOpenAtom);
  const showTags = useAtomValue(showTagsBarAtom);
  const showLogo = useAtomValue(showSidebarLogoAtom);
  useBodyClass(HIDE_TAGS_BAR_CLASS, !showTags);
  useBodyClass(HIDE_SIDEBAR_LOGO_CLASS, !showLogo);

  return (
    <>
      {button && (
        <Tooltip title="系统设置">
          <Button type="text" aria-label="系统设置" icon={<SettingOutlined />} onClick={() => setOpen(true)} />
        </Tooltip>
      )}
      <WhenOpened open={open}>
        <SettingsDrawer open={open} onClose={() => setOpen(false)} />
      </WhenOpened>
    </>
  );
}
