import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitTextColumns } from '../../../adapters/antd/config-list/list-table.tsx';
import { renderList, SLOW } from './harness.tsx';

// Issue 29 item 3: configured column widths (120–200 px) were drawn at 80 px to fit the page, and
// 11-digit phone numbers broke over two lines. Only a column without a width is narrowed; a
// number never wraps, whatever else its column holds.

describe('column widths at the page width', () => {
  const columns = [
    { key: 'name', type: 'text' as const, width: 200 },
    { key: 'price', type: 'money' as const, width: 120 },
    { key: 'address', type: 'text' as const, width: undefined },
    { key: 'remark', type: 'text' as const, width: undefined },
  ];
  it.each([
    ['fits already: nothing narrowed', 760, {}],
    ['narrows the columns without a width, each alike, never a configured one', 700, { address: 140, remark: 140 }],
    ['not below 80 px: the table scrolls then', 300, { address: 80, remark: 80 }],
    ['unknown room: nothing narrowed', 0, {}],
  ])('%s', (_name, room, expected) => {
    expect(fitTextColumns(columns, 100, room)).toEqual(expected);
  });

  it('keeps a column of numbers as it is (compact)', () => {
    expect(fitTextColumns(columns, 100, 300, new Set(['remark']))).toEqual({ address: 80 });
  });
});

const LIST = {
  title: '分支机构',
  api: { list: { url: '/api/organization/school-branches' }, detail: { url: '/api/organization/school-branches/{id}' } },
  columns: [
    { title: '名称', field: 'name', width: 220 },
    { title: '联系电话', field: 'mobile', width: 130 },
    { title: '所在地址', field: 'address' },
    { title: '备注', field: 'remark', width: 120 },
  ],
  row_actions: [{ action: 'detail' }],
};
const ROWS = [
  { id: 1, name: '阳光示范学校海淀学习中心', mobile: '13911020001', address: '北京市海淀区学院路 1 号', remark: '13911020009' },
  { id: 2, name: '阳光示范学校天津滨海分支机构', mobile: '139****0003', address: '天津市滨海新区', remark: '周末可联系' },
];

describe('ConfigList: widths in a narrow page', SLOW, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws configured widths as configured, and keeps every number on one line', async () => {
    // the table's box measures 500 px (jsdom measures nothing)
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe(target: Element) {
          this.report([{ target, contentRect: { width: 500 } } as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const list = await renderList({ list: LIST }, ROWS);
    const widths = () => [...document.querySelectorAll<HTMLElement>('.config-list-table .ant-table-body colgroup col, .config-list-table .ant-table-content colgroup col')].map((col) => col.style.width);
    await waitFor(() => expect(widths().slice(1, 5)).toEqual(['220px', '130px', '80px', '120px']));
    const cell = (row: string, text: string) => within(list.row(row)).getByText(text).closest('td') as HTMLElement;
    expect(cell('阳光示范学校海淀学习中心', '13911020001').classList).toContain('config-list-cell-nowrap');
    expect(cell('阳光示范学校天津滨海分支机构', '139****0003').classList).toContain('config-list-cell-nowrap');
    // a number in a column of words stays on one line too; the words may wrap
    expect(cell('阳光示范学校海淀学习中心', '13911020009').classList).toContain('config-list-cell-nowrap');
    expect(cell('阳光示范学校天津滨海分支机构', '周末可联系').classList).not.toContain('config-list-cell-nowrap');
  });
});
