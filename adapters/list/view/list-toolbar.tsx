import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { CompiledToolbarButton } from '../../../engine/index.ts';
import { PHONE_BELOW, useNarrowerThan } from '../../ui/index.ts';
import { toolbarKey, useBusy, useListContext, type ListActions } from '../controller/index.ts';
import { MoreMenu } from './more-menu.tsx';

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

/** On a phone the toolbar keeps 新增 and the first other button and folds the rest into 更多 (issue 57 item 2). */
const PHONE_BUTTONS = 2;

export function ListToolbar() {
  const { list, actions, selection } = useListContext();
  const phone = useNarrowerThan(PHONE_BELOW);
  const buttons = list.toolbar;
  const selectedCount = selection.keys.length;
  if (buttons.length === 0) return null;
  const batch = buttons.some((button) => button.batch);
  // folded only when 更多 saves a row: one button would take its place
  // 新增 stands first wherever it is configured: it is what a phone's user came to the page for
  const ordered = phone ? [...buttons.filter((button) => button.kind === 'add'), ...buttons.filter((button) => button.kind !== 'add')] : buttons;
  const standing = phone && ordered.length > PHONE_BUTTONS + 1 ? ordered.slice(0, PHONE_BUTTONS) : ordered;
  const folded = ordered.slice(standing.length);
  return (
    <div className="config-list-toolbar" role="toolbar" aria-label="操作">
      {standing.map((button) => (
        <ToolbarButton key={button.kind} button={button} actions={actions} />
      ))}
      {folded.length > 0 && (
        <MoreMenu
          look="button"
          actions={actions}
          entries={folded.map((button) => ({ key: toolbarKey(button), label: button.label, icon: ICONS[button.kind], danger: button.kind === 'batch_delete', run: () => actions.toolbar(button) }))}
        />
      )}
      {batch && selectedCount > 0 && <Typography.Text type="secondary">已选 {selectedCount} 项</Typography.Text>}
    </div>
  );
}
