import { Drawer } from 'antd';
import { useAtom } from 'jotai';
import { sidebarDrawerOpenAtom } from '../state/layout.ts';
import { Sidebar, SIDEBAR_WIDTH } from './sidebar.tsx';

// The sidebar of a narrow screen (below DRAWER_BELOW, adapters/ui/screen.ts): a drawer from the left
// behind the navbar's menu button, closed by a choice, Esc or the mask (issue 57 item 1, after
// vue-element-admin's mobile sidebar). Loaded only on such a screen (layout.tsx).

export default function SidebarDrawer({ activePath }: { activePath: string }) {
  const [open, setOpen] = useAtom(sidebarDrawerOpenAtom);
  return (
    <Drawer
      placement="left"
      width={SIDEBAR_WIDTH}
      open={open}
      onClose={() => setOpen(false)}
      closable={false}
      aria-label="导航菜单"
      className="app-sider-drawer"
      styles={{ body: { padding: 0 } }}
    >
      <Sidebar activePath={activePath} inDrawer onChoose={() => setOpen(false)} />
    </Drawer>
  );
}
