import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readDraft, saveDraft } from '../../../../adapters/drafts/drafts.ts';
import preview from '../../../../.storybook/preview.tsx';
import * as stories from '../../../../stories/auth-form.stories.tsx';

// The auth form screen from its stories (the schemas/pages configs, in-memory answers).
setProjectAnnotations(preview);
const { Status0ApplyForm, Status3ChannelRejected, Status4FinalPassed } = composeStories(stories);
const slow = { timeout: 15_000 };

describe('the auth form screen (spec section 2)', () => {
  it('status 0 of 申领学校 (auth_form): the form with 保存并提交, 放弃申领, step 1 填写审核资料', async () => {
    render(<Status0ApplyForm />);
    await screen.findByRole('button', { name: '保存并提交' }, slow);
    screen.getByRole('heading', { name: '申领学校', level: 1 });
    screen.getByRole('button', { name: '放弃申领' });
    expect(document.querySelector('.ant-steps-item-active')?.textContent).toContain('填写审核资料');
  }, 60_000);

  it('status 3: the panel with the reason; 查看日志 shows the latest entry only, closed by 关闭', async () => {
    render(<Status3ChannelRejected />);
    await screen.findByRole('heading', { name: '渠道审核未通过' }, slow);
    screen.getByText('审核意见：营业执照照片不清晰，请重新上传');
    await userEvent.click(screen.getByRole('button', { name: '查看日志' }));
    const dialog = await screen.findByRole('dialog', { name: '审核日志' });
    expect(dialog.querySelectorAll('.audit-log-entry')).toHaveLength(1);
    within(dialog).getByText('审核未通过');
    await userEvent.click(within(dialog.querySelector<HTMLElement>('.ant-modal-footer')!).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '审核日志' })).toBeNull());
  }, 60_000);

  it('status 4: 终审通过 with 重置页面 and without 查看日志', async () => {
    render(<Status4FinalPassed />);
    await screen.findByRole('heading', { name: '终审通过' }, slow);
    screen.getByRole('button', { name: '重置页面' });
    expect(screen.queryByRole('button', { name: '查看日志' })).toBeNull();
    expect(screen.queryByRole('button', { name: '放弃申领' })).toBeNull();
  }, 60_000);
});

describe('a draft of the auth form kept by an earlier session (issue 15)', () => {
  const FORM = 'auth-form:auth_form';
  const USER = 1;
  const RESTORE = '检测到未保存的内容，是否恢复？';
  afterEach(() => localStorage.clear());
  const question = () =>
    waitFor(() => {
      const box = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].find((one) => !one.closest('.ant-zoom-leave') && one.textContent?.includes(RESTORE));
      if (!box) throw new Error('no restore question');
      return box;
    }, slow);
  const field = (label: string) => {
    const item = [...document.querySelectorAll('.ant-formily-item')].find((one) => one.querySelector('.ant-formily-item-label')?.textContent?.includes(label));
    const input = item?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
    if (!input) throw new Error(`no field ${label}`);
    return input;
  };

  it('asks before putting it back: 恢复 fills the form with it and says so', async () => {
    saveDraft(FORM, USER, { contact: '过期前的联系人', reason: '会话过期前写的申领说明' });
    render(<Status0ApplyForm />);
    await userEvent.click(within(await question()).getByRole('button', { name: /^恢\s*复$/ }));
    await waitFor(() => expect(field('联系人').value).toBe('过期前的联系人'), slow);
    expect(field('申领说明').value).toBe('会话过期前写的申领说明');
    screen.getByText('已恢复您上次未提交的内容');
    // kept until the form is sent or the user drops it
    expect(readDraft(FORM, USER)).toBeDefined();
  }, 60_000);

  it('不恢复 drops it and leaves the saved data on the form', async () => {
    saveDraft(FORM, USER, { contact: '过期前的联系人' });
    render(<Status0ApplyForm />);
    // asked before anything is put on the form
    await question();
    expect(field('联系人').value).not.toBe('过期前的联系人');
    await userEvent.click(within(await question()).getByRole('button', { name: /^不恢复$/ }));
    await waitFor(() => expect(readDraft(FORM, USER)).toBeUndefined());
    expect(field('联系人').value).not.toBe('过期前的联系人');
    expect(screen.queryByText('已恢复您上次未提交的内容')).toBeNull();
  }, 60_000);
});
