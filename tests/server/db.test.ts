import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../server/db.ts';
import { verifyPassword } from '../../server/passwords.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../../server/seed.ts';
import { tempDir } from './helpers.ts';

describe('database: migrations and seed', () => {
  it('creates the database in DATA_DIR and applies each migration once', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const db = openDatabase(dataDir);
    expect(fs.existsSync(path.join(dataDir, 'app.sqlite'))).toBe(true);
    const names = db.prepare('SELECT name FROM schema_migrations ORDER BY name').pluck().all();
    expect(names).toContain('001_accounts.sql');
    expect(migrate(db)).toEqual([]);
    db.close();
    const reopened = openDatabase(dataDir);
    expect(reopened.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(names.length);
    reopened.close();
  });

  it('applies new migrations in order and rolls back a failing one, naming its file', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, '001_a.sql'), 'CREATE TABLE a (x);');
    fs.writeFileSync(path.join(dir, '002_b.sql'), 'CREATE TABLE b (x); INSERT INTO nope VALUES (1);');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a migration');
    const db = new Database(':memory:');
    expect(() => migrate(db, dir)).toThrow(/002_b\.sql failed: no such table: nope/);
    const tables = () =>
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('a', 'b') ORDER BY name").pluck().all();
    expect(tables()).toEqual(['a']);
    fs.writeFileSync(path.join(dir, '002_b.sql'), 'CREATE TABLE b (x);');
    expect(migrate(db, dir)).toEqual(['002_b.sql']);
    expect(tables()).toEqual(['a', 'b']);
    db.close();
  });

  it('seeds the demo accounts once, with hashed passwords that verify', async () => {
    const db = openDatabase(tempDir());
    expect(seedDemoAccounts(db)).toBe(DEMO_ACCOUNTS.length);
    expect(seedDemoAccounts(db)).toBe(0);
    const rows = db.prepare('SELECT user_name, password_hash, is_shcool FROM accounts ORDER BY id').all() as {
      user_name: string;
      password_hash: string;
      is_shcool: number;
    }[];
    expect(rows.map((r) => [r.user_name, r.is_shcool])).toEqual([
      ['demo-school', 1],
      ['demo-branch', 0],
    ]);
    for (const row of rows) {
      expect(row.password_hash).not.toContain(DEMO_PASSWORD);
      expect(await verifyPassword(DEMO_PASSWORD, row.password_hash)).toBe(true);
    }
    db.close();
  });
});
