import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt with N=2^14, r=8, p=1 (~16 MB, tens of ms): the cost OWASP lists as a minimum. A call's
// hashing runs on libuv's thread pool (async scrypt), never on the event loop: a flood of logins
// must not slow every other call (issue 33 item 7). Only seeding at start hashes synchronously.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

const derive = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

const stored = (salt: Buffer, key: Buffer) => ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');

/** hashPassword('Demo@2026') -> 'scrypt$16384$8$1$<salt b64>$<key b64>' (a new salt each call), off the event loop. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return stored(salt, await derive(password, salt, KEY_LENGTH, { N, r: R, p: P }));
}

/** As hashPassword, blocking: for seeding at start only, never in a call. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return stored(salt, scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r: R, p: P }));
}

/** True when `password` matches a hash made by hashPassword; false for any malformed hash. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  if (expected.length === 0) return false;
  try {
    const actual = await derive(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/**
 * What the database keeps of a session token: its SHA-256 (hex). A copy of the database (a
 * backup, a leak) then holds no token that would log anyone in.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random, URL-safe session token of 256 bits. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}
