import type { Hono } from 'hono';
import { MESSAGES } from '../../../engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAccount } from '../../auth.ts';
import { fail, invalid, ok } from '../../http.ts';
import { parseIds, readBody } from './request.ts';
import type { RecordStore, Values } from './store.ts';

// The remaining calls of the pages' dialogs (spec section 7): the qualifications a course may
// use and the majors a branch offers (school-branches-exec, -exec2, school-xueli-majors-exec;
// their payloads are ours, see schemas/README.md). The public-account settings: settings.ts.

export const BRANCHES = '/api/organization/school-branches';
export const MAJORS = '/api/organization/school-majors';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 4:3 placeholder picture with its label, for the seeded demo records (seed-pages-data.ts). */
export function demoImageSvg(label: string): string {
  let hash = 0;
  for (const char of label) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
<rect width="400" height="300" fill="hsl(${hash} 45% 88%)"/><rect x="16" y="16" width="368" height="268" rx="12" fill="none" stroke="hsl(${hash} 45% 60%)" stroke-width="2"/>
<text x="200" y="160" font-size="26" text-anchor="middle" fill="hsl(${hash} 45% 30%)" font-family="sans-serif">${escapeXml(label.slice(0, 14))}</text></svg>`;
}

export function mountExtras(api: Hono, deps: AppDeps, store: RecordStore): void {
  const auth = requireAccount(deps.db);
  const db = deps.db;

  api.get('/common/demo-image/:name', (c) => {
    const label = c.req.param('name').replace(/\.svg$/, '');
    return c.body(demoImageSvg(label), 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' });
  });

  api.get('/organization/org-course-get-qualifications', auth, (c) => {
    const rows = db.prepare('SELECT id, name, images FROM org_qualifications WHERE account_id = ? ORDER BY id').all(c.get('account').id) as {
      id: number;
      name: string;
      images: string;
    }[];
    return ok(c, rows.map((row) => ({ ...row, images: JSON.parse(row.images) as string[] })));
  });

  const price = (value: unknown) => (value === undefined || value === '' || value === null ? 0 : Number(value));
  const offer = db.prepare(
    'INSERT INTO branch_majors (branch_id, major_id, price) VALUES (?, ?, ?) ON CONFLICT (branch_id, major_id) DO UPDATE SET price = excluded.price',
  );

  /** Checks ownership of one branch and majors (or one major and branches) and runs `apply` on each pair. */
  const exec = (path: string, one: 'branch' | 'major', apply: (branchId: number, majorId: number, body: Values) => void) =>
    api.post(`/organization/${path}`, auth, async (c) => {
      const body = await readBody(c);
      const accountId = c.get('account').id;
      const [single, many, singleCollection, manyCollection] =
        one === 'branch' ? (['branch_id', 'major_ids', BRANCHES, MAJORS] as const) : (['major_id', 'branch_ids', MAJORS, BRANCHES] as const);
      const id = Number(body[single]);
      if (!Number.isInteger(id) || id <= 0) return invalid(c, { [single]: one === 'branch' ? '请选择分支机构' : '请选择专业' });
      const ids = parseIds({ ids: body[many] }, {});
      if (ids.length === 0) return invalid(c, { [many]: one === 'branch' ? '请选择专业' : '请选择分支机构' });
      if (body.price !== undefined && !Number.isFinite(price(body.price))) return invalid(c, { price: '学费只能填写数字' });
      if (!store.get(singleCollection, accountId, id)) return fail(c, 404, MESSAGES.notFound);
      const own = store.own(manyCollection, accountId, ids);
      db.transaction(() => own.forEach((other) => (one === 'branch' ? apply(id, other, body) : apply(other, id, body))))();
      return ok(c, { count: own.length });
    });

  // A branch offers majors at a tuition; -exec2 withdraws them; xueli-majors-exec offers one
  // major in several branches.
  exec('school-branches-exec', 'branch', (branchId, majorId, body) => offer.run(branchId, majorId, price(body.price)));
  exec('school-branches-exec2', 'branch', (branchId, majorId) =>
    db.prepare('DELETE FROM branch_majors WHERE branch_id = ? AND major_id = ?').run(branchId, majorId),
  );
  exec('school-xueli-majors-exec', 'major', (branchId, majorId, body) => offer.run(branchId, majorId, price(body.price)));
}
