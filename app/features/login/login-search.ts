// /login's search params (kept in the URL so a reload stays on the same door):
//   ?mode=sms | forgot | register   the door (absent: the password login)
//   &category_id=985                the registration's category (chosen on /category)
//   &user_name=…                    filled in after a password reset
//   &redirect=/path                 where a login goes afterwards

export const LOGIN_MODES = ['sms', 'forgot', 'register'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

export interface LoginSearch {
  redirect?: string | undefined;
  mode?: LoginMode | undefined;
  category_id?: number | undefined;
  user_name?: string | undefined;
}

const isMode = (value: unknown): value is LoginMode => LOGIN_MODES.includes(value as LoginMode);

/** parseLoginSearch({mode: 'register', category_id: '985'}) -> {mode: 'register', category_id: 985} */
export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  const category = Number(search.category_id);
  return {
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
    mode: isMode(search.mode) ? search.mode : undefined,
    category_id: search.category_id !== undefined && search.category_id !== '' && Number.isInteger(category) && category > 0 ? category : undefined,
    user_name: typeof search.user_name === 'string' && search.user_name ? search.user_name : undefined,
  };
}
