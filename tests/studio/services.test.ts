import { describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_DEFAULTS } from '../../adapters/runtime-config.ts';
import { createStudioServices } from '../../studio/services.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * A server whose login answers `token-of-<user>`, each login held until the test lets it answer,
 * and which notes the org-token of every other call.
 */
function heldLogins() {
  const waiting = new Map<string, () => void>();
  const tokensSent: (string | null)[] = [];
  const transport = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname.endsWith('/organization/login')) {
      const { user_name: user } = (await request.json()) as { user_name: string };
      await new Promise<void>((answer) => waiting.set(user, answer));
      return json({ code: 200, message: '登录成功', data: { token: `token-of-${user}` } });
    }
    tokensSent.push(request.headers.get('org-token'));
    return json({ code: 200, message: 'ok', data: { status: 0, form: {} } });
  }) as typeof fetch;
  /** Lets the held login of `user` answer, once it has reached the server. */
  const answer = async (user: string) => {
    await expect.poll(() => waiting.has(user)).toBe(true);
    waiting.get(user)?.();
  };
  return { transport, answer, tokensSent };
}

describe('the studio preview’s login', () => {
  const config = { ...RUNTIME_CONFIG_DEFAULTS, apiBase: 'http://reference.test' };
  /** The token the preview's next call carries. */
  const tokenOfNextCall = async (services: ReturnType<typeof createStudioServices>, sent: (string | null)[]) => {
    await services.authForm.show({ url: '/api/organization/school-auth-form/show', method: 'get' }).catch(() => undefined);
    return sent.at(-1);
  };

  it('keeps the account chosen last when an earlier login answers after it', async () => {
    const server = heldLogins();
    const services = createStudioServices(config, server.transport);
    const school = services.login('school');
    const branch = services.login('branch');
    await server.answer('demo-branch');
    await branch;
    await server.answer('demo-school');
    await school;
    expect(await tokenOfNextCall(services, server.tokensSent)).toBe('token-of-demo-branch');
  });

  it('takes the login that answers when no later one was asked for', async () => {
    const server = heldLogins();
    const services = createStudioServices(config, server.transport);
    const school = services.login('school');
    await server.answer('demo-school');
    await school;
    expect(await tokenOfNextCall(services, server.tokensSent)).toBe('token-of-demo-school');
  });
});
