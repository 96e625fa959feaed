import { useLocation, useNavigate } from '@tanstack/react-router';
import { StatusScreen } from './status-screen.tsx';
import { ROUTE_PATHS } from '../../engine/index.ts';

export function GoHomeStatus({ kind }: { kind: '404' | '401' }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <main>
      <StatusScreen kind={kind} path={kind === '404' ? pathname : undefined} onHome={() => void navigate({ to: '/' })} />
    </main>
  );
}

/** A screen whose issue has not landed yet: says so, never crashes. */
export function Unavailable({ title }: { title: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const home = pathname === ROUTE_PATHS.home ? undefined : () => void navigate({ to: '/' });
  return <StatusScreen kind="unavailable" detail={title} path={pathname} onHome={home} />;
}
