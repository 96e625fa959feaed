import { atom } from 'jotai';
import { atomWithDefault } from 'jotai/utils';
import { userAtom, type AppStore } from './session.ts';

// The onboarding pop-up (spec section 2, types 1 to 5; 0 the default text): the error
// catalogue's (435 -> 3, 456 -> 2), else the user's popup_type, shown once per session.

/** sessionStorage: the id of the user whose popup_type pop-up this session has shown. */
export const ONBOARDING_SHOWN_KEY = 'onboarding-popup-shown';

function readShown(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(ONBOARDING_SHOWN_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Set by the catalogue (or a screen): the pop-up to show whatever the user's popup_type. */
const requestedAtom = atom<number | null>(null);
/** The user whose popup_type pop-up is done with: closed on this page, or shown earlier this session. */
const shownForAtom = atomWithDefault<string | null>(() => readShown());
/** A registration has just logged in: without a popup_type of 1 to 5, the default pop-up (0) shows. */
const freshRegistrationAtom = atom(false);

/**
 * The onboarding pop-up on screen, or null. Reads the requested one, else the user's
 * popup_type (1 to 5) when this session has not shown it yet: so it is not null from the
 * layout's first render, and other dialogs can wait for it. Writing a type shows it; writing
 * null closes it (and the user's pop-up with it).
 */
export const onboardingPopupAtom = atom(
  (get): number | null => {
    const requested = get(requestedAtom);
    if (requested !== null) return requested;
    const user = get(userAtom);
    const type = user?.popup_type;
    if (user && typeof type === 'number' && type >= 1 && type <= 5 && get(shownForAtom) !== String(user.id)) return type;
    if (user && get(freshRegistrationAtom)) return 0;
    return null;
  },
  (get, set, next: number | null) => {
    if (next === null) {
      const user = get(userAtom);
      if (user) set(shownForAtom, String(user.id));
      set(freshRegistrationAtom, false);
    }
    set(requestedAtom, next);
  },
);

/**
 * After a registration has logged in (the register flow calls it): once the user info is
 * loaded, the user's popup_type pop-up shows when it is 1 to 5, else the default pop-up (0,
 * the registered-success text). With a type, that pop-up shows at once (outside 1-5: 0).
 * requestOnboarding(services.store) -> the registration's pop-up after the guard loaded the user
 */
export function requestOnboarding(store: AppStore, type?: number): void {
  if (type === undefined) {
    store.set(freshRegistrationAtom, true);
    return;
  }
  store.set(onboardingPopupAtom, Number.isInteger(type) && type >= 1 && type <= 5 ? type : 0);
}

/** The sessionStorage flag: 平台提示 has been shown in this browser session. */
export const PLATFORM_HINT_KEY = 'org-platform-hint';

function hintShown(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(PLATFORM_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * 平台提示 is still to be seen this session (not yet closed): it shows once no onboarding pop-up
 * is up, and the promo popup waits until it is closed (one dialog at a time).
 */
export const platformHintPendingAtom = atomWithDefault<boolean>(() => !hintShown());
