import { Button } from 'antd';
import { Modal } from '../../adapters/ui/index.ts';
import { useAtom, useAtomValue } from 'jotai';
import { activationOpenAtom, rechargeRequestAtom } from '../state/money.ts';
import { onboardingPopupAtom, PLATFORM_HINT_KEY, platformHintPendingAtom } from '../state/popups.ts';
import './shell-widgets.css';

export { PLATFORM_HINT_KEY };

function markShown(): void {
  try {
    sessionStorage.setItem(PLATFORM_HINT_KEY, '1');
  } catch {
    // storage unavailable: the hint may show again on the next page load
  }
}

/**
 * 平台提示 (spec section 2, Layout): a short notice about the platform, shown once per browser
 * session after login (mounted in the layout), after any onboarding pop-up has been closed and
 * while no money dialog is up (去充值 on pop-up 4: one thing on screen at a time, issue 31 item 7).
 * It floats bottom right without a mask: it appears while the user may already be clicking
 * the page, and that first click must reach the page rather than close the hint (issue 13).
 * It counts as shown once it has opened on screen.
 */
export function PlatformHint() {
  const onboarding = useAtomValue(onboardingPopupAtom);
  const recharge = useAtomValue(rechargeRequestAtom);
  const activation = useAtomValue(activationOpenAtom);
  const [pending, setPending] = useAtom(platformHintPendingAtom);
  const close = () => {
    markShown();
    setPending(false);
  };

  return (
    <Modal
      title="平台提示"
      open={pending && onboarding === null && recharge === null && !activation}
      onCancel={close}
      afterOpenChange={(opened) => opened && markShown()}
      width={400}
      mask={false}
      maskClosable={false}
      wrapClassName="platform-hint-wrap"
      className="platform-hint-modal"
      destroyOnHidden
      footer={
        <Button type="primary" onClick={close}>
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
