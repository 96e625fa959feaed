import type { Db } from './db.ts';
import { DAY } from './routes/core/util.ts';
import { areaTree } from './routes/core/areas.ts';
import { TEACHERS } from './routes/pages/teachers.ts';
import { demoImage } from './seed-pages-data.ts';
import { ANSWERS, CAMPUSES, GIVEN, MAJOR_DIRECTIONS, MAJOR_NAMES, POSTS, QUESTIONS, SCHOOL_FIELDS, SCHOOL_KINDS, SURNAMES, TEACHER_LINES } from './seed-large-data.ts';

// REFERENCE_SEED=large (issue 59 item 2): a school's real volumes, on demand. demo-school gets
// 100,000 visitors' questions on 点击咨询 (a config list page), 5,000 majors on 专业管理 and 3,000
// teachers on 师资管理; the school search (the search-page source of the authentication forms)
// 20,000 schools. Once per data folder (seed_runs 'large'), after the usual demo data, which it
// tops up to those totals. Deterministic: every value is drawn from a seeded PRNG (only the
// times move with the day it runs, as the usual seed's do). Written with prepared statements in
// one transaction: about 3 s on 2 cores.

export const LARGE_COUNTS = { consults: 100_000, majors: 5_000, teachers: 3_000, schools: 20_000 };
export type LargeCounts = typeof LARGE_COUNTS;

const LARGE_ACCOUNT = 'demo-school';
export const CONSULTS = '/api/organization/consults';
export const MAJORS = '/api/organization/school-majors';

/** mulberry32: a small seeded PRNG, the same sequence for the same seed on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
/** Earlier items more often (surnames by frequency): the square of a uniform draw. */
const pickFrequent = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * random() * list.length)] as T;

/** A person's name: 王秀英, 欧阳晨. */
export function personName(random: Random): string {
  const surname = pickFrequent(random, SURNAMES);
  return surname + pick(random, GIVEN) + (random() < 0.6 ? pick(random, GIVEN) : '');
}

/** A mainland mobile number: 13x, 15x, 17x, 18x, 19x and eight digits. */
function mobile(random: Random): string {
  const prefix = pick(random, ['130', '131', '132', '133', '135', '136', '137', '138', '139', '150', '151', '152', '155', '158', '159', '166', '173', '177', '180', '182', '186', '187', '188', '189', '191', '199']);
  return prefix + String(Math.floor(random() * 100_000_000)).padStart(8, '0');
}

/** China time text (YYYY-MM-DD HH:mm:ss) without Intl, which is slow for 100,000 of them. */
const chinaText = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The cities' short names (北京, 石家庄, 保定, …) and codes, from the real divisions. */
function cities(): { name: string; id: number }[] {
  return areaTree().flatMap((province) =>
    (province.children ?? []).map((city) => {
      const own = /市辖区|^县$|直辖/.test(city.name) ? province.name : city.name;
      return { name: own.replace(/(朝鲜族|土家族|苗族|藏族|彝族|布依族|哈尼族|壮族|傣族|白族|傈僳族|回族|蒙古族?|柯尔克孜|哈萨克|维吾尔).*$/, '').replace(/(市|地区|盟|省|自治州|自治区)$/, ''), id: Number(city.id) };
    }),
  );
}

interface Inserter {
  (collection: string, data: Record<string, unknown>, columns: { active?: number; marker?: number; created_at: string }): void;
}

function recordInserter(db: Db, accountId: number): Inserter {
  const insert = db.prepare(
    `INSERT INTO page_records (collection, account_id, data, active, marker, top_sort, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?)`,
  );
  return (collection, data, columns) => insert.run(collection, accountId, JSON.stringify(data), columns.active ?? 1, columns.marker ?? 2, columns.created_at, columns.created_at);
}

/** `count` times spread over the last `days` days, oldest first (the list shows newest first, by id). */
function times(random: Random, count: number, days: number, now: number): string[] {
  return Array.from({ length: count }, () => now - Math.floor(random() * days * DAY))
    .sort((a, b) => a - b)
    .map(chinaText);
}

const countOf = (db: Db, accountId: number, collection: string) =>
  db.prepare('SELECT count(*) FROM page_records WHERE collection = ? AND account_id = ? AND deleted = 0').pluck().get(collection, accountId) as number;

function consults(random: Random, add: Inserter, count: number, now: number, places: { name: string }[]): void {
  for (const created_at of times(random, count, 3 * 365, now)) {
    const name = random() < 0.4 ? `${pickFrequent(random, SURNAMES)}${pick(random, ['女士', '先生', '同学', '老师'])}` : personName(random);
    const question = pick(random, QUESTIONS).replace('{m}', pick(random, MAJOR_NAMES)).replace('{c}', pick(random, places).name);
    const data: Record<string, unknown> = { name, mobile: mobile(random), question };
    if (random() < 0.7) data.answer = pick(random, ANSWERS);
    add(CONSULTS, data, { created_at });
  }
}

function majors(random: Random, add: Inserter, count: number, now: number): void {
  for (const created_at of times(random, count, 5 * 365, now)) {
    const major = pick(random, MAJOR_NAMES);
    const direction = pick(random, MAJOR_DIRECTIONS);
    const name = `${major}${direction ? `（${direction}）` : ''}·${pick(random, CAMPUSES)}${2020 + Math.floor(random() * 7)}级`;
    const level = 1 + Math.floor(random() * 4);
    const data = {
      name,
      level,
      study_type: 1 + Math.floor(random() * 4),
      years: level === 3 ? 5 : level === 4 ? 3 : 2.5,
      tuition: 2800 + 100 * Math.floor(random() * 41),
      desc: `${major}专业面向在职人员开设，采用线上学习与面授辅导相结合的方式，修满学分颁发国家承认的学历证书。`,
    };
    add(MAJORS, data, { created_at, active: random() < 0.9 ? 1 : 0, marker: random() < 0.3 ? 1 : 2 });
  }
}

function teachers(random: Random, add: Inserter, count: number, now: number): void {
  for (const created_at of times(random, count, 5 * 365, now)) {
    const name = personName(random);
    const post = pick(random, POSTS);
    const data = { name, post, desc: `主讲${pick(random, MAJOR_NAMES)}专业课程，${pick(random, TEACHER_LINES)}`, image: demoImage(name), is_show: random() < 0.7 ? 1 : 0 };
    add(TEACHERS, data, { created_at });
  }
}

/** Schools named city by city (保定职业技术学院, 石家庄财经高等专科学校, …), unique names, to `count`. */
function schools(db: Db, random: Random, count: number, places: { name: string; id: number }[]): void {
  const have = new Set(db.prepare('SELECT name FROM schools').pluck().all() as string[]);
  const insert = db.prepare('INSERT INTO schools (name, short_name, logo, name_auth, category_id, area_id, address, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const made = new Date(Date.UTC(2025, 0, 1)).toISOString();
  for (const field of SCHOOL_FIELDS) {
    for (const [kind, category] of SCHOOL_KINDS) {
      for (const city of places) {
        if (have.size >= count) return;
        const name = `${city.name}${field}${kind}`;
        if (have.has(name)) continue;
        have.add(name);
        insert.run(name, `${city.name.slice(0, 2)}${field || kind.slice(0, 2)}`, '', random() < 0.5 ? 2 : 0, category, city.id, `${city.name}市教育园区${1 + Math.floor(random() * 200)}号`, made);
      }
    }
  }
  throw new Error(`only ${have.size} school names can be made, ${count} asked`);
}

/**
 * Seeds the large volumes once per data folder (after seedPages: demo-school's page data first);
 * answers what it added, or undefined when seeded before or without demo-school. `counts` are the
 * totals to reach (LARGE_COUNTS; a test or the bench asks for others).
 */
export function seedLarge(db: Db, counts: LargeCounts = LARGE_COUNTS): LargeCounts | undefined {
  if (db.prepare("SELECT 1 FROM seed_runs WHERE name = 'large'").get()) return undefined;
  const accountId = db.prepare('SELECT id FROM accounts WHERE user_name = ?').pluck().get(LARGE_ACCOUNT) as number | undefined;
  if (accountId === undefined) return undefined;
  const now = Date.now();
  const places = cities();
  const add = recordInserter(db, accountId);
  const added = { consults: 0, majors: 0, teachers: 0, schools: 0 };
  db.transaction(() => {
    const toAdd = (collection: string, total: number) => Math.max(0, total - countOf(db, accountId, collection));
    added.consults = toAdd(CONSULTS, counts.consults);
    added.majors = toAdd(MAJORS, counts.majors);
    added.teachers = toAdd(TEACHERS, counts.teachers);
    // each kind of record with a sequence of its own, so that changing one count leaves the others' records as they were
    consults(seededRandom(59_1), add, added.consults, now, places);
    majors(seededRandom(59_2), add, added.majors, now);
    teachers(seededRandom(59_3), add, added.teachers, now);
    const schoolsBefore = db.prepare('SELECT count(*) FROM schools').pluck().get() as number;
    schools(db, seededRandom(59_4), counts.schools, places);
    added.schools = (db.prepare('SELECT count(*) FROM schools').pluck().get() as number) - schoolsBefore;
    db.prepare("INSERT INTO seed_runs (name) VALUES ('large')").run();
  })();
  return added;
}
