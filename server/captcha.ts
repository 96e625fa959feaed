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

type Point = readonly [number, number];

/** One glyph's strokes as lists of points, jittered, scaled, skewed and rotated around (cx, cy). */
function glyphStrokes(char: string, cx: number, cy: number): Point[][] {
  const angle = (between(-22, 22) * Math.PI) / 180;
  const skew = jitter(0.35);
  const [sx, sy] = [between(38, 46) / 10, between(38, 44) / 10];
  const place = (gx: number, gy: number): Point => {
    const x = (gx - 2 + jitter(0.3)) * sx + (gy - 3) * skew * sy;
    const y = (gy - 3 + jitter(0.3)) * sy;
    return [cx + x * Math.cos(angle) - y * Math.sin(angle), cy + x * Math.sin(angle) + y * Math.cos(angle)];
  };
  return (GLYPHS[char] ?? []).map((stroke) =>
    stroke.split(' ').map((point) => {
      const [gx, gy] = point.split(',').map(Number) as [number, number];
      return place(gx, gy);
    }),
  );
}

/**
 * One <path> per segment, each a slightly bent quadratic curve with a colour and width of its
 * own: nothing in a path's attributes or data says which glyph, if any, it belongs to.
 */
function segmentPaths(points: readonly Point[], widths: readonly [number, number] = [16, 24]): string[] {
  const paths: string[] = [];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i - 1] as Point;
    const [x2, y2] = points[i] as Point;
    const bend = jitter(1.6);
    const [qx, qy] = [(x1 + x2) / 2 - (y2 - y1) * bend * 0.15, (y1 + y2) / 2 + (x2 - x1) * bend * 0.15];
    paths.push(
      `<path d="M${num(x1)} ${num(y1)} Q${num(qx)} ${num(qy)} ${num(x2)} ${num(y2)}" stroke="${pick(COLORS)}" stroke-width="${(between(...widths) / 10).toFixed(1)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  return paths;
}

/**
 * An SVG of `answer`: every character drawn as jittered strokes cut into one <path> per segment
 * (no <text>), each segment its own colour and width; mixed with decoys cut from other glyphs'
 * strokes (same shapes, colours and widths, anywhere on the image, over the characters too) and
 * long thin curves cut the same way, all in shuffled order, and dots. Neither reading the SVG's text
 * nor grouping its paths by colour, width, size or point count gives the characters; a production
 * captcha must add more (see server/README.md).
 */
export function drawCaptcha(answer: string): string {
  const paths: string[] = [];
  [...answer].forEach((char, i) => {
    for (const stroke of glyphStrokes(char, 16 + i * 27 + between(-2, 2), 20 + between(-3, 3))) paths.push(...segmentPaths(stroke));
  });
  // decoys: single strokes of random glyphs, placed anywhere (a glyph's cell included)
  const decoys = between(3, 5);
  for (let i = 0; i < decoys; i++) {
    const strokes = glyphStrokes(pick([...ALPHABET]), between(6, WIDTH - 6), between(10, HEIGHT - 10));
    paths.push(...segmentPaths(pick(strokes)));
  }
  // long thin curves across the image, cut into segments like the rest
  const y = () => between(4, HEIGHT - 4);
  for (let i = 0; i < 2; i++) {
    paths.push(...segmentPaths([[between(0, 10), y()], [between(30, 50), y()], [between(70, 90), y()], [between(110, WIDTH), y()]], [9, 13]));
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
