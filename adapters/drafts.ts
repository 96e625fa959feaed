// Drafts of what a user typed in a form or dialog, kept in localStorage when the session ends (402)
// or a save fails, and offered back after the next login (issue 11, Nothing typed is lost).
// One key per account and form, so another account on the same browser never sees them:
//   saveDraft('auth-form:school-auth-base', 7, values) -> localStorage['org-draft:7:auth-form:school-auth-base']

export const DRAFT_PREFIX = 'org-draft:';
/** Drafts older than this are dropped when read. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface Draft<T = Record<string, unknown>> {
  values: T;
  /** When it was kept (ms since the epoch). */
  savedAt: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(given?: Store): Store | undefined {
  try {
    return given ?? globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function draftKey(form: string, userId: string | number): string {
  return `${DRAFT_PREFIX}${String(userId)}:${form}`;
}

/** Keeps `values` for this user and form; never throws (a full or missing storage keeps nothing). */
export function saveDraft(form: string, userId: string | number, values: unknown, options: { store?: Store; now?: number } = {}): boolean {
  try {
    const draft: Draft<unknown> = { values: JSON.parse(JSON.stringify(values ?? {})) as unknown, savedAt: options.now ?? Date.now() };
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
    if (!text) return undefined;
    const draft = JSON.parse(text) as Partial<Draft<T>> | null;
    const fresh = draft && typeof draft.savedAt === 'number' && (options.now ?? Date.now()) - draft.savedAt <= DRAFT_MAX_AGE_MS;
    if (!fresh || draft.values === null || typeof draft.values !== 'object') {
      store?.removeItem(draftKey(form, userId));
      return undefined;
    }
    return { values: draft.values, savedAt: draft.savedAt as number };
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
