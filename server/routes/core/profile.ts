import { ACCOUNT_MESSAGES } from '../../../engine/index.ts';
import type { Hono } from 'hono';
import { contracts, type z } from '../../../engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAccount, type Account } from '../../auth.ts';
import { invalid, ok } from '../../http.ts';
import { hashPassword, hashToken, verifyPassword } from '../../passwords.ts';
import { menuTreeFor } from '../pages/menus.ts';
import { checkCode, CODE_WRONG } from './session-store.ts';
import { parseBody, showTime, yuan } from './util.ts';
import { serviceState, touchService } from './zhuxuetong-store.ts';

// The user info (spec section 3) and its update.

interface SchoolRow {
  id: number;
  name: string;
  logo: string;
  name_auth: number;
}

/** Every user-info field of spec section 3, plus popup_type and zhuxuetong_status (server/README.md). */
export function userInfo(deps: AppDeps, account: Account) {
  const { db } = deps;
  const school = account.school_id
    ? (db.prepare('SELECT id, name, logo, name_auth FROM schools WHERE id = ?').get(account.school_id) as SchoolRow | undefined)
    : undefined;
  const menu = menuTreeFor(deps, account);
  const n = (key: string) => Number(account[key] ?? 0);
  return {
    id: account.id,
    top_id: n('top_id'),
    user_type: n('user_type'),
    nick_name: account.nick_name,
    user_name: account.user_name,
    mobile: account.mobile,
    avatar: account.avatar,
    created_at: showTime(String(account.created_at ?? '')),
    groups: [{ id: n('admin_group_id'), name: '管理员' }],
    menu_tree: menu,
    menu_tree2: menu,
    consume_amount: yuan(n('consume_fen')),
    balance: yuan(n('balance_fen')),
    uninvoiced_amount: yuan(n('uninvoiced_fen')),
    showAuthImage: n('show_auth_image'),
    is_shcool: account.is_shcool,
    is_school: n('is_school'),
    has_branch: n('has_branch'),
    school: school ?? { id: 0, name: '', logo: '', name_auth: 0 },
    popup_type: n('popup_type'),
    zhuxuetong_status: serviceState(db, account.id).status,
  } satisfies z.input<typeof contracts.userInfo>;
}

export function mountProfile(api: Hono, deps: AppDeps): void {
  const { db } = deps;
  const reload = (id: number) => db.prepare('SELECT * FROM accounts WHERE id = ?').get(id) as Account;

  api.get('/organization/profile', requireAccount(db), (c) => {
    const account = c.get('account');
    const info = userInfo(deps, account);
    touchService(db, account.id);
    return ok(c, info);
  });

  api.patch('/organization/profile', requireAccount(db), async (c) => {
    const account = c.get('account');
    const parsed = await parseBody(c, contracts.profileUpdateInput);
    if (!parsed.ok) return parsed.response;
    const body = parsed.data;
    const changes: Record<string, string> = {};
    if (body.nick_name !== undefined) changes.nick_name = body.nick_name;
    if (body.avatar !== undefined) changes.avatar = body.avatar;
    if (body.mobile !== undefined && body.mobile !== account.mobile) {
      if (!body.code) return invalid(c, { code: '请输入短信验证码' });
      const taken = db.prepare('SELECT 1 FROM accounts WHERE mobile = ? AND id <> ?').get(body.mobile, account.id);
      if (taken) return invalid(c, { mobile: '该手机号已被其他账号使用' });
      if (!checkCode(db, body.mobile, body.code, true)) return invalid(c, { code: CODE_WRONG });
      changes.mobile = body.mobile;
    }
    if (body.password !== undefined) {
      const stored = db.prepare('SELECT password_hash FROM accounts WHERE id = ?').pluck().get(account.id) as string;
      if (!body.old_password) return invalid(c, { old_password: ACCOUNT_MESSAGES.oldPasswordRequired });
      if (!(await verifyPassword(body.old_password, stored))) return invalid(c, { old_password: '原密码错误' });
      if (body.password_confirmation !== undefined && body.password_confirmation !== body.password) {
        return invalid(c, { password_confirmation: ACCOUNT_MESSAGES.passwordMismatch });
      }
      changes.password_hash = await hashPassword(body.password);
    }
    const keys = Object.keys(changes);
    if (keys.length) {
      db.prepare(`UPDATE accounts SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE id = @id`).run({ ...changes, id: account.id });
    }
    if (changes.password_hash) {
      db.prepare('DELETE FROM sessions WHERE account_id = ? AND token <> ?').run(account.id, hashToken(c.get('token')));
    }
    return ok(c, userInfo(deps, reload(account.id)));
  });
}
