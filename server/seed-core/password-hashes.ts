import { hashPasswordSync } from '../passwords.ts';

/**
 * The scrypt hashes of the seeded accounts' published passwords (Demo@2026 for the accounts,
 * Admin@2026 for the seeded 管理员 records), made once with hashPasswordSync and kept here: a fresh
 * data folder is then seeded without hashing on the main thread at start, which took about 140 ms
 * of every start (scrypt is slow on purpose). Logins still verify them with scrypt.
 * tests/server/passwords.test.ts checks that each one matches its password.
 */
export const SEEDED_HASHES: Readonly<Record<string, string>> = {
  'Demo@2026': 'scrypt$16384$8$1$UVuasqSpp20GFyD7BbZ/Ng==$5HrRimakoq3Xx2daB2YJ53w9UbapA4YpGUv0NukhIOoA6FK9TUpe8PQy1cB+CReieUsM5hmSm9tQmQURlkSPyw==',
  'Admin@2026': 'scrypt$16384$8$1$csmkH3KDlWV7mD4pGNMdmw==$2MC/VvWYRD36xoPq2OXvPlaHEJVsmbOFYzXVxI4seTJdKTS0qkE/ut1fgrisROJ+fadVUj2cQdKwpjE2fSfLzg==',
};

const made = new Map<string, string>();

/** The hash a seeded record gets for `password`: the kept one, else one made once per process. */
export function seededHash(password: string): string {
  const kept = SEEDED_HASHES[password];
  if (kept) return kept;
  let hash = made.get(password);
  if (!hash) made.set(password, (hash = hashPasswordSync(password)));
  return hash;
}
