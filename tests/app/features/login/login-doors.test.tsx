import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAKE_CAPTCHA, FAKE_SMS_CODE } from '../../../../stories/fixtures/fake-list-services.ts';
import * as stories from '../../../../stories/login-doors.stories.tsx';
// antd's providers are a lazy chunk in the app: imported with the file, as app-harness.tsx does.
import '../../../../app/shell/antd-providers.tsx';

// The doors' forms in jsdom, from their stories (calls answered in memory): the server's 422s on
// the field they name, the values kept, the password typed twice.
const { SmsLogin, ForgotPassword } = composeStories(stories);

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
/** A button by its text (getByRole's name computation is slow on a form this size in jsdom). */
const button = (name: string | RegExp) => screen.getByText(name, { selector: 'button > span' }).closest('button') as HTMLButtonElement;
const errorOf = (input: HTMLElement) => input.closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent;

describe('the login doors (component)', () => {
  it('短信登录: 短信验证码错误或已过期 on the code (not as a toast), what was typed kept', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SmsLogin />);
    const mobile = await screen.findByLabelText('手机号');
    type(mobile, '13800000001');
    type(screen.getByLabelText('图形验证码', { exact: true }), FAKE_CAPTCHA);
    const code = screen.getByLabelText('短信验证码');
    type(code, '654321');
    await user.click(button(/^登\s*录$/));
    await waitFor(() => expect(errorOf(code)).toBe('短信验证码错误或已过期'));
    expect(mobile).toHaveProperty('value', '13800000001');
    expect(code).toHaveProperty('value', '654321');
    expect(errorOf(mobile)).toBeUndefined();
    expect(document.querySelector('.ant-message')?.textContent ?? '').not.toContain('短信验证码错误或已过期');
  }, 60_000);

  it('忘记密码: the code starts the countdown, then the account and the new password twice', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ForgotPassword />);
    type(await screen.findByLabelText('手机号'), '13800000001');
    await screen.findByAltText('图形验证码图片');
    type(screen.getByLabelText('图形验证码', { exact: true }), FAKE_CAPTCHA);
    await user.click(button('获取验证码'));
    await screen.findByText(/^\d+s后重新获取$/);
    type(screen.getByLabelText('短信验证码'), FAKE_SMS_CODE);
    await user.click(button(/^下\s*一\s*步$/));
    await screen.findByText('demo-school');
    const password = screen.getByLabelText('新密码', { exact: true });
    await waitFor(() => expect(document.activeElement).toBe(password));
    type(password, 'Fresh#2026');
    type(screen.getByLabelText('确认新密码'), 'Fresh#2027');
    await user.click(button(/^确\s*定$/));
    await waitFor(() => expect(errorOf(screen.getByLabelText('确认新密码'))).toBe('两次输入的密码不一致'));
  }, 60_000);
});
