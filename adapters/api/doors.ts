import type { KyInstance } from 'ky';
import { readBody, readData } from '../http/client.ts';

// The login screen's other doors (spec section 7; shapes in server/README.md, Session): quick
// login by mobile code, the forgotten password, registering a school, and the option lists the
// registration reads. Their 422s are shown in the forms, on the field the server names.

export interface SessionToken {
  token: string;
  expires_at?: string;
}

export interface RegisterPayload {
  user_name: string;
  password: string;
  mobile: string;
  code: string;
  school_name: string;
  category_id?: number | undefined;
  area_id?: number | undefined;
}

export interface OptionNode {
  id: number;
  name: string;
  children?: OptionNode[];
}

const inForm = { handles: ['validation'] };

export function doorsApi(client: KyInstance) {
  return {
    /** POST quick-login: 422 该手机号未注册 (mobile) / 短信验证码错误或已过期 (code). */
    quickLogin: (body: { mobile: string; code: string }) => readData<SessionToken>(client.post('organization/quick-login', { json: body, context: inForm })),
    /** POST forget-password: checks the code (not used up), answers whose account it is. */
    checkForgetCode: (body: { mobile: string; code: string }) =>
      readData<{ user_name: string; mobile: string }>(client.post('organization/forget-password', { json: body, context: inForm })),
    /** PATCH forget-password: the new password; ends the account's sessions. */
    resetPassword: (body: { mobile: string; code: string; password: string; password_confirmation: string }) =>
      readBody(client.patch('organization/forget-password', { json: body, context: inForm })),
    /** POST register-school: a new organisation, logged in (popup_type 1). */
    registerSchool: (body: RegisterPayload) => readData<SessionToken>(client.post('organization/register-school', { json: body, context: inForm })),
    /** GET common/categories?type=4: the organisation categories (985 among them). */
    categories: (type = 4) => readData<OptionNode[]>(client.get('common/categories', { searchParams: { type } })),
    /** GET common/areas: province → city → district. */
    areas: () => readData<OptionNode[]>(client.get('common/areas')),
  };
}

export type DoorsApi = ReturnType<typeof doorsApi>;
