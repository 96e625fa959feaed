import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { CompiledToolbarButton } from '../../../engine/index.ts';
import { toolbarKey, useBusy, useListContext, type ListActions } from './controller/index.ts';

// The toolbar of a list page, as the config lists it (spec section 2): template download and
// import of majors, add, batch pin and unpin, batch enable and disable, batch delete, export.

const ICONS: Partial<Record<CompiledToolbarButton['kind'], ReactNode>> = {
  template: <DownloadOutlined />,
  import: <UploadOutlined />,
  add: <PlusOutlined />,
  batch_top: <VerticalAlignTopOutlined />,
  batch_delete: <DeleteOutlined />,
  export: <DownloadOutlined />,
};

function ToolbarButton({ button, actions }: { button: CompiledToolbarButton; actions: ListActions }) {
  const busy = useBusy(actions, toolbarKey(button));
  return (
    <Button
      type={button.kind === 'add' ? 'primary' : 'default'}
      danger={button.kind === 'batch_delete'}
      icon={ICONS[button.kind]}
      loading={busy}
      disabled={busy}
      onClick={() => actions.toolbar(button)}
    >
      {button.label}
    </Button>
  );
}

export function ListToolbar() {
  const { list, actions, selection } = useListContext();
  const buttons = list.toolbar;
  const selectedCount = selection.keys.length;
  if (buttons.length === 0) return null;
  const batch = buttons.some((button) => button.batch);
  return (
    <div className="config-list-toolbar" role="toolbar" aria-label="操作">
      {buttons.map((button) => (
        <ToolbarButton key={button.kind} button={button} actions={actions} />
      ))}
      {batch && selectedCount > 0 && <Typography.Text type="secondary">已选 {selectedCount} 项</Typography.Text>}
    </div>
  );
}
