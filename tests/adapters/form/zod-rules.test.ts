import type { FormInstance, FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { differsFrom, fieldProblem, sameAs, zodRules } from '../../../adapters/form/zod-rules.ts';
import { ACCOUNT_MESSAGES as M } from '../../../engine/account/rules.ts';
import { contracts, roleInput } from '../../../engine/index.ts';
import { ROLE_MESSAGES } from '../../../engine/contracts/self-service.ts';

// The bespoke forms' antd rules come from the zod contracts (issue 27 item 5): the messages are
// the contract's own, in the order it checks them, and the required mark follows the schema.

const form = (values: Record<string, unknown>) => ({ getFieldValue: (name: string) => values[name] }) as unknown as FormInstance;

/** What antd would show for `value`: the first rule's rejection, or undefined. */
async function problem(rules: FormRule[], value: unknown, values: Record<string, unknown> = {}): Promise<string | undefined> {
  for (const rule of rules) {
    const object = (typeof rule === 'function' ? rule(form(values)) : rule) as RuleObject;
    try {
      await object.validator?.(object, value, () => undefined);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return undefined;
}

const required = (rules: FormRule[]) => rules.some((rule) => typeof rule === 'object' && rule.required === true);

describe('zodRules', () => {
  it('says what the contract says, required first', async () => {
    const rules = zodRules(contracts.registerInput.shape.user_name);
    expect(required(rules)).toBe(true);
    expect(await problem(rules, undefined)).toBe(M.userNameRequired);
    expect(await problem(rules, '   ')).toBe(M.userNameRequired);
    expect(await problem(rules, 'a b')).toBe(M.userName);
    expect(await problem(rules, 'new-school_1')).toBeUndefined();
  });

  it('checks lengths and patterns as the server does', async () => {
    const password = zodRules(contracts.registerInput.shape.password);
    expect(await problem(password, '')).toBe(M.passwordRequired);
    expect(await problem(password, '12345')).toBe(M.passwordMin);
    expect(await problem(password, 'x'.repeat(33))).toBe(M.passwordMax);
    expect(await problem(zodRules(contracts.resetPasswordInput.shape.password), undefined)).toBe(M.newPasswordRequired);
    expect(await problem(zodRules(contracts.sendCodeInput.shape.mobile), '12345678901')).toBe(M.mobile);
    expect(await problem(zodRules(contracts.payOrderTransfer.money), '5,000')).toBe(contracts.PAY_ORDER_MESSAGES.moneyFormat);
  });

  it('an optional field is not required and checks only what is there', async () => {
    const desc = zodRules(roleInput.shape.desc);
    expect(required(desc)).toBe(false);
    expect(await problem(desc, undefined)).toBeUndefined();
    expect(await problem(desc, 'x'.repeat(101))).toBe(ROLE_MESSAGES.descMax);
  });

  it('reads the value as the body does (a cascader path -> its last id), and required can be set', async () => {
    const area = zodRules(contracts.registerInput.shape.area_id, { read: (value) => (Array.isArray(value) ? value.at(-1) : value) });
    expect(await problem(area, [])).toBe(M.areaRequired);
    expect(await problem(area, [11, 1101, 110101])).toBeUndefined();
    expect(required(zodRules(contracts.rechargeInput.shape.amount, { required: false }))).toBe(false);
    expect(await problem(zodRules(contracts.rechargeInput.shape.amount), '0')).toBe(contracts.RECHARGE_MESSAGES.amountPositive);
  });

  it('lists and refinements keep their messages', async () => {
    const permissions = zodRules(roleInput.shape.permission_ids);
    expect(required(permissions)).toBe(true);
    expect(await problem(permissions, [])).toBe(ROLE_MESSAGES.permissionsRequired);
    expect(await problem(permissions, [331])).toBeUndefined();
  });
});

describe('rules across fields', () => {
  it('sameAs: a password typed twice', async () => {
    const rules = [sameAs('password', M.passwordMismatch)];
    expect(await problem(rules, 'abc123', { password: 'abc124' })).toBe(M.passwordMismatch);
    expect(await problem(rules, 'abc123', { password: 'abc123' })).toBeUndefined();
    expect(await problem(rules, '', { password: 'abc123' })).toBeUndefined();
  });

  it('differsFrom: the new password is not the old one', async () => {
    const rules = [differsFrom('old_password', M.samePassword)];
    expect(await problem(rules, 'abc123', { old_password: 'abc123' })).toBe(M.samePassword);
    expect(await problem(rules, 'abc124', { old_password: 'abc123' })).toBeUndefined();
  });
});

describe('fieldProblem', () => {
  it('is the first message, or undefined', () => {
    expect(fieldProblem(contracts.loginInput.shape.user_name, ' ')).toBe(M.userNameRequired);
    expect(fieldProblem(contracts.loginInput.shape.user_name, 'demo')).toBeUndefined();
  });
});
