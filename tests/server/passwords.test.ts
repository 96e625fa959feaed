import { describe, expect, it } from 'vitest';
import { createToken, hashPassword, hashPasswordSync, verifyPassword } from '../../server/passwords.ts';
import { DEMO_PASSWORD } from '../../server/seed.ts';
import { SEEDED_HASHES, seededHash } from '../../server/seed-core/password-hashes.ts';
import { BRANCH_SEED, SCHOOL_SEED } from '../../server/seed-pages-data.ts';

/** Every `password` the page seeds write (the 管理员 records), found anywhere in them. */
const SEED_RECORD_PASSWORDS = [...JSON.stringify([SCHOOL_SEED, BRANCH_SEED]).matchAll(/"password":"([^"]+)"/g)].map((match) => match[1] as string);

describe('passwords and tokens', () => {
  it('hashes with scrypt and a new salt each time, and verifies only the right password', async () => {
    const a = await hashPassword('Demo@2026');
    const b = hashPasswordSync('Demo@2026');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
    expect(b).toMatch(/^scrypt\$16384\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Demo@2026', a)).toBe(true);
    expect(await verifyPassword('Demo@2026', b)).toBe(true);
    expect(await verifyPassword('demo@2026', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it.each(['', 'plain', 'md5$abc', 'scrypt$16384$8$1$c2FsdA==', 'scrypt$3$8$1$c2FsdA==$a2V5'])('rejects a malformed stored hash %j', async (stored) => {
    expect(await verifyPassword('Demo@2026', stored)).toBe(false);
  });

  // Issue 33 item 7: 38 logins a second slowed every other call to a median of 191 ms while
  // scryptSync held the event loop; hashing and verifying now leave it free meanwhile.
  it('hashes and verifies off the event loop: a timer set meanwhile fires before they end', async () => {
    const stored = hashPasswordSync('Demo@2026');
    for (const work of [() => hashPassword('Demo@2026'), () => verifyPassword('Demo@2026', stored)]) {
      let ticks = 0;
      const timer = setInterval(() => ticks++, 1);
      await Promise.all([work(), work(), work(), work()]);
      clearInterval(timer);
      expect(ticks).toBeGreaterThan(0);
    }
  });

  it('keeps a hash for every password the seed writes, each matching its password', async () => {
    expect(SEED_RECORD_PASSWORDS.length).toBeGreaterThan(0);
    const seeded = [DEMO_PASSWORD, ...SEED_RECORD_PASSWORDS];
    for (const password of seeded) expect(Object.keys(SEEDED_HASHES)).toContain(password);
    for (const [password, hash] of Object.entries(SEEDED_HASHES)) {
      expect(await verifyPassword(password, hash), password).toBe(true);
      expect(await verifyPassword(`${password}x`, hash)).toBe(false);
      expect(seededHash(password)).toBe(hash);
    }
    expect(await verifyPassword('Other@2026', seededHash('Other@2026'))).toBe(true);
  });

  it('makes random URL-safe tokens of 256 bits', () => {
    const tokens = new Set(Array.from({ length: 100 }, createToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });
});
