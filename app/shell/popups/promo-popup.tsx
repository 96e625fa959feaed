import { useState } from 'react';
import { useLocation, useRouter } from '@tanstack/react-router';
import { Button, theme } from 'antd';
import { Modal } from '../../../adapters/ui/index.ts';
import { ApartmentOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { onboardingPopupAtom, platformHintPendingAtom } from '../../state/popups.ts';
import { routeTableAtom, userAtom } from '../../state/session.ts';
import { PROMO_POPUPS, PROMO_SHOWN_KEY, promoHiddenOn, promoTarget, promoType, readShown } from './promo-rules.ts';
import './popups.css';

export * from './promo-rules.ts';

/** The promo dialog (rules and texts in promo-rules.ts). */
export function PromoPopup() {
  const user = useAtomValue(userAtom);
  const table = useAtomValue(routeTableAtom);
  const onboarding = useAtomValue(onboardingPopupAtom);
  const hintPending = useAtomValue(platformHintPendingAtom);
  const pathname = useLocation({ select: (location) => location.pathname });
  const router = useRouter();
  const { token } = theme.useToken();
  // Read once per mount: shown earlier in this session means not again.
  const [shownBefore] = useState(readShown);
  const [closed, setClosed] = useState(false);
  const type = promoType(user);
  // Waits for the onboarding pop-up and 平台提示: never two dialogs at once.
  const open = !shownBefore && !closed && type !== null && onboarding === null && !hintPending && !promoHiddenOn(pathname);
  // Marked shown once it has opened on screen, not when it was first asked for: a promo hidden
  // again at once (平台提示 coming up) stays due (issue 11, Pop-up fixes).
  const markShown = (opened: boolean) => {
    if (!opened) return;
    try {
      sessionStorage.setItem(PROMO_SHOWN_KEY, '1');
    } catch {
      // storage unavailable: it shows again after a reload
    }
  };

  if (!open || type === null) return null;
  const text = PROMO_POPUPS[type];
  const go = () => {
    setClosed(true);
    const href = promoTarget(text.target, table);
    if (href) void router.navigate({ href });
  };
  return (
    <Modal
      open
      centered
      width={460}
      className="promo-popup"
      title={
        <div className="promo-banner" style={{ background: `linear-gradient(135deg, ${token.colorPrimaryHover} 0%, ${token.colorPrimaryActive} 100%)` }}>
          <span className="promo-banner-icon" aria-hidden="true">
            {type === 1 ? <SafetyCertificateOutlined /> : <ApartmentOutlined />}
          </span>
          <div className="promo-banner-title">{text.title}</div>
        </div>
      }
      onCancel={() => setClosed(true)}
      afterOpenChange={markShown}
      footer={null}
    >
      <div className="promo-content">
        <p>{text.lead}</p>
        <ul>
          {text.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
      <div className="promo-actions">
        <Button onClick={() => setClosed(true)}>以后再说</Button>
        <Button type="primary" onClick={go}>
          {text.okText}
        </Button>
      </div>
    </Modal>
  );
}
