import { describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_MAX_AGE_MS, draftKey, readDraft, saveDraft } from '../../adapters/drafts.ts';

// The draft store (issue 11, Nothing typed is lost): per account and form, in localStorage.

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('drafts', () => {
  it('keeps values per account and form, and gives them back', () => {
    const store = memoryStore();
    const values = { name: '阳光学院', info: { address: '北京市海淀区', longitude: '116.3' }, images: ['uploads/a.png'] };
    expect(saveDraft('auth-form:school-auth-base', 7, values, { store, now: 1000 })).toBe(true);
    expect(store.items.has(draftKey('auth-form:school-auth-base', 7))).toBe(true);
    expect(draftKey('auth-form:school-auth-base', 7)).toBe('org-draft:7:auth-form:school-auth-base');
    expect(readDraft('auth-form:school-auth-base', 7, { store, now: 2000 })).toEqual({ values, savedAt: 1000 });
  });

  it('another account or another form sees nothing', () => {
    const store = memoryStore();
    saveDraft('auth-form:a', 7, { name: 'x' }, { store });
    expect(readDraft('auth-form:a', 8, { store })).toBeUndefined();
    expect(readDraft('auth-form:b', 7, { store })).toBeUndefined();
  });

  it('clearDraft removes it; an old or broken draft is dropped when read', () => {
    const store = memoryStore();
    saveDraft('f', 1, { a: 1 }, { store, now: 0 });
    clearDraft('f', 1, { store });
    expect(readDraft('f', 1, { store })).toBeUndefined();

    saveDraft('f', 1, { a: 1 }, { store, now: 0 });
    expect(readDraft('f', 1, { store, now: DRAFT_MAX_AGE_MS + 1 })).toBeUndefined();
    expect(store.items.size).toBe(0);

    store.setItem(draftKey('f', 2), '{not json');
    expect(readDraft('f', 2, { store })).toBeUndefined();
    store.setItem(draftKey('f', 3), JSON.stringify({ values: 'text', savedAt: 0 }));
    expect(readDraft('f', 3, { store, now: 1 })).toBeUndefined();
  });

  it('never throws when the storage does', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(saveDraft('f', 1, { a: 1 }, { store: broken })).toBe(false);
    expect(readDraft('f', 1, { store: broken })).toBeUndefined();
    expect(() => clearDraft('f', 1, { store: broken })).not.toThrow();
  });
});
