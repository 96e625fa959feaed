import { useMemo } from 'react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import LoginScreen from './login-screen.tsx';
import { LoginPlaceContext, type DoorLinkProps, type LoginPlace } from './login-place.tsx';
import type { LoginSearch } from './login-search.ts';

function RouterDoorLink({ search, replace, children, ...rest }: DoorLinkProps) {
  return (
    <Link to="/login" search={search} replace={replace ?? false} {...rest}>
      {children}
    </Link>
  );
}

/** /login inside the router (app/router.tsx): its search, links and navigation are the router's. */
export default function LoginRoute() {
  const search: LoginSearch = useSearch({ from: '/login' });
  const navigate = useNavigate();
  const place = useMemo<LoginPlace>(() => ({ search, DoorLink: RouterDoorLink, leave: (href) => navigate({ href, replace: true }) }), [search, navigate]);
  return (
    <LoginPlaceContext.Provider value={place}>
      <LoginScreen />
    </LoginPlaceContext.Provider>
  );
}
