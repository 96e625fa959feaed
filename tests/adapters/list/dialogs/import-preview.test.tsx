import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImportPreviewTable, type ImportPreview } from '../../../../adapters/list/dialogs/import-preview.tsx';
import { ZhProvider } from '../../../../adapters/ui/zh-provider.tsx';

// Issue 58 item 2: the import's preview draws 5,000 rows (the server's cap) as fast as 50: it is
// paged, 50 rows a page, so the table never holds more than 50 rows whatever the file.

const COLUMNS = [
  { title: '专业名称', field: 'name' },
  { title: '层次', field: 'level' },
];

function previewOf(count: number): ImportPreview {
  const rows = Array.from({ length: count }, (_, i) => ({ row: i + 2, name: `专业${i + 1}`, level: '专升本', error: i % 10 === 9 ? '请输入学制（年）' : '' }));
  const invalid = rows.filter((row) => row.error).length;
  return { cache_key: 'k', columns: COLUMNS, rows, total: count, valid: count - invalid, invalid };
}

const drawnRows = (region: HTMLElement) => region.querySelectorAll('.ant-table-tbody tr.ant-table-row');

function renderPreview(count: number) {
  render(
    <ZhProvider>
      <ImportPreviewTable preview={previewOf(count)} />
    </ZhProvider>,
  );
  return screen.getByRole('region', { name: '导入预览' });
}

describe('the import preview', () => {
  it('draws 50 rows of 5,000, as many as of 50, and pages through the rest', async () => {
    const region = renderPreview(5000);
    expect(within(region).getByText(/^共 5000 条数据/).textContent).toBe('共 5000 条数据，可导入 4500 条，有误 500 条（有误的行不会导入）');
    expect(drawnRows(region)).toHaveLength(50);
    expect(drawnRows(region)[0]?.textContent).toContain('专业1');
    // 100 pages; the last one holds rows 4,951 to 5,000
    const pager = region.querySelector('.ant-pagination') as HTMLElement;
    await userEvent.click(within(pager).getByTitle('100'));
    expect(drawnRows(region)).toHaveLength(50);
    expect(drawnRows(region)[0]?.textContent).toContain('专业4951');
    expect(drawnRows(region)[49]?.textContent).toContain('专业5000');
  });

  it('draws 50 rows of 50, with no pager', () => {
    const region = renderPreview(50);
    expect(drawnRows(region)).toHaveLength(50);
    expect(region.querySelector('.ant-pagination')).toBeNull();
  });
});
