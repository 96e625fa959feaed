import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { safeRedirect } from '../../routing/safe-redirect.ts';
import { tokenAtom } from '../../state/session.ts';
import { PageSpinner } from '../../shell/root-shell.tsx';

/**
 * /auth-redirect (public): where a single sign-on hands back a token, `?token=…&redirect=…`.
 * With a token it logs in and goes on (only to a path of this site); without one, to /login.
 */
export default function AuthRedirect() {
  const navigate = useNavigate();
  const setToken = useSetAtom(tokenAtom);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const token = params.get('token');
    if (token) {
      setToken(token);
      void navigate({ href: safeRedirect(params.get('redirect')) ?? '/', replace: true });
    } else {
      void navigate({ to: '/login', replace: true });
    }
  }, [navigate, setToken]);
  return <PageSpinner />;
}
