import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from '../../../adapters/list/controller/list-state.ts';
import { sortParams } from '../../../engine/index.ts';

// The list's view as URL search params (issue 17 items 5 and 6): a reload, a bookmark or a
// shared link opens the same page, filters and sort.

describe('list state in the URL', () => {
  it.each([
    ['', {}],
    ['?page=2&page_size=20', { page: 2, pageSize: 20 }],
    ['?sort=name', { sort: { field: 'name', order: 'asc' } }],
    ['?sort=-tuition', { sort: { field: 'tuition', order: 'desc' } }],
    ['?sort=-', {}],
    ['?filters=%7B%22name%22%3A%22%E7%AE%A1%E7%90%86%22%7D&sort=-created_at', { query: { name: '管理' }, sort: { field: 'created_at', order: 'desc' } }],
    ['?page=0&filters=%7Bbroken', {}],
  ])('reads %s', (search, state) => {
    expect(readListState(search)).toEqual(state);
  });

  it('writes the sort beside the page and filters, defaults left out, other params kept', () => {
    const written = writeListState('?branch_id=7', { page: 2, pageSize: 10, query: { name: '管理', level: '' }, sort: { field: 'tuition', order: 'desc' } }, 10);
    expect(Object.fromEntries(new URLSearchParams(written))).toEqual({ branch_id: '7', page: '2', filters: '{"name":"管理"}', sort: '-tuition' });
    expect(readListState(written)).toEqual({ page: 2, query: { name: '管理' }, sort: { field: 'tuition', order: 'desc' } });
    expect(writeListState('?sort=name', { page: 1, pageSize: 10, query: {} }, 10)).toBe('');
  });

  it('gives the list call its sort params', () => {
    expect(sortParams({ field: 'name', order: 'desc' })).toEqual({ sort: 'name', order: 'desc' });
    expect(sortParams(undefined)).toEqual({});
  });
});
