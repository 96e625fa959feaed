import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { within } from 'storybook/test';
import { RoleEditor } from '../app/features/roles/role-editor.tsx';
import '../app/features/roles/roles.css';
import type { Role } from '../engine/index.ts';
import { SCHOOL_MENU } from './fixtures/fake-shell-fetch.ts';
import { ShellPiece } from './fixtures/shell-harness.tsx';

// 角色管理's editor (spec section 6): 新增角色 and 编辑角色, name, description and the permission
// tree of the account's menu; the save goes to the shell stories' in-memory server.

const ROLES: Record<string, Role | null> = {
  new: null,
  admissions: { id: 2, name: '招生专员', desc: '负责专业与课程的发布', permission_ids: [330, 331, 332, 333] },
};

function RoleEditorDemo({ role, hint }: { role: keyof typeof ROLES; hint: string }) {
  const [editing, setEditing] = useState<Role | null | undefined>(ROLES[role]);
  return (
    <ShellPiece path="/comProfile/comProfile.roles">
      <div style={{ padding: 16 }}>
        <Alert type="info" showIcon message={hint} style={{ marginBottom: 12 }} />
        <Space>
          <Button onClick={() => setEditing(ROLES[role])} disabled={editing !== undefined}>
            打开对话框
          </Button>
          {editing === undefined && <Typography.Text type="secondary">已关闭</Typography.Text>}
        </Space>
        <RoleEditor role={editing} menu={SCHOOL_MENU} onClose={() => setEditing(undefined)} />
      </div>
    </ShellPiece>
  );
}

const meta = {
  title: 'App/Roles/RoleEditor',
  component: RoleEditorDemo,
  argTypes: {
    role: { name: '角色', description: '新增（null）或编辑已有角色', control: 'select', options: Object.keys(ROLES) },
    hint: { name: '提示', control: 'text' },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof RoleEditorDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const shows = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await within(canvasElement.ownerDocument.body).findByLabelText('角色名称', { exact: true }, { timeout: 5000 });
};

export const NewRole: Story = { args: { role: 'new', hint: '不填直接保存：提示“请输入角色名称”“请选择权限”；名称“超级管理员”已存在。' }, play: shows };
export const EditRole: Story = { args: { role: 'admissions', hint: '编辑已有角色：教学管理下的四个页面已勾选。' }, play: shows };
