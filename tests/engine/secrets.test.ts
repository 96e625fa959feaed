import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { secretKeys, withoutSecrets } from '../../engine/index.ts';
import { formConfig } from '../../engine/config/form-config.ts';
import { isPasswordField, SECRET_FIELD_NAMES } from '../../engine/form/secrets.ts';

// What a draft never keeps (issue 26, item 3): one rule for every draft writer.

describe('secrets', () => {
  const page = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../schemas/pages/admin-user.json'), 'utf8')) as { form: unknown };
  const admin = formConfig.parse(page.form);

  it('a password input of a form-config is a secret field, by its format; its key joins the names', () => {
    const password = admin.fields.find((field) => field.field === 'password');
    expect(password && isPasswordField(password)).toBe(true);
    expect(admin.fields.filter(isPasswordField).map((field) => field.field)).toEqual(['password']);
    const own = formConfig.parse({
      component: { name: 'x' },
      fields: [{ name: '支付密码', field: 'pay|pin', rules: { format: 'password' }, component: { type: 'text' } }],
    });
    expect(secretKeys(own)).toEqual([...SECRET_FIELD_NAMES, 'pin']);
    expect(secretKeys()).toEqual([...SECRET_FIELD_NAMES]);
  });

  it('withoutSecrets leaves the rest as it was, and says whether anything typed went', () => {
    const values = { user_name: 'a', code: '', nested: [{ captcha: 'x1', keep: [1, null] }], qrcode: 'uploads/q.png' };
    expect(withoutSecrets(values)).toEqual({ values: { user_name: 'a', nested: [{ keep: [1, null] }], qrcode: 'uploads/q.png' }, leftOut: true });
    expect(withoutSecrets({ code: '' })).toEqual({ values: {}, leftOut: false });
    expect(withoutSecrets(['a', 1])).toEqual({ values: ['a', 1], leftOut: false });
    expect(values.nested[0]?.captcha).toBe('x1');
  });
});
