import { contracts } from '../../../engine/index.ts';
import { fieldProblem } from '../../../adapters/form/index.ts';

// The password door's own checks, a chunk of their own: they read the login body's contract
// (zod), which /login's first paint does not carry (app/start-login.tsx); the door asks for them
// as soon as it is drawn (password-door.tsx).

export interface Values {
  user_name: string;
  password: string;
  captcha: string;
}
export type Errors = Partial<Record<keyof Values, string>>;

/** The door's own checks (the login body's, and the captcha's when asked for): what is missing, in the order of the fields. */
export function check(values: Values, withCaptcha: boolean): Errors {
  const errors: Errors = {};
  const userName = fieldProblem(contracts.loginInput.shape.user_name, values.user_name);
  const password = fieldProblem(contracts.loginInput.shape.password, values.password);
  const captcha = withCaptcha ? fieldProblem(contracts.sendCodeInput.shape.captcha, values.captcha) : undefined;
  if (userName) errors.user_name = userName;
  if (password) errors.password = password;
  if (captcha) errors.captcha = captcha;
  return errors;
}
