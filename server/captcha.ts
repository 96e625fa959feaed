import { randomBytes, randomInt } from 'node:crypto';
import { GLYPHS } from './captcha-glyphs.ts';
import type { Db } from './db.ts';

// Image captchas: four characters drawn as strokes in an SVG (no image library, no <text>), kept in the database by a
// random key, answered case-insensitively, single use and valid for CAPTCHA_TTL_MS.

export const CAPTCHA_TTL_MS = 5 * 60_000;
/** No 0/O, 1/I/L: characters a person cannot tell apart. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const WIDTH = 120;
const HEIGHT = 40;
const COLORS = ['#1f4e8c', '#8c1f3d', '#2d7a3a', '#7a4f1f', '#5b2d8c', '#1f7a7a'];

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)] as T;
const between = (min: number, max: number) => min + randomInt(max - min + 1);

const jitter = (amount: number) => (randomInt(2001) / 1000 - 1) * amount;
const num = (value: number) => value.toFixed(1);

/** One glyph's strokes as path data, jittered, scaled, skewed and rotated around (cx, cy). */
function glyphPaths(char: string, cx: number, cy: number): string[] {
  const angle = (between(-22, 22) * Math.PI) / 180;
  const skew = jitter(0.35);
  const [sx, sy] = [between(38, 46) / 10, between(38, 44) / 10];
  const place = (gx: number, gy: number) => {
    const x = (gx - 2 + jitter(0.3)) * sx + (gy - 3) * skew * sy;
    const y = (gy - 3 + jitter(0.3)) * sy;
    return `${num(cx + x * Math.cos(angle) - y * Math.sin(angle))} ${num(cy + x * Math.sin(angle) + y * Math.cos(angle))}`;
  };
  return (GLYPHS[char] ?? []).map((stroke) =>
    stroke
      .split(' ')
      .map((point, i) => {
        const [gx, gy] = point.split(',').map(Number) as [number, number];
        return `${i === 0 ? 'M' : 'L'}${place(gx, gy)}`;
      })
      .join(' '),
  );
}

/**
 * An SVG of `answer`: every character drawn as jittered strokes (<path>, no <text>), mixed with
 * decoy strokes and curves of the same colours and widths, in shuffled order, and dots.
 * Reading the SVG's text gives nothing; a production captcha must add more (see server/README.md).
 */
export function drawCaptcha(answer: string): string {
  const paths: string[] = [];
  const stroke = (d: string, width: string) => `<path d="${d}" stroke="${pick(COLORS)}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  [...answer].forEach((char, i) => {
    const color = pick(COLORS);
    const width = (between(19, 25) / 10).toFixed(1);
    for (const d of glyphPaths(char, 16 + i * 27 + between(-2, 2), 20 + between(-3, 3))) {
      paths.push(`<path d="${d}" stroke="${color}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`);
    }
  });
  const y = () => between(4, HEIGHT - 4);
  for (let i = 0; i < 3; i++) paths.push(stroke(`M${between(0, 20)} ${y()} C${between(20, 50)} ${y()} ${between(60, 100)} ${y()} ${between(100, WIDTH)} ${y()}`, '1.1'));
  // decoys: short strokes like a glyph's, so counting or measuring paths says nothing
  for (let i = 0; i < 6; i++) {
    const x = between(4, WIDTH - 10);
    const top = between(6, HEIGHT - 12);
    paths.push(stroke(`M${x} ${top} L${x + between(-6, 6)} ${top + between(4, 10)}`, (between(14, 22) / 10).toFixed(1)));
  }
  for (let i = paths.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [paths[i], paths[j]] = [paths[j] as string, paths[i] as string];
  }
  const dots = Array.from({ length: 30 }, () => `<circle cx="${between(0, WIDTH)}" cy="${between(0, HEIGHT)}" r="1" fill="${pick(COLORS)}" opacity="0.6"/>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="100%" height="100%" fill="#f2f5fa"/>`,
    ...paths,
    ...dots,
    '</svg>',
  ].join('');
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
