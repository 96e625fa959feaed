import type { UserInfo } from '../../../adapters/api/index.ts';
import { authFormTarget } from '../../routing/auth-form-target.ts';
import { routeOfComponent, type AuthTarget, type RouteTable } from '../../lib/menu-routes.ts';
import { ROUTE_PATHS } from '../../../engine/index.ts';

// The promo popup of spec section 4: once per session (sessionStorage flag '1'); type 1 when the
// organisation is not authenticated (school.name_auth 0), type 2 when it is but has no branch;
// only for accounts that are not schools (is_shcool falsy); never on the auth pages or login.
// Its texts and rules, apart from the dialog (promo-popup.tsx), which loads only for an account
// that can get one.

export const PROMO_SHOWN_KEY = 'promo-popup-shown';

export type PromoType = 1 | 2;

export interface PromoText {
  title: string;
  lead: string;
  points: string[];
  okText: string;
  /** Where the button goes: a page by component key when the menu has one, else the auth form. */
  target: { component?: string; auth: AuthTarget };
}

export const PROMO_POPUPS: Record<PromoType, PromoText> = {
  1: {
    title: '完成机构认证，开启招生推广',
    lead: '您的机构尚未完成认证，认证通过后即可享受平台服务：',
    points: ['机构信息在平台展示，提升学员信任', '发布课程与培训项目，获取精准生源', '开通助学通服务，推广任务自动投放'],
    okText: '立即认证',
    target: { auth: 'realName' },
  },
  2: {
    title: '添加学习中心，扩大招生范围',
    lead: '您的机构认证资料已提交，再添加学习中心（分支机构）：',
    points: ['学员可就近选择学习中心报名', '各学习中心独立展示实景图片与视频', '招生推广覆盖更多城市与地区'],
    okText: '去添加',
    target: { component: 'schoolBranch', auth: 'realName' },
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
  return pathname.startsWith(ROUTE_PATHS.login) || pathname.startsWith('/school-auth');
}

/** Where the promo's button goes in this account's menu; undefined (after a message) when nowhere. */
export function promoTarget(target: PromoText['target'], table: RouteTable | null): string | undefined {
  return (target.component && routeOfComponent(table, target.component)) || authFormTarget(table, target.auth);
}

/** Whether the promo was shown earlier in this session. */
export function readShown(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(PROMO_SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

