import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { onboardingPopupAtom, platformHintPendingAtom } from '../../state/popups.ts';
import { userAtom } from '../../state/session.ts';
import { promoType, readShown } from './promo-rules.ts';

// The onboarding and promo dialogs load only when they can show: most sessions never see
// either, and their code (antd Modal's confirm look, icons, texts) stays out of the first load.
const OnboardingPopup = lazy(() => import('./onboarding-popup.tsx').then((module) => ({ default: module.OnboardingPopup })));
const PromoPopup = lazy(() => import('./promo-popup.tsx').then((module) => ({ default: module.PromoPopup })));
// 平台提示 too, and with it antd's Modal, which the first screen does not draw (issue 61 item 4)
const PlatformHint = lazy(() => import('../platform-hint.tsx').then((module) => ({ default: module.PlatformHint })));

/** 平台提示, once it is pending; kept mounted after, so that it closes as a dialog does. */
export function PlatformHintGate() {
  const pending = useAtomValue(platformHintPendingAtom);
  const [asked, setAsked] = useState(pending);
  if (pending && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <PlatformHint />
    </Suspense>
  );
}

/** The onboarding pop-up, once one is asked for (the user's popup_type, or a 435/456 answer). */
export function OnboardingGate() {
  const requested = useAtomValue(onboardingPopupAtom);
  if (requested === null) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingPopup />
    </Suspense>
  );
}

/** The promo, for an account that can get one and has not seen it this session; the dialog decides the rest. */
export function PromoGate() {
  const user = useAtomValue(userAtom);
  // read once per mount, as the dialog does: the dialog marking itself shown must not unmount it
  const [shownBefore] = useState(readShown);
  if (promoType(user) === null || shownBefore) return null;
  return (
    <Suspense fallback={null}>
      <PromoPopup />
    </Suspense>
  );
}
