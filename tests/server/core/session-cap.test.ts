import { describe, expect, it } from 'vitest';
import { SESSION_EXPIRED } from '../../../server/auth.ts';
import { MAX_SESSIONS_PER_ACCOUNT } from '../../../server/routes/core/session-store.ts';
import { coreServerForFile } from './helpers.ts';

// Issue 26 item 7: at most 20 live sessions per account (one held 385 after a login flood); a
// login beyond ends the oldest, whose token then answers 402 like any ended session.

const server = coreServerForFile();
const profile = (token: string) => server.call('/api/organization/profile', { token });
const live = (userName: string) =>
  server.db.prepare('SELECT COUNT(*) FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE a.user_name = ?').pluck().get(userName) as number;

// Twenty-odd logins in a row, each a scrypt: past vitest's 5 s on a busy 2-core machine.
describe('sessions per account', { timeout: 30_000 }, () => {
  it('ends the first session at the 21st login, and only that one', async () => {
    expect(MAX_SESSIONS_PER_ACCOUNT).toBe(20);
    const other = await server.login('demo-branch');
    const tokens: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_ACCOUNT; i += 1) tokens.push(await server.login('demo-school'));
    expect((await profile(tokens[0] as string)).status).toBe(200);
    expect(live('demo-school')).toBe(20);

    tokens.push(await server.login('demo-school'));
    const first = await profile(tokens[0] as string);
    expect(first.status).toBe(402);
    expect(first.json).toEqual({ code: 402, message: SESSION_EXPIRED });
    for (const token of tokens.slice(1)) expect((await profile(token)).status).toBe(200);
    expect(live('demo-school')).toBe(20);
    expect((await profile(other)).status).toBe(200);
  });

  it('keeps the newest 20 through a login flood', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 30; i += 1) tokens.push(await server.login('demo-school'));
    expect(live('demo-school')).toBe(20);
    expect((await profile(tokens[9] as string)).status).toBe(402);
    expect((await profile(tokens[10] as string)).status).toBe(200);
  });
});
