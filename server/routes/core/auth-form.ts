import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from '../../../engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAccount, type Account } from '../../auth.ts';
import { fail, invalid, ok } from '../../http.ts';
import { missingFields } from './auth-required.ts';
import { applyToSchool, AUTH_STATUS_TEXT, formRow, giveUp, isAuthForm, savedValues, showForm, submitForm, SUBMITTABLE, type AuthForm } from './auth-store.ts';
import { optional, readBody, validate, zeroOne } from './util.ts';
import { changedSinceAsked, versionOf } from '../pages/records.ts';

// The authentication application (spec sections 2 and 4):
//   POST   school-auth-form {school_id?}   apply to (claim) a school (form school-apply); lifts a 423
//   DELETE school-auth-form                give the school-apply application up
//   GET    school-auth-form/show?form=…    saved values, status, audit_logs
//   POST|PATCH school-auth-form/update?form=…  all field values plus is_head: status 1

const MAX_BODY = 512 * 1024;
/** Keys of the show answer that are not form values. */
const NOT_VALUES = ['status', 'status_text', 'audit_logs', 'is_head', 'form'];

const applyBody = z.object({ school_id: optional });
const isHead = z.object({ is_head: zeroOne('is_head 只能是 0 或 1').optional() });

export function mountAuthForm(api: Hono, deps: AppDeps): void {
  const { db } = deps;
  const auth = requireAccount(db);

  const formOf = (c: Context): AuthForm | undefined => {
    const form = c.req.query('form') ?? 'school-auth';
    return isAuthForm(form) ? form : undefined;
  };
  const schoolName = (id: unknown) => db.prepare('SELECT name FROM schools WHERE id = ?').pluck().get(Number(id ?? 0)) as string | undefined;
  /** What an unsaved form starts with: the school applied to, or the account's school name. */
  const prefill = (account: Account, form: AuthForm): Record<string, unknown> => {
    if (form === 'school-apply') {
      const id = formRow(db, account.id, form)?.school_id;
      return id ? { group_school_id: id, group_school_name: schoolName(id) ?? '' } : {};
    }
    const name = schoolName(account.school_id);
    return name ? { name } : {};
  };
  const unknownForm = (c: Context) => fail(c, 422, '未知的认证表单，form 可为 school-auth、school-auth2 或 branch-auth');

  api.post('/organization/school-auth-form', auth, async (c) => {
    const body = await readBody(c);
    const parsed = validate(c, applyBody, body ?? {});
    if (!parsed.ok) return parsed.response;
    const account = c.get('account');
    let schoolId: number | null = null;
    if (parsed.data.school_id !== undefined) {
      schoolId = Number(parsed.data.school_id);
      if (!Number.isInteger(schoolId) || !db.prepare('SELECT 1 FROM schools WHERE id = ?').get(schoolId)) {
        return invalid(c, { school_id: '申请的学校不存在' });
      }
    }
    applyToSchool(db, account.id, schoolId);
    return ok(c, showForm(db, account.id, 'school-apply', prefill(account, 'school-apply')));
  });

  api.delete('/organization/school-auth-form', auth, (c) => {
    giveUp(db, c.get('account').id);
    return ok(c, null);
  });

  api.get('/organization/school-auth-form/show', auth, (c) => {
    const form = formOf(c);
    if (!form) return unknownForm(c);
    const account = c.get('account');
    // its version (issue 58 item 1): an update that carries another in If-Match answers 409
    const shown = showForm(db, account.id, form, prefill(account, form));
    c.header('ETag', versionOf(shown));
    return ok(c, shown);
  });

  const update = async (c: Context) => {
    const form = formOf(c);
    if (!form) return unknownForm(c);
    const account = c.get('account');
    const body = await readBody(c);
    if (body === undefined) return fail(c, 422, '请求数据格式有误');
    const head = validate(c, isHead, body);
    if (!head.ok) return head.response;
    const saved = formRow(db, account.id, form);
    const status = saved?.status ?? 0;
    if (!SUBMITTABLE.includes(status)) return fail(c, 422, `认证资料${AUTH_STATUS_TEXT[status]}，请等待审核结果后再提交`);
    // a colleague saved it since this copy was read (a 409 with what is saved now)
    const changed = changedSinceAsked(c, showForm(db, account.id, form, prefill(account, form)));
    if (changed) return changed;
    const values = Object.fromEntries(Object.entries(body).filter(([key]) => !NOT_VALUES.includes(key)));
    if (!Object.values(values).some((value) => value !== '' && value !== null && value !== undefined)) {
      return invalid(c, { body: '请填写认证资料' });
    }
    const missing = missingFields(deps.schemasDir, form, values, savedValues(saved?.values_json));
    if (Object.keys(missing).length) return invalid(c, missing);
    submitForm(db, account.id, form, values, head.data.is_head ?? 0);
    const applied = Number(values.group_school_id);
    if (form === 'school-apply' && schoolName(applied)) {
      db.prepare("UPDATE auth_forms SET school_id = ? WHERE account_id = ? AND form = 'school-apply'").run(applied, account.id);
    }
    const shown = showForm(db, account.id, form, {});
    c.header('ETag', versionOf(shown));
    return ok(c, shown);
  };
  const limit = bodyLimit({ maxSize: MAX_BODY, onError: (c) => fail(c, 422, '提交的资料过大') });
  api.post('/organization/school-auth-form/update', auth, limit, update);
  api.patch('/organization/school-auth-form/update', auth, limit, update);
}
