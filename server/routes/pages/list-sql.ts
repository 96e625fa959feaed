import { createHash } from 'node:crypto';
import { FIELD_REGISTRY, splitPipePath, type ListConfig } from '../../../engine/index.ts';
import type { Db } from '../../db.ts';

// The SQL of a list call's search, filters and sort over page_records, and the indexes that serve
// them (issue 59 item 2: a page of 100 within 50 ms at 100,000 records). A record's form values
// live in its `data` JSON, so a search field or a sortable column is an expression,
// json_extract(data, '$."name"'), and its index an index on that expression. Each is a page's own
// (a partial index, WHERE collection = '/api/organization/school-majors', which the list's
// queries name as written), so that it holds and costs only that page's records: made for the
// pages' keys at start (ensurePageIndexes) and for any other the first time a list asks for it,
// named by its kind, key and page (page_records_like_name_…).

/** Keys kept in columns, never in `data`. */
export const COLUMN_KEYS = ['id', 'active', 'marker', 'top_sort', 'deleted', 'created_at', 'updated_at'] as const;
const COLUMNS = new Set<string>(COLUMN_KEYS);
export const INTEGER_COLUMNS = new Set<string>(['id', 'active', 'marker', 'top_sort', 'deleted']);

/** A key written into the SQL as it is, so that an index on its expression serves it: word parts joined by pipes. */
const PLAIN_KEY = /^[A-Za-z_]\w{0,40}(\|[A-Za-z_]\w{0,40}){0,3}$/;

export const jsonPath = (key: string) => `$${splitPipePath(key).map((part) => `."${part}"`).join('')}`;

/** Whether a key's filter and sort are written into the SQL, and so can have an index. */
export const indexableKey = (key: string) => COLUMNS.has(key) || PLAIN_KEY.test(key);

/**
 * The SQL of a key's value: a column is itself; a plain key `json_extract(data, '$."info"."address"')`
 * with its path written in (an index on an expression serves only that same expression); any
 * other key binds its path into `params`, as before, and has no index.
 */
function valueSql(key: string, params: unknown[]): string {
  if (COLUMNS.has(key)) return key;
  if (PLAIN_KEY.test(key)) return `json_extract(data, '${jsonPath(key)}')`;
  params.push(jsonPath(key));
  return 'json_extract(data, ?)';
}

/**
 * The text a filter compares, as the list call always has: `CAST(json_extract(data, '$."name"') AS TEXT)`,
 * a text column (created_at) as it is. (An integer column compared with a whole number is
 * compared as a number instead, in the store: the same answer, and its index.)
 */
export function filterSql(key: string, params: unknown[] = []): string {
  const value = valueSql(key, params);
  return COLUMNS.has(key) && !INTEGER_COLUMNS.has(key) ? value : `CAST(${value} AS TEXT)`;
}

/** The value a sort orders by: a column, or `json_extract(data, '$."tuition"')` (numbers as numbers). */
export function sortSql(key: string, params: unknown[] = []): string {
  return valueSql(key, params);
}

/**
 * The kinds of index, each after the scope every list query has (collection, account, not deleted):
 * - like: a text searched in part. (top_sort, id, text): the others of a page (top_sort 0) are read
 *   newest first with the text in the index, so a search stops at its page's last match and
 *   counts its matches without reading a record;
 * - eq: a choice (层次, 状态). (value, top_sort): the matches are found, not scanned for;
 * - sort: a sortable column. (top_sort, value): the others of a page in the column's order.
 */
export type ListIndexKind = 'like' | 'eq' | 'sort';

/** A page's collection as an SQL literal: the list queries name it so, and so match its partial indexes. */
export const collectionSql = (collection: string) => `'${collection.replace(/'/g, "''")}'`;

/** page_records_like_name_3f2a1c08: a name per kind, key and page (the hash tells pages apart, and Name from name: SQLite's names ignore case). */
export function listIndexName(kind: ListIndexKind, key: string, collection: string): string {
  const hash = createHash('sha1').update(`${collection}\n${key}`).digest('hex').slice(0, 8);
  return `page_records_${kind}_${key.replace(/\W/g, '_').toLowerCase().slice(0, 40)}_${hash}`;
}

function indexSql(kind: ListIndexKind, key: string, collection: string): string {
  const columns = { like: `top_sort, id, ${filterSql(key)}`, eq: `${INTEGER_COLUMNS.has(key) ? key : filterSql(key)}, top_sort`, sort: `top_sort, ${sortSql(key)}` }[kind];
  // collection leads though the WHERE fixes it: the queries name the column, and an index without it would not cover them
  return `CREATE INDEX IF NOT EXISTS ${listIndexName(kind, key, collection)} ON page_records (collection, account_id, deleted, ${columns}) WHERE collection = ${collectionSql(collection)}`;
}

/** Whether (kind, key) has an index of its own: a key written into the SQL, and not id's order, which is the list order index's (migration 012). */
export const hasListIndex = (kind: ListIndexKind, key: string) => indexableKey(key) && !(kind !== 'eq' && key === 'id');

const made = new WeakMap<Db, Set<string>>();

/** Makes the index of each (kind, key) of a page not made yet on this connection (CREATE INDEX IF NOT EXISTS). */
export function ensureIndexes(db: Db, collection: string, wanted: Iterable<[ListIndexKind, string]>): void {
  let done = made.get(db);
  if (!done) made.set(db, (done = new Set()));
  for (const [kind, key] of wanted) {
    if (!hasListIndex(kind, key)) continue;
    const name = listIndexName(kind, key, collection);
    if (done.has(name)) continue;
    db.exec(indexSql(kind, key, collection));
    done.add(name);
  }
}

/** The indexes a list query's filters and sort use. */
export function ensureListIndexes(db: Db, collection: string, filters: readonly { key: string; op: 'eq' | 'like' }[], sortKey?: string): void {
  const wanted: [ListIndexKind, string][] = filters.map((filter) => [filter.op, filter.key]);
  if (sortKey) wanted.push(['sort', sortKey]);
  ensureIndexes(db, collection, wanted);
}

/** The (kind, key) of a list page's search fields (their search's operator) and sortable columns, and branch_id's. */
export function pageIndexWants(list: ListConfig): [ListIndexKind, string][] {
  const wanted: [ListIndexKind, string][] = [['eq', 'branch_id']];
  for (const field of list.search) if (typeof field.field === 'string') wanted.push([FIELD_REGISTRY[field.component.type].searchOperator ?? 'eq', field.field]);
  for (const column of list.columns) if (column.sortable) wanted.push(['sort', column.field]);
  return wanted;
}

/** The search fields' and sortable columns' indexes of every list page (by its list call's path, its records' collection), and branch_id's. */
export function ensurePageIndexes(db: Db, lists: Iterable<{ collection: string; list: ListConfig }>): void {
  for (const { collection, list } of lists) ensureIndexes(db, collection, pageIndexWants(list));
}
