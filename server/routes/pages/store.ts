import { isRecord } from '../../../engine/index.ts';
import type { Db } from '../../db.ts';
import { chinaDateTime, DAY } from '../core/util.ts';
import { collectionSql, ensureListIndexes, filterSql, hasListIndex, INTEGER_COLUMNS, listIndexName, sortSql } from './list-sql.ts';
import { GRAM_HITS, gramCount, gramSearch, keepGrams } from './search-grams.ts';

export { COLUMN_KEYS } from './list-sql.ts';

// The records of the generic pages (table page_records), always scoped to one account and one
// collection (the path of the page's list call). A record is answered as its form values with
// id, active, marker, top_sort, created_at and updated_at beside them. Every time written is
// China time text (chinaDateTime), never SQLite's 'localtime', which follows the host's zone.

export type Values = Record<string, unknown>;
export type PageRecord = Values & { id: number };

export interface RecordRow {
  id: number;
  collection: string;
  account_id: number;
  data: string;
  active: number;
  marker: number;
  top_sort: number;
  deleted: number;
  created_at: string;
  updated_at: string;
}

/** Values never answered (stored hashed). */
export const SECRET_KEYS = ['password'];

export interface Filter {
  /** A column name or a pipe path into the record's values. */
  key: string;
  op: 'eq' | 'like';
  value: string;
}

export interface PageQuery {
  filters: Filter[];
  page: number;
  pageSize: number;
  /** Only pinned records (the pin settings list). */
  pinnedOnly?: boolean;
  /** Records left out (a course's teaching teachers, from its candidates). */
  excludeIds?: readonly number[];
  /** After the pinned ones, by this key (a column name or a pipe path), then newest first. */
  sort?: { key: string; desc: boolean } | undefined;
}

/** Deep merge for PATCH: objects merge, anything else (lists included) replaces. */
export function mergeValues(base: Values, patch: Values): Values {
  const out: Values = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    out[key] = isRecord(value) && isRecord(out[key]) ? mergeValues(out[key] as Values, value) : value;
  }
  return out;
}

export function toRecord(row: RecordRow): PageRecord {
  const data = JSON.parse(row.data) as Values;
  for (const key of SECRET_KEYS) delete data[key];
  return {
    ...data,
    id: row.id,
    active: row.active,
    marker: row.marker,
    top_sort: row.top_sort,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A whole number as SQLite's CAST(… AS TEXT) writes one: the texts an integer column's text can equal. */
const INTEGER_TEXT = /^(0|-?[1-9]\d{0,14})$/;

function where(filters: Filter[], params: unknown[]): string {
  return filters
    .map((filter) => {
      if (filter.op === 'eq' && INTEGER_COLUMNS.has(filter.key)) {
        if (!INTEGER_TEXT.test(filter.value)) return ' AND 0';
        params.push(Number(filter.value));
        return ` AND ${filter.key} = ?`;
      }
      const target = filterSql(filter.key, params);
      if (filter.op === 'like') {
        // LIKE folds the case of ASCII letters only; a text without them (汉字, digits) matches the
        // same with GLOB, which costs about 40 % less a record (the whole of a search's count)
        if (!/[A-Za-z]/.test(filter.value)) {
          params.push(`*${filter.value.replace(/[*?[]/g, (c) => `[${c}]`)}*`);
          return ` AND ${target} GLOB ?`;
        }
        params.push(`%${filter.value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        return ` AND ${target} LIKE ? ESCAPE '\\'`;
      }
      params.push(filter.value);
      return ` AND ${target} = ?`;
    })
    .join('');
}

/** The WHERE of a list query, its parameters, the index it is read from, and a text search's candidates (search-grams.ts). */
export interface Scope {
  clause: string;
  params: unknown[];
  using: string;
  /** The search's words (match), whether they give its matches exactly, and the WHERE without them (its checks, for counting the candidates). */
  hits?: { match: string; exact: boolean; clause: string; params: unknown[] };
}

export class RecordStore {
  constructor(readonly db: Db) {}

  /**
   * A page of a list: the pinned records first (top_sort 1 to 10, then the sort, then newest
   * first), then the others (the sort, then newest first). Two queries rather than one ORDER BY
   * `top_sort = 0, top_sort, …`, which no index can give and which sorted every record of the
   * list for each page (338 ms at 100,000 records): the pinned ones are few, and the others come
   * in the order of an index (list-sql.ts) with the LIMIT stopping the scan. Ids first, then the
   * page's rows by id. The total is counted only when the page does not tell it: a page that
   * comes back short is the list's last, so a search with few matches scans its index once.
   */
  page(collection: string, accountId: number, query: PageQuery): { rows: PageRecord[]; total: number } {
    const scope = this.scope(collection, accountId, query);
    const { clause, params, using } = scope;
    const count = (extra = '') => this.db.prepare(`SELECT count(*) FROM page_records${using} WHERE ${clause}${extra}`).pluck().get(...params) as number;
    const order: unknown[] = [];
    const by = query.sort ? `${sortSql(query.sort.key, order)} ${query.sort.desc ? 'DESC' : 'ASC'}, ` : '';
    const offset = (query.page - 1) * query.pageSize;
    const pinned = count(query.pinnedOnly ? '' : ' AND top_sort > 0');
    let total = query.pinnedOnly ? pinned : undefined;
    const ids: number[] = [];
    if (offset < pinned) {
      ids.push(
        ...(this.db
          .prepare(`SELECT id FROM page_records WHERE ${clause} AND top_sort > 0 ORDER BY top_sort, ${by}id DESC LIMIT ? OFFSET ?`)
          .pluck()
          .all(...params, ...order, query.pageSize, offset) as number[]),
      );
    }
    const rest = query.pageSize - ids.length;
    if (total === undefined && rest > 0) {
      const skip = Math.max(0, offset - pinned);
      const others = this.db
        .prepare(`SELECT id FROM page_records${using} WHERE ${clause} AND top_sort = 0 ORDER BY ${by}id DESC LIMIT ? OFFSET ?`)
        .pluck()
        .all(...params, ...order, rest, skip) as number[];
      ids.push(...others);
      if (others.length < rest && (others.length > 0 || skip === 0)) total = pinned + skip + others.length;
    }
    total ??= this.count(scope);
    return { rows: this.byIds(ids), total };
  }

  /**
   * The WHERE of a list query (the account's live records of the collection, its filters, pinned
   * only, left out), its parameters, and the index a text search alone is read from.
   */
  scope(collection: string, accountId: number, query: Pick<PageQuery, 'filters' | 'pinnedOnly' | 'excludeIds' | 'sort'>): Scope {
    const params: unknown[] = [accountId];
    const excluded = (query.excludeIds ?? []).filter((id) => Number.isInteger(id));
    // the collection written in: the page's own (partial) indexes serve only a query that names it so
    const clause = `collection = ${collectionSql(collection)} AND account_id = ? AND deleted = 0${query.pinnedOnly ? ' AND top_sort > 0' : ''}${where(query.filters, params)}${excluded.length ? ` AND id NOT IN (${excluded.join(',')})` : ''}`;
    ensureListIndexes(this.db, collection, query.filters, query.sort?.key);
    // a text search of two characters or more: the records holding its pairs (search-grams.ts), each still compared
    const searches = query.filters.flatMap((filter) => {
      const keyId = filter.op === 'like' ? keepGrams(this.db, collection, filter.key) : undefined;
      const found = keyId === undefined ? undefined : gramSearch(this.db, keyId, accountId, filter.value);
      return found ? [found] : [];
    });
    if (searches.length > 0) {
      const match = searches.map((search) => search.match).join(' AND ');
      const exact = searches.length === 1 && searches[0]?.exact === true && query.filters.length === 1 && !query.pinnedOnly && excluded.length === 0;
      return { clause: `${clause} AND id IN (SELECT hit_id FROM ${GRAM_HITS})`, params: [...params, match], using: '', hits: { match, exact, clause, params } };
    }
    // a text search alone: its index, which holds the text as the search compares it (counting on
    // another one that holds the value would cast every value), and whose scan (newest first) stops
    // at the page's last match; the planner would otherwise walk the list's order and read every record
    const forced = query.sort || query.filters.some((filter) => filter.op !== 'like' || !hasListIndex('like', filter.key)) ? undefined : query.filters[0];
    const using = forced ? ` INDEXED BY ${listIndexName('like', forced.key, collection)}` : '';
    return { clause, params, using };
  }

  /** How many records the scope holds: an exact search's from its index, a search's from its candidates, the others by their indexes. */
  count(scope: Scope): number {
    const { hits } = scope;
    if (hits?.exact) return gramCount(this.db, hits.match);
    if (hits) return this.db.prepare(`SELECT count(*) FROM ${GRAM_HITS} AS hits CROSS JOIN page_records ON page_records.id = hits.hit_id WHERE ${hits.clause}`).pluck().get(hits.match, ...hits.params) as number;
    return this.db.prepare(`SELECT count(*) FROM page_records${scope.using} WHERE ${scope.clause}`).pluck().get(...scope.params) as number;
  }

  /** The records of `ids`, in that order. */
  byIds(ids: readonly number[]): PageRecord[] {
    if (ids.length === 0) return [];
    const rows = this.db.prepare(`SELECT * FROM page_records WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as RecordRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toRecord(row)] : [];
    });
  }

  row(collection: string, accountId: number, id: number): RecordRow | undefined {
    return this.db
      .prepare('SELECT * FROM page_records WHERE id = ? AND collection = ? AND account_id = ? AND deleted = 0')
      .get(id, collection, accountId) as RecordRow | undefined;
  }

  get(collection: string, accountId: number, id: number): PageRecord | undefined {
    const row = this.row(collection, accountId, id);
    return row && toRecord(row);
  }

  /** The stored values, secrets included (for merging an update). */
  values(row: RecordRow): Values {
    return JSON.parse(row.data) as Values;
  }

  insert(collection: string, accountId: number, data: Values, columns: Partial<Pick<RecordRow, 'active' | 'marker' | 'top_sort' | 'created_at'>> = {}): PageRecord {
    const created = columns.created_at ?? chinaDateTime();
    const id = this.db
      .prepare(
        `INSERT INTO page_records (collection, account_id, data, active, marker, top_sort, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(collection, accountId, JSON.stringify(data), columns.active ?? 1, columns.marker ?? 2, columns.top_sort ?? 0, created, created)
      .lastInsertRowid;
    return this.get(collection, accountId, Number(id)) as PageRecord;
  }

  replace(collection: string, accountId: number, id: number, data: Values): PageRecord | undefined {
    this.db
      .prepare(`UPDATE page_records SET data = ?, updated_at = ? WHERE id = ? AND collection = ? AND account_id = ? AND deleted = 0`)
      .run(JSON.stringify(data), chinaDateTime(), id, collection, accountId);
    return this.get(collection, accountId, id);
  }

  /** The ids among `ids` that are live records of this account and collection. */
  own(collection: string, accountId: number, ids: number[]): number[] {
    if (ids.length === 0) return [];
    return this.db
      .prepare(`SELECT id FROM page_records WHERE collection = ? AND account_id = ? AND deleted = 0 AND id IN (${ids.map(() => '?').join(',')})`)
      .pluck()
      .all(collection, accountId, ...ids) as number[];
  }

  /** Sets active, marker, top_sort or deleted on the records among `ids`; answers how many. */
  setColumn(collection: string, accountId: number, ids: number[], column: 'active' | 'marker' | 'top_sort' | 'deleted', value: number): number {
    const own = this.own(collection, accountId, ids);
    if (own.length === 0) return 0;
    return this.db
      .prepare(`UPDATE page_records SET ${column} = ?, updated_at = ? WHERE id IN (${own.map(() => '?').join(',')})`)
      .run(value, chinaDateTime(), ...own).changes;
  }

  remove(collection: string, accountId: number, ids: number[]): number {
    const own = this.own(collection, accountId, ids);
    if (own.length === 0) return 0;
    return this.db.prepare(`DELETE FROM page_records WHERE id IN (${own.map(() => '?').join(',')})`).run(...own).changes;
  }

  confirmLogs(recordId: number): { created_at: string; confirm_status: boolean; content: string }[] {
    const rows = this.db
      .prepare('SELECT created_at, confirm_status, content FROM page_confirm_logs WHERE record_id = ? ORDER BY id DESC')
      .all(recordId) as { created_at: string; confirm_status: number; content: string }[];
    return rows.map((row) => ({ ...row, confirm_status: row.confirm_status === 1 }));
  }

  addConfirmLog(recordId: number, approved: boolean, content: string, createdAt?: string): void {
    this.db
      .prepare(`INSERT INTO page_confirm_logs (record_id, confirm_status, content, created_at) VALUES (?, ?, ?, ?)`)
      .run(recordId, approved ? 1 : 0, content, createdAt ?? chinaDateTime());
  }

  saveImport(cacheKey: string, accountId: number, collection: string, rows: string): void {
    this.db.prepare('DELETE FROM page_imports WHERE created_at < ?').run(chinaDateTime(Date.now() - DAY));
    this.db.prepare('INSERT INTO page_imports (cache_key, account_id, collection, rows, created_at) VALUES (?, ?, ?, ?, ?)').run(cacheKey, accountId, collection, rows, chinaDateTime());
  }

  /** The rows of an upload, removed so that it is imported once. */
  takeImport(cacheKey: string, accountId: number, collection: string): string | undefined {
    const rows = this.db
      .prepare('SELECT rows FROM page_imports WHERE cache_key = ? AND account_id = ? AND collection = ?')
      .pluck()
      .get(cacheKey, accountId, collection) as string | undefined;
    if (rows !== undefined) this.db.prepare('DELETE FROM page_imports WHERE cache_key = ?').run(cacheKey);
    return rows;
  }
}
