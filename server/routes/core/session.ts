import type { Hono } from 'hono';
import { contracts, type z } from '../../../engine/index.ts';
import { ACCOUNT_MESSAGES as M } from '../../../engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAccount } from '../../auth.ts';
import { checkCaptcha, createCaptcha } from '../../captcha.ts';
import { fail, invalid, ok } from '../../http.ts';
import { hashPassword, hashToken, verifyPassword } from '../../passwords.ts';
import {
  checkCode,
  clearFailures,
  CODE_WRONG,
  createSession,
  issueCode,
  lockMessage,
  lockWait,
  needsCaptcha,
  recordFailure,
  resendWait,
} from './session-store.ts';
import { clientIp, nowIso, parseBody } from './util.ts';

// Session calls: captcha, login (captcha after failures), logout, quick login by mobile code,
// mobile codes, forgotten password, and registering a new school.

const CAPTCHA_WRONG = '图形验证码错误或已过期';
/**
 * Compared against when the user name is unknown, so both cases take as long; made off the event
 * loop at the first unknown name, not at every start (scrypt costs tens of ms on purpose).
 */
let nobodyHash: Promise<string> | undefined;
const unknownUserHash = () =>
  (nobodyHash ??= hashPassword('nobody').catch((error: unknown) => {
    nobodyHash = undefined; // the next unknown name tries again
    throw error;
  }));

// The bodies' rules are the login screen's (engine/contracts/session.ts).
const { loginInput: loginBody, sendCodeInput: sendCodeBody, mobileCodeInput: mobileCodeBody, resetPasswordInput: resetBody, registerInput: registerBody } = contracts;

interface LoginRow {
  id: number;
  password_hash: string;
}

export function mountSession(api: Hono, { db }: AppDeps): void {
  const byUserName = db.prepare('SELECT id, password_hash FROM accounts WHERE user_name = ?');
  const byMobile = db.prepare("SELECT id, user_name FROM accounts WHERE mobile = ? AND mobile <> '' ORDER BY id LIMIT 1");

  api.get('/common/captcha', (c) => ok(c, createCaptcha(db) satisfies z.input<typeof contracts.captcha>));

  api.get('/organization/login/need-captcha', (c) =>
    ok(c, { need_captcha: needsCaptcha(db, c.req.query('user_name'), clientIp(c)) } satisfies z.input<typeof contracts.needCaptcha>),
  );

  api.post('/organization/login', async (c) => {
    const parsed = await parseBody(c, loginBody);
    if (!parsed.ok) return parsed.response;
    const { user_name, password, captcha, captcha_key } = parsed.data;
    const ip = clientIp(c);
    if (needsCaptcha(db, user_name, ip)) {
      if (!captcha || !captcha_key) return invalid(c, { captcha: M.captchaRequired });
      if (!checkCaptcha(db, captcha_key, captcha)) {
        return fail(c, 422, CAPTCHA_WRONG, { errors: { captcha: [CAPTCHA_WRONG] }, need_captcha: true });
      }
    }
    // locked after repeated failures: refused whatever the password, until the wait ends
    const wait = lockWait(db, user_name, ip);
    if (wait > 0) {
      const message = lockMessage(wait);
      c.header('Retry-After', String(wait));
      return fail(c, 422, message, { errors: { password: [message] }, retry_after: wait });
    }
    const account = byUserName.get(user_name) as LoginRow | undefined;
    const right = await verifyPassword(password, account?.password_hash ?? (await unknownUserHash()));
    if (!account || !right) {
      recordFailure(db, user_name, ip);
      const message = '用户名或密码错误';
      return fail(c, 422, message, { errors: { password: [message] }, need_captcha: needsCaptcha(db, user_name, ip) });
    }
    clearFailures(db, user_name);
    return ok(c, createSession(db, account.id));
  });

  api.post('/organization/logout', requireAccount(db), (c) => {
    db.prepare('DELETE FROM sessions WHERE token = ?').run(hashToken(c.get('token')));
    return ok(c, null);
  });

  api.post('/common/send-mobile-code', async (c) => {
    const parsed = await parseBody(c, sendCodeBody);
    if (!parsed.ok) return parsed.response;
    const { mobile: phone, captcha_key, captcha } = parsed.data;
    const wait = resendWait(db, phone);
    if (wait > 0) return invalid(c, { mobile: `发送过于频繁，请${wait}秒后再试` });
    if (!checkCaptcha(db, captcha_key, captcha)) return invalid(c, { captcha: CAPTCHA_WRONG });
    issueCode(db, phone);
    return ok(c, { expires_in: 600, resend_after: 60 });
  });

  api.post('/organization/quick-login', async (c) => {
    const parsed = await parseBody(c, mobileCodeBody);
    if (!parsed.ok) return parsed.response;
    const account = byMobile.get(parsed.data.mobile) as { id: number } | undefined;
    if (!account) return invalid(c, { mobile: '该手机号未注册' });
    if (!checkCode(db, parsed.data.mobile, parsed.data.code, true)) return invalid(c, { code: CODE_WRONG });
    return ok(c, createSession(db, account.id));
  });

  // Forgotten password: POST checks the code (step 1), PATCH sets the new password (step 2).
  api.post('/organization/forget-password', async (c) => {
    const parsed = await parseBody(c, mobileCodeBody);
    if (!parsed.ok) return parsed.response;
    const account = byMobile.get(parsed.data.mobile) as { user_name: string } | undefined;
    if (!account) return invalid(c, { mobile: '该手机号未注册' });
    if (!checkCode(db, parsed.data.mobile, parsed.data.code, false)) return invalid(c, { code: CODE_WRONG });
    return ok(c, { user_name: account.user_name, mobile: parsed.data.mobile });
  });

  api.patch('/organization/forget-password', async (c) => {
    const parsed = await parseBody(c, resetBody);
    if (!parsed.ok) return parsed.response;
    const account = byMobile.get(parsed.data.mobile) as { id: number } | undefined;
    if (!account) return invalid(c, { mobile: '该手机号未注册' });
    if (!checkCode(db, parsed.data.mobile, parsed.data.code, true)) return invalid(c, { code: CODE_WRONG });
    const hash = await hashPassword(parsed.data.password);
    db.transaction(() => {
      db.prepare('UPDATE accounts SET password_hash = ? WHERE id = ?').run(hash, account.id);
      db.prepare('DELETE FROM sessions WHERE account_id = ?').run(account.id);
    })();
    return ok(c, null);
  });

  api.post('/organization/register-school', async (c) => {
    const parsed = await parseBody(c, registerBody);
    if (!parsed.ok) return parsed.response;
    const body = parsed.data;
    // hashed first (off the event loop), so the checks and the insert run without a wait between them
    const hash = await hashPassword(body.password);
    if (byUserName.get(body.user_name)) return invalid(c, { user_name: '用户名已存在' });
    if (byMobile.get(body.mobile)) return invalid(c, { mobile: '该手机号已注册' });
    if (!checkCode(db, body.mobile, body.code, true)) return invalid(c, { code: CODE_WRONG });
    const accountId = db.transaction(() => {
      const school = db
        .prepare('INSERT INTO schools (name, short_name, category_id, area_id, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(body.school_name, body.school_name.slice(0, 10), body.category_id, body.area_id, nowIso());
      const account = db
        .prepare(
          `INSERT INTO accounts (user_name, password_hash, nick_name, mobile, is_shcool, is_school, user_type, school_id, popup_type)
           VALUES (?, ?, ?, ?, 0, 0, 2, ?, 1)`,
        )
        .run(body.user_name, hash, body.school_name, body.mobile, school.lastInsertRowid);
      return Number(account.lastInsertRowid);
    })();
    return ok(c, createSession(db, accountId));
  });
}
