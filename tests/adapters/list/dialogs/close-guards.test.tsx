import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ImportDialog from '../../../../adapters/list/dialogs/import-dialog.tsx';
import TeachersDialog from '../../../../adapters/list/dialogs/teachers-dialog.tsx';
import { DraftAccountProvider, type DraftAccount } from '../../../../adapters/ui/use-draft.ts';
import { createFakeListServices, PAGES, SAMPLE_ROWS } from '../../../../stories/fixtures/fake-list-services.ts';
import { fileInput, fileOf, renderDialog } from './harness.tsx';

// Issue 15, item 2: the teachers and import dialogs ask 「内容尚未保存，确定关闭吗？」 before Esc,
// the close icon or 取消 close them once something changed (an untouched one closes at once),
// and the teachers list survives the login going, offered back when the dialog opens again.

const UNSAVED = '内容尚未保存，确定关闭吗？';
const RESTORE = '检测到未保存的内容，是否恢复？';
/** The open confirm titled `title` (one that is leaving stays in jsdom, where motion never ends). */
const confirmBox = (title: string) =>
  waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].filter((box) => !box.closest('.ant-zoom-leave') && box.textContent?.includes(title));
    if (!open.length) throw new Error(`no confirm ${title}`);
    return open.at(-1) as HTMLElement;
  });
const closeIcon = () => screen.getAllByRole('button', { name: '关闭' })[0] as HTMLElement;
const bodyNames = () => [...document.body.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((row) => row.querySelectorAll('td')[1]?.textContent);

afterEach(() => localStorage.clear());

/** A logged-in account whose login the test ends. */
function fakeAccount(userId: number) {
  const listeners = new Set<() => void>();
  const account: DraftAccount = { userId, onSessionEnd: (listener) => (listeners.add(listener), () => listeners.delete(listener)) };
  return { account, endSession: () => listeners.forEach((listener) => listener()) };
}

describe('the teachers dialog', { timeout: 30_000 }, () => {
  const open = (account?: DraftAccount) =>
    renderDialog(TeachersDialog, 'teachers', {
      list: PAGES.courses,
      row: SAMPLE_ROWS.course,
      services: createFakeListServices({ latencyMs: 0 }),
      ...(account ? { wrap: (dialog) => <DraftAccountProvider value={account}>{dialog}</DraftAccountProvider> } : {}),
    });

  it('closes at once when untouched; once a teacher was removed, the close icon and 取消 ask first', async () => {
    const untouched = open();
    await screen.findByText('林海');
    await untouched.user.click(closeIcon());
    expect(untouched.onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(UNSAVED)).toBeNull();
    untouched.unmount();

    const { user, onClose } = open();
    await screen.findByText('林海');
    await user.click(screen.getByRole('button', { name: '移除 林海' }));
    await user.click(closeIcon());
    await user.click(within(await confirmBox(UNSAVED)).getByRole('button', { name: '取消' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(bodyNames()).toEqual(['张伟']);
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    await user.click(within(await confirmBox(UNSAVED)).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('keeps the edited list when the login goes and offers it back: 恢复 puts it back, 不恢复 drops it', async () => {
    const first = fakeAccount(7);
    const before = open(first.account);
    await screen.findByText('林海');
    await before.user.click(screen.getByRole('button', { name: '移除 林海' }));
    first.endSession();
    before.unmount();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('org-draft:7:'))).toHaveLength(1);

    // another account sees nothing of it
    const other = open(fakeAccount(8).account);
    await screen.findByText('林海');
    expect(screen.queryByText(RESTORE)).toBeNull();
    other.unmount();

    const again = open(fakeAccount(7).account);
    await screen.findByText('林海');
    await again.user.click(within(await confirmBox(RESTORE)).getByRole('button', { name: /^恢\s*复$/ }));
    await waitFor(() => expect(bodyNames()).toEqual(['张伟']));
    again.unmount();

    const declined = open(fakeAccount(7).account);
    await screen.findByText('林海');
    await declined.user.click(within(await confirmBox(RESTORE)).getByRole('button', { name: '不恢复' }));
    expect(bodyNames()).toEqual(['张伟', '林海']);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('org-draft:'))).toEqual([]);
  });
});

describe('the import dialog', { timeout: 30_000 }, () => {
  it('closes at once before a file was chosen; after an upload, 取消 and the close icon ask first', async () => {
    const untouched = renderDialog(ImportDialog, 'import', { list: PAGES.majors });
    await untouched.user.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(untouched.onClose).toHaveBeenCalledTimes(1);
    untouched.unmount();

    const { user, onClose } = renderDialog(ImportDialog, 'import', { list: PAGES.majors });
    await user.upload(fileInput(), fileOf('专业.xlsx', 2048));
    await screen.findByLabelText('导入进度');
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    await user.click(within(await confirmBox(UNSAVED)).getByRole('button', { name: '取消' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(closeIcon());
    await user.click(within(await confirmBox(UNSAVED)).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
