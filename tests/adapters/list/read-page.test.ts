import { describe, expect, it } from 'vitest';
import { readPage } from '../../../adapters/list/controller/use-list-data.ts';
import { ContractError } from '../../../adapters/http/index.ts';

// Issue 25: a list call's answer in any reasonable spelling gives its rows; one odd row costs that
// row; an answer without rows is an error naming the call and the JSON path.

describe('readPage', () => {
  it.each<[string, unknown, { rows: unknown[]; total: number }]>([
    ['a page', { data: [{ id: 1 }, { id: 2 }], total: 12, current_page: 1 }, { rows: [{ id: 1 }, { id: 2 }], total: 12 }],
    ['a page with its figures as text (PHP)', { data: [{ id: '1' }], total: '12', current_page: '1' }, { rows: [{ id: '1' }], total: 12 }],
    ['rows keyed by index (PHP after a filter)', { data: { '1': { id: 2 }, '0': { id: 1 } }, total: 2 }, { rows: [{ id: 1 }, { id: 2 }], total: 2 }],
    ['a bare list', [{ id: 1 }], { rows: [{ id: 1 }], total: 1 }],
    ['a page without a total: its rows counted', { data: [{ id: 1 }] }, { rows: [{ id: 1 }], total: 1 }],
    ['none: null', null, { rows: [], total: 0 }],
    ['none: an empty list', [], { rows: [], total: 0 }],
    ['a row that is no object is left out', { data: [{ id: 1 }, 'x', 3], total: 3 }, { rows: [{ id: 1 }], total: 3 }],
  ])('%s', (_, data, expected) => {
    expect(readPage(data, 'organization/school-majors')).toEqual(expected);
  });

  it('an answer without its rows is an error naming the call and the path', () => {
    expect(() => readPage({ total: 3 }, 'organization/school-majors')).toThrow(ContractError);
    expect(() => readPage('出错了', 'organization/school-majors')).toThrow(/^接口 organization\/school-majors 返回的数据格式有误：data/);
  });
});
