import { atom } from 'jotai';
import { atomWithDefault } from 'jotai/utils';
import { userAtom } from './session.ts';

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
    return null;
  },
  (get, set, next: number | null) => {
    if (next === null) {
      const user = get(userAtom);
      if (user) set(shownForAtom, String(user.id));
    }
    set(requestedAtom, next);
  },
);

/** 平台提示 on screen: the promo popup waits for it (one dialog at a time). */
export const platformHintOpenAtom = atom(false);
