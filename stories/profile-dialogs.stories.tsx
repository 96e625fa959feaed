import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { within } from 'storybook/test';
import { MobileDialog } from '../app/features/profile/mobile-dialog.tsx';
import { NicknameDialog } from '../app/features/profile/nickname-dialog.tsx';
import { PasswordDialog } from '../app/features/profile/password-dialog.tsx';
import '../app/features/profile/profile.css';
import { DEMO_USER, STORY_PASSWORD } from './fixtures/fake-shell-fetch.ts';
import { FAKE_CAPTCHA, FAKE_SMS_CODE } from './fixtures/fake-list-services.ts';
import { ShellPiece } from './fixtures/shell-harness.tsx';

// 个人中心's dialogs (spec section 6): 修改昵称, 修改密码 and 修改手机号, with the app's services
// on the in-memory server of the shell's stories (PATCH profile, captcha, SMS code).

const DIALOGS = {
  nickname: (close: () => void) => <NicknameDialog current={DEMO_USER.nick_name ?? ''} onClose={close} />,
  password: (close: () => void) => <PasswordDialog onClose={close} />,
  mobile: (close: () => void) => <MobileDialog current={DEMO_USER.mobile} onClose={close} />,
};

function ProfileDialog({ dialog, hint }: { dialog: keyof typeof DIALOGS; hint: string }) {
  const [open, setOpen] = useState(true);
  return (
    <ShellPiece path="/comProfile/comProfile">
      <div style={{ padding: 16 }}>
        <Alert type="info" showIcon message={hint} style={{ marginBottom: 12 }} />
        <Space>
          <Button onClick={() => setOpen(true)} disabled={open}>
            打开对话框
          </Button>
          {!open && <Typography.Text type="secondary">已关闭</Typography.Text>}
        </Space>
        {open && DIALOGS[dialog](() => setOpen(false))}
      </div>
    </ShellPiece>
  );
}

const meta = {
  title: 'App/Profile/Dialogs',
  component: ProfileDialog,
  argTypes: {
    dialog: { name: '对话框', description: '个人中心的对话框', control: 'select', options: Object.keys(DIALOGS) },
    hint: { name: '提示', control: 'text' },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof ProfileDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the dialog's field. */
const shows = (label: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await within(canvasElement.ownerDocument.body).findByLabelText(label, { exact: true }, { timeout: 5000 });
};

export const Nickname: Story = { args: { dialog: 'nickname', hint: '昵称 1–30 个字符；清空后保存显示必填提示。' }, play: shows('昵称') };
export const Password: Story = {
  args: { dialog: 'password', hint: `原密码 ${STORY_PASSWORD}（其他原密码提示“原密码错误”）；新密码 6–32 位，两次一致。` },
  play: shows('原密码'),
};
export const Mobile: Story = {
  args: { dialog: 'mobile', hint: `图形验证码 ${FAKE_CAPTCHA}，短信验证码 ${FAKE_SMS_CODE}；发送后按钮倒计时 60 秒。` },
  play: shows('新手机号'),
};
