import type { ListConfig } from '../../../engine/index.ts';
import type { Db } from '../../db.ts';
import { filterSql, hasListIndex, pageIndexWants } from './list-sql.ts';

// A list's text search by the pairs of characters it holds (issue 59 item 2). "Contains 会计"
// must test every record's text, and no B-tree narrows that: at 100,000 records a search's count
// read 100,000 index entries (66 ms at p95). So each searched text of a page is also kept as its
// pairs of characters (会计学 -> 会计, 计学), one word per (page key, account, pair), in an FTS5
// index (migration 013). A search of n ≥ 2 characters asks for the records holding all its n - 1
// pairs: for two characters exactly its matches (their count is the index's alone), for more a
// few candidates that the search's own LIKE/GLOB then checks. One character, a key not written
// into the SQL, or a page key nobody searches reads the texts as before.
//
// The words follow every write without any writer knowing: triggers put each written record in
// page_grams_stale, and the next search (or the server's start) makes its words again.

/** Letters folded as SQLite's LIKE folds them (ASCII only): LIKE matches A and a, so the pairs do too; GLOB's searches hold no ASCII letter. */
const foldAscii = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** The distinct pairs of characters (code points, as SQLite counts them) of `text`, ASCII folded. pairsOf('会计学') -> ['会计', '计学'] */
export function pairsOf(text: string): string[] {
  const chars = Array.from(foldAscii(text));
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) pairs.add(`${chars[i]}${chars[i + 1]}`);
  return [...pairs];
}

const hex = (char: string) => (char.codePointAt(0) ?? 0).toString(16).padStart(6, '0');

/** A pair's word in the index: the key's number, the account, the two code points in hex (the ascii tokenizer keeps it whole). word(3, 17, '会计') -> '3x17x004f1a008ba1' */
export const word = (keyId: number, accountId: number, pair: string) => `${keyId}x${accountId}x${Array.from(pair).map(hex).join('')}`;

interface Statements {
  key: (collection: string, key: string) => number | undefined;
  keysOf: (collection: string) => { id: number; key: string }[];
  anyStale: () => boolean;
}

const prepared = new WeakMap<Db, Statements>();

function statements(db: Db): Statements {
  let s = prepared.get(db);
  if (!s) {
    const key = db.prepare('SELECT id FROM page_gram_keys WHERE collection = ? AND key = ?').pluck();
    const keysOf = db.prepare('SELECT id, key FROM page_gram_keys WHERE collection = ? ORDER BY id');
    const stale = db.prepare('SELECT 1 FROM page_grams_stale LIMIT 1');
    s = {
      key: (collection, name) => key.get(collection, name) as number | undefined,
      keysOf: (collection) => keysOf.all(collection) as { id: number; key: string }[],
      anyStale: () => stale.get() !== undefined,
    };
    prepared.set(db, s);
  }
  return s;
}

/** Whether a key's texts can be kept: a key written into the SQL (list-sql.ts), as its like index. */
export const keepable = (key: string) => hasListIndex('like', key);

/**
 * Keeps the pairs of `collection`'s `key` from now on, and answers the key's number (undefined
 * for a key not written into the SQL). The first time, every record of the page is made stale,
 * so that its words are made with this key's: at once, unless `refresh` is false (the caller
 * refreshes once after its keys, keepPageGrams: a page's second key would rebuild them all again).
 */
export function keepGrams(db: Db, collection: string, key: string, refresh = true): number | undefined {
  if (!keepable(key)) return undefined;
  const s = statements(db);
  const known = s.key(collection, key);
  if (known !== undefined) return known;
  db.transaction(() => {
    const added = db.prepare('INSERT OR IGNORE INTO page_gram_keys (collection, key) VALUES (?, ?)').run(collection, key).changes;
    if (added) db.prepare('INSERT OR IGNORE INTO page_grams_stale (record_id) SELECT id FROM page_records WHERE collection = ?').run(collection);
  })();
  if (refresh) refreshGrams(db);
  return s.key(collection, key);
}

/** Keeps the pairs of every list page's text search fields (at the server's start), and makes the stale words once. */
export function keepPageGrams(db: Db, lists: Iterable<{ collection: string; list: ListConfig }>): void {
  for (const { collection, list } of lists) for (const [kind, key] of pageIndexWants(list)) if (kind === 'like') keepGrams(db, collection, key, false);
  refreshGrams(db);
}

/** Makes again the words of every stale record (all its page's kept keys), and of none else. */
export function refreshGrams(db: Db): void {
  const s = statements(db);
  if (!s.anyStale()) return;
  const forget = db.prepare('DELETE FROM page_grams WHERE rowid = ?');
  const add = db.prepare('INSERT INTO page_grams (rowid, words) VALUES (?, ?)');
  db.transaction(() => {
    for (const id of db.prepare('SELECT record_id FROM page_grams_stale').pluck().all() as number[]) forget.run(id);
    const collections = db.prepare('SELECT DISTINCT r.collection FROM page_grams_stale s JOIN page_records r ON r.id = s.record_id WHERE r.deleted = 0').pluck().all() as string[];
    for (const collection of collections) {
      const keys = s.keysOf(collection);
      if (keys.length === 0) continue;
      const texts = keys.map((kept, i) => `${filterSql(kept.key)} AS t${i}`).join(', ');
      const rows = db
        .prepare(`SELECT r.id, r.account_id, ${texts} FROM page_grams_stale s JOIN page_records r ON r.id = s.record_id WHERE r.collection = ? AND r.deleted = 0`)
        .all(collection) as Record<string, unknown>[];
      for (const row of rows) {
        const accountId = Number(row.account_id);
        const words = keys.flatMap((kept, i) => {
          const text = row[`t${i}`];
          return typeof text === 'string' ? pairsOf(text).map((pair) => word(kept.id, accountId, pair)) : [];
        });
        if (words.length > 0) add.run(row.id, words.join(' '));
      }
    }
    db.prepare('DELETE FROM page_grams_stale').run();
  })();
}

/**
 * The FTS5 query of a search of `text` in the kept key `keyId` (all its pairs), or undefined when
 * the pairs do not serve it (one character). `exact` when its matches are exactly the records
 * that hold its one pair. Refreshes the stale words first.
 */
export function gramSearch(db: Db, keyId: number, accountId: number, text: string): { match: string; exact: boolean } | undefined {
  const pairs = pairsOf(text);
  if (pairs.length === 0) return undefined;
  refreshGrams(db);
  return { match: pairs.map((pair) => `"${word(keyId, accountId, pair)}"`).join(' AND '), exact: Array.from(text).length === 2 };
}

/** How many records hold every word of `match` (an exact search's total, read from the index alone). */
export const gramCount = (db: Db, match: string) => db.prepare('SELECT count(*) FROM page_grams WHERE page_grams MATCH ?').pluck().get(match) as number;

/** The SQL of the records holding the words (a subquery's rows, `hit_id`), a search's candidates. */
export const GRAM_HITS = '(SELECT rowid AS hit_id FROM page_grams WHERE page_grams MATCH ?)';
