import type { Context, Hono } from 'hono';
import { newTeacherErrors, type contracts, type z } from '../../../engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAccount } from '../../auth.ts';
import type { Db } from '../../db.ts';
import { fail, invalid, ok } from '../../http.ts';
import { pagedOk, pagingOf } from '../core/util.ts';
import { currentPageConfigs } from '../../page-configs.ts';
import { changedSinceAsked, NO_SELECTION, NOT_FOUND, versionOf } from './records.ts';
import { parseIds, readBody } from './request.ts';
import type { RecordStore, Values } from './store.ts';
import { formErrors, toValues } from './validate.ts';

// Teachers (spec sections 3 and 7): the teacher pool is the generic page of
// /api/organization/fxl-school-teacher; a course or project (train-class, train-item) has its
// teaching teachers, each either a pool teacher (position 0, synced) or one entered for it only
// (position 1, not synced, and what a pool teacher becomes when removed from the pool alone).

export const TEACHERS = '/api/organization/fxl-school-teacher';
export const TRAINS = ['/api/organization/fxl-school-train-class', '/api/organization/fxl-school-train-item'];

interface LinkRow {
  id: number;
  teacher_id: number | null;
  name: string;
  post: string;
  image: string;
  description: string;
  live: number | null;
}

/** A teacher as the teachers calls answer it (engine/contracts, trainTeacher). */
export type TrainTeacher = z.output<typeof contracts.trainTeacher>;

function trainOf(store: RecordStore, accountId: number, id: number) {
  for (const collection of TRAINS) {
    const record = store.get(collection, accountId, id);
    if (record) return record;
  }
  return undefined;
}

function trainTeachers(db: Db, store: RecordStore, accountId: number, trainId: number): TrainTeacher[] {
  const rows = db
    .prepare(
      `SELECT t.id, t.teacher_id, t.name, t.post, t.image, t.description, CASE WHEN p.deleted = 0 THEN 1 END AS live
       FROM train_teachers t LEFT JOIN page_records p ON p.id = t.teacher_id WHERE t.train_id = ? ORDER BY t.sort, t.id`,
    )
    .all(trainId) as LinkRow[];
  return rows.map((row) => {
    const pool = row.live && row.teacher_id ? store.get(TEACHERS, accountId, row.teacher_id) : undefined;
    const text = (key: string, fallback: string) => (pool && typeof pool[key] === 'string' ? (pool[key] as string) : fallback);
    return {
      id: pool ? pool.id : null,
      link_id: row.id,
      name: text('name', row.name),
      post: text('post', row.post),
      image: text('image', row.image),
      desc: text('desc', row.description),
      position: pool ? 0 : 1,
    };
  });
}

/** A new teacher object is checked with the teacher page's form, else with the dialog's own (engine, NEW_TEACHER_FORM). */
function teacherErrors(deps: AppDeps, values: Values): Record<string, string> {
  const page = [...currentPageConfigs(deps.schemasDir).pages.values()].find((p) => p.list?.api.list.url.split('?')[0] === TEACHERS);
  return page?.form ? formErrors(page.form, values) : newTeacherErrors(values);
}

export function mountTeachers(api: Hono, deps: AppDeps, store: RecordStore): void {
  const auth = requireAccount(deps.db);
  const db = deps.db;

  // Delete with is_del: 1 also removes the teachers from courses and projects; 0 keeps them
  // there as teachers of those courses only (position 1).
  api.delete('/organization/fxl-school-teacher', auth, async (c) => {
    const body = await readBody(c);
    const ids = store.own(TEACHERS, c.get('account').id, parseIds(body, c.req.query()));
    if (ids.length === 0) return parseIds(body, c.req.query()).length ? fail(c, 404, NOT_FOUND) : invalid(c, { ids: NO_SELECTION });
    const isDel = Number(body.is_del ?? c.req.query('is_del') ?? 0) === 1;
    const count = db.transaction(() => {
      if (!isDel) return store.setColumn(TEACHERS, c.get('account').id, ids, 'deleted', 1);
      db.prepare(`DELETE FROM train_teachers WHERE teacher_id IN (${ids.map(() => '?').join(',')})`).run(...ids);
      return store.remove(TEACHERS, c.get('account').id, ids);
    })();
    return ok(c, { count });
  });

  api.put('/organization/fxl-school-teacher-set-show', auth, async (c) => {
    const body = await readBody(c);
    const accountId = c.get('account').id;
    const ids = parseIds(body, c.req.query());
    if (ids.length === 0) return invalid(c, { ids: NO_SELECTION });
    const isShow = Number(body.is_show);
    if (isShow !== 0 && isShow !== 1) return invalid(c, { is_show: 'is_show 只能是 0 或 1' });
    const own = store.own(TEACHERS, accountId, ids);
    for (const id of own) {
      const row = store.row(TEACHERS, accountId, id);
      if (row) store.replace(TEACHERS, accountId, id, { ...store.values(row), is_show: isShow });
    }
    return own.length ? ok(c, { count: own.length }) : fail(c, 404, NOT_FOUND);
  });

  // The teaching teachers' version (issue 58 item 1): a hash of the list as answered, sent as the
  // ETag; a save that carries another in If-Match answers 409 with the list as it is now.
  const listOf = (c: Context, trainId: number) => {
    const accountId = c.get('account').id;
    if (!trainOf(store, accountId, trainId)) return fail(c, 404, NOT_FOUND);
    const teachers = trainTeachers(db, store, accountId, trainId);
    c.header('ETag', versionOf(teachers));
    return ok(c, teachers);
  };

  api.get('/organization/fxl-school-train-item-add-teacher/:id', auth, (c) => listOf(c, Number(c.req.param('id'))));

  // Replaces the teaching teachers of a course or project: ids (or {id}) link pool teachers;
  // objects without id are entered for this course only, or added to the pool too when position is 0.
  api.post('/organization/fxl-school-train-item-add-teacher', auth, async (c) => {
    const body = await readBody(c);
    const accountId = c.get('account').id;
    const trainId = Number(body.train_id);
    if (!trainOf(store, accountId, trainId)) return body.train_id === undefined ? invalid(c, { train_id: '请选择课程或项目' }) : fail(c, 404, NOT_FOUND);
    const changed = changedSinceAsked(c, trainTeachers(db, store, accountId, trainId));
    if (changed) return changed;
    const list: unknown[] = Array.isArray(body.teachers) ? body.teachers : [];
    const links: { teacher_id: number | null; values: Values }[] = [];
    for (const [index, entry] of list.entries()) {
      const values = typeof entry === 'object' && entry !== null ? toValues(entry) : {};
      const id = typeof entry === 'object' && entry !== null ? (entry as Values).id : entry;
      if (id !== undefined && id !== null && id !== '') {
        const teacher = store.get(TEACHERS, accountId, Number(id));
        if (!teacher) return invalid(c, { [`teachers.${index}`]: `教师 ${String(id)} 不存在或已删除` });
        links.push({ teacher_id: teacher.id, values: teacher });
        continue;
      }
      const errors = teacherErrors(deps, values);
      const first = Object.values(errors)[0];
      if (first) return invalid(c, { [`teachers.${index}.${Object.keys(errors)[0]}`]: first });
      const position = Number((entry as Values).position ?? 1);
      delete values.position;
      links.push({ teacher_id: position === 0 ? store.insert(TEACHERS, accountId, values).id : null, values });
    }
    const insert = db.prepare('INSERT INTO train_teachers (train_id, teacher_id, name, post, image, description, sort) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    db.transaction(() => {
      db.prepare('DELETE FROM train_teachers WHERE train_id = ?').run(trainId);
      links.forEach((link, sort) =>
        insert.run(trainId, link.teacher_id, text(link.values.name), text(link.values.post), text(link.values.image), text(link.values.desc), sort),
      );
    })();
    const teachers = trainTeachers(db, store, accountId, trainId);
    c.header('ETag', versionOf(teachers));
    return ok(c, teachers);
  });

  // The account's teacher pool; with train_id, the candidates of that course or project: the
  // pool teachers not teaching it yet (its teaching teachers are the teachers call's answer).
  // Paged and searched here (issue 59 item 3: 3,000 teachers): page, page_size (at most 100) and
  // name (in part) answer a page {data, total, current_page, page_size}; without any of them, the
  // first 1,000 as a bare list, as before.
  api.get('/common/teachers', auth, (c) => {
    const accountId = c.get('account').id;
    const trainId = c.req.query('train_id');
    if (trainId !== undefined && !trainOf(store, accountId, Number(trainId))) return fail(c, 404, NOT_FOUND);
    const teaching = trainId === undefined ? [] : trainTeachers(db, store, accountId, Number(trainId)).flatMap((t) => (t.id === null ? [] : [Number(t.id)]));
    const name = (c.req.query('name') ?? '').trim().slice(0, 50);
    const paged = ['page', 'page_size', 'name'].some((key) => c.req.query(key) !== undefined);
    const paging = paged ? pagingOf(c, 10) : { page: 1, pageSize: 1000, offset: 0 };
    const filters = name ? [{ key: 'name', op: 'like' as const, value: name }] : [];
    const { rows, total } = store.page(TEACHERS, accountId, { filters, page: paging.page, pageSize: paging.pageSize, excludeIds: teaching });
    return paged ? pagedOk(c, rows, total, paging) : ok(c, rows);
  });
}
