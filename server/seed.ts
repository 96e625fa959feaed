import { randomBytes } from 'node:crypto';
import type { Db } from './db.ts';
import { tolerantSeedFiles } from './seed-guard.ts';
import { AUTH_FORMS, reviewApplication, submitForm } from './routes/core/auth-store.ts';
import { feeFor } from './routes/core/pay-orders.ts';
import { dataDirOf, toFen } from './routes/core/util.ts';
import { seededHash } from './seed-core/password-hashes.ts';
import { DEMO_PROFILES, GROUP_SCHOOL, SEED_ACCOUNTS, type SeedAccount } from './seed-core/accounts.ts';
import { LIBRARY_TAGS, libraryPictures, logoSvg, pictureSvg, writeSeedFile } from './seed-core/library.ts';
import { seedNotices } from './seed-core/notifications.ts';
import { seedLeads, seedOrders, seedPayOrders } from './seed-core/payment.ts';
import { seedSchoolNames } from './seed-core/schools.ts';
import { demoImage } from './seed-pages-data.ts';

export const DEMO_PASSWORD = 'Demo@2026';

/** The demo accounts every fresh data folder starts with (README, `npm start` banner). */
export const DEMO_ACCOUNTS = [
  { user_name: 'demo-school', nick_name: '阳光示范学校', is_shcool: 1, kind: '学校' },
  { user_name: 'demo-branch', nick_name: '阳光学习中心', is_shcool: 0, kind: '分支机构 / 学习中心' },
] as const;

/** Every other seeded account (password Demo@2026), with what it shows: server/README.md. */
export { SEED_ACCOUNTS } from './seed-core/accounts.ts';

/** The hash every seeded account gets for DEMO_PASSWORD (seed-core/password-hashes.ts). */
const demoPasswordHash = (): string => seededHash(DEMO_PASSWORD);

/** Inserts the demo accounts that are missing; existing accounts are left as they are. */
export function seedDemoAccounts(db: Db): number {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO accounts (user_name, password_hash, nick_name, is_shcool)
     VALUES (@user_name, @password_hash, @nick_name, @is_shcool)`,
  );
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    const exists = db.prepare('SELECT 1 FROM accounts WHERE user_name = ?').get(account.user_name);
    if (exists) continue;
    created += insert.run({
      user_name: account.user_name,
      password_hash: demoPasswordHash(),
      nick_name: account.nick_name,
      is_shcool: account.is_shcool,
    }).changes;
  }
  return created;
}

const HOUR = 3_600_000;

/**
 * The data of the core calls, once per data folder: schools, the profile columns of the demo
 * accounts, the accounts of server/README.md, notifications, orders, pending payments,
 * zhuxuetong logs, authentication applications and the image library (files under
 * DATA_DIR/uploads). Seeds the demo accounts first when they are missing. Returns false when the
 * data folder was seeded before.
 */
export function seedCore(db: Db): boolean {
  seedDemoAccounts(db);
  if (db.prepare("SELECT 1 FROM seed_runs WHERE name = 'core'").get()) return false;
  const dataDir = db.name === ':memory:' ? undefined : dataDirOf(db);
  // a picture that cannot be written (uploads is a file, a read-only folder) is reported, never fatal
  const files = dataDir ? tolerantSeedFiles(dataDir, writeSeedFile) : undefined;
  const file = (relative: string, svg: string) => (files ? files.file(relative, svg) : `uploads/${relative}`);
  const hash = demoPasswordHash();
  const now = Date.now();
  const iso = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();

  db.transaction(() => {
    const insertSchool = db.prepare(
      'INSERT INTO schools (name, short_name, logo, name_auth, category_id, area_id, address, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    seedSchoolNames().forEach((s, i) => insertSchool.run(s.name, s.short_name, '', i % 3 === 0 ? 2 : 0, s.category_id, s.area_id, '', iso(2000 + i)));
    const group = insertSchool.run(GROUP_SCHOOL, '阳光集团', file('seed/logo-group.svg', logoSvg(0, GROUP_SCHOOL)), 2, 1, 110000, '北京市海淀区中关村大街 1 号', iso(3000));
    const groupId = Number(group.lastInsertRowid);

    const insertAccount = db.prepare(
      'INSERT OR IGNORE INTO accounts (user_name, password_hash, nick_name, is_shcool) VALUES (?, ?, ?, ?)',
    );
    const all = [...DEMO_PROFILES, ...SEED_ACCOUNTS];
    all.forEach((seed, i) => {
      insertAccount.run(seed.user_name, hash, seed.nick_name, seed.is_shcool);
      const id = db.prepare('SELECT id FROM accounts WHERE user_name = ?').pluck().get(seed.user_name) as number;
      const logo = file(`seed/logo-${i + 1}.svg`, logoSvg(i + 1, seed.school));
      const school = insertSchool.run(seed.school, seed.school.slice(0, 6), logo, seed.name_auth, seed.is_shcool ? 1 : 6, 110000, '北京市海淀区学院路 38 号', iso(1500));
      profile(db, id, seed, Number(school.lastInsertRowid), logo, seed.group_apply ? groupId : null, iso(900 + i));
      accountData(db, id, seed, now);
    });
    library(db, file, iso);
    db.prepare("INSERT INTO seed_runs (name) VALUES ('core')").run();
  })();
  files?.done();
  return true;
}

function profile(db: Db, id: number, seed: SeedAccount, schoolId: number, avatar: string, groupSchoolId: number | null, createdAt: string) {
  db.prepare(
    `UPDATE accounts SET nick_name = @nick_name, mobile = @mobile, avatar = @avatar, is_shcool = @is_shcool,
       is_school = @is_school, has_branch = @has_branch, user_type = @user_type, school_id = @school_id,
       balance_fen = @balance, consume_fen = @consume, uninvoiced_fen = @uninvoiced, popup_type = @popup_type,
       gate_status = @gate_status, group_school_id = @group_school_id, created_at = @created_at
     WHERE id = @id`,
  ).run({
    id,
    nick_name: seed.nick_name,
    mobile: seed.mobile,
    avatar,
    is_shcool: seed.is_shcool,
    is_school: seed.is_school,
    has_branch: seed.has_branch,
    user_type: seed.user_type,
    school_id: schoolId,
    balance: toFen(seed.balance),
    consume: toFen(seed.consume),
    uninvoiced: toFen(seed.uninvoiced),
    popup_type: seed.popup_type,
    gate_status: seed.gate_status,
    group_school_id: groupSchoolId,
    created_at: createdAt,
  });
}

function accountData(db: Db, id: number, seed: SeedAccount, now: number) {
  const notice = db.prepare('INSERT INTO notifications (account_id, title, content, status, created_at, read_at) VALUES (?, ?, ?, ?, ?, ?)');
  for (const n of seedNotices(seed.notifications, now)) notice.run(id, n.title, n.content, n.status, n.created_at, n.status ? n.created_at : null);

  const order = db.prepare(
    'INSERT INTO orders (account_id, order_no, title, amount_fen, status, pay_type, pay_sign, created_at, paid_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  seedOrders(seed.orders, now).forEach((o, i) => {
    const orderNo = `CZ${o.created_at.slice(0, 10).replace(/-/g, '')}${String(id).padStart(3, '0')}${String(i + 1).padStart(3, '0')}`;
    order.run(id, orderNo, o.title, o.amount_fen, o.status, o.pay_type, randomBytes(12).toString('hex'), o.created_at, o.paid_at);
  });

  const payOrder = db.prepare(
    `INSERT INTO pay_orders (account_id, status_type, status_platform_help, pay_type, name, bank_user, money_fen, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const p of seedPayOrders(seed.pay_orders, now)) {
    const fee = toFen(feeFor(p.status_type, p.status_platform_help));
    payOrder.run(id, p.status_type, p.status_platform_help, p.pay_type, p.name, p.bank_user, fee, p.status, p.created_at);
  }

  if (seed.zhuxuetong !== 'none') {
    const lastUsed = new Date(now - (seed.zhuxuetong === 'paused' ? 72 : 1) * HOUR).toISOString();
    db.prepare('INSERT INTO zhuxuetong (account_id, status, opened_at, last_used_at) VALUES (?, 1, ?, ?)').run(
      id,
      new Date(now - 30 * 24 * HOUR).toISOString(),
      lastUsed,
    );
  }
  const lead = db.prepare(
    'INSERT INTO zhuxuetong_logs (account_id, student_name, mobile, major_name, amount_fen, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const l of seedLeads(seed.zhuxuetong_logs, now)) lead.run(id, l.student_name, l.mobile, l.major_name, l.amount_fen, l.status, l.created_at);

  const status = seed.auth_status;
  if (status === undefined || status === 0) return;
  for (const form of AUTH_FORMS) {
    submitForm(db, id, form, authValues(db, seed), 1);
    const steps = { 1: [], 2: [2], 3: [3], 4: [2, 4], 5: [2, 5] }[status];
    const reasons: Record<number, string> = { 3: '营业执照照片不清晰，请重新上传', 5: '办学许可证已过期，请上传有效证件' };
    for (const to of steps) reviewApplication(db, id, to, reasons[to] ?? '', form);
  }
}

/**
 * Plausible saved values of the authentication forms, one set for all four: every field their
 * page configs require is filled (issue 31 item 9: 重置页面 › 保存并提交 on a seeded application
 * meets no error it never had to give; tests/server/core/seed.test.ts checks it against schemas/),
 * except 机构类型 of the channel-rejected one (3), which its user still has to choose.
 */
function authValues(db: Db, seed: SeedAccount): Record<string, unknown> {
  const groupSchool = db.prepare('SELECT id FROM schools WHERE name = ?').pluck().get(GROUP_SCHOOL) as number | undefined;
  const picture = (label: string) => demoImage(`${seed.school}${label}`);
  return {
    name: seed.school,
    short_name: seed.school.slice(0, 6),
    category_id: seed.is_shcool ? 1 : 6,
    contact: '王老师',
    mobile: seed.mobile,
    info: { address: '北京市海淀区学院路 38 号', longitude: '116.357', latitude: '39.993' },
    // 学校信息认证 and a branch's 机构认证
    is_branch: 0,
    ...(seed.auth_status === 3 ? {} : { type: 1 }),
    logo: picture('Logo'),
    license: picture('办学许可证'),
    area_ids: [110000, 110100, 110108],
    intro: `${seed.school}面向在职人员开展学历继续教育与职业技能培训。`,
    images: ['校门', '教学楼', '图书馆'].map(picture),
    phone: '010-62510001',
    // 实名认证
    subject_type: 2,
    credit_code: '52110108MJ0123456X',
    business_license: picture('法人证书'),
    legal_person: '王建国',
    id_card: '110108198001011234',
    id_card_images: ['身份证人像面', '身份证国徽面'].map(picture),
    qualification_type: 1,
    // 申领学校 and the branch's own school
    ...(groupSchool === undefined ? {} : { group_school_id: groupSchool, school_id: groupSchool }),
    authorization: picture('授权书'),
  };
}

function library(db: Db, file: (relative: string, svg: string) => string, iso: (hoursAgo: number) => string) {
  const tag = db.prepare('INSERT INTO image_tags (name) VALUES (?)');
  const tagIds = LIBRARY_TAGS.map((name) => Number(tag.run(name).lastInsertRowid));
  const image = db.prepare('INSERT INTO images (image, created_at) VALUES (?, ?)');
  const link = db.prepare('INSERT OR IGNORE INTO image_tag_links (image_id, tag_id) VALUES (?, ?)');
  libraryPictures().forEach((picture, i) => {
    const path = file(`library/img-${String(i + 1).padStart(2, '0')}.svg`, pictureSvg(i, picture.caption));
    const id = Number(image.run(path, iso(400 - i)).lastInsertRowid);
    for (const t of picture.tags) link.run(id, tagIds[t]);
  });
}
