import type { Db } from './db.ts';
import { seededHash } from './seed-core/password-hashes.ts';
import { chinaDateTime, DAY } from './routes/core/util.ts';
import { RecordStore, type Values } from './routes/pages/store.ts';
import { TEACHERS } from './routes/pages/teachers.ts';
import { BRANCH_SEED, SCHOOL_SEED, type SeedRecord, type SeedSet } from './seed-pages-data.ts';

// The demo data of the generic pages, inserted once per demo account (page_seeds records it),
// so a restart never duplicates it and a record the user deleted stays deleted.

const COLLECTIONS: Record<Exclude<keyof SeedSet, 'qualifications' | 'gwgw'>, string> = {
  branches: '/api/organization/school-branches',
  majors: '/api/organization/school-majors',
  teachers: TEACHERS,
  courses: '/api/organization/fxl-school-train-class',
  projects: '/api/organization/fxl-school-train-item',
  pictures: '/api/organization/branch-images',
  videos: '/api/organization/branch-videos',
  publicAccounts: '/api/organization/branch-gw',
  adverts: '/api/organization/adverts',
  consults: '/api/organization/consults',
  companyInfo: '/api/organization/company-infos',
  adminUsers: '/api/organization/admin-users',
};

const SEEDS: Record<string, { seed: SeedSet; gwgw: string }> = {
  'demo-school': { seed: SCHOOL_SEED, gwgw: 'school-gwgw' },
  'demo-branch': { seed: BRANCH_SEED, gwgw: 'branch-gwgw' },
};

/** yyyy-MM-dd HH:mm:ss in China time, `daysAgo` days before now. */
const daysAgo = (days: number): string => chinaDateTime(Date.now() - days * DAY);

function insertAll(store: RecordStore, accountId: number, collection: string, records: SeedRecord[], secret: () => string): number[] {
  // Older first, so that the list (newest first) shows the records in the order written.
  return records
    .map((record, i) => {
      const values: Values = { ...record.values };
      if (typeof values.password === 'string') values.password = secret();
      const { active, marker, top_sort } = record;
      return store.insert(collection, accountId, values, { active, marker, top_sort, created_at: daysAgo(records.length - i + 1) }).id;
    });
}

function seedAccount(db: Db, accountId: number, seed: SeedSet, gwgw: string): void {
  const store = new RecordStore(db);
  const secret = () => seededHash('Admin@2026');
  const ids = Object.fromEntries(
    Object.entries(COLLECTIONS).map(([key, collection]) => [key, insertAll(store, accountId, collection, seed[key as keyof typeof COLLECTIONS], secret)]),
  ) as Record<keyof typeof COLLECTIONS, number[]>;
  seed.branches.forEach((branch, i) => {
    branch.logs.forEach(([approved, content], n) => store.addConfirmLog(ids.branches[i] as number, approved, content, daysAgo(branch.logs.length - n)));
  });
  // Each course and project taught by two or three pool teachers, and one guest lecturer.
  const link = db.prepare('INSERT INTO train_teachers (train_id, teacher_id, name, post, image, description, sort) VALUES (?, ?, ?, ?, ?, ?, ?)');
  [...ids.courses, ...ids.projects].forEach((trainId, i) => {
    const pool = ids.teachers.length ? [0, 1, 2].slice(0, 2 + (i % 2)).map((k) => ids.teachers[(i + k) % ids.teachers.length] as number) : [];
    pool.forEach((teacherId, sort) => {
      const teacher = store.get(TEACHERS, accountId, teacherId) as Values;
      link.run(trainId, teacherId, teacher.name, teacher.post, teacher.image, teacher.desc, sort);
    });
    if (i === 0) link.run(trainId, null, '林海', '特邀讲师', '', '行业协会专家，讲授行业前沿案例。', pool.length);
  });
  const qualification = db.prepare('INSERT INTO org_qualifications (account_id, name, images) VALUES (?, ?, ?)');
  for (const q of seed.qualifications) qualification.run(accountId, q.name, JSON.stringify(q.images));
  db.prepare('INSERT OR IGNORE INTO account_settings (account_id, name, data, updated_at) VALUES (?, ?, ?, ?)').run(accountId, gwgw, JSON.stringify(seed.gwgw), chinaDateTime());
  db.prepare('INSERT INTO page_seeds (account_id, seeded_at) VALUES (?, ?)').run(accountId, chinaDateTime());
}

/** Seeds the page data of each demo account not yet seeded; answers how many were. */
export function seedPages(db: Db): number {
  let seeded = 0;
  for (const [userName, { seed, gwgw }] of Object.entries(SEEDS)) {
    const account = db.prepare('SELECT id FROM accounts WHERE user_name = ?').pluck().get(userName) as number | undefined;
    if (account === undefined) continue;
    if (db.prepare('SELECT 1 FROM page_seeds WHERE account_id = ?').get(account)) continue;
    db.transaction(() => seedAccount(db, account, seed, gwgw))();
    seeded += 1;
  }
  return seeded;
}
