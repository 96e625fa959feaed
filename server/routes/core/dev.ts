import type { Hono } from 'hono';
import { API_HEADERS, z } from '../../../engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { peekCaptcha } from '../../captcha.ts';
import { fail, invalid, ok } from '../../http.ts';
import { hashToken } from '../../passwords.ts';
import { isAuthForm, reviewApplication, showForm } from './auth-store.ts';
import { numberFrom, optional, parseBody } from './util.ts';

// Development calls, mounted only when the server starts with REFERENCE_DEV=1 (the tests and the
// CI set it; never by default, not under a plain `npm start` or `npm run dev`: they answer any
// captcha and move any account's application, issue 33 item 1):
//   POST /api/dev/review {user_name?, status, reason?, form?}  the reviewer simulation (the
//        account of org-token when user_name is absent); same rules as `npm run review`
//   GET  /api/dev/error  throws, to show that a 500 never carries a stack trace
//   GET  /api/dev/captcha/{key}  {answer} of a live image captcha, not used up (browser tests)

export const devCallsEnabled = (env = process.env): boolean => env.REFERENCE_DEV === '1';

const reviewBody = z.object({
  user_name: optional,
  status: numberFrom('请给出审核结果 status（2 到 5）'),
  reason: optional,
  form: optional,
});

export function mountDev(api: Hono, { db }: AppDeps): void {
  if (!devCallsEnabled()) return;

  api.post('/dev/review', async (c) => {
    const parsed = await parseBody(c, reviewBody);
    if (!parsed.ok) return parsed.response;
    const { user_name, status, reason, form } = parsed.data;
    if (form !== undefined && !isAuthForm(form)) return invalid(c, { form: 'form 可为 school-auth、school-auth2 或 branch-auth' });
    const token = c.req.header(API_HEADERS.token);
    const account = (
      user_name
        ? db.prepare('SELECT id FROM accounts WHERE user_name = ?').get(user_name)
        : db.prepare('SELECT account_id AS id FROM sessions WHERE token = ?').get(hashToken(token ?? ''))
    ) as { id: number } | undefined;
    if (!account) return invalid(c, { user_name: user_name ? `账号 ${user_name} 不存在` : '请给出 user_name 或带上 org-token' });
    const result = reviewApplication(db, account.id, status, reason ?? '', form);
    if (!result.ok) return fail(c, 422, result.message);
    return ok(c, { form: result.form, from: result.from, ...showForm(db, account.id, result.form, {}) });
  });

  api.get('/dev/captcha/:key', (c) => {
    const answer = peekCaptcha(db, c.req.param('key'));
    return answer ? ok(c, { answer }) : fail(c, 404, '图形验证码不存在或已过期');
  });

  api.get('/dev/error', () => {
    throw new Error('模拟的服务器内部错误（/api/dev/error）');
  });
}
