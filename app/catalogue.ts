import type { ApiEvent, ApiEventContext } from '../adapters/http/index.ts';
import { safeRedirect } from './routing/safe-redirect.ts';
import type { LoginServices } from './services/index.ts';
import { goRecharge } from './routing/go-recharge.ts';
import { onboardingPopupAtom } from './state/popups.ts';
import { clearSession, tokenAtom } from './state/session.ts';
import { feedback } from './services/feedback.ts';
import { MESSAGES, ROUTE_PATHS } from '../engine/index.ts';

// What the user sees for each status of the error catalogue (spec section 8).

const LONG = 5;
/** The 登录过期 toast's key: logging in again takes it away (it is about the session just ended). */
const EXPIRY_TOAST = 'session-expired';

/** What the catalogue asks of the router (app/router.tsx's, or /login's first paint's stand-in, start-login.tsx). */
export interface CatalogueRouter {
  state: { location: { pathname: string; href: string } };
  navigate(options: { href: string }): Promise<unknown>;
}

/**
 * Connects the HTTP client's events to toasts, confirms, pop-ups and navigation. Registered
 * when the router is made, before its first load: the guard's own calls (the profile) are
 * covered too. Answers the unregister function.
 */
export function registerCatalogue(services: Pick<LoginServices, 'store' | 'onApiEvent'>, router: CatalogueRouter): () => void {
  const here = () => router.state.location;
  const go = (href: string) => void router.navigate({ href });
  const notify = (event: ApiEvent, _context: ApiEventContext) => {
    switch (event.kind) {
      case 'session-expired': {
        const { pathname, href } = here();
        if (pathname === ROUTE_PATHS.login) return;
        // Several calls fail at once when a session ends: the first ends it and says so, once.
        // (Not by time: a session begun again a moment later and ended again is said again.)
        const ending = services.store.get(tokenAtom) !== null;
        clearSession(services.store);
        if (ending) feedback.message.error({ content: event.message, key: EXPIRY_TOAST });
        go(`/login?redirect=${encodeURIComponent(href)}`);
        return;
      }
      case 'forbidden': {
        if (here().pathname === ROUTE_PATHS.branchPay) {
          feedback.modal.confirm({
            title: '提示',
            content: MESSAGES.balanceTooLow,
            okText: MESSAGES.goRecharge,
            cancelText: MESSAGES.cancel,
            // the order page with the recharge dialog, its free amount 10 from this view (spec section 9)
            onOk: () => goRecharge(services.store, (href) => router.navigate({ href }), { defaultAmount: 10 }),
          });
          return;
        }
        feedback.message.error(event.message, LONG);
        const target = event.url ? safeRedirect(event.url) : undefined;
        if (target) go(target);
        return;
      }
      case 'validation':
        feedback.message.error(event.message);
        return;
      case 'group-apply':
        go(`${ROUTE_PATHS.orgApply}?id=${encodeURIComponent(event.groupSchoolId)}`);
        return;
      case 'onboarding':
        services.store.set(onboardingPopupAtom, event.popupType);
        return;
      case 'server-error':
        feedback.message.error(event.message);
        return;
    }
  };
  const confirm = (message: string) =>
    new Promise<boolean>((resolve) => {
      feedback.modal.confirm({
        title: '提示',
        content: message,
        okText: '确定',
        cancelText: '取消',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  const off = services.onApiEvent({ notify, confirm });
  // A new login: the toast about the old session's end has nothing more to say.
  const offLogin = services.store.sub(tokenAtom, () => {
    if (services.store.get(tokenAtom)) feedback.message.destroy(EXPIRY_TOAST);
  });
  return () => {
    off();
    offLogin();
  };
}
