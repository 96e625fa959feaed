import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db.ts';
import { DEMO_ACCOUNTS, SEED_ACCOUNTS, seedCore } from '../../../server/seed.ts';
import { BUILTIN_SCHEMAS_DIR } from '../../../server/page-configs.ts';
import { missingFields } from '../../../server/routes/core/auth-required.ts';
import { AUTH_FORMS, formRow, savedValues } from '../../../server/routes/core/auth-store.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('seedCore', () => {
  it('seeds a fresh data folder once, demo accounts included, and writes the library pictures', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-seed-'));
    dirs.push(dir);
    const db = openDatabase(dir);
    expect(seedCore(db)).toBe(true);
    expect(seedCore(db)).toBe(false);
    const names = db.prepare('SELECT user_name FROM accounts ORDER BY id').pluck().all();
    expect(names).toEqual([...DEMO_ACCOUNTS.map((a) => a.user_name), ...SEED_ACCOUNTS.map((a) => a.user_name)]);
    expect(new Set(names).size).toBe(names.length);
    expect(db.prepare('SELECT count(*) FROM notifications').pluck().get()).toBe(30 * 2 + 6 * SEED_ACCOUNTS.length);
    expect(fs.readdirSync(path.join(dir, 'uploads', 'library'))).toHaveLength(40);
    db.close();
    const reopened = openDatabase(dir);
    expect(seedCore(reopened)).toBe(false);
    expect(reopened.prepare('SELECT count(*) FROM images').pluck().get()).toBe(40);
    reopened.close();
  });

  it('seeds every authentication application with what its own form requires (重置页面 › 保存并提交 meets no error)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-seed-'));
    dirs.push(dir);
    const db = openDatabase(dir);
    seedCore(db);
    const missing: Record<string, Record<string, string>> = {};
    for (const status of [1, 2, 3, 4, 5]) {
      const id = db.prepare('SELECT id FROM accounts WHERE user_name = ?').pluck().get(`auth-status-${status}`) as number;
      for (const form of AUTH_FORMS) {
        const gap = missingFields(BUILTIN_SCHEMAS_DIR, form, savedValues(formRow(db, id, form)?.values_json));
        if (Object.keys(gap).length) missing[`auth-status-${status} ${form}`] = gap;
      }
    }
    db.close();
    // the channel-rejected application still lacks 机构类型 (its user chooses it: tests/e2e/auth-form.e2e.ts)
    expect(missing).toEqual({ 'auth-status-3 school-auth': { type: '请选择机构类型' }, 'auth-status-3 branch-auth': { type: '请选择机构类型' } });
  });
});
