import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// The electronic certificates' files (issue 58 item 5): /uploads/certs/cert-1.svg … were served
// to anyone, at guessable paths, naming the school. Now DATA_DIR/uploads/certs is never served as
// it is: the certificates call (with its token) answers each file at a URL of its own that
// expires, /uploads/certs/<expires>.<signature>/cert-1.svg, the signature an HMAC of the path and
// the expiry with a key kept in DATA_DIR. The URL keeps the file's name and extension last, so
// the app shows and downloads it as any stored path.

/** The stored paths signed: the certificates' folder. */
export const CERTS_PREFIX = 'uploads/certs/';
/** How long a URL answered works, at least. */
const VALID_MS = 12 * 3600_000;
/** Expiries are whole hours: the URLs of one hour are the same (the browser's cache keeps them). */
const STEP_MS = 3600_000;

const keys = new Map<string, Buffer>();

/** The signing key of a data folder (DATA_DIR/cert-url.key, made on first use), or of this process when there is none. */
export function certUrlKey(dataDir: string | undefined): Buffer {
  const id = dataDir ?? '';
  const known = keys.get(id);
  if (known) return known;
  let key: Buffer | undefined;
  if (dataDir) {
    const file = path.join(dataDir, 'cert-url.key');
    try {
      key = fs.readFileSync(file);
    } catch {
      try {
        fs.writeFileSync(file, randomBytes(32), { mode: 0o600, flag: 'wx' });
      } catch {
        // another process wrote it first, or the folder cannot hold it: read it, else a key of this process
      }
      try {
        key = fs.readFileSync(file);
      } catch {
        key = undefined;
      }
    }
  }
  if (!key || key.length < 32) key = randomBytes(32);
  keys.set(id, key);
  return key;
}

const signature = (key: Buffer, stored: string, expires: number) => createHmac('sha256', key).update(`${stored}\n${expires}`).digest('base64url');

/**
 * A certificate's stored path as the URL path the app is given: signCertPath(key, 'uploads/certs/cert-1.svg')
 * -> 'uploads/certs/1790000000.<signature>/cert-1.svg'. Other paths (an http address) are given as they are.
 */
export function signCertPath(key: Buffer, stored: string, now = Date.now()): string {
  if (!stored.startsWith(CERTS_PREFIX)) return stored;
  const expires = Math.ceil((now + VALID_MS) / STEP_MS) * (STEP_MS / 1000);
  return `${CERTS_PREFIX}${expires}.${signature(key, stored, expires)}/${stored.slice(CERTS_PREFIX.length)}`;
}

/**
 * The stored path a signed URL path names ('/uploads/certs/<expires>.<signature>/cert-1.svg' ->
 * 'uploads/certs/cert-1.svg'), or undefined when it is unsigned, wrongly signed or expired.
 */
export function verifyCertPath(key: Buffer, urlPath: string, now = Date.now()): string | undefined {
  const match = /^\/uploads\/certs\/(\d{1,12})\.([\w-]{43})\/(.+)$/.exec(urlPath);
  if (!match) return undefined;
  const [, expiresText, given, rest] = match as unknown as [string, string, string, string];
  const expires = Number(expiresText);
  if (expires * 1000 < now) return undefined;
  let stored: string;
  try {
    stored = `${CERTS_PREFIX}${decodeURIComponent(rest)}`;
  } catch {
    return undefined;
  }
  const expected = Buffer.from(signature(key, stored, expires));
  const sent = Buffer.from(given);
  return sent.length === expected.length && timingSafeEqual(sent, expected) ? stored : undefined;
}
