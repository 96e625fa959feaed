import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// scrypt with N=2^14, r=8, p=1 (~16 MB, tens of ms): the cost OWASP lists as a minimum.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

/** hashPassword('Demo@2026') -> 'scrypt$16384$8$1$<salt b64>$<key b64>' (a new salt each call). */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when `password` matches a hash made by hashPassword; false for any malformed hash. */
export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = scryptSync(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/** A random, URL-safe session token of 256 bits. */
/**
 * What the database keeps of a session token: its SHA-256 (hex). A copy of the database (a
 * backup, a leak) then holds no token that would log anyone in.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createToken(): string {
  return randomBytes(32).toString('base64url');
}
