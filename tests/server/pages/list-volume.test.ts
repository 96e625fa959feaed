import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../server/db.ts';
import { PROJECT_ROOT, startServer, type RunningServer } from '../../../server/main.ts';
import { hashToken } from '../../../server/passwords.ts';
import { exportChunks, exportReads } from '../../../server/routes/pages/exports.ts';
import { keysetReads } from '../../../server/routes/pages/keyset.ts';
import { collectionSql, filterSql, listIndexName, sortSql } from '../../../server/routes/pages/list-sql.ts';
import { seedCore } from '../../../server/seed.ts';
import { MAJORS, seedLarge } from '../../../server/seed-large.ts';
import { seedPages } from '../../../server/seed-pages.ts';
import { currentPageConfigs } from '../../../server/page-configs.ts';
import { tempFolder } from './harness.ts';

// The list call at volume (issue 59 item 2): 6,000 majors of the large seed, some pinned and
// some deleted; every page, search, filter and sort answered as one ORDER BY over all of them
// would answer it, the queries on indexes, and the export streamed page by page.

const COUNT = 6_000;
type Major = { id: number; name: string; level: number; tuition: number; active: number; top_sort: number; created_at: string };

let running: RunningServer;
let db: Db;
let dataDir: string;
let token: string;
let all: Major[];

beforeAll(async () => {
  dataDir = tempFolder('edu-list-volume-');
  const seed = openDatabase(dataDir);
  seedCore(seed);
  seedPages(seed);
  seedLarge(seed, { consults: 0, majors: COUNT, teachers: 0, schools: 0 });
  const account = seed.prepare("SELECT id FROM accounts WHERE user_name = 'demo-school'").pluck().get() as number;
  // a few more pinned records (the seed's three are 1, 2, 3) and some deleted ones
  const ids = seed.prepare('SELECT id FROM page_records WHERE collection = ? AND account_id = ? ORDER BY id').pluck().all(MAJORS, account) as number[];
  [ids[100], ids[2000], ids[4000]].forEach((id, i) => seed.prepare('UPDATE page_records SET top_sort = ? WHERE id = ?').run([2, 5, 10][i], id));
  // a name with ASCII letters and the characters GLOB and LIKE read as patterns
  seed.prepare("UPDATE page_records SET data = json_set(data, '$.name', 'Python 程序设计[进阶]*_%') WHERE id = ?").run(ids[1234]);
  seed.prepare(`UPDATE page_records SET deleted = 1 WHERE id IN (${ids.filter((_, i) => i % 97 === 5).join(',')})`).run();
  seed.close();
  running = await startServer({ host: '127.0.0.1', port: 0, dataDir, schemasDir: path.join(dataDir, 'no-extra-schemas'), distDir: path.join(dataDir, 'no-dist') });
  db = openDatabase(dataDir);
  token = randomBytes(24).toString('base64url');
  db.prepare('INSERT INTO sessions (token, account_id, expires_at) VALUES (?, ?, ?)').run(hashToken(token), account, new Date(Date.now() + 86_400_000).toISOString());
  all = (db.prepare('SELECT id, data, active, top_sort, created_at FROM page_records WHERE collection = ? AND account_id = ? AND deleted = 0').all(MAJORS, account) as { id: number; data: string; active: number; top_sort: number; created_at: string }[]).map(
    (row) => ({ ...(JSON.parse(row.data) as Omit<Major, 'id' | 'active' | 'top_sort' | 'created_at'>), id: row.id, active: row.active, top_sort: row.top_sort, created_at: row.created_at }),
  );
}, 60_000);

afterAll(async () => {
  db.close();
  await running.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = async (query: string) => {
  const res = await fetch(`${running.url}${MAJORS}?${query}`, { headers: { 'org-token': token, 'site-name': 'cepsp' } });
  return ((await res.json()) as { data: { data: Major[]; total: number } }).data;
};

/** The list's order as one ORDER BY over every record would give it: pinned first (top_sort, the sort, newest), then the sort, then newest. */
function expected(rows: Major[], sort?: { key: 'tuition' | 'name' | 'created_at'; desc: boolean }): number[] {
  const compare = (a: Major, b: Major) => {
    if (sort) {
      const x = a[sort.key];
      const y = b[sort.key];
      if (x !== y) return (x < y ? -1 : 1) * (sort.desc ? -1 : 1);
    }
    return b.id - a.id;
  };
  const pinned = rows.filter((r) => r.top_sort > 0).sort((a, b) => a.top_sort - b.top_sort || compare(a, b));
  return [...pinned, ...rows.filter((r) => r.top_sort === 0).sort(compare)].map((r) => r.id);
}

const pageOf = (ids: number[], page: number, size: number) => ids.slice((page - 1) * size, page * size);

describe('the list call at volume (6,000 majors)', () => {
  it('pages them pinned first, then newest first, every page as the whole order says (pages 1, 2 and the last)', async () => {
    const order = expected(all);
    for (const [page, size] of [[1, 5], [2, 5], [1, 100], [3, 100], [Math.ceil(all.length / 100), 100]] as const) {
      const answer = await get(`page=${page}&page_size=${size}`);
      expect(answer.total).toBe(all.length);
      expect(answer.data.map((r) => r.id)).toEqual(pageOf(order, page, size));
    }
    expect((await get('page_size=8')).data.map((r) => r.top_sort)).toEqual([1, 2, 2, 3, 5, 10, 0, 0]);
  });

  it('sorts by tuition, name and created_at, both ways, pinned first', async () => {
    for (const key of ['tuition', 'name', 'created_at'] as const) {
      for (const desc of [false, true]) {
        const order = expected(all, { key, desc });
        for (const page of [1, 7]) {
          const answer = await get(`page=${page}&page_size=100&sort=${key}&order=${desc ? 'desc' : 'asc'}`);
          expect(answer.data.map((r) => r.id), `${key} ${desc ? 'desc' : 'asc'} page ${page}`).toEqual(pageOf(order, page, 100));
        }
      }
    }
  });

  it('searches a name in part (common, rare and absent), filters a choice and a column, and combines them with a sort', async () => {
    const cases: [string, (r: Major) => boolean, { key: 'tuition'; desc: boolean }?][] = [
      [`name=${encodeURIComponent('会计')}`, (r) => r.name.includes('会计')],
      [`name=${encodeURIComponent('西湖2026级')}`, (r) => r.name.includes('西湖2026级')],
      [`name=${encodeURIComponent('没有这个专业')}`, () => false],
      // ASCII letters match in any case (LIKE), a text without them exactly (GLOB): pattern characters are text
      [`name=${encodeURIComponent('PYTHON')}`, (r) => r.name.toLowerCase().includes('python')],
      [`name=${encodeURIComponent('[进阶]*')}`, (r) => r.name.includes('[进阶]*')],
      [`name=${encodeURIComponent('*_%')}`, (r) => r.name.includes('*_%')],
      [`name=${encodeURIComponent('?')}`, (r) => r.name.includes('?')],
      [`name=${encodeURIComponent('阶]')}`, (r) => r.name.includes('阶]')],
      ['level=2', (r) => r.level === 2],
      ['active=0', (r) => r.active === 0],
      [`level=3&name=${encodeURIComponent('管理')}`, (r) => r.level === 3 && r.name.includes('管理')],
      [`name=${encodeURIComponent('工程')}&sort=tuition&order=desc`, (r) => r.name.includes('工程'), { key: 'tuition', desc: true }],
      ['level=1&sort=tuition&order=asc', (r) => r.level === 1, { key: 'tuition', desc: false }],
    ];
    for (const [query, match, sort] of cases) {
      const order = expected(all.filter(match), sort);
      for (const page of [1, 2]) {
        const answer = await get(`${query}&page=${page}&page_size=100`);
        expect(answer.total, query).toBe(order.length);
        expect(answer.data.map((r) => r.id), `${query} page ${page}`).toEqual(pageOf(order, page, 100));
      }
    }
  });

  it('reads each search, filter and sort from an index (EXPLAIN QUERY PLAN), never by scanning the table; the indexes are the page\'s own', () => {
    const own = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND name LIKE 'page_records_%'").all() as { name: string; sql: string }[];
    for (const [kind, key] of [['like', 'name'], ['eq', 'level'], ['eq', 'active'], ['sort', 'name'], ['sort', 'tuition'], ['sort', 'created_at']] as const) {
      expect(own.find((index) => index.name === listIndexName(kind, key, MAJORS))?.sql).toContain(`WHERE collection = '${MAJORS}'`);
    }
    const scope = `collection = ${collectionSql(MAJORS)} AND account_id = ? AND deleted = 0`;
    const plan = (sql: string, ...params: unknown[]) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((row) => row.detail).join(' | ');
    const params = [db.prepare("SELECT id FROM accounts WHERE user_name = 'demo-school'").pluck().get()];
    const cases: [string, string, unknown[]][] = [
      // the page: the others newest first, and its count
      [`SELECT id FROM page_records WHERE ${scope} AND top_sort = 0 ORDER BY id DESC LIMIT 100`, 'page_records_list_order', []],
      [`SELECT count(*) FROM page_records WHERE ${scope}`, 'COVERING INDEX page_records_', []],
      // a text search: its count on an index holding the name, covering (the store names the like one: it holds the text as compared)
      [`SELECT count(*) FROM page_records WHERE ${scope} AND ${filterSql('name')} LIKE ? ESCAPE '\\'`, 'COVERING INDEX page_records_', ['%会计%']],
      [`SELECT id FROM page_records INDEXED BY ${listIndexName('like', 'name', MAJORS)} WHERE ${scope} AND top_sort = 0 AND ${filterSql('name')} LIKE ? ESCAPE '\\' ORDER BY id DESC LIMIT 100`, `COVERING INDEX ${listIndexName('like', 'name', MAJORS)}`, ['%会计%']],
      [`SELECT count(*) FROM page_records INDEXED BY ${listIndexName('like', 'name', MAJORS)} WHERE ${scope} AND ${filterSql('name')} GLOB ?`, `COVERING INDEX ${listIndexName('like', 'name', MAJORS)}`, ['*会计*']],
      [`SELECT id FROM page_records INDEXED BY ${listIndexName('like', 'name', MAJORS)} WHERE ${scope} AND top_sort = 0 AND ${filterSql('name')} GLOB ? ORDER BY id DESC LIMIT 100`, `COVERING INDEX ${listIndexName('like', 'name', MAJORS)}`, ['*会计*']],
      // a choice
      [`SELECT count(*) FROM page_records WHERE ${scope} AND ${filterSql('level')} = ?`, `COVERING INDEX ${listIndexName('eq', 'level', MAJORS)}`, ['2']],
      [`SELECT id FROM page_records WHERE ${scope} AND ${filterSql('level')} = ? AND top_sort = 0 ORDER BY id DESC LIMIT 100`, listIndexName('eq', 'level', MAJORS), ['2']],
      [`SELECT count(*) FROM page_records WHERE ${scope} AND active = ?`, listIndexName('eq', 'active', MAJORS), [0]],
      // a sort
      [`SELECT id FROM page_records WHERE ${scope} AND top_sort = 0 ORDER BY ${sortSql('tuition')} DESC, id DESC LIMIT 100`, listIndexName('sort', 'tuition', MAJORS), []],
      [`SELECT id FROM page_records WHERE ${scope} AND top_sort = 0 ORDER BY ${sortSql('name')} ASC, id DESC LIMIT 100`, listIndexName('sort', 'name', MAJORS), []],
      [`SELECT id FROM page_records WHERE ${scope} AND top_sort = 0 ORDER BY ${sortSql('created_at')} ASC, id DESC LIMIT 100`, listIndexName('sort', 'created_at', MAJORS), []],
    ];
    for (const [sql, index, extra] of cases) {
      const detail = plan(sql, ...params, ...extra);
      expect(detail, sql).toContain(index);
      expect(detail, sql).not.toMatch(/\bSCAN page_records\b/);
      // no sort of every match: the index gives the order (at most the ties of one value are sorted, FOR LAST TERM OF ORDER BY)
      expect(detail, sql).not.toContain('USE TEMP B-TREE FOR ORDER BY');
    }
  });
});

describe('the export at volume', () => {
  it('streams the file: the list is read a page of 1,000 at a time, the answer has no length, and every row arrives in the list order', async () => {
    const before = exportReads.pages;
    const keyset = { ...keysetReads };
    const res = await fetch(`${running.url}${MAJORS}/export?sort=tuition&order=asc`, { headers: { 'org-token': token, 'site-name': 'cepsp' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBeNull();
    const [sheet] = await readXlsxFile(Buffer.from(await res.arrayBuffer()));
    // 5,939 rows: six pages of 1,000 (the last short), not 60 of 100
    expect(exportReads.pages - before).toBe(Math.ceil(all.length / 1000));
    // each page after the last one's record (keyset.ts): no OFFSET, a few queries a page
    expect(keysetReads.offsets - keyset.offsets).toBe(0);
    expect(keysetReads.queries - keyset.queries).toBeGreaterThan(0);
    expect(keysetReads.queries - keyset.queries).toBeLessThanOrEqual(5 * Math.ceil(all.length / 1000));
    const names = new Map(all.map((r) => [r.id, r.name]));
    expect(sheet?.data.length).toBe(all.length + 1);
    expect(sheet?.data.slice(1).map((row) => row[0])).toEqual(expected(all, { key: 'tuition', desc: false }).map((id) => names.get(id)));
  });

  it('writes the file while the rows come: most of its bytes are out before the last page is asked for, and one page is held at a time', async () => {
    const page = currentPageConfigs(path.join(PROJECT_ROOT, 'schemas')).pages.get('school-major');
    if (!page?.list) throw new Error('no school-major page');
    const PAGES = 20;
    let asked = 0;
    let sent = 0;
    const sentWhenAsked: number[] = [];
    async function* pages() {
      for (let n = 0; n < PAGES; n += 1) {
        asked += 1;
        sentWhenAsked.push(sent);
        yield all.slice(n * 250, (n + 1) * 250) as unknown as Record<string, unknown>[];
      }
    }
    for await (const chunk of exportChunks(page.list, pages(), page.form)) sent += chunk.length;
    expect(asked).toBe(PAGES);
    expect(sentWhenAsked[0]).toBeGreaterThan(0); // the workbook's parts go out before any row is read
    expect(sentWhenAsked.at(-1)).toBeGreaterThan(sent * 0.6);
  });
});
