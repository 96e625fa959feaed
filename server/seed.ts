import type { Db } from './db.ts';
import { hashPassword } from './passwords.ts';

export const DEMO_PASSWORD = 'Demo@2026';

/** The demo accounts every fresh data folder starts with (README, `npm start` banner). */
export const DEMO_ACCOUNTS = [
  { user_name: 'demo-school', nick_name: '阳光示范学校', is_shcool: 1, kind: '学校' },
  { user_name: 'demo-branch', nick_name: '阳光学习中心', is_shcool: 0, kind: '分支机构 / 学习中心' },
] as const;

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
      password_hash: hashPassword(DEMO_PASSWORD),
      nick_name: account.nick_name,
      is_shcool: account.is_shcool,
    }).changes;
  }
  return created;
}
