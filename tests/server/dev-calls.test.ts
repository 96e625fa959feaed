import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer, type ReferenceServer } from '../e2e/support/harness.ts';

// Issue 33 item 1: the dev calls (/api/dev/*: any captcha's answer, any account's application
// moved) are off unless the server starts with REFERENCE_DEV=1; a server started as the README
// says (`server/main.ts` is `npm start` without the build), NODE_ENV unset, has none of them.

describe('the dev calls under a plain start', () => {
  let server: ReferenceServer;
  beforeAll(async () => {
    server = await startReferenceServer({ REFERENCE_DEV: '', NODE_ENV: '' });
  }, 60_000);
  afterAll(() => server?.stop());

  it.each([
    ['GET', '/api/dev/captcha/any-key'],
    ['POST', '/api/dev/review'],
    ['GET', '/api/dev/error'],
    ['GET', '/api/dev/studio/files'],
    ['PUT', '/api/dev/studio/file'],
  ])('%s %s answers 404 接口不存在', async (method, path) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'POST' ? JSON.stringify({ user_name: 'auth-status-1', status: 2 }) : undefined,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: `接口不存在：${method} ${path}` });
  });

  it('serves no studio at /__studio/ (issue 29 item 4: the studio is on only with the dev calls)', async () => {
    const page = await (await fetch(`${server.url}/__studio/`)).text();
    expect(page).not.toContain('工作室');
  });
});
