import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { WholeApp } from './fixtures/shell-harness.tsx';

// The whole app, logged in as demo-school: the real router, guard and layout (sidebar from the
// school menu, navbar, tags bar, the page), every call answered in memory
// (stories/fixtures/fake-shell-fetch.ts). The pop-ups are in Shell/Pop-ups.

const meta = {
  title: 'App/Shell',
  component: WholeApp,
  args: { path: '/dashboard' },
  argTypes: { path: { name: '地址', control: 'select', options: ['/dashboard', '/message/moreMessage', '/comProfile/comProfile', '/toolsList'] } },
  parameters: { docs: { story: { inline: false, iframeHeight: 720 } } },
} satisfies Meta<typeof WholeApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * How long a story waits for its screen: the shell and a screen's code load as in the app. The
 * notice centre took over 8 s in jsdom beside a second suite (a fresh-clone CI pair, 11-29).
 */
const SCREEN_LOADED = { timeout: 15_000 };

/** 首页 in the layout. The pop-ups of a first visit (平台提示) are left to Shell/Pop-ups. */
export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('navigation', { name: '已打开的页面' }, SCREEN_LOADED);
  },
};

export const NoticeCentre: Story = {
  args: { path: '/message/moreMessage' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('tab', { name: /全部/ }, SCREEN_LOADED);
  },
};
