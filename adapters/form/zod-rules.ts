import type { FormRule } from 'antd';
import type { z } from '../../engine/index.ts';

// The bespoke antd forms (the login doors, the profile dialogs, the mobile-code fields, the role
// editor, the money forms) take their rules from the zod contracts in engine/contracts, the bodies
// the reference server validates with: one rule, one message, in the browser and on the server.
// A rule across fields that no single field's schema can say (两次输入的密码不一致) is sameAs or
// differsFrom below.

type Schema = z.ZodType;

/** The first message `schema` gives for `value`, or undefined when it takes it: fieldProblem(mobileText, '123') -> '请输入正确的手机号码'. */
export function fieldProblem(schema: Schema, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? '输入有误');
}

export interface ZodRuleOptions {
  /** What the schema reads from the field's value (a cascader's path -> its last id). */
  read?: (value: unknown) => unknown;
  /** Whether the field shows as required; by default, when the schema refuses nothing (undefined). */
  required?: boolean;
}

/**
 * The antd rules of a field from its zod schema: one validator that runs `schema.safeParse`, so
 * the messages (required, length, pattern, refinements) are the contract's own, and `required`
 * (the field's mark) when the schema refuses an empty value.
 *   <Form.Item name="nick_name" rules={zodRules(contracts.profileUpdateInput.shape.nick_name.unwrap())}>
 */
export function zodRules(schema: Schema, { read = (value) => value, required }: ZodRuleOptions = {}): FormRule[] {
  return [
    {
      required: required ?? fieldProblem(schema, undefined) !== undefined,
      validator: async (_rule, value: unknown) => {
        const problem = fieldProblem(schema, read(value));
        if (problem !== undefined) throw new Error(problem);
      },
    },
  ];
}

/** The field must equal `other` (a password typed twice); an empty value is left to its required rule. */
export function sameAs(other: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(other)) throw new Error(message);
    },
  });
}

/** The field must differ from `other` (a new password and the old one). */
export function differsFrom(other: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value === getFieldValue(other)) throw new Error(message);
    },
  });
}
