import { indexableKey, sortSql } from './list-sql.ts';
import type { Filter, PageQuery, PageRecord, RecordStore } from './store.ts';

// Reading a whole list in its order, page after page, without OFFSET or a count (issue 59: the
// export of 100,000 records). Each page starts after the last record of the one before, found by
// its place in the order, not by skipping the records before it: the order is the list's (store.ts,
// page): the pinned ones (top_sort, then the sort, then newest first), then the others (the sort,
// then newest first). A page of the others is read from the order's index as one or more
// segments, each a range the index seeks to:
//   no sort:          id < last                      (ORDER BY id DESC)
//   sort, ties:       value IS last AND id < last    (ORDER BY id DESC)
//   sort ASC after:   value > last (NULLs sort first, so after NULL: value IS NOT NULL)
//   sort DESC after:  value < last, then value IS NULL (NULLs sort last)
// The pinned ones are few (top_sort 1 to 10) and are read with one condition over the tuple.

export interface KeysetQuery {
  filters: Filter[];
  pageSize: number;
  sort?: PageQuery['sort'];
  /** The last record of the page before; none for the first page. */
  afterId?: number | undefined;
}

/** Counts for the tests (counting work, not time): the queries a keyset read made, and whether one used OFFSET. */
export const keysetReads = { queries: 0, offsets: 0 };

type Value = string | number | null;
interface Segment {
  where: string;
  params: unknown[];
  order: string;
}

/** The segments of the others (top_sort 0) after (value, id), or all of them when `after` is undefined. */
function othersAfter(value: string, dir: 'ASC' | 'DESC' | undefined, after: { value: Value; id: number } | undefined): Segment[] {
  const sorted = dir ? `${value} ${dir}, id DESC` : 'id DESC';
  if (!after) return [{ where: '', params: [], order: sorted }];
  if (!dir) return [{ where: ' AND id < ?', params: [after.id], order: 'id DESC' }];
  const ties: Segment = { where: ` AND ${value} IS ? AND id < ?`, params: [after.value, after.id], order: 'id DESC' };
  if (dir === 'ASC') return [ties, after.value === null ? { where: ` AND ${value} IS NOT NULL`, params: [], order: sorted } : { where: ` AND ${value} > ?`, params: [after.value], order: sorted }];
  return after.value === null ? [ties] : [ties, { where: ` AND ${value} < ?`, params: [after.value], order: sorted }, { where: ` AND ${value} IS NULL`, params: [], order: 'id DESC' }];
}

/** After (top_sort, value, id) among the pinned ones, in their order (top_sort ASC, value dir, id DESC). */
function pinnedAfter(value: string, dir: 'ASC' | 'DESC' | undefined, after: { topSort: number; value: Value; id: number } | undefined): Segment {
  const order = `top_sort, ${dir ? `${value} ${dir}, ` : ''}id DESC`;
  if (!after) return { where: ' AND top_sort > 0', params: [], order };
  const later = dir === undefined ? undefined : dir === 'ASC' ? (after.value === null ? `${value} IS NOT NULL` : `${value} > ?`) : after.value === null ? undefined : `(${value} < ? OR ${value} IS NULL)`;
  const laterParams = later?.includes('?') ? [after.value] : [];
  const sameTop = [later, `(${dir ? `${value} IS ? AND ` : ''}id < ?)`].filter(Boolean).join(' OR ');
  const sameParams = [...laterParams, ...(dir ? [after.value] : []), after.id];
  return { where: ` AND top_sort > 0 AND (top_sort > ? OR (top_sort = ? AND (${sameTop})))`, params: [after.topSort, after.topSort, ...sameParams], order };
}

/**
 * The page after `afterId` (or the first), and whether it is the list's last. Undefined when
 * `afterId` is no record of this list (a bad cursor), or the sort's key is not written into the
 * SQL (such a list is read by OFFSET, as before).
 */
export function pageAfter(store: RecordStore, collection: string, accountId: number, query: KeysetQuery): { rows: PageRecord[]; last: boolean } | undefined {
  const { clause, params, using } = store.scope(collection, accountId, query);
  // a sort key written into the SQL (indexableKey): its expression has no parameters of its own
  if (query.sort && !indexableKey(query.sort.key)) return undefined;
  const value = query.sort ? sortSql(query.sort.key) : 'NULL';
  const dir = query.sort ? (query.sort.desc ? 'DESC' : 'ASC') : undefined;
  let after: { topSort: number; value: Value; id: number } | undefined;
  if (query.afterId !== undefined) {
    keysetReads.queries += 1;
    const row = store.db
      .prepare(`SELECT top_sort AS topSort, ${value} AS value, id FROM page_records WHERE id = ? AND collection = ? AND account_id = ?`)
      .get(query.afterId, collection, accountId) as { topSort: number; value: Value; id: number } | undefined;
    if (!row) return undefined;
    after = row;
  }
  const segments = [...(after && after.topSort === 0 ? [] : [pinnedAfter(value, dir, after)]), ...othersAfter(value, dir, after && after.topSort === 0 ? after : undefined).map((one) => ({ ...one, where: ` AND top_sort = 0${one.where}` }))];
  const ids: number[] = [];
  for (const segment of segments) {
    const rest = query.pageSize - ids.length;
    if (rest <= 0) break;
    const sql = `SELECT id FROM page_records${segment.where.startsWith(' AND top_sort > 0') ? '' : using} WHERE ${clause}${segment.where} ORDER BY ${segment.order} LIMIT ?`;
    keysetReads.queries += 1;
    if (/\bOFFSET\b/.test(sql)) keysetReads.offsets += 1;
    ids.push(...(store.db.prepare(sql).pluck().all(...params, ...segment.params, rest) as number[]));
  }
  return { rows: store.byIds(ids), last: ids.length < query.pageSize };
}
