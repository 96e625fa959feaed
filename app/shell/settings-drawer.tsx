import { useState } from 'react';
import { Drawer, Switch } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useAtom, useAtomValue } from 'jotai';
import { PHONE_BELOW, useNarrowerThan } from '../../adapters/ui/index.ts';
import { siteColorAtom } from '../state/preferences.ts';
import { showSidebarLogoAtom, showTagsBarAtom } from '../state/settings.ts';
import { SiteSwitchDialog } from './site-switch.tsx';
import './shell-widgets.css';

/** The drawer's width (系统设置, 260 px, spec section 2). */
const SETTINGS_PANEL_WIDTH = 260;

// The settings drawer of the navbar's gear button (settings-panel.tsx): loaded when first opened.

function SettingRow({ label, checked, onChange }: { label: string; checked: boolean; onChange(next: boolean): void }) {
  return (
    <label className="settings-row">
      <span>{label}</span>
      <Switch size="small" checked={checked} onChange={onChange} aria-label={label} />
    </label>
  );
}

/** 系统设置 (260 px, spec section 2; the screen's width on a phone): the 切换站点 entry and the layout toggles, kept across reloads. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const [siteOpen, setSiteOpen] = useState(false);
  const [showTags, setShowTags] = useAtom(showTagsBarAtom);
  const [showLogo, setShowLogo] = useAtom(showSidebarLogoAtom);
  const color = useAtomValue(siteColorAtom);
  // on a phone the screen's width (issue 57 item 1): 260 px beside a 130 px strip of the page is no use
  const phone = useNarrowerThan(PHONE_BELOW);
  return (
    <>
      <Drawer title="系统设置" placement="right" width={phone ? '100%' : SETTINGS_PANEL_WIDTH} open={open} onClose={onClose} className="settings-panel">
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
