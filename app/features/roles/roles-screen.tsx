import { useMemo, useState } from 'react';
import { Button, Popconfirm, Space, Table, Tag, theme, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { queryKeys } from '../../../adapters/api/index.ts';
import { parseMenus } from '../../routing/guard.ts';
import { errorMessage } from '../../../adapters/http/index.ts';
import { QueryState, useFeedback } from '../../../adapters/ui/index.ts';
import type { Role } from '../../../engine/index.ts';
import type { AppRoute } from '../../lib/menu-routes.ts';
import { userAtom } from '../../state/session.ts';
import { useSelfService } from '../self-service/index.ts';
import { allKeys, permissionTree } from './permissions.ts';
import { RoleEditor } from './role-editor.tsx';
import './roles.css';

/** 角色管理 (spec section 6): the admins' roles, with the role editor and its permission tree. */
export default function RolesScreen({ route }: { route: AppRoute }) {
  const { api } = useSelfService();
  const message = useFeedback();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const user = useAtomValue(userAtom);
  const menu = useMemo(() => parseMenus(user?.menu_tree).items, [user]);
  const total = useMemo(() => allKeys(permissionTree(menu)).length, [menu]);
  const roles = useQuery({ queryKey: queryKeys.roles, queryFn: api.roles });
  // undefined: closed; null: a new role
  const [editing, setEditing] = useState<Role | null | undefined>(undefined);

  const remove = useMutation({
    mutationFn: (role: Role) => api.deleteRole(role.id),
    onSuccess: async (_, role) => {
      void message.success(`已删除角色「${role.name}」`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.roles });
    },
    onError: (error) => void message.error(errorMessage(error, '删除失败，请稍后重试')),
  });

  // While the first answer is awaited the table shows its own loading state; a failure the RetryAlert.
  const table = (rows: Role[] | undefined) => (
    <Table<Role>
      rowKey="id"
      loading={rows === undefined}
      dataSource={rows ?? []}
      pagination={false}
      locale={{ emptyText: '暂无角色，点击「新增角色」添加' }}
      columns={[
        { title: '角色名称', dataIndex: 'name', width: 180 },
        { title: '描述', dataIndex: 'desc', render: (desc: string) => desc || <Typography.Text type="secondary">—</Typography.Text> },
        {
          title: '权限',
          dataIndex: 'permission_ids',
          width: 160,
          render: (ids: number[]) =>
            ids.length >= total && total > 0 ? (
              // gold's own text (gold-6) is 2.8:1 on its background: the darker gold-9 passes AA
              <Tag color="gold" style={{ color: token.gold9 }}>
                全部菜单
              </Tag>
            ) : (
              <Tag color="blue">{`${ids.length} 项`}</Tag>
            ),
        },
        {
          title: '操作',
          key: 'actions',
          width: 150,
          render: (_, role) => (
            <Space size="small">
              <Button type="link" size="small" onClick={() => setEditing(role)}>
                编辑
              </Button>
              <Popconfirm
                title={`确定删除角色「${role.name}」吗？`}
                okText="删除"
                cancelText="取消"
                okButtonProps={{ danger: true }}
                onConfirm={() => remove.mutateAsync(role).catch(() => undefined)}
              >
                <Button type="link" size="small" danger disabled={remove.isPending && remove.variables?.id === role.id}>
                  删除
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );

  return (
    <section className="roles-screen" aria-labelledby="roles-title">
      <div className="roles-head">
        <Typography.Title level={1} id="roles-title" className="roles-title">
          {route.title}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          新增角色
        </Button>
      </div>
      <QueryState query={roles} failure="角色加载失败" pending={table(undefined)}>
        {table}
      </QueryState>
      <RoleEditor role={editing} menu={menu} onClose={() => setEditing(undefined)} />
    </section>
  );
}
