import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { LoginSearch } from './login-search.ts';

// Where /login is drawn: inside the router (login-route.tsx, every visit made in the app) or on its
// own, as the first paint of a page opened at /login (app/start-login.tsx: no router, which the
// password door does not need before it is used). The screen reads its search, draws its door
// links and leaves after a login through this place, the same way in both.

export interface DoorLinkProps {
  /** The door's search (mode, and the redirect and fields kept). */
  search: LoginSearch;
  /** Replaces the history entry (the tabs) rather than adding one (the links). */
  replace?: boolean;
  className?: string;
  role?: 'tab';
  'aria-selected'?: boolean;
  children: ReactNode;
}

export interface LoginPlace {
  /** /login's search, parsed (login-search.ts). */
  search: LoginSearch;
  /** A link to a door of /login. */
  DoorLink: ComponentType<DoorLinkProps>;
  /** Leaves /login for `href` (a path of the app), replacing its history entry: after a login. */
  leave(href: string): Promise<void>;
}

export const LoginPlaceContext = createContext<LoginPlace | null>(null);

/** The place /login is drawn in (login-route.tsx or app/start-login.tsx). */
export function useLoginPlace(): LoginPlace {
  const place = useContext(LoginPlaceContext);
  if (!place) throw new Error('useLoginPlace: /login is drawn without a LoginPlaceContext (login-route.tsx, app/start-login.tsx)');
  return place;
}
