import { describe, expect, it } from 'vitest';
import { clearAccountDrafts, clearDraft, DRAFT_MAX_AGE_MS, draftKey, readDraft, saveDraft, scrubDrafts } from '../../../adapters/drafts/drafts.ts';
import { takeReopened } from '../../../adapters/drafts/drafts-reopen.ts';
import { dialogOfDraft } from '../../../adapters/list/controller/dialog-draft-keys.ts';

// The draft store (issue 11, Nothing typed is lost): per account and form, in localStorage;
// never a password, captcha or SMS code (issue 26, item 3).

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
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

  it('leaves out passwords, captchas and SMS codes at any depth, and the form\'s own password fields', () => {
    const store = memoryStore();
    const typed = {
      user_name: 'new-admin',
      password: 'Secret1234',
      info: { password_confirmation: 'Secret1234', address: '北京市' },
      rows: [{ code: '123456', name: '甲' }],
      captcha: 'ab12',
      captcha_key: 'k-1',
      pin: '8888',
      credit_code: '91110000',
    };
    saveDraft('f', 1, typed, { store, now: 0, secrets: ['pin'] });
    const text = [...store.items.values()].join('');
    for (const secret of ['Secret1234', '123456', 'ab12', 'k-1', '8888']) expect(text).not.toContain(secret);
    expect(readDraft('f', 1, { store, now: 1 })).toEqual({
      values: { user_name: 'new-admin', info: { address: '北京市' }, rows: [{ name: '甲' }], credit_code: '91110000' },
      savedAt: 0,
      secretsLeftOut: true,
    });
    // nothing typed in them: nothing to retype
    saveDraft('g', 1, { user_name: 'x', password: '' }, { store, now: 0 });
    expect(readDraft('g', 1, { store, now: 1 })).toEqual({ values: { user_name: 'x' }, savedAt: 0 });
  });

  it('a draft kept before secrets were left out gives none back, and is scrubbed at start', () => {
    const store = memoryStore();
    const old = JSON.stringify({ values: { user_name: 'a', password: 'Secret1234' }, savedAt: 5 });
    store.setItem(draftKey('f', 1), old);
    store.setItem(draftKey('stale', 1), JSON.stringify({ values: { a: 1 }, savedAt: 0 }));
    store.setItem('org-Token', 'kept');
    expect(readDraft('f', 1, { store, now: 6 })).toEqual({ values: { user_name: 'a' }, savedAt: 5, secretsLeftOut: true });
    scrubDrafts({ store, now: DRAFT_MAX_AGE_MS + 1 });
    expect(store.items.get(draftKey('f', 1))).not.toContain('Secret1234');
    expect(store.items.has(draftKey('stale', 1))).toBe(false);
    expect(store.items.get('org-Token')).toBe('kept');
  });

  it('clearAccountDrafts drops every draft of that account and no other', () => {
    const store = memoryStore();
    saveDraft('a', 1, { x: 1 }, { store });
    saveDraft('b', 1, { x: 2 }, { store });
    saveDraft('a', 12, { x: 3 }, { store });
    clearAccountDrafts(1, { store });
    expect([...store.items.keys()]).toEqual([draftKey('a', 12)]);
  });
});

describe('drafts kept as the page went, reopened once (issue 58 item 5)', () => {
  const PAGE = 'list:/api/organization/school-majors:';
  it('takes this account\'s marked drafts of the page once; scrubbing at start keeps the mark; the drafts stay', () => {
    const store = memoryStore();
    saveDraft(`${PAGE}edit:7`, 1, { desc: '写了一半' }, { store, reopen: true });
    saveDraft(`${PAGE}add:new`, 1, { name: '没有标记' }, { store });
    saveDraft(`${PAGE}edit:8`, 2, { desc: '别的账号' }, { store, reopen: true });
    saveDraft('list:/api/other:edit:7', 1, { desc: '别的页面' }, { store, reopen: true });
    scrubDrafts({ store });
    expect(takeReopened(PAGE, 1, { store })).toEqual([`${PAGE}edit:7`]);
    expect(takeReopened(PAGE, 1, { store })).toEqual([]);
    expect(readDraft(`${PAGE}edit:7`, 1, { store })?.values).toEqual({ desc: '写了一半' });
  });

  it('names the dialog and record of a key of this page, and nothing for another page or kind', () => {
    const list = { calls: { list: { url: '/api/organization/school-majors', method: 'get' } }, title: '专业管理' } as Parameters<typeof dialogOfDraft>[0];
    expect(dialogOfDraft(list, `${PAGE}edit:7`)).toEqual({ kind: 'edit', id: 7 });
    expect(dialogOfDraft(list, `${PAGE}add:new`)).toEqual({ kind: 'add', id: undefined });
    expect(dialogOfDraft(list, `${PAGE}content:a-1`)).toEqual({ kind: 'content', id: 'a-1' });
    expect(dialogOfDraft(list, `${PAGE}import:new`)).toBeUndefined();
    expect(dialogOfDraft(list, 'list:/api/other:edit:7')).toBeUndefined();
  });
});
