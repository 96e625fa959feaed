import { useState } from 'react';
import { theme } from 'antd';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PermissionTree, type PermissionTreeProps } from '../app/features/roles/permission-tree.tsx';
import type { MenuItem } from '../engine/index.ts';
import schoolMenu from '../schemas/menus/school.json';
import branchMenu from '../schemas/menus/branch.json';

// The role editor's permission tree (spec section 6), built from the menu trees the reference
// server sends: keys are admin_permission_id, names the menu items'. Checking a box saves the
// item and everything above it.

const SCHOOL = schoolMenu as unknown as MenuItem[];
const BRANCH = branchMenu as unknown as MenuItem[];

function Controlled(props: PermissionTreeProps) {
  const [ids, setIds] = useState(props.value ?? []);
  const { token } = theme.useToken();
  return (
    <div style={{ maxWidth: 520 }}>
      <PermissionTree
        {...props}
        value={ids}
        onChange={(next) => {
          setIds(next);
          props.onChange?.(next);
        }}
      />
      <p style={{ marginTop: 12, fontSize: 12, color: token.colorTextDescription }}>permission_ids：{ids.length > 0 ? ids.join(', ') : '（无）'}</p>
    </div>
  );
}

const meta = {
  title: 'App/Roles/PermissionTree',
  component: PermissionTree,
  render: (args) => <Controlled {...args} />,
  args: { menu: SCHOOL, value: [], onChange: fn() },
} satisfies Meta<typeof PermissionTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SchoolEmpty: Story = {};
/** 教学管理 in part (two of its four pages), 财务管理 whole. */
export const SchoolSomeChecked: Story = { args: { value: [330, 331, 332, 365, 366, 367] } };
export const BranchMenu: Story = { args: { menu: BRANCH, value: [400, 450, 451, 452] } };
export const Disabled: Story = { args: { value: [300, 399], disabled: true } };
