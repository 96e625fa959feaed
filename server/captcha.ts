import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from './db.ts';

// Image captchas: four characters drawn as an SVG (no image library), kept in the database by a
// random key, answered case-insensitively, single use and valid for CAPTCHA_TTL_MS.

export const CAPTCHA_TTL_MS = 5 * 60_000;
/** No 0/O, 1/I/L: characters a person cannot tell apart. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const WIDTH = 120;
const HEIGHT = 40;
const COLORS = ['#1f4e8c', '#8c1f3d', '#2d7a3a', '#7a4f1f', '#5b2d8c', '#1f7a7a'];

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)] as T;
const between = (min: number, max: number) => min + randomInt(max - min + 1);

/** An SVG of `answer` with rotated letters, noise curves and dots. */
export function drawCaptcha(answer: string): string {
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="100%" height="100%" fill="#f2f5fa"/>`,
  ];
  for (let i = 0; i < 3; i++) {
    const y = () => between(4, HEIGHT - 4);
    parts.push(
      `<path d="M${between(0, 20)} ${y()} C${between(20, 50)} ${y()} ${between(60, 100)} ${y()} ${between(100, WIDTH)} ${y()}" ` +
        `stroke="${pick(COLORS)}" stroke-width="1.2" fill="none" opacity="0.6"/>`,
    );
  }
  [...answer].forEach((char, i) => {
    const x = 14 + i * 27 + between(-3, 3);
    const y = 29 + between(-4, 4);
    parts.push(
      `<text x="${x}" y="${y}" transform="rotate(${between(-25, 25)} ${x} ${y})" fill="${pick(COLORS)}" ` +
        `font-family="Verdana, DejaVu Sans, sans-serif" font-size="${between(22, 27)}" font-weight="bold">${char}</text>`,
    );
  });
  for (let i = 0; i < 25; i++) {
    parts.push(`<circle cx="${between(0, WIDTH)}" cy="${between(0, HEIGHT)}" r="1" fill="${pick(COLORS)}" opacity="0.5"/>`);
  }
  parts.push('</svg>');
  return parts.join('');
}

/** Makes a captcha: { img: 'data:image/svg+xml;base64,…', key }. */
export function createCaptcha(db: Db): { img: string; key: string } {
  const answer = Array.from({ length: 4 }, () => pick([...ALPHABET])).join('');
  const key = randomBytes(18).toString('base64url');
  const now = Date.now();
  db.prepare('DELETE FROM captchas WHERE expires_at <= ?').run(new Date(now).toISOString());
  db.prepare('INSERT INTO captchas (key, answer, expires_at) VALUES (?, ?, ?)').run(
    key,
    answer.toLowerCase(),
    new Date(now + CAPTCHA_TTL_MS).toISOString(),
  );
  const svg = drawCaptcha(answer);
  return { img: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, key };
}

/** True when `answer` is right for `key`; the captcha is used up either way. */
export function checkCaptcha(db: Db, key: string | undefined, answer: string | undefined): boolean {
  if (!key || !answer) return false;
  const row = db.prepare('DELETE FROM captchas WHERE key = ? RETURNING answer, expires_at').get(key) as
    | { answer: string; expires_at: string }
    | undefined;
  if (!row || row.expires_at <= new Date().toISOString()) return false;
  return row.answer === answer.trim().toLowerCase();
}

/** The answer of a live captcha, without using it up (the dev call GET /api/dev/captcha/{key}). */
export function peekCaptcha(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT answer, expires_at FROM captchas WHERE key = ?').get(key) as { answer: string; expires_at: string } | undefined;
  return row && row.expires_at > new Date().toISOString() ? row.answer : undefined;
}
