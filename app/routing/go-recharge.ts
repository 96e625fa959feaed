import { ROUTE_PATHS } from '../../engine/index.ts';
import { resolvePath } from '../lib/menu-routes.ts';
import { rechargeRequestAtom, type RechargeRequest } from '../state/money.ts';
import { routeTableAtom, type AppStore } from '../state/session.ts';

/**
 * 去充值 (spec sections 2, 4 and 8: pop-up 4, the activation with too little balance, the 403 on
 * 待缴费): the order page /order/order.order with the recharge dialog open over it, so that the
 * balance and the records show behind it (issue 31 item 7). An account whose menu has no order
 * page gets the dialog where it is.
 * goRecharge(store, (href) => router.navigate({ href }), { defaultAmount: 10 })
 */
export function goRecharge(store: AppStore, navigate: (href: string) => Promise<unknown>, request: RechargeRequest = {}): void {
  // open at once (the layout's dialog host stays through the navigation): nothing else, such as
  // 平台提示, takes the screen in between
  store.set(rechargeRequestAtom, request);
  const table = store.get(routeTableAtom);
  if (table && resolvePath(table, ROUTE_PATHS.recharge).route) void navigate(ROUTE_PATHS.recharge);
}
