import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_POPUPS, SERVICE_PHONE, type OnboardingType } from '../../app/shell/popups/onboarding-popup.tsx';
import { ROUTE_PATHS } from '../../engine/index.ts';
import { promoHiddenOn, promoType } from '../../app/shell/popups/promo-popup.tsx';
import { ONBOARDING_SHOWN_KEY, onboardingPopupAtom, requestOnboarding } from '../../app/state/popups.ts';
import { rechargeRequestAtom } from '../../app/state/money.ts';
import { renderApp, schoolProfile, type FakeCall } from './app-harness.tsx';

const BASE_AUTH_PATH = `${ROUTE_PATHS.baseAuth}?type=name_auth`;

// The onboarding pop-ups of spec section 2, one per row of their table, and the promo popup's
// rules of spec section 4.

const withPopup = (popupType: number) => (call: FakeCall) =>
  call.path === '/api/organization/profile' ? { body: schoolProfile({ popup_type: popupType }) } : undefined;

const href = (location: { pathname: string; searchStr: string }) => location.pathname + location.searchStr;

describe('the onboarding pop-ups (spec section 2)', () => {
  const rows = ([1, 2, 3, 4, 5] as const).map((type) => [type, ONBOARDING_POPUPS[type].title] as const);

  it.each(rows)('type %i (%s): its texts, its close icon when closable, its button', async (type: OnboardingType) => {
    const text = ONBOARDING_POPUPS[type];
    const { router, services } = renderApp('/dashboard', { token: 't-1', answer: withPopup(type) });
    const dialog = await screen.findByRole('dialog', { name: text.title }, { timeout: 5000 });
    for (const paragraph of text.body) within(dialog).getByText(paragraph);
    expect(dialog.querySelector('.ant-modal-close') !== null).toBe(text.closable);
    expect(sessionStorage.getItem(ONBOARDING_SHOWN_KEY)).toBe('1');
    await userEvent.click(within(dialog).getByRole('button', { name: text.okText }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: text.title })).toBeNull());
    // 去充值 of type 4 goes to the order page and opens the recharge dialog there
    const to = text.auth ? BASE_AUTH_PATH : type === 4 ? '/order/order.order' : text.to;
    if (to) await waitFor(() => expect(href(router.state.location)).toBe(to));
    else expect(router.state.location.pathname).toBe('/dashboard');
    if (type === 4) expect(services.store.get(rechargeRequestAtom)).toEqual({});
  });

  it('type 1 is the registration guide: 提交资料 to the base auth route, no close icon', () => {
    expect(ONBOARDING_POPUPS[1]).toMatchObject({ okText: '提交资料', auth: 'base', closable: false });
    expect(BASE_AUTH_PATH).toBe('/school-auth/school-auth.base?type=name_auth');
    expect(ONBOARDING_POPUPS[4]).toMatchObject({ title: '任务下线', okText: '去充值' });
    expect(ONBOARDING_POPUPS[4].to).toBeUndefined();
  });

  it('the default (0, asked for by a screen): the registered-success text with the service phone; its button goes to the base auth route', async () => {
    const { router, services } = renderApp('/dashboard', { token: 't-1', answer: withPopup(0) });
    await screen.findByRole('button', { name: '账号菜单' }, { timeout: 5000 });
    services.store.set(onboardingPopupAtom, 0);
    const dialog = await screen.findByRole('dialog', { name: ONBOARDING_POPUPS[0].title });
    within(dialog).getByText(`如有疑问，请致电客服热线：${SERVICE_PHONE}`);
    await userEvent.click(within(dialog).getByRole('button', { name: ONBOARDING_POPUPS[0].okText }));
    await waitFor(() => expect(href(router.state.location)).toBe(BASE_AUTH_PATH));
  });
});

describe('the promo popup rules (spec section 4)', () => {
  it.each([
    ['a school account', { is_shcool: 1, has_branch: 0, school: { id: 1, name: 'x', name_auth: 0 } }, null],
    ['not authenticated', { is_shcool: 0, has_branch: 0, school: { id: 1, name: 'x', name_auth: 0 } }, 1],
    ['no school yet', { is_shcool: 0, has_branch: 1, school: undefined }, 1],
    ['authenticated, no branch', { is_shcool: 0, has_branch: 0, school: { id: 1, name: 'x', name_auth: 1 } }, 2],
    ['authenticated with a branch', { is_shcool: 0, has_branch: 1, school: { id: 1, name: 'x', name_auth: 2 } }, null],
  ] as const)('%s -> %s', (_name, user, expected) => {
    expect(promoType(user)).toBe(expected);
  });

  it.each([
    ['/login', true],
    ['/school-auth/school-auth.base', true],
    ['/school-auth2/school-auth2.base.branchAuth', true],
    ['/dashboard', false],
    ['/order/order.order', false],
  ] as const)('hidden on %s: %s', (pathname, hidden) => {
    expect(promoHiddenOn(pathname)).toBe(hidden);
  });
});

describe('requestOnboarding: the pop-up of a fresh registration (issue 11)', () => {
  it.each([0, 7, -1])('popup_type %i (outside 1-5): the default pop-up with the service phone', async (popupType) => {
    const { services } = renderApp('/dashboard', { token: 't-1', answer: withPopup(popupType) });
    requestOnboarding(services.store);
    const dialog = await screen.findByRole('dialog', { name: ONBOARDING_POPUPS[0].title }, { timeout: 15_000 });
    within(dialog).getByText(`如有疑问，请致电客服热线：${SERVICE_PHONE}`);
    await userEvent.click(within(dialog).getByRole('button', { name: ONBOARDING_POPUPS[0].okText }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ONBOARDING_POPUPS[0].title })).toBeNull());
  });

  it('popup_type 1: that pop-up, not the default', async () => {
    const { services } = renderApp('/dashboard', { token: 't-1', answer: withPopup(1) });
    requestOnboarding(services.store);
    await screen.findByRole('dialog', { name: ONBOARDING_POPUPS[1].title }, { timeout: 15_000 });
    expect(screen.queryByRole('dialog', { name: ONBOARDING_POPUPS[0].title })).toBeNull();
  });

  it('without a registration, popup_type 0 shows nothing', async () => {
    renderApp('/dashboard', { token: 't-1', answer: withPopup(0) });
    await screen.findByRole('button', { name: '账号菜单' }, { timeout: 15_000 });
    expect(screen.queryByRole('dialog', { name: ONBOARDING_POPUPS[0].title })).toBeNull();
  });
});
