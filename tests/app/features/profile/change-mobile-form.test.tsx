import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AppServices } from '../../../../app/services/index.ts';
import { MobileDialog } from '../../../../app/features/profile/mobile-dialog.tsx';
import { DEMO_USER } from '../../../../stories/fixtures/fake-shell-fetch.ts';
import { FAKE_CAPTCHA, FAKE_SMS_CODE } from '../../../../stories/fixtures/fake-list-services.ts';
import { ShellPiece } from '../../../../stories/fixtures/shell-harness.tsx';
import { fill, sendButton } from '../../../fixtures/mobile-code.ts';

// 个人中心's 修改手机号 (the form /editMobilePage shows too): the new number may not be the one
// already bound, and 获取验证码 says so on the field instead of sending it a code.

const CURRENT = DEMO_USER.mobile ?? '';
const SAME = '新手机号与当前手机号相同';

function open() {
  const spies: { send?: MockInstance<AppServices['api']['account']['sendMobileCode']>; update?: MockInstance<AppServices['api']['account']['updateProfile']> } = {};
  const user = userEvent.setup();
  render(
    <ShellPiece
      path="/comProfile/comProfile"
      latencyMs={0}
      prepare={(_store, services) => {
        spies.send = vi.spyOn(services.api.account, 'sendMobileCode');
        spies.update = vi.spyOn(services.api.account, 'updateProfile');
      }}
    >
      <MobileDialog current={CURRENT} onClose={() => {}} />
    </ShellPiece>,
  );
  return { user, send: () => spies.send!, update: () => spies.update! };
}

describe('修改手机号 (ChangeMobileForm)', () => {
  it('sends no code to the current number: 获取验证码 shows 新手机号与当前手机号相同 on the field', async () => {
    const { user, send } = open();
    await screen.findByAltText('图形验证码图片');
    expect(CURRENT).toMatch(/^1\d{10}$/);
    await fill(user, screen.getByPlaceholderText('请输入新的手机号码'), CURRENT);
    await fill(user, screen.getByLabelText('图形验证码'), FAKE_CAPTCHA);
    await user.click(sendButton());
    // either the field's error or a sent code (the fake answers at once)
    await waitFor(() => expect(screen.queryByText(SAME) ?? screen.queryByText('验证码已发送')).toBeTruthy());
    expect(send()).not.toHaveBeenCalled();
    expect(screen.getByText(SAME)).toBeTruthy();
    expect(screen.queryByText('验证码已发送')).toBeNull();
    expect(sendButton().textContent).toBe('获取验证码');
  });

  it('sends the code to another number', async () => {
    const { user, send } = open();
    await screen.findByAltText('图形验证码图片');
    await fill(user, screen.getByPlaceholderText('请输入新的手机号码'), '13911029999');
    await fill(user, screen.getByLabelText('图形验证码'), FAKE_CAPTCHA);
    await user.click(sendButton());
    expect(await screen.findByText('验证码已发送')).toBeTruthy();
    expect(send()).toHaveBeenCalledTimes(1);
    expect(send().mock.calls[0]?.[0]).toMatchObject({ mobile: '13911029999', captcha: FAKE_CAPTCHA });
    expect(screen.queryByText(SAME)).toBeNull();
  });

  it('确定修改 with the current number says the same and saves nothing', async () => {
    const { user, update } = open();
    await screen.findByAltText('图形验证码图片');
    await fill(user, screen.getByPlaceholderText('请输入新的手机号码'), CURRENT);
    await fill(user, screen.getByLabelText('图形验证码'), FAKE_CAPTCHA);
    await fill(user, screen.getByLabelText('短信验证码'), FAKE_SMS_CODE);
    await user.click(screen.getByRole('button', { name: '确定修改' }));
    expect(await screen.findByText(SAME)).toBeTruthy();
    await waitFor(() => expect(update()).not.toHaveBeenCalled());
  });
});
