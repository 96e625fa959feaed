import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ContentDialog from '../../../../adapters/list/dialogs/content-dialog.tsx';
import { PAGES, SAMPLE_ROWS } from '../../../../stories/fixtures/fake-list-services.ts';
import { renderDialog } from './harness.tsx';

// The editor's script cannot be loaded (a deploy replaced the chunk, the network dropped).
vi.mock('../../../../adapters/list/dialogs/rich-text-editor.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module: /assets/rich-text-editor.js');
});

describe('ContentDialog when the editor script fails to load', { timeout: 60_000 }, () => {
  it('shows the error in place of the editor, with a retry, and keeps the rest of the dialog', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderDialog(ContentDialog, 'content', { list: PAGES.courses, row: SAMPLE_ROWS.course });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText('编辑器加载失败')).toBeTruthy();
    // the import's own error is shown (vitest words a failing mock factory's error its way)
    expect(alert.textContent).toContain('There was an error when mocking a module');
    expect(screen.getAllByLabelText('图片数量')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '保存' })).toHaveProperty('disabled', false);

    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('编辑器加载失败', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
