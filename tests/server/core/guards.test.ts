import { describe, expect, it } from 'vitest';
import { hashToken } from '../../../server/passwords.ts';
import { coreServerForFile } from './helpers.ts';

// Issue 15, item 5: the reference server's own guards.

const server = coreServerForFile();

describe('session tokens', () => {
  it('are stored hashed: the database holds the SHA-256 of the token, never the token', async () => {
    const token = await server.login('demo-school');
    const rows = server.db.prepare('SELECT token FROM sessions').all() as { token: string }[];
    expect(rows.map((r) => r.token)).not.toContain(token);
    expect(rows.map((r) => r.token)).toContain(hashToken(token));
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    // the token still works, and the stored hash is no token
    expect((await server.call('/api/organization/profile', { token })).status).toBe(200);
    expect((await server.call('/api/organization/profile', { token: hashToken(token) })).status).toBe(402);
    // logging out removes the session
    await server.call('/api/organization/logout', { method: 'POST', token });
    expect((await server.call('/api/organization/profile', { token })).status).toBe(402);
  });
});
