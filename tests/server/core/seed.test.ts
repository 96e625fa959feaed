import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db.ts';
import { DEMO_ACCOUNTS, SEED_ACCOUNTS, seedCore } from '../../../server/seed.ts';

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
});
