import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card, Skeleton, Tag, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { queryKeys } from '../../../adapters/api/index.ts';
import { menuIcon, QueryState } from '../../../adapters/ui/index.ts';
import type { Tool } from '../../../engine/index.ts';
import { resolvePath, type AppRoute, type RouteTable } from '../../lib/menu-routes.ts';
import { routeTableAtom } from '../../state/session.ts';
import { useSelfService } from '../self-service/index.ts';
import './tools.css';

export type ToolTarget = { kind: 'page'; href: string } | { kind: 'link'; href: string } | { kind: 'none'; reason: string };

/**
 * Where a tool leads: a page of the account's routes, an external http(s) link, or nowhere.
 * toolTarget({ url: 'https://cli.im/' }, table) -> { kind: 'link', href: 'https://cli.im/' }
 */
export function toolTarget(tool: Pick<Tool, 'path' | 'url'>, table: RouteTable | null): ToolTarget {
  if (tool.path) {
    const path = tool.path.split(/[?#]/)[0] ?? tool.path;
    return table && (resolvePath(table, path).route || resolvePath(table, path).redirect)
      ? { kind: 'page', href: tool.path }
      : { kind: 'none', reason: '当前账号没有此页面' };
  }
  if (tool.url && /^https?:\/\//i.test(tool.url)) return { kind: 'link', href: tool.url };
  return { kind: 'none', reason: '链接无效' };
}

function ToolCard({ tool, target }: { tool: Tool; target: ToolTarget }) {
  const card = (
    <Card hoverable={target.kind !== 'none'} size="small" className={`tool-card${target.kind === 'none' ? ' is-disabled' : ''}`}>
      <span className="tool-icon" aria-hidden>
        {menuIcon(tool.icon)}
      </span>
      <span className="tool-text">
        <span className="tool-name">
          {tool.name}
          {target.kind === 'link' && <ExportOutlined className="tool-external" aria-label="（在新窗口打开）" />}
        </span>
        <Typography.Text type="secondary" className="tool-desc">
          {tool.desc}
        </Typography.Text>
        {target.kind === 'none' && <Tag className="tool-reason">{target.reason}</Tag>}
      </span>
    </Card>
  );
  if (target.kind === 'page') {
    return (
      <Link to={target.href} className="tool-link">
        {card}
      </Link>
    );
  }
  if (target.kind === 'link') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className="tool-link">
        {card}
      </a>
    );
  }
  return <div aria-disabled="true">{card}</div>;
}

/** 工具箱 (spec section 2, /toolsList): the tools the server lists, each opening its page or link. */
export default function ToolsScreen({ route }: { route: AppRoute }) {
  const { api } = useSelfService();
  const table = useAtomValue(routeTableAtom);
  const tools = useQuery({ queryKey: queryKeys.tools, queryFn: api.tools });

  const body = (
    <QueryState query={tools} failure="工具加载失败" pending={<Skeleton active paragraph={{ rows: 4 }} />} empty="暂无可用的工具">
      {(list) => (
        <ul className="tool-grid" aria-label="工具列表">
          {list.map((tool) => (
            <li key={tool.id}>
              <ToolCard tool={tool} target={toolTarget(tool, table)} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
  return (
    <section aria-labelledby="tools-title">
      <Typography.Title level={1} id="tools-title" className="tools-title">
        {route.title}
      </Typography.Title>
      {body}
    </section>
  );
}
