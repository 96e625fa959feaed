import { useEffect, useState } from 'react';
import { useLocation, useRouter } from '@tanstack/react-router';
import { Button, Modal, theme } from 'antd';
import { ApartmentOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import type { UserInfo } from '../../../adapters/api/account.ts';
import { firstAvailable } from '../../routing/menu-routes.ts';
import { onboardingPopupAtom, platformHintOpenAtom } from '../../state/popups.ts';
import { routeTableAtom, userAtom } from '../../state/session.ts';
import './popups.css';

// The promo popup of spec section 4: once per session (sessionStorage flag '1'); type 1 when the
// organisation is not authenticated (school.name_auth 0), type 2 when it is but has no branch;
// only for accounts that are not schools (is_shcool falsy); never on the auth pages or login.

export const PROMO_SHOWN_KEY = 'promo-popup-shown';

export type PromoType = 1 | 2;

export interface PromoText {
  title: string;
  lead: string;
  points: string[];
  okText: string;
  /** Where the button goes: the first of these the user's menu has (else the first). */
  targets: string[];
}

export const PROMO_POPUPS: Record<PromoType, PromoText> = {
  1: {
    title: '完成机构认证，开启招生推广',
    lead: '您的机构尚未完成认证，认证通过后即可享受平台服务：',
    points: ['机构信息在平台展示，提升学员信任', '发布课程与培训项目，获取精准生源', '开通助学通服务，推广任务自动投放'],
    okText: '立即认证',
    targets: ['/school-auth2/school-auth2.base.branchAuth', '/school-auth2/school-auth2.base?type=name_auth', '/school-auth/school-auth.base?type=name_auth'],
  },
  2: {
    title: '添加学习中心，扩大招生范围',
    lead: '您的机构认证资料已提交，再添加学习中心（分支机构）：',
    points: ['学员可就近选择学习中心报名', '各学习中心独立展示实景图片与视频', '招生推广覆盖更多城市与地区'],
    okText: '去添加',
    targets: ['/school-branch/school-branch', '/school-auth2/school-auth2.base.branchAuth'],
  },
};

/** Which promo the user gets, if any. promoType({is_shcool: 0, school: {name_auth: 0}}) -> 1 */
export function promoType(user: Pick<UserInfo, 'is_shcool' | 'has_branch' | 'school'> | null | undefined): PromoType | null {
  if (!user || Number(user.is_shcool)) return null;
  if (!Number(user.school?.name_auth ?? 0)) return 1;
  if (!Number(user.has_branch ?? 0)) return 2;
  return null;
}

/** The auth pages (/school-auth*, /school-auth2*) and login never show it. */
export function promoHiddenOn(pathname: string): boolean {
  return pathname.startsWith('/login') || pathname.startsWith('/school-auth');
}

/** Where the promo's button goes: the first target the account's menu has. */
export const promoTarget = firstAvailable;

function readShown(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(PROMO_SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

export function PromoPopup() {
  const user = useAtomValue(userAtom);
  const table = useAtomValue(routeTableAtom);
  const onboarding = useAtomValue(onboardingPopupAtom);
  const hintOpen = useAtomValue(platformHintOpenAtom);
  const pathname = useLocation({ select: (location) => location.pathname });
  const router = useRouter();
  const { token } = theme.useToken();
  // Read once per mount: shown earlier in this session means not again.
  const [shownBefore] = useState(readShown);
  const [closed, setClosed] = useState(false);
  const type = promoType(user);
  // Waits for the onboarding pop-up: never two dialogs at once.
  const open = !shownBefore && !closed && type !== null && onboarding === null && !hintOpen && !promoHiddenOn(pathname);

  useEffect(() => {
    if (!open) return;
    try {
      sessionStorage.setItem(PROMO_SHOWN_KEY, '1');
    } catch {
      // storage unavailable: it shows again after a reload
    }
  }, [open]);

  if (!open || type === null) return null;
  const text = PROMO_POPUPS[type];
  const go = () => {
    setClosed(true);
    void router.navigate({ href: promoTarget(text.targets, table) });
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
