import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bench, describe } from 'vitest';
import { createApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db.ts';
import { hashPasswordSync, verifyPassword } from '../../server/passwords.ts';

// Figures, not assertions: compare the rows of one run as ratios (these machines are noisy).
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-'));
const distDir = path.join(root, 'dist');
fs.mkdirSync(path.join(distDir, 'assets'), { recursive: true });
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>阳光继教</title>');
fs.writeFileSync(path.join(distDir, 'assets/app.js'), 'x'.repeat(700_000));
const app = createApp({ db: openDatabase(path.join(root, 'data')), distDir, schemasDir: root });
const stored = hashPasswordSync('Demo@2026');

describe('reference server, in process', () => {
  bench('GET /api/unknown (JSON 404)', async () => {
    await app.request('/api/unknown');
  });
  bench('GET /dashboard (SPA fallback to index.html)', async () => {
    await app.request('/dashboard');
  });
  bench('GET /assets/app.js (700 kB)', async () => {
    await (await app.request('/assets/app.js')).arrayBuffer();
  });
});

describe('password hashing (login cost)', () => {
  bench('verifyPassword, scrypt N=16384', async () => {
    await verifyPassword('Demo@2026', stored);
  });
});
