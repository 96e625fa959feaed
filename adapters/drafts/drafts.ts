import { withoutSecrets } from '../../engine/index.ts';

// Drafts of what a user typed in a form or dialog, kept in localStorage when the session ends (402)
// or a save fails, and offered back after the next login (issue 11, Nothing typed is lost).
// One key per account and form, so another account on the same browser never sees them:
//   saveDraft('auth-form:school-auth-base', 7, values) -> localStorage['org-draft:7:auth-form:school-auth-base']
// No secret at rest (issue 26, item 3): passwords, captchas and SMS codes are left out of every
// draft (engine/form/secrets.ts), and a logout clears the account's drafts (clearAccountDrafts).

export const DRAFT_PREFIX = 'org-draft:';
/** Drafts older than this are dropped when read. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface Draft<T = Record<string, unknown>> {
  values: T;
  /** When it was kept (ms since the epoch). */
  savedAt: number;
  /** A password, captcha or code had been typed and was left out: the user types it again. */
  secretsLeftOut?: boolean;
  /** Kept as the page went (a reload, a closed tab): its page opens its dialog again, once (takeReopened). */
  reopen?: boolean;
}

export type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & Partial<Pick<Storage, 'key' | 'length'>>;

export function storage(given?: Store): Store | undefined {
  try {
    return given ?? globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function draftKey(form: string, userId: string | number): string {
  return `${DRAFT_PREFIX}${String(userId)}:${form}`;
}

/** A stored draft as kept: its values without secrets (even one kept before they were left out); undefined when unreadable or too old. */
export function parseDraft<T>(text: string | null | undefined, now: number): Draft<T> | undefined {
  if (!text) return undefined;
  try {
    const draft = JSON.parse(text) as Partial<Draft<T>> | null;
    if (!draft || typeof draft.savedAt !== 'number' || now - draft.savedAt > DRAFT_MAX_AGE_MS) return undefined;
    if (draft.values === null || typeof draft.values !== 'object') return undefined;
    const kept = withoutSecrets(draft.values);
    return { values: kept.values, savedAt: draft.savedAt, ...(kept.leftOut || draft.secretsLeftOut ? { secretsLeftOut: true } : {}), ...(draft.reopen === true ? { reopen: true } : {}) };
  } catch {
    return undefined;
  }
}

/**
 * Keeps `values` for this user and form, without their secrets (SECRET_FIELD_NAMES and `secrets`,
 * the form's own: secretKeys(config)); never throws (a full or missing storage keeps nothing).
 */
export function saveDraft(
  form: string,
  userId: string | number,
  values: unknown,
  options: { store?: Store; now?: number; secrets?: readonly string[]; reopen?: boolean } = {},
): boolean {
  try {
    const kept = withoutSecrets(JSON.parse(JSON.stringify(values ?? {})) as unknown, options.secrets);
    const draft: Draft<unknown> = {
      values: kept.values,
      savedAt: options.now ?? Date.now(),
      ...(kept.leftOut ? { secretsLeftOut: true } : {}),
      ...(options.reopen ? { reopen: true } : {}),
    };
    storage(options.store)?.setItem(draftKey(form, userId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** This user's draft of the form, or undefined (none, unreadable or older than DRAFT_MAX_AGE_MS). */
export function readDraft<T = Record<string, unknown>>(form: string, userId: string | number, options: { store?: Store; now?: number } = {}): Draft<T> | undefined {
  const store = storage(options.store);
  try {
    const text = store?.getItem(draftKey(form, userId));
    const draft = parseDraft<T>(text, options.now ?? Date.now());
    if (text && !draft) store?.removeItem(draftKey(form, userId));
    return draft;
  } catch {
    return undefined;
  }
}

export function clearDraft(form: string, userId: string | number, options: { store?: Store } = {}): void {
  try {
    storage(options.store)?.removeItem(draftKey(form, userId));
  } catch {
    // storage unavailable: nothing was kept
  }
}

/** The keys of every draft in the store (of `userId` only, when given). */
export function draftKeys(store: Store | undefined, userId?: string | number): string[] {
  const prefix = userId === undefined ? DRAFT_PREFIX : draftKey('', userId);
  const keys: string[] = [];
  for (let i = 0; store?.key && i < (store.length ?? 0); i += 1) {
    const key = store.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/** Drops every draft of this account (its logout). */
export function clearAccountDrafts(userId: string | number, options: { store?: Store } = {}): void {
  try {
    const store = storage(options.store);
    for (const key of draftKeys(store, userId)) store?.removeItem(key);
  } catch {
    // storage unavailable: nothing was kept
  }
}

/**
 * Once at start: unreadable drafts and those older than DRAFT_MAX_AGE_MS go, and one kept before
 * secrets were left out is written again without them.
 */
export function scrubDrafts(options: { store?: Store; now?: number } = {}): void {
  try {
    const store = storage(options.store);
    const now = options.now ?? Date.now();
    for (const key of draftKeys(store)) {
      const text = store?.getItem(key);
      const draft = parseDraft(text, now);
      if (!draft) store?.removeItem(key);
      else if (JSON.stringify(draft) !== text) store?.setItem(key, JSON.stringify(draft));
    }
  } catch {
    // storage unavailable: nothing to scrub
  }
}
