import { useEffect } from 'react';
import { Button, Modal } from 'antd';
import { useAtom, useAtomValue } from 'jotai';
import { onboardingPopupAtom, platformHintOpenAtom } from '../state/popups.ts';
import './shell-widgets.css';

/** The sessionStorage flag: the hint has been shown in this browser session. */
export const PLATFORM_HINT_KEY = 'org-platform-hint';

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(PLATFORM_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function markShown(): void {
  try {
    sessionStorage.setItem(PLATFORM_HINT_KEY, '1');
  } catch {
    // storage unavailable: the hint may show again on the next page load
  }
}

/**
 * 平台提示 (spec section 2, Layout): a short notice about the platform, shown once per browser
 * session after login (mounted in the layout), after any onboarding pop-up has been closed.
 */
export function PlatformHint() {
  const onboarding = useAtomValue(onboardingPopupAtom);
  const [open, setOpen] = useAtom(platformHintOpenAtom);

  useEffect(() => {
    if (onboarding !== null || shownThisSession()) return;
    markShown();
    setOpen(true);
  }, [onboarding, setOpen]);

  return (
    <Modal
      title="平台提示"
      open={open}
      onCancel={() => setOpen(false)}
      width={460}
      centered
      destroyOnHidden
      footer={
        <Button type="primary" onClick={() => setOpen(false)}>
          我知道了
        </Button>
      }
    >
      <div className="platform-hint">
        <p>欢迎使用阳光继教机构管理平台。</p>
        <ul>
          <li>机构信息、专业、课程等资料提交后需经平台审核，审核通过后对外展示。</li>
          <li>请妥善保管账号密码，不要将账号转借他人使用；离开电脑时请及时退出登录。</li>
          <li>页面右上角「帮助中心」提供当前页面的常见问题，如仍有疑问请联系平台客服。</li>
        </ul>
      </div>
    </Modal>
  );
}
