import type { Hono } from 'hono';
import type { contracts, z } from '../../../engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { fail, ok } from '../../http.ts';
import { AREA_CODE, areaChildren, areaTree } from './areas.ts';
import { CATEGORIES, MAJORS, SITES } from './common-data.ts';
import { pagedOk, pagingOf } from './util.ts';

// Common data: option sources ([{id, name, children?}]), the school search, the image library,
// the sites and the system setting. None needs a session.

/** The feedback window of zhuxuetong leads, in hours after payment (spec section 9). */
export const ZHUXUETONG_INVALID_HOURS = 72;

export function mountCommon(api: Hono, { db }: AppDeps): void {
  // the tree to the county; ?parent_id= one level below a code (a county's townships), see areas.ts
  api.get('/common/areas', (c) => {
    const parent = c.req.query('parent_id')?.trim();
    if (!parent) return ok(c, areaTree() satisfies z.input<typeof contracts.optionTree>);
    if (!AREA_CODE.test(parent)) return fail(c, 422, 'parent_id 应为地区代码（6 位或 9 位数字，如 110108），或 0 表示省级');
    return ok(c, areaChildren(Number(parent)) satisfies z.input<typeof contracts.optionTree>);
  });

  api.get('/common/categories', (c) => ok(c, CATEGORIES[c.req.query('type') ?? '4'] ?? []));

  api.get('/common/majors', (c) => {
    const majorId = c.req.query('major_id');
    if (!majorId) return ok(c, MAJORS);
    return ok(c, MAJORS.find((category) => String(category.id) === majorId)?.children ?? []);
  });

  api.get('/organization/sites', (c) => ok(c, SITES satisfies z.input<typeof contracts.sites>));

  api.get('/common/system-setting', (c) => ok(c, { zhuxuetong_invalid_hours: ZHUXUETONG_INVALID_HOURS } satisfies z.input<typeof contracts.systemSetting>));

  // Paged school search of search-page fields: ?page=&page_size=&name= (and &id= for one school)
  api.get('/common/schools', (c) => {
    const paging = pagingOf(c, 10);
    const like = `%${(c.req.query('name') ?? '').trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const id = c.req.query('id');
    const where = `WHERE name LIKE ? ESCAPE '\\'${id ? ' AND id = ?' : ''}`;
    const params = id ? [like, Number(id)] : [like];
    const total = db.prepare(`SELECT count(*) FROM schools ${where}`).pluck().get(...params) as number;
    const rows = db
      .prepare(`SELECT id, name, short_name, logo FROM schools ${where} ORDER BY id LIMIT ? OFFSET ?`)
      .all(...params, paging.pageSize, paging.offset);
    return pagedOk(c, rows, total, paging);
  });

  // The image library: ?tag_id=&page=&page_size=30; each image with its tags.
  api.get('/common/image-bases', (c) => {
    const paging = pagingOf(c, 30);
    const tagId = Number(c.req.query('tag_id'));
    const filter = Number.isInteger(tagId) && tagId > 0;
    const where = filter ? 'WHERE id IN (SELECT image_id FROM image_tag_links WHERE tag_id = @tagId)' : '';
    const total = db.prepare(`SELECT count(*) FROM images ${where}`).pluck().get(filter ? { tagId } : {}) as number;
    const images = db
      .prepare(`SELECT id, image FROM images ${where} ORDER BY id DESC LIMIT @limit OFFSET @offset`)
      .all({ ...(filter ? { tagId } : {}), limit: paging.pageSize, offset: paging.offset }) as { id: number; image: string }[];
    const tagsOf = db.prepare(
      'SELECT t.id, t.name FROM image_tag_links l JOIN image_tags t ON t.id = l.tag_id WHERE l.image_id = ? ORDER BY t.id',
    );
    return pagedOk(c, images.map((image) => ({ ...image, tags: tagsOf.all(image.id) })), total, paging);
  });

  api.get('/common/image-base-tags', (c) => {
    const paging = pagingOf(c, 20);
    const total = db.prepare('SELECT count(*) FROM image_tags').pluck().get() as number;
    const rows = db.prepare('SELECT id, name FROM image_tags ORDER BY id LIMIT ? OFFSET ?').all(paging.pageSize, paging.offset);
    return pagedOk(c, rows, total, paging);
  });
}
