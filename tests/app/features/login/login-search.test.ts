import { describe, expect, it } from 'vitest';
import { parseLoginSearch } from '../../../../app/features/login/login-search.ts';

describe('parseLoginSearch: /login keeps its door in the URL', () => {
  it.each([
    [{}, {}],
    [{ mode: 'sms' }, { mode: 'sms' }],
    [{ mode: 'register', category_id: 985 }, { mode: 'register', category_id: 985 }],
    [{ mode: 'register', category_id: '6' }, { mode: 'register', category_id: 6 }],
    [{ mode: 'admin', category_id: 'x' }, {}],
    [{ category_id: -1, user_name: '' }, {}],
    [{ redirect: '/consult/consult', user_name: 'demo-school' }, { redirect: '/consult/consult', user_name: 'demo-school' }],
  ])('%j -> %j', (search, expected) => {
    const parsed = parseLoginSearch(search);
    expect(Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined))).toEqual(expected);
  });
});
