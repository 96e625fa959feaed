import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionsWidth, fitTextColumns, splitActions } from '../../../adapters/list/view/list-table.tsx';
import { renderList, SLOW } from './harness.tsx';

// Issue 29 item 3: configured column widths (120–200 px) were drawn at 80 px to fit the page, and
// 11-digit phone numbers broke over two lines. Only a column without a width is narrowed; a
// number never wraps, whatever else its column holds.

// Issue 57 item 2: the fixed 操作 column of 分支机构 was 240 px of two lines of actions, over 状态,
// 置顶 and 创建时间 at 1280 px. Three short actions stand; the rest, and a long label, go into 更多.
describe('the row actions that stand and those in 更多', () => {
  const named = (...labels: string[]) => labels.map((label) => ({ label }));
  const labels = (split: { inline: { label: string }[]; folded: { label: string }[] }) => [split.inline.map((a) => a.label), split.folded.map((a) => a.label)];
  it.each([
    ['three short ones stand, the rest fold', ['详情', '编辑', '停用', '置顶', '删除'], [['详情', '编辑', '停用'], ['置顶', '删除']]],
    ['three or fewer: no 更多', ['回复', '查看', '删除'], [['回复', '查看', '删除'], []]],
    ['a long label folds with what follows (分支机构)', ['详情', '编辑', '修改手机号', '停用'], [['详情', '编辑'], ['修改手机号', '停用']]],
    ['the first stands however long', ['修改手机号', '审核记录'], [['修改手机号'], ['审核记录']]],
  ])('%s', (_name, all, expected) => {
    expect(labels(splitActions(named(...all), false))).toEqual(expected);
  });
  it('on a phone all fold into 更多, unless there is one', () => {
    expect(labels(splitActions(named('编辑', '删除'), true))).toEqual([[], ['编辑', '删除']]);
    expect(labels(splitActions(named('去支付'), true))).toEqual([['去支付'], []]);
  });
  it('the 操作 column is as wide as its widest row, on one line', () => {
    // 详情 编辑 更多: 42 + 42 + 58 px, two gaps of 4 and the cell's 16
    expect(actionsWidth([splitActions(named('详情', '编辑', '修改手机号', '停用'), false)])).toBe(166);
    expect(actionsWidth([splitActions(named('删除'), false), splitActions(named('详情', '编辑', '停用'), false)])).toBe(150);
    expect(actionsWidth([splitActions(named('编辑', '删除'), true)])).toBe(80);
  });
});

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
