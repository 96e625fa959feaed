import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatusScreen } from '../app/ui/status-screen.tsx';

const meta = {
  title: 'App/StatusScreen',
  component: StatusScreen,
  args: { onHome: fn() },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = { args: { kind: '404', path: '/no/such/page' } };
export const NoPermission: Story = { args: { kind: '401' } };
export const NotYetAvailable: Story = { args: { kind: 'unavailable', detail: '阳光继教', path: '/dashboard' } };
/** A menu item whose component key no screen knows (the detail goes to the console). */
export const UnknownPage: Story = { args: { kind: 'unknown' } };
export const BadDeploymentConfig: Story = {
  args: {
    kind: 'config-error',
    detail: 'runtime-config.json 有误：\nsiteName: 无效输入：期望 string，实际接收 number',
    onHome: undefined,
  },
};
/** The start-up failed for another reason than the config file: a failed request, or this browser's error. */
export const StartFailed: Story = {
  args: {
    kind: 'start-error',
    detail: 'TypeError: Failed to fetch',
    onHome: undefined,
    onRetry: fn(),
  },
};
