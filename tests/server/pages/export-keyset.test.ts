import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../server/db.ts';
import { keysetReads, pageAfter } from '../../../server/routes/pages/keyset.ts';
import { RecordStore, type Filter, type PageQuery } from '../../../server/routes/pages/store.ts';
import { seedCore } from '../../../server/seed.ts';
import { MAJORS, seedLarge } from '../../../server/seed-large.ts';
import { seedPages } from '../../../server/seed-pages.ts';
import { tempFolder } from './harness.ts';

// The export's keyset reads (issue 59): a list read page after page from the last record's place
// gives every record once, in the same order as the OFFSET pages of the list call, for each sort
// (NULLs and ties among the values, pinned records first), and no read uses OFFSET or counts.

const COUNT = 700;
let db: Db;
let dataDir: string;
let store: RecordStore;
let account: number;

beforeAll(() => {
  dataDir = tempFolder('edu-keyset-');
  db = openDatabase(dataDir);
  seedCore(db);
  seedPages(db);
  seedLarge(db, { consults: 0, majors: COUNT, teachers: 0, schools: 0 });
  account = db.prepare("SELECT id FROM accounts WHERE user_name = 'demo-school'").pluck().get() as number;
  const ids = db.prepare('SELECT id FROM page_records WHERE collection = ? AND account_id = ? ORDER BY id').pluck().all(MAJORS, account) as number[];
  // pinned ones sharing a top_sort, values missing (NULL sorts first ascending, last descending), ties, deleted ones
  ids.slice(10, 16).forEach((id, i) => db.prepare('UPDATE page_records SET top_sort = ? WHERE id = ?').run(1 + (i % 3), id));
  db.prepare(`UPDATE page_records SET data = json_remove(data, '$.tuition') WHERE id IN (${ids.filter((_, i) => i % 23 === 4).join(',')})`).run();
  db.prepare(`UPDATE page_records SET data = json_set(data, '$.tuition', 5000) WHERE id IN (${ids.filter((_, i) => i % 11 === 3).join(',')})`).run();
  db.prepare(`UPDATE page_records SET deleted = 1 WHERE id IN (${ids.filter((_, i) => i % 31 === 7).join(',')})`).run();
  store = new RecordStore(db);
});

afterAll(() => {
  db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every page of the list call (OFFSET), as it has answered so far. */
function byOffset(filters: Filter[], sort: PageQuery['sort'], pageSize: number): number[] {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const { rows, total } = store.page(MAJORS, account, { filters, page, pageSize, sort });
    ids.push(...rows.map((row) => row.id));
    if (rows.length === 0 || ids.length >= total) return ids;
  }
}

function byKeyset(filters: Filter[], sort: PageQuery['sort'], pageSize: number): { ids: number[]; pages: number } {
  const ids: number[] = [];
  for (let pages = 1; ; pages += 1) {
    const page = pageAfter(store, MAJORS, account, { filters, pageSize, sort, afterId: ids.at(-1) });
    if (!page) throw new Error('no page');
    ids.push(...page.rows.map((row) => row.id));
    if (page.last) return { ids, pages };
  }
}

describe('keyset reads of a list (the export)', () => {
  it.each([
    ['no sort', [], undefined],
    ['tuition ascending (NULLs and ties)', [], { key: 'tuition', desc: false }],
    ['tuition descending (NULLs and ties)', [], { key: 'tuition', desc: true }],
    ['name ascending', [], { key: 'name', desc: false }],
    ['created_at descending', [], { key: 'created_at', desc: true }],
    ['a text search', [{ key: 'name', op: 'like', value: '学' }], undefined],
    ['a choice, sorted', [{ key: 'level', op: 'eq', value: '2' }], { key: 'tuition', desc: true }],
  ] as [string, Filter[], PageQuery['sort']][])('%s: the same records in the same order as the OFFSET pages, without OFFSET', (_name, filters, sort) => {
    const expected = byOffset(filters, sort, 37);
    expect(expected.length).toBeGreaterThan(0);
    const before = { ...keysetReads };
    const { ids, pages } = byKeyset(filters, sort, 37);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(ids.length);
    expect(keysetReads.offsets - before.offsets).toBe(0);
    // a page costs a bounded number of queries (the cursor's row, the pinned ones, at most three ranges), whatever its place
    expect((keysetReads.queries - before.queries) / pages).toBeLessThanOrEqual(5);
  });

  it('a cursor that is no record of the list is refused, not a crash', () => {
    expect(pageAfter(store, MAJORS, account, { filters: [], pageSize: 10, afterId: 99_999_999 })).toBeUndefined();
    expect(pageAfter(store, MAJORS, account, { filters: [], pageSize: 10, sort: { key: "name') --", desc: false } })).toBeUndefined();
  });

  it('reads the others from the index by a range (no scan of the records before the page)', () => {
    const plan = (sql: string, ...params: unknown[]) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((row) => row.detail).join('\n');
    const scope = `collection = '${MAJORS}' AND account_id = ? AND deleted = 0`;
    expect(plan(`SELECT id FROM page_records WHERE ${scope} AND top_sort = 0 AND id < ? ORDER BY id DESC LIMIT 10`, account, 500)).toMatch(/SEARCH page_records USING (COVERING )?INDEX \w+ \(.*top_sort=\? AND id<\?\)/);
  });
});
