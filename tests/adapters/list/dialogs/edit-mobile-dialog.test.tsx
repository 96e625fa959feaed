import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EditMobileDialog from '../../../../adapters/list/dialogs/edit-mobile-dialog.tsx';
import { countdownLabel, useCountdown } from '../../../../adapters/form/mobile-code/use-countdown.ts';
import adminUsersPage from '../../../../schemas/pages/admin-user.json';
import { FAKE_CAPTCHA, FAKE_SMS_CODE, PAGES, pageList, SAMPLE_ROWS } from '../../../../stories/fixtures/fake-list-services.ts';
import { renderDialog, requestsTo } from './harness.tsx';
import { fill, sendButton } from '../../../fixtures/mobile-code.ts';

const open = () => renderDialog(EditMobileDialog, 'edit_mobile', { list: PAGES.branches, row: SAMPLE_ROWS.branch });

describe('useCountdown and countdownLabel (the mobile-code button)', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    [60, '60s后重新获取'],
    [1, '1s后重新获取'],
    [0, '获取验证码'],
  ])('labels %i seconds left as %s', (remaining, label) => {
    expect(countdownLabel(remaining)).toBe(label);
  });

  it('counts 60 s down on the clock, then resets', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => result.current.start());
    expect(result.current).toMatchObject({ remaining: 60, running: true });
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    act(() => void vi.advanceTimersByTime(58_000));
    expect(result.current.remaining).toBe(1);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
  });
});

describe('EditMobileDialog', { timeout: 20_000 }, () => {
  it('loads the captcha image with its hidden key, and refreshes it on click', async () => {
    const { user, services } = open();
    expect(await screen.findByAltText('图形验证码图片')).toBeTruthy();
    expect(requestsTo(services, '/api/common/captcha')).toHaveLength(1);
    expect(screen.getByText(/当前手机号：13911020001/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '刷新图形验证码' }));
    await waitFor(() => expect(requestsTo(services, '/api/common/captcha')).toHaveLength(2));
  });

  it('names the record as the list does: an admin by its name, never by its id', async () => {
    renderDialog(EditMobileDialog, 'edit_mobile', { list: pageList(adminUsersPage), row: { id: 75, user_name: 'admin_li', nick_name: '李老师', mobile: '13800000075', active: 1 } });
    expect(await screen.findByText('admin_li')).toBeTruthy();
    expect(screen.queryByText('75')).toBeNull();
    expect(screen.getByText(/当前手机号：13800000075/)).toBeTruthy();
  });

  it('asks for mobile and captcha before sending a code', async () => {
    const { user, services } = open();
    await screen.findByAltText('图形验证码图片');
    await user.click(sendButton());
    expect(await screen.findByText('请输入手机号码')).toBeTruthy();
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    await fill(user, screen.getByPlaceholderText('请输入新的手机号码'), '1391');
    await user.click(sendButton());
    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
    expect(requestsTo(services, 'send-mobile-code')).toHaveLength(0);
  });

  it('sends no code to the current number of the row: 新手机号与当前手机号相同 on the field', async () => {
    const { user, services } = open();
    await screen.findByAltText('图形验证码图片');
    await fill(user, screen.getByPlaceholderText('请输入新的手机号码'), '13911020001');
    await fill(user, screen.getByLabelText('图形验证码'), FAKE_CAPTCHA.toLowerCase());
    await user.click(sendButton());
    expect(await screen.findByText('新手机号与当前手机号相同')).toBeTruthy();
    expect(requestsTo(services, 'send-mobile-code')).toHaveLength(0);
  });

  it('sends mobile, captcha and captcha_key, then disables the button for the 60 s countdown', async () => {
    const { user, services } = open();
    await screen.findByAltText('图形验证码图片');
    await fill(user, screen.getByPlaceholderText('请输入新的手机号码'), '13911029999');
    await fill(user, screen.getByLabelText('图形验证码'), FAKE_CAPTCHA.toLowerCase());
    await user.click(sendButton());
    expect(await screen.findByText('验证码已发送')).toBeTruthy();
    expect(requestsTo(services, 'send-mobile-code')[0]?.body).toEqual({ mobile: '13911029999', captcha: FAKE_CAPTCHA.toLowerCase(), captcha_key: 'captcha-1' });
    expect(sendButton().textContent).toBe('60s后重新获取');
    expect(sendButton()).toHaveProperty('disabled', true);
  });

  it('shows a refused captcha and loads a new one, keeping the button enabled', async () => {
    const { user, services } = open();
    await screen.findByAltText('图形验证码图片');
    await fill(user, screen.getByPlaceholderText('请输入新的手机号码'), '13911029999');
    await fill(user, screen.getByLabelText('图形验证码'), 'XXXX');
    await user.click(sendButton());
    expect(await screen.findByText('图形验证码错误或已过期')).toBeTruthy();
    await waitFor(() => expect(requestsTo(services, '/api/common/captcha')).toHaveLength(2));
    expect(sendButton().textContent).toBe('获取验证码');
    expect(sendButton()).toHaveProperty('disabled', false);
  });

  it('validates the whole form on commit, then PATCHes update_mobile for the row and reports 操作成功', async () => {
    const { user, services, onDone } = open();
    await screen.findByAltText('图形验证码图片');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入短信验证码')).toBeTruthy();
    expect(requestsTo(services, '/mobile')).toHaveLength(0);

    await fill(user, screen.getByPlaceholderText('请输入新的手机号码'), '13911029999');
    await fill(user, screen.getByLabelText('图形验证码'), FAKE_CAPTCHA);
    await fill(user, screen.getByLabelText('短信验证码'), '000000');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('短信验证码错误或已过期')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('短信验证码'));
    await fill(user, screen.getByLabelText('短信验证码'), FAKE_SMS_CODE);
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(requestsTo(services, '/mobile').at(-1)).toMatchObject({
      call: 'update_mobile',
      method: 'patch',
      url: '/api/organization/school-branches/11/mobile',
      body: { mobile: '13911029999', captcha: FAKE_CAPTCHA, captcha_key: 'captcha-1', code: FAKE_SMS_CODE },
    });
    expect(await screen.findByText('操作成功')).toBeTruthy();
  });
});
