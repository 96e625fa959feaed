import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { useSetAtom } from 'jotai';
import { screen, userEvent, within } from 'storybook/test';
import { buildRoutes } from '../app/lib/menu-routes.ts';
import { HelpPanel } from '../app/shell/help-panel.tsx';
import { Navbar } from '../app/shell/navbar.tsx';
import { NoticePopover } from '../app/features/notices/bell/notice-popover.tsx';
import { SettingsPanel } from '../app/shell/settings-panel.tsx';
import { SiteSwitchDialog } from '../app/shell/site-switch.tsx';
import { TagsBar } from '../app/shell/tags-bar.tsx';
import { helpOpenAtom } from '../app/state/layout.ts';
import { visitedViewsAtom } from '../app/state/session.ts';
import type { VisitedView } from '../app/state/views.ts';
import { useState } from 'react';
import '../app/shell/layout.css';
import { SAMPLE_HELP, SAMPLE_NOTICES, SCHOOL_MENU } from './fixtures/fake-shell-fetch.ts';
import { ShellPiece } from './fixtures/shell-harness.tsx';
import { StoryFrame } from './fixtures/story-frame.tsx';

// The pieces of the app shell (spec section 2, Layout), each on its own, logged in as
// demo-school with the calls answered in memory (stories/fixtures/fake-shell-fetch.ts). The
// toolbar's 站点 and 字号 theme them as the app does.

const TABLE = buildRoutes(SCHOOL_MENU, ['admin']);
const MAJORS = '/fxl-school/fxl-school.major';
const route = (path: string) => TABLE.routes.get(path);

const VIEWS: VisitedView[] = ['/dashboard', '/message/moreMessage', MAJORS, '/fxl-school/fxl-school.teacher', '/card/card.company-info', '/order/order.order', '/comProfile/comProfile'].map(
  (path) => ({ path, href: path, title: route(path)?.title ?? path, affix: route(path)?.affix ?? false, generation: 0 }),
);

function NavbarStory({ path }: { path: string }) {
  return (
    <ShellPiece path={path}>
      <div style={{ background: '#f0f2f5', minHeight: 240 }}>
        <Navbar route={route(path)} />
      </div>
    </ShellPiece>
  );
}

function NoticeStory() {
  return (
    <ShellPiece>
      <StoryFrame title="通知" hint="铃铛上是未读数；点开看最近 5 条，查看 打开“阅读消息”并标为已读，查看更多 去通知中心。">
        <div className="navbar-tools" style={{ justifyContent: 'flex-end', display: 'flex', background: '#fff', padding: 8 }}>
          <NoticePopover />
        </div>
      </StoryFrame>
    </ShellPiece>
  );
}

function HelpStory({ empty, failing }: { empty?: boolean; failing?: boolean }) {
  return (
    <ShellPiece help={empty ? [] : SAMPLE_HELP} failing={failing ? ['GET common/menu-helpers'] : []} prepare={(store) => store.set(helpOpenAtom, true)}>
      <StoryFrame title="帮助中心" hint="导航栏的问号打开右侧面板：当前页面菜单项的常见问题，每次打开重新加载。">
        <ReopenHelp />
        <HelpPanel menuId="331" />
      </StoryFrame>
    </ShellPiece>
  );
}

function ReopenHelp() {
  const setOpen = useSetAtom(helpOpenAtom);
  return <Button onClick={() => setOpen(true)}>打开帮助中心</Button>;
}

function TagsStory({ activePath }: { activePath: string }) {
  return (
    <ShellPiece path={activePath} prepare={(store) => store.set(visitedViewsAtom, VIEWS)}>
      <StoryFrame title="标签栏" hint="访问过的页面各占一个标签；首页和通知中心固定，其余可关闭；右键菜单：刷新、关闭、关闭其他、全部关闭。">
        <div style={{ background: '#fff', border: '1px solid #e8e8e8' }}>
          <TagsBar activePath={activePath} />
        </div>
      </StoryFrame>
    </ShellPiece>
  );
}

function SiteSwitchStory({ failing }: { failing?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <ShellPiece failing={failing ? ['GET organization/sites'] : []}>
      <StoryFrame title="切换站点" hint="站点来自 organization/sites；确定 后整个应用换成所选站点的颜色并记住，取消 不变。">
        <Button onClick={() => setOpen(true)}>切换站点</Button>
        <SiteSwitchDialog open={open} onClose={() => setOpen(false)} />
      </StoryFrame>
    </ShellPiece>
  );
}

function SettingsStory() {
  return (
    <ShellPiece>
      <StoryFrame title="系统设置" hint="导航栏的齿轮打开 260 px 的抽屉：切换站点，显示标签栏，显示侧边栏 Logo。">
        <SettingsPanel />
      </StoryFrame>
    </ShellPiece>
  );
}

const meta = {
  title: 'Shell/Pieces',
  component: NavbarStory,
  args: { path: MAJORS },
  argTypes: { path: { name: '当前页面', control: 'select', options: [...TABLE.routes.keys()] } },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof NavbarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the router's first render of the piece (a frame's heading, the navbar's name). */
const renders = (text: string): Story['play'] => async ({ canvasElement }) => {
  await within(canvasElement).findByText(text, {}, { timeout: 5000 });
};

/** Collapse, breadcrumb, bell, help, full screen, font size, settings, balance, name and the account menu. */
export const NavigationBar: Story = { name: '导航栏 Navbar', play: renders('阳光职业技术学院') };

export const Notices: Story = {
  name: '通知弹层 Notice popover',
  render: () => <NoticeStory />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /通知，3 条未读/ }, { timeout: 5000 }));
    await screen.findByText(SAMPLE_NOTICES[0]!.title, {}, { timeout: 5000 });
  },
};

export const Help: Story = {
  name: '帮助中心 Help panel',
  render: () => <HelpStory />,
  play: async () => {
    await screen.findByText(SAMPLE_HELP[0]!.title, {}, { timeout: 5000 });
  },
};

export const HelpPanelEmpty: Story = {
  name: '帮助中心：本页暂无常见问题',
  render: () => <HelpStory empty />,
  play: async () => {
    await screen.findByText('本页暂无常见问题', {}, { timeout: 5000 });
  },
};
export const HelpPanelFailed: Story = {
  name: '帮助中心：加载失败（重试）',
  render: () => <HelpStory failing />,
  play: async () => {
    await screen.findByRole('button', { name: '重试' }, { timeout: 5000 });
  },
};

export const VisitedTabs: Story = {
  name: '标签栏 Tags bar',
  render: (args) => <TagsStory activePath={args.path} />,
  play: renders('标签栏'),
};

export const SiteSwitch: Story = {
  name: '切换站点 Site switch',
  render: () => <SiteSwitchStory />,
  play: async () => {
    await screen.findByText('机构端', {}, { timeout: 5000 });
  },
};

export const SiteSwitchFailed: Story = {
  name: '切换站点：加载失败（重试）',
  render: () => <SiteSwitchStory failing />,
  play: async () => {
    await screen.findByRole('button', { name: '重试' }, { timeout: 5000 });
  },
};

export const Settings: Story = {
  name: '系统设置 Settings panel',
  render: () => <SettingsStory />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '系统设置' }, { timeout: 5000 }));
    await screen.findByText('显示标签栏', {}, { timeout: 5000 });
  },
};
