import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { useStore } from 'jotai';
import { expect, screen, waitFor } from 'storybook/test';
import type { UserInfo } from '../adapters/api/index.ts';
import { MoneyDialogs } from '../app/features/money/money-dialogs.tsx';
import { PlatformHint } from '../app/shell/platform-hint.tsx';
import { ONBOARDING_POPUPS, OnboardingPopup, type OnboardingType } from '../app/shell/popups/onboarding-popup.tsx';
import { PROMO_POPUPS, PROMO_SHOWN_KEY, PromoPopup } from '../app/shell/popups/promo-popup.tsx';
import { activationOpenAtom, rechargeRequestAtom } from '../app/state/money.ts';
import { onboardingPopupAtom, platformHintPendingAtom } from '../app/state/popups.ts';
import type { AppStore } from '../app/state/session.ts';
import { ShellPiece } from './fixtures/shell-harness.tsx';
import { StoryFrame } from './fixtures/story-frame.tsx';

// Every pop-up of the layout (spec section 2 and 4): the onboarding pop-ups 1–5 and the default
// (0), 平台提示, the promo pop-ups, the service activation and the recharge dialog, each mounted as
// the layout mounts it and opened through the same atoms, logged in as demo-school (or the
// account the pop-up is for) with the calls answered in memory.

interface PopupKind {
  title: string;
  hint: string;
  user?: Partial<UserInfo>;
  open(store: AppStore): void;
}

const onboarding = (type: OnboardingType): PopupKind => ({
  title: `引导弹窗 ${type}：${ONBOARDING_POPUPS[type].title}`,
  hint: type === 0 ? '默认弹窗（注册成功后，用户没有 1–5 的 popup_type 时）。' : `用户的 popup_type 为 ${type} 时登录后弹出，每个会话一次。`,
  user: type === 4 || type === 5 ? { zhuxuetong_status: 0, balance: 36.5 } : {},
  open: (store) => store.set(onboardingPopupAtom, type),
});

const promo = (type: 1 | 2): PopupKind => ({
  title: `推广弹窗 ${type}：${PROMO_POPUPS[type].title}`,
  hint: type === 1 ? '分支机构账号，机构尚未认证时。' : '分支机构账号，已认证但还没有学习中心时。',
  user: { is_shcool: 0, has_branch: 0, school: { id: 11, name: '阳光职业技术学院', name_auth: type === 1 ? 0 : 1 } },
  open: (store) => {
    sessionStorage.removeItem(PROMO_SHOWN_KEY);
    store.set(platformHintPendingAtom, false);
  },
});

const POPUPS = {
  'onboarding-0': onboarding(0),
  'onboarding-1': onboarding(1),
  'onboarding-2': onboarding(2),
  'onboarding-3': onboarding(3),
  'onboarding-4': onboarding(4),
  'onboarding-5': onboarding(5),
  'platform-hint': {
    title: '平台提示',
    hint: '登录后每个浏览器会话显示一次，右下角浮出，不遮挡页面；有引导弹窗时等它关闭。',
    open: (store) => store.set(platformHintPendingAtom, true),
  },
  'promo-1': promo(1),
  'promo-2': promo(2),
  activation: {
    title: '开通助学通服务',
    hint: '状态 0 提示；确定后开通成功（1 秒后刷新页面），余额 100 元及以下时提示余额不足并可去充值。',
    user: { zhuxuetong_status: 0 },
    open: (store) => store.set(activationOpenAtom, true),
  },
  recharge: {
    title: '账户充值',
    hint: '快捷金额或自定义金额（正数，最多两位小数）→ 确定 → 二维码 300×300，每 3 秒查询支付结果。',
    open: (store) => store.set(rechargeRequestAtom, {}),
  },
} satisfies Record<string, PopupKind>;

type PopupKey = keyof typeof POPUPS;

function Reopen({ kind }: { kind: PopupKind }) {
  const store = useStore();
  return <Button onClick={() => kind.open(store)}>重新打开</Button>;
}

/** One pop-up as the layout mounts it; 重新打开 shows it again after it was closed. */
function Popup({ kind: key }: { kind: PopupKey }) {
  const kind: PopupKind = POPUPS[key];
  return (
    <ShellPiece key={key} user={kind.user ?? {}} prepare={(store) => kind.open(store)}>
      <StoryFrame title={kind.title} hint={kind.hint}>
        <Reopen kind={kind} />
      </StoryFrame>
      <OnboardingPopup />
      <PlatformHint />
      <PromoPopup />
      <MoneyDialogs />
    </ShellPiece>
  );
}

const meta = {
  title: 'Shell/Pop-ups',
  component: Popup,
  argTypes: { kind: { name: '弹窗', description: '哪一个弹窗', control: 'select', options: Object.keys(POPUPS) } },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof Popup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for a dialog showing `text`, in the portal antd renders dialogs into. */
const shows = (text: string): Story['play'] => async () => {
  await waitFor(() => expect(screen.getAllByRole('dialog').some((dialog) => dialog.textContent?.includes(text))).toBe(true), { timeout: 8000 });
};

export const OnboardingDefault: Story = { args: { kind: 'onboarding-0' }, play: shows(ONBOARDING_POPUPS[0].title) };
export const Onboarding1: Story = { args: { kind: 'onboarding-1' }, play: shows(ONBOARDING_POPUPS[1].title) };
export const Onboarding2: Story = { args: { kind: 'onboarding-2' }, play: shows(ONBOARDING_POPUPS[2].title) };
export const Onboarding3: Story = { args: { kind: 'onboarding-3' }, play: shows(ONBOARDING_POPUPS[3].title) };
export const Onboarding4: Story = { args: { kind: 'onboarding-4' }, play: shows(ONBOARDING_POPUPS[4].title) };
export const Onboarding5: Story = { args: { kind: 'onboarding-5' }, play: shows(ONBOARDING_POPUPS[5].title) };
export const PlatformHintPopup: Story = { args: { kind: 'platform-hint' }, play: shows('我知道了') };
export const PromoCertify: Story = { args: { kind: 'promo-1' }, play: shows(PROMO_POPUPS[1].title) };
export const PromoAddBranch: Story = { args: { kind: 'promo-2' }, play: shows(PROMO_POPUPS[2].title) };
export const Activation: Story = { args: { kind: 'activation' }, play: shows('开通助学通服务') };
export const Recharge: Story = { args: { kind: 'recharge' }, play: shows('账户充值') };
