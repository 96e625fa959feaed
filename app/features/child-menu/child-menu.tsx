import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card, Spin } from 'antd';
import { menuIcon, QueryState } from '../../../adapters/ui/index.ts';
import { queryKeys } from '../../../adapters/api/index.ts';
import { errorMessage } from '../../../adapters/http/index.ts';
import type { MenuItem } from '../../../engine/index.ts';
import type { AppRoute } from '../../lib/menu-routes.ts';
import { useApi } from '../../services/use-services.ts';
import './child-menu.css';

/** Where a child entry leads: a `link` item's redirect_route, else its page under this section. */
function targetOf(item: MenuItem, route: AppRoute): string | undefined {
  if (item.redirect_route) return item.redirect_route;
  const section = route.path.split('/')[1];
  return item.route_key && section ? `/${section}/${item.route_key}` : undefined;
}

/** A child-menu page (component childMenu): a card per child from child-menus/{id}. */
export default function ChildMenuScreen({ route }: { route: AppRoute }) {
  const { account: api } = useApi();
  // Cached per menu item; a page left before the answer cancels the request.
  const children = useQuery({
    queryKey: queryKeys.childMenus(route.menuId),
    queryFn: ({ signal }) => api.childMenus(route.menuId, signal),
    select: (list) => list.filter((item) => !item.is_action),
  });

  return (
    <QueryState
      query={children}
      failure={(error) => errorMessage(error, '加载菜单失败，请稍后再试')}
      pending={<Spin className="child-menu-loading" />}
      empty="暂无子菜单"
    >
      {(items) => <ChildMenuCards route={route} items={items} />}
    </QueryState>
  );
}

function ChildMenuCards({ route, items }: { route: AppRoute; items: MenuItem[] }) {
  return (
    <section aria-label={route.title}>
      <h1 className="child-menu-title">{route.title}</h1>
      <div className="child-menu-grid">
        {items.map((item) => {
          const target = targetOf(item, route);
          const card = (
            <Card hoverable={!!target} size="small">
              <span className="child-menu-icon">{menuIcon(item.icon)}</span>
              <span>{item.name}</span>
            </Card>
          );
          return target ? (
            <Link key={String(item.id)} to={target} className="child-menu-link">
              {card}
            </Link>
          ) : (
            <div key={String(item.id)}>{card}</div>
          );
        })}
      </div>
    </section>
  );
}
