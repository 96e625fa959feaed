import { describe, expect, it } from 'vitest';
import { createToken, hashPassword, verifyPassword } from '../../server/passwords.ts';

describe('passwords and tokens', () => {
  it('hashes with scrypt and a new salt each time, and verifies only the right password', () => {
    const a = hashPassword('Demo@2026');
    const b = hashPassword('Demo@2026');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
    expect(a).not.toBe(b);
    expect(verifyPassword('Demo@2026', a)).toBe(true);
    expect(verifyPassword('demo@2026', a)).toBe(false);
    expect(verifyPassword('', a)).toBe(false);
  });

  it.each(['', 'plain', 'md5$abc', 'scrypt$16384$8$1$c2FsdA=='])('rejects a malformed stored hash %j', (stored) => {
    expect(verifyPassword('Demo@2026', stored)).toBe(false);
  });

  it('makes random URL-safe tokens of 256 bits', () => {
    const tokens = new Set(Array.from({ length: 100 }, createToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });
});
