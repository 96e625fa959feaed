import type { KyInstance } from 'ky';
import { contracts, type MobileCodePayload, type RegisterPayload, type ResetPasswordPayload } from '../../engine/index.ts';
import { readBody, readParsed } from '../http/index.ts';

// The login screen's other doors (spec section 7; shapes in server/README.md, Session): quick
// login by mobile code, the forgotten password, registering a school, and the option lists the
// registration reads. Their 422s are shown in the forms, on the field the server names.

export type { OptionNode, RegisterPayload, SessionToken } from '../../engine/index.ts';

const inForm = { handles: ['validation'] };

export function createDoorsApi(client: KyInstance) {
  return {
    /** POST quick-login: 422 该手机号未注册 (mobile) / 短信验证码错误或已过期 (code). */
    quickLogin: (body: MobileCodePayload) => readParsed(client.post('organization/quick-login', { json: body, context: inForm }), contracts.sessionToken),
    /** POST forget-password: checks the code (not used up), answers whose account it is. */
    checkForgetCode: (body: MobileCodePayload) =>
      readParsed(client.post('organization/forget-password', { json: body, context: inForm }), contracts.forgetCodeOwner),
    /** PATCH forget-password: the new password; ends the account's sessions. */
    resetPassword: (body: ResetPasswordPayload) =>
      readBody(client.patch('organization/forget-password', { json: body, context: inForm })),
    /** POST register-school: a new organisation, logged in (popup_type 1). */
    registerSchool: (body: RegisterPayload) => readParsed(client.post('organization/register-school', { json: body, context: inForm }), contracts.sessionToken),
    /** GET common/categories?type=4: the organisation categories (985 among them). */
    categories: (type = 4) => readParsed(client.get('common/categories', { searchParams: { type } }), contracts.optionTree),
    /** GET common/areas: province → city → district. */
    areas: () => readParsed(client.get('common/areas'), contracts.optionTree),
  };
}

export type DoorsApi = ReturnType<typeof createDoorsApi>;
