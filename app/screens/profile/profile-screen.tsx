import type { AppRoute } from '../../routing/menu-routes.ts';
import { Unavailable } from '../status-pages.tsx';

export default function Screen({ route }: { route: AppRoute }) {
  return <Unavailable title={route.title} />;
}
