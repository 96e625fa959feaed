import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportPreviewTable, type ImportPreview } from '../../../../adapters/list/dialogs/import-preview.tsx';
import { ZhProvider } from '../../../../adapters/ui/zh-provider.tsx';

// Issue 58 item 2 paged the import's preview, 50 rows a page; issue 59 item 3 makes it virtual:
// of 5,000 rows (the server's cap) the table draws the rows in view, and scrolling its body
// reaches the last one, with no pager. (jsdom has no layout: the virtual list measures each row
// as its default height, so what is counted is how many rows it draws, not pixels.)

const COLUMNS = [
  { title: '专业名称', field: 'name' },
  { title: '层次', field: 'level' },
];

function previewOf(count: number): ImportPreview {
  const rows = Array.from({ length: count }, (_, i) => ({ row: i + 2, name: `专业${i + 1}`, level: '专升本', error: i % 10 === 9 ? '请输入学制（年）' : '' }));
  const invalid = rows.filter((row) => row.error).length;
  return { cache_key: 'k', columns: COLUMNS, rows, total: count, valid: count - invalid, invalid };
}

const drawnRows = (region: HTMLElement) => region.querySelectorAll('.ant-table-row');

function renderPreview(count: number) {
  render(
    <ZhProvider>
      <ImportPreviewTable preview={previewOf(count)} />
    </ZhProvider>,
  );
  return screen.getByRole('region', { name: '导入预览' });
}

describe('the import preview', () => {
  it('draws only the rows in view of 5,000, and scrolling reaches the last row', () => {
    const region = renderPreview(5000);
    expect(within(region).getByText(/^共 5000 条数据/).textContent).toBe('共 5000 条数据，可导入 4500 条，有误 500 条（有误的行不会导入）');
    expect(drawnRows(region).length).toBeGreaterThan(0);
    expect(drawnRows(region).length).toBeLessThanOrEqual(100);
    expect(region.querySelectorAll('tr').length).toBeLessThanOrEqual(100);
    expect(drawnRows(region)[0]?.textContent).toContain('专业1');
    expect(region.querySelector('.ant-pagination')).toBeNull();
    // to the end of the body: the last rows are drawn, still only a screenful
    const body = region.querySelector('.ant-table-tbody-virtual-holder') as HTMLElement;
    body.scrollTop = 5000 * 100;
    fireEvent.scroll(body);
    const drawn = [...drawnRows(region)];
    expect(drawn.length).toBeLessThanOrEqual(100);
    expect(drawn.at(-1)?.textContent).toContain('专业5000');
    expect(drawn.at(-1)?.textContent).toContain('请输入学制（年）');
  });

  it('draws as few rows of 50 as of 5,000, with no pager', () => {
    const few = renderPreview(50);
    const drawnOfFew = drawnRows(few).length;
    expect(drawnOfFew).toBeLessThanOrEqual(50);
    expect(few.querySelector('.ant-pagination')).toBeNull();
    cleanup();
    expect(drawnRows(renderPreview(5000)).length).toBe(drawnOfFew);
  });
});
