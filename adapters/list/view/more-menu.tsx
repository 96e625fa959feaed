import { DownOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ListActions } from '../controller/index.ts';

// 更多: the actions of a row or of the toolbar that do not stand as buttons (issue 57 item 2), in a
// menu opened by a click or Enter. A folded action's request shows busy on its item, as a button's
// does on the button (useBusy), and 更多 spins while one of them runs.

export interface FoldedAction {
  /** Its busy key (controller: rowKey, toolbarKey). */
  key: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  run(): void;
}

/** Which of `entries` are in flight, as a string of 0 and 1 (one snapshot for the whole menu). */
function useBusyFlags(actions: ListActions, entries: readonly FoldedAction[]): string {
  return useSyncExternalStore(actions.subscribe, () => entries.map((entry) => (actions.busy(entry.key) ? '1' : '0')).join(''));
}

export interface MoreMenuProps {
  actions: ListActions;
  entries: readonly FoldedAction[];
  /** `link`: a row's plain link-like button (config-list.css); `button`: an antd Button, as the toolbar's. */
  look: 'link' | 'button';
  /** The button's accessible name when the visible 更多 is not enough (a row's: whose actions). */
  label?: string;
}

export function MoreMenu({ actions, entries, look, label }: MoreMenuProps) {
  const [open, setOpen] = useState(false);
  const flags = useBusyFlags(actions, entries);
  const busy = flags.includes('1');
  const items: MenuProps['items'] = entries.map((entry, index) => {
    const running = flags[index] === '1';
    return { key: String(index), label: entry.label, danger: entry.danger, disabled: running, icon: running ? <LoadingOutlined /> : entry.icon };
  });
  const trigger =
    look === 'link' ? (
      <button type="button" className="config-list-action config-list-more" aria-haspopup="menu" aria-expanded={open} aria-label={label} aria-busy={busy || undefined}>
        {busy && <LoadingOutlined />}
        更多
        <DownOutlined className="config-list-more-arrow" />
      </button>
    ) : (
      <Button aria-haspopup="menu" aria-expanded={open} aria-label={label} aria-busy={busy || undefined} icon={busy ? <LoadingOutlined /> : undefined}>
        更多
        <DownOutlined />
      </Button>
    );
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      // opened by Enter, the keys go on in the menu (its items, Esc back to 更多)
      autoFocus
      menu={{
        // named as its button: the sidebar's menu is a menu too
        'aria-label': label ?? '更多',
        items,
        onClick: ({ key }) => {
          setOpen(false);
          entries[Number(key)]?.run();
        },
      }}
    >
      {trigger}
    </Dropdown>
  );
}
