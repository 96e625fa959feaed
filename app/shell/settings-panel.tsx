import { useLayoutEffect, useState } from 'react';
import { Button, Drawer, Switch, Tooltip } from 'antd';
import { RightOutlined, SettingOutlined } from '@ant-design/icons';
import { useAtom, useAtomValue } from 'jotai';
import { siteColorAtom } from '../state/preferences.ts';
import { showSidebarLogoAtom, showTagsBarAtom } from '../state/settings.ts';
import { SiteSwitchDialog } from './site-switch.tsx';
import './shell-widgets.css';

export const SETTINGS_PANEL_WIDTH = 260;

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

function SettingRow({ label, checked, onChange }: { label: string; checked: boolean; onChange(next: boolean): void }) {
  return (
    <label className="settings-row">
      <span>{label}</span>
      <Switch size="small" checked={checked} onChange={onChange} aria-label={label} />
    </label>
  );
}

/**
 * The gear button of the navbar and its settings drawer (系统设置, 260 px, spec section 2): the
 * 切换站点 entry and the layout toggles, which are kept across reloads.
 */
export function SettingsPanel() {
  const [open, setOpen] = useState(false);
  const [siteOpen, setSiteOpen] = useState(false);
  const [showTags, setShowTags] = useAtom(showTagsBarAtom);
  const [showLogo, setShowLogo] = useAtom(showSidebarLogoAtom);
  const color = useAtomValue(siteColorAtom);
  useBodyClass(HIDE_TAGS_BAR_CLASS, !showTags);
  useBodyClass(HIDE_SIDEBAR_LOGO_CLASS, !showLogo);

  return (
    <>
      <Tooltip title="系统设置">
        <Button type="text" aria-label="系统设置" icon={<SettingOutlined />} onClick={() => setOpen(true)} />
      </Tooltip>
      <Drawer title="系统设置" placement="right" width={SETTINGS_PANEL_WIDTH} open={open} onClose={() => setOpen(false)} className="settings-panel">
        <section className="settings-section">
          <h4 className="settings-heading">站点</h4>
          <button type="button" className="settings-entry" onClick={() => setSiteOpen(true)}>
            <span className="settings-swatch" style={{ background: color }} aria-hidden />
            <span className="settings-entry-label">切换站点</span>
            <RightOutlined className="settings-entry-arrow" />
          </button>
        </section>
        <section className="settings-section">
          <h4 className="settings-heading">界面</h4>
          <SettingRow label="显示标签栏" checked={showTags} onChange={setShowTags} />
          <SettingRow label="显示侧边栏 Logo" checked={showLogo} onChange={setShowLogo} />
        </section>
      </Drawer>
      <SiteSwitchDialog open={siteOpen} onClose={() => setSiteOpen(false)} />
    </>
  );
}
