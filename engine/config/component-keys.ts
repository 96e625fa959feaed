// The component keys of menu items (spec section 2, Menu tree items; schemas/README.md,
// Component keys), declared once: the app's screen registry and the server's menu check read them.

/** The generic list page: its list-config comes from menu-component/{id}. */
export const GENERIC_LIST_KEYS = [
  'list', 'schoolBranch', 'companyInfo', 'order', 'zhuxuetongLogs', 'branchPic', 'branchVideo', 'branchGw', 'adverTis', 'consult',
  // the child-page keys of spec section 2
  'publish', 'cardCooperation', 'studentCard', 'customerService', 'invoiceOrder', 'student', 'newStatus', 'newTask', 'newOrder', 'contact', 'introduces',
] as const;

/** The authentication form screen: its form-config comes from menu-component/{id}. */
export const AUTH_FORM_KEYS = ['schoolAuthBase', 'schoolAuth2Base', 'schoolBaseAuth', 'confirmAuth'] as const;

/** Bespoke screens: their menu items need no page file. */
export const BESPOKE_KEYS = ['dashboard', 'schoolCert', 'message', 'comProfile', 'branchPay', 'toolsList', 'childMenu', 'roles'] as const;

/** An entry of a child-menu page, going to its redirect_route: no screen of its own. */
export const LINK_KEY = 'link';

/** The keys whose menu items need no page file: the bespoke screens and link. */
export const PAGELESS_KEYS: readonly string[] = [...BESPOKE_KEYS, LINK_KEY];

/** Every component key a menu item may name (check-config reports any other). */
export const COMPONENT_KEYS = [...GENERIC_LIST_KEYS, ...AUTH_FORM_KEYS, ...BESPOKE_KEYS, LINK_KEY] as const;

export type ScreenKind = 'list' | 'auth-form' | 'bespoke' | 'unknown';

const has = (keys: readonly string[], key: string) => keys.includes(key);

/** screenKind('publish') -> 'list'; screenKind('roles') -> 'bespoke'; screenKind('x') -> 'unknown' */
export function screenKind(component: string): ScreenKind {
  if (has(GENERIC_LIST_KEYS, component)) return 'list';
  if (has(AUTH_FORM_KEYS, component)) return 'auth-form';
  if (has(BESPOKE_KEYS, component)) return 'bespoke';
  return 'unknown';
}
