import { useCallback, useEffect, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { feedback } from '../services/feedback.ts';

/** Whether the page is full screen, followed as it changes, and the switch; a warning where the browser does not allow it (spec section 8). */
export function useFullscreen(): { full: boolean; toggle(): Promise<void> } {
  // Safari before 16.4 has only webkit-prefixed full screen: fullscreenElement is undefined there
  // (not full screen) and fullscreenEnabled too, so the toggle warns instead (below)
  // eslint-disable-next-line compat/compat -- read as a flag, undefined where missing
  const [full, setFull] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    // eslint-disable-next-line compat/compat -- as above
    const update = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = useCallback(async () => {
    if (!document.fullscreenEnabled) {
      feedback.message.warning('您的浏览器不支持全屏');
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      feedback.message.warning('您的浏览器不支持全屏');
    }
  }, []);
  return { full, toggle };
}

/** The label of the switch: what a click does. */
export const fullscreenLabel = (full: boolean) => (full ? '退出全屏' : '全屏');

/** Full screen on and off (the navbar's button on a wide screen). */
export function FullscreenToggle() {
  const { full, toggle } = useFullscreen();
  const label = fullscreenLabel(full);
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} aria-pressed={full} icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={() => void toggle()} />
    </Tooltip>
  );
}
