import { draftKey, draftKeys, parseDraft, storage, type Store } from './drafts.ts';

// Drafts kept as a page went (saveDraft with reopen: a reload, a closed tab), read back by the list
// page that opens their dialog again (issue 58 item 5). A module of its own: /login carries the
// draft store (drafts.ts), not this.

/**
 * The forms of this account's drafts under `prefix` that were kept as the page went (saveDraft with
 * reopen): their page opens the dialog again, which offers the draft back (issue 58 item 5). The
 * mark goes as they are taken, so each is reopened once; the drafts stay until answered.
 * takeReopened('list:/api/x/list:', 7) -> ['list:/api/x/list:edit:12']
 */
export function takeReopened(prefix: string, userId: string | number, options: { store?: Store; now?: number } = {}): string[] {
  try {
    const store = storage(options.store);
    const account = draftKey('', userId);
    const forms: string[] = [];
    for (const key of draftKeys(store, userId)) {
      const form = key.slice(account.length);
      if (!form.startsWith(prefix)) continue;
      const draft = parseDraft(store?.getItem(key), options.now ?? Date.now());
      if (!draft?.reopen) continue;
      const { reopen: _taken, ...kept } = draft;
      store?.setItem(key, JSON.stringify(kept));
      forms.push(form);
    }
    return forms;
  } catch {
    return [];
  }
}

