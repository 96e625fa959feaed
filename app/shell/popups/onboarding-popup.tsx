import { useEffect, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Button, theme } from 'antd';
import { Modal } from '../../../adapters/ui/index.ts';
import {
  AuditOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  RocketOutlined,
  SmileOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { ONBOARDING_SHOWN_KEY, onboardingPopupAtom } from '../../state/popups.ts';
import { authFormTarget } from '../../routing/auth-form-target.ts';
import type { AuthTarget } from '../../lib/menu-routes.ts';
import { routeTableAtom, userAtom } from '../../state/session.ts';
import { activationOpenAtom } from '../../state/money.ts';
import { goRecharge } from '../../routing/go-recharge.ts';
import './popups.css';

// The onboarding pop-ups of spec section 2 (types 1 to 5, 0 the default registered-success
// text). Which one is on screen is onboardingPopupAtom (state/popups.ts): the user's popup_type
// once per session (after login), or whatever the error catalogue sets (435 -> 3, 456 -> 2).

/** The customer-service line of the default pop-up (the number of the server's help texts). */
export const SERVICE_PHONE = '400-800-1234';
// The base authentication route of a school's menu (ROUTE_PATHS.baseAuth?type=name_auth) is
// reached from the pop-ups (spec section 2); they resolve it from the account's own menu
// (authFormHref 'base'), so a branch reaches its own branchAuth page.

export type OnboardingType = 0 | 1 | 2 | 3 | 4 | 5;

export interface OnboardingText {
  title: string;
  /** Paragraphs of the body. */
  body: string[];
  /** The one button. */
  okText: string;
  /** Where the button goes after closing the pop-up; absent (and no `auth`): it only closes (type 4 opens the recharge dialog). */
  to?: string;
  /** The button goes to this auth form of the account's menu. */
  auth?: AuthTarget;
  /** false: no close icon, and neither the mask nor Esc closes it. */
  closable: boolean;
  tone: 'primary' | 'success' | 'waiting' | 'warning';
}

/** Every pop-up's texts, by type (0 = the default). */
export const ONBOARDING_POPUPS: Record<OnboardingType, OnboardingText> = {
  1: {
    title: '新学校注册引导',
    body: [
      '欢迎入驻阳光继教！您的学校账号已注册成功。',
      '请先提交实名认证及现场资料，平台审核通过后即可完善学校信息、开通助学通服务。',
    ],
    okText: '提交资料',
    auth: 'base',
    closable: false,
    tone: 'primary',
  },
  2: {
    title: '实名资料已提交',
    body: ['您的实名认证及现场资料已提交成功。', '下一步：请添加学校信息，提交后平台将尽快为您审核。'],
    okText: '添加学校信息',
    auth: 'base',
    closable: true,
    tone: 'success',
  },
  3: {
    title: '学校信息已添加',
    body: ['您的学校信息已添加成功，正在等待平台审核。', '审核通过后将为您开通助学通服务，请耐心等待。'],
    okText: '我知道了',
    closable: true,
    tone: 'waiting',
  },
  4: {
    title: '任务下线',
    body: ['由于账户余额不足，您的推广任务已自动暂停，状态为“待充值”。', '充值后即可恢复推广任务。'],
    okText: '去充值',
    closable: true,
    tone: 'warning',
  },
  5: {
    title: '助学通服务已开通',
    body: ['恭喜！您的助学通服务已开通。', '请在“推广任务”中创建任务，开始招生推广。'],
    okText: '我知道了',
    closable: true,
    tone: 'success',
  },
  0: {
    title: '注册成功',
    body: ['恭喜您，账号注册成功！请完成学校认证，认证通过后即可使用平台各项服务。', `如有疑问，请致电客服热线：${SERVICE_PHONE}`],
    okText: '去认证',
    auth: 'base',
    closable: true,
    tone: 'primary',
  },
};

const ICONS: Record<OnboardingType, ReactNode> = {
  0: <SmileOutlined />,
  1: <RocketOutlined />,
  2: <AuditOutlined />,
  3: <ClockCircleOutlined />,
  4: <WarningOutlined />,
  5: <CheckCircleOutlined />,
};

type Token = ReturnType<typeof theme.useToken>['token'];

/** The icon's colours, from the theme (the organisation side is teal, the admin side blue). */
export function toneStyle(tone: OnboardingText['tone'], token: Token): { color: string; background: string } {
  switch (tone) {
    case 'success':
      return { color: token.colorSuccess, background: token.colorSuccessBg };
    case 'warning':
      return { color: token.colorWarning, background: token.colorWarningBg };
    case 'waiting':
      return { color: token.colorInfo, background: token.colorInfoBg };
    default:
      return { color: token.colorPrimary, background: token.colorPrimaryBg };
  }
}

export function isOnboardingType(value: unknown): value is OnboardingType {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 5;
}

function writeShown(userId: string): void {
  try {
    sessionStorage.setItem(ONBOARDING_SHOWN_KEY, userId);
  } catch {
    // storage unavailable: it shows again after a reload
  }
}

export function OnboardingPopup() {
  const [requested, setPopup] = useAtom(onboardingPopupAtom);
  const user = useAtomValue(userAtom);
  const table = useAtomValue(routeTableAtom);
  const router = useRouter();
  const type = requested === null ? null : isOnboardingType(requested) ? requested : 0;
  const { token } = theme.useToken();
  const store = useStore();
  const setActivation = useSetAtom(activationOpenAtom);
  const userId = user?.id !== undefined ? String(user.id) : undefined;
  const fromUser = type !== null && type === user?.popup_type;

  // Shown once per session: a reload does not show the user's pop-up again.
  useEffect(() => {
    if (fromUser && userId) writeShown(userId);
  }, [fromUser, userId]);

  if (type === null) return null;
  const text = ONBOARDING_POPUPS[type];
  const close = () => setPopup(null);
  // 去充值 (type 4) goes to the order page and opens the recharge dialog; 4 and 5 offer the activation when the service is not running.
  const offerActivation = (type === 4 || type === 5) && user?.zhuxuetong_status !== 1;
  const ok = () => {
    close();
    const href = text.auth ? authFormTarget(table, text.auth) : text.to;
    if (type === 4) goRecharge(store, (to) => router.navigate({ href: to }));
    else if (href) void router.navigate({ href });
  };
  return (
    <Modal
      open
      centered
      width={440}
      className="onboarding-popup"
      title={text.title}
      closable={text.closable}
      maskClosable={text.closable}
      keyboard={text.closable}
      onCancel={close}
      footer={
        <>
          {offerActivation && (
            <Button
              onClick={() => {
                close();
                setActivation(true);
              }}
            >
              开通助学通
            </Button>
          )}
          <Button type="primary" onClick={ok}>
            {text.okText}
          </Button>
        </>
      }
    >
      <div className="popup-body">
        <span className="popup-icon" aria-hidden="true" style={toneStyle(text.tone, token)}>
          {ICONS[type]}
        </span>
        {text.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Modal>
  );
}
