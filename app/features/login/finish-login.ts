import { useSetAtom } from 'jotai';
import { safeRedirect } from '../../routing/safe-redirect.ts';
import { tokenAtom } from '../../state/session.ts';
import { useLoginPlace } from './login-place.tsx';

/** Stores the token and goes where the login was asked for (?redirect, else /). */
export function useFinishLogin() {
  const place = useLoginPlace();
  const setToken = useSetAtom(tokenAtom);
  return async (token: string | undefined, to?: string) => {
    if (!token) throw new Error('登录失败：服务器没有返回登录凭证');
    setToken(token);
    await place.leave(to ?? safeRedirect(place.search.redirect) ?? '/');
  };
}
