import type { KyInstance } from 'ky';
import { contracts, type LoginPayload } from '../../engine/index.ts';
import { readParsed } from '../http/index.ts';

/**
 * The calls of /login's password door, apart: its first paint carries these and no other
 * screen's contracts (app/start-login.tsx). createLoginApi(client).login({ user_name, password })
 */
export function createLoginApi(client: KyInstance) {
  return {
    /** Its 422s (wrong password, captcha) are shown in the login form, not as toasts. */
    login: (payload: LoginPayload) => readParsed(client.post('organization/login', { json: payload, context: { handles: ['validation'] } }), contracts.sessionToken),
    needCaptcha: (userName: string) => readParsed(client.get('organization/login/need-captcha', { searchParams: { user_name: userName } }), contracts.needCaptcha),
    captcha: () => readParsed(client.get('common/captcha'), contracts.captcha),
  };
}

export type LoginApi = ReturnType<typeof createLoginApi>;
