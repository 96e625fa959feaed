import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../server/db.ts';
import { pairsOf, word } from '../../../server/routes/pages/search-grams.ts';
import { RecordStore, type PageQuery } from '../../../server/routes/pages/store.ts';
import { seedCore } from '../../../server/seed.ts';
import { MAJORS, seedLarge } from '../../../server/seed-large.ts';
import { seedPages } from '../../../server/seed-pages.ts';
import { tempFolder } from './harness.ts';

// A text search by the pairs of characters it holds (search-grams.ts): the same matches as reading
// every record's text, whoever wrote the records (the store, the seed or an UPDATE by hand), and a
// search of two characters or more found through the pairs' index, not by reading the list.

const COUNT = 1_500;
let db: Db;
let dataDir: string;
let store: RecordStore;
let account: number;

beforeAll(() => {
  dataDir = tempFolder('edu-grams-');
  db = openDatabase(dataDir);
  seedCore(db);
  seedPages(db);
  seedLarge(db, { consults: 0, majors: COUNT, teachers: 0, schools: 0 });
  account = db.prepare("SELECT id FROM accounts WHERE user_name = 'demo-school'").pluck().get() as number;
  store = new RecordStore(db);
});

afterAll(() => {
  db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const search = (value: string, more: Partial<PageQuery> = {}): PageQuery => ({ filters: [{ key: 'name', op: 'like', value }], page: 1, pageSize: 100, ...more });

/** The ids a search must find, newest first: every live record's name read and compared (LIKE folds ASCII letters only). */
function brute(value: string): number[] {
  const rows = db.prepare("SELECT id, json_extract(data, '$.name') AS name FROM page_records WHERE collection = ? AND account_id = ? AND deleted = 0 ORDER BY top_sort = 0, top_sort, id DESC").all(MAJORS, account) as { id: number; name: unknown }[];
  const fold = (text: string) => (/[A-Za-z]/.test(value) ? text.replace(/[A-Z]/g, (c) => c.toLowerCase()) : text);
  return rows.filter((row) => typeof row.name === 'string' && fold(row.name).includes(fold(value))).map((row) => row.id);
}

function expectSame(value: string) {
  const want = brute(value);
  const page = store.page(MAJORS, account, search(value, { pageSize: 2_000 }));
  expect(page.total, value).toBe(want.length);
  expect(page.rows.map((row) => row.id), value).toEqual(want);
}

describe('pairs of characters', () => {
  it('are the distinct pairs of code points, ASCII letters folded as LIKE folds them', () => {
    expect(pairsOf('会计学')).toEqual(['会计', '计学']);
    expect(pairsOf('哈哈哈')).toEqual(['哈哈']);
    expect(pairsOf('Py')).toEqual(['py']);
    expect(pairsOf('É')).toEqual([]);
    expect(pairsOf('𠀀字')).toEqual(['𠀀字']);
    expect(word(3, 17, '会计')).toBe('3x17x004f1a008ba1');
  });
});

describe('a search through the pairs', () => {
  it('finds what reading every name finds: two characters, more, ASCII in any case, pattern characters, none', () => {
    for (const value of ['会计', '西湖', '管理（', '会计学·西湖2026级', '没有这个专业', 'PyThon', '*_%', '阶]']) expectSame(value);
  });

  it('follows records written by the store, the seed and by hand: added, renamed, removed from the list, deleted', () => {
    const added = store.insert(MAJORS, account, { name: '量子会计学（试点）', level: 1, tuition: 1 });
    expectSame('量子');
    const [first, second, third] = brute('会计');
    db.prepare("UPDATE page_records SET data = json_set(data, '$.name', '天文量子学') WHERE id = ?").run(first);
    db.prepare('UPDATE page_records SET deleted = 1 WHERE id = ?').run(second);
    db.prepare('DELETE FROM page_records WHERE id = ?').run(third);
    for (const value of ['量子', '会计', '天文量子学', '会计学']) expectSame(value);
    store.replace(MAJORS, account, added.id, { name: '经济学', level: 1, tuition: 1 });
    expectSame('量子');
    expect(brute('量子')).toEqual([first]);
  });

  it('counts a two-character search from the pairs alone, and reads a longer one\'s candidates, never the whole list', () => {
    const two = store.scope(MAJORS, account, search('会计'));
    expect(two.hits?.exact).toBe(true);
    expect(store.count(two)).toBe(brute('会计').length);
    const longer = store.scope(MAJORS, account, search('会计学'));
    expect(longer.hits?.exact).toBe(false);
    expect(store.count(longer)).toBe(brute('会计学').length);
    const plan = (sql: string, params: unknown[]) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((row) => row.detail).join(' | ');
    const page = plan(`SELECT id FROM page_records WHERE ${longer.clause} AND top_sort = 0 ORDER BY id DESC LIMIT 100`, longer.params);
    expect(page).toContain('VIRTUAL TABLE');
    expect(page).not.toMatch(/\bSCAN page_records\b/);
    // with a choice beside it, still the pairs; with one character, no pairs (its text is read)
    expect(store.scope(MAJORS, account, { ...search('会计'), filters: [...search('会计').filters, { key: 'level', op: 'eq', value: '2' }] }).hits?.exact).toBe(false);
    expect(store.scope(MAJORS, account, search('计')).hits).toBeUndefined();
    expectSame('计');
  });
});
