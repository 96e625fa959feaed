// How many password guesses a minute reach the reference server's login check (issue 15, item 5),
// as a script on the same machine would make them: `npx tsx tests/bench/login-guesses.ts`.
// The captcha is "solved" through the dev peek (the best case for the guesser: a perfect solver).
// Three runs, each on a fresh server and at most 60 s or 500 requests:
//   before  a new user name each guess until the first lockout answer: the rate the server allows unlocked
//   name    one user name, waiting out each lockout (Retry-After) as a patient script would
//   address a new user name for every guess from the one address (no name reaches its own lock)
// A guess counts when the server checked the password (用户名或密码错误); a lockout answer
// (登录失败次数过多) checks nothing. Prints the figures; asserts nothing about timing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from './server-process.ts';

const LIMIT_MS = 60_000;
const LIMIT_REQUESTS = 500;

interface Answer {
  code: number;
  message: string;
  retry_after?: number;
}

async function guess(url: string, userName: string, password: string): Promise<Answer> {
  const captcha = (await (await fetch(`${url}/api/common/captcha`)).json()) as { data: { key: string } };
  const { key } = captcha.data;
  const peek = (await (await fetch(`${url}/api/dev/captcha/${key}`)).json()) as { data: { answer: string } };
  const response = await fetch(`${url}/api/organization/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'site-name': 'cepsp' },
    body: JSON.stringify({ user_name: userName, password, captcha_key: key, captcha: peek.data.answer }),
  });
  return (await response.json()) as Answer;
}

interface Run {
  checked: number;
  refused: number;
  requests: number;
  seconds: number;
}

/** Guesses until the time or request limit (or `until` says stop); waits out lockouts when `patient`. */
async function run(url: string, nameOf: (i: number) => string, options: { patient: boolean; until?: (answer: Answer) => boolean }): Promise<Run> {
  const began = performance.now();
  const result: Run = { checked: 0, refused: 0, requests: 0, seconds: 0 };
  for (let i = 0; result.requests < LIMIT_REQUESTS && performance.now() - began < LIMIT_MS; i++) {
    const answer = await guess(url, nameOf(i), `wrong-${i}`);
    result.requests += 1;
    if (answer.message === '用户名或密码错误') result.checked += 1;
    else if (answer.message.startsWith('登录失败次数过多')) {
      result.refused += 1;
      if (options.until?.(answer)) break;
      const left = LIMIT_MS - (performance.now() - began);
      if (options.patient && answer.retry_after && answer.retry_after * 1000 < left) await new Promise((done) => setTimeout(done, answer.retry_after! * 1000 + 50));
      else break;
    } else throw new Error(`unexpected answer: ${JSON.stringify(answer)}`);
  }
  // a patient script that stopped because the next wait outlasts the minute made no more guesses in it
  result.seconds = options.patient ? LIMIT_MS / 1000 : (performance.now() - began) / 1000;
  return result;
}

const perMinute = (r: Run) => (r.checked / r.seconds) * 60;

/** Each run on a fresh server: no failure of one run counts in the next. */
async function onFreshServer(measure: (url: string) => Promise<Run>): Promise<Run> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-guesses-'));
  const server = await startServer(dataDir, path.join(dataDir, 'no-dist'));
  try {
    return await measure(server.url);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const before = await onFreshServer((url) => run(url, (i) => `before-${i}`, { patient: false, until: () => true }));
console.log(`before lockout: ${before.checked} guesses checked in ${before.seconds.toFixed(2)} s = ${perMinute(before).toFixed(0)} a minute unlocked`);
const name = await onFreshServer((url) => run(url, () => 'demo-branch', { patient: true }));
console.log(`one user name, waiting out each lock: ${name.checked} checked, ${name.refused} refused in the first ${name.seconds.toFixed(0)} s (${name.requests} requests) = ${perMinute(name).toFixed(1)} a minute`);
const address = await onFreshServer((url) => run(url, (i) => `guess-${i}`, { patient: true }));
console.log(`a new user name each guess, one address: ${address.checked} checked, ${address.refused} refused in the first ${address.seconds.toFixed(0)} s (${address.requests} requests) = ${perMinute(address).toFixed(1)} a minute`);
