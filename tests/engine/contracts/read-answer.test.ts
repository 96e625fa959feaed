import { describe, expect, it } from 'vitest';
import { contracts, readAnswer } from '../../../engine/index.ts';

// Issue 25 item 2: a value that cannot be read costs that value, never the answer; only what makes
// the answer useless is an error, naming the JSON path in Chinese. Item 3: with `converted`, each
// value read in another spelling is listed at its path.

describe('readAnswer: a mismatch costs one value', () => {
  it('leaves out a value it cannot read and keeps the rest', () => {
    const read = readAnswer(contracts.userInfo, { id: 1, user_name: 'demo', mobile: { a: 1 }, balance: 'lots', created_at: '昨天', nick_name: '招生办' });
    expect(read).toMatchObject({ ok: true, data: { id: 1, user_name: 'demo', nick_name: '招生办' } });
    expect(read.ok && [read.data.mobile, read.data.balance, read.data.created_at]).toEqual([undefined, undefined, undefined]);
    expect(read.drifts.map(({ path, kind }) => `${kind} ${path}`).sort()).toEqual(['dropped data.balance', 'dropped data.created_at', 'dropped data.mobile']);
    expect(read.drifts.find((drift) => drift.path === 'data.mobile')).toMatchObject({ arrived: '{"a":1}', expected: '应为文字' });
  });

  it('a row whose required value is missing or unreadable goes alone; the others stay in order', () => {
    const read = readAnswer(contracts.noticeStatus, { sum: '2', list: [{ id: 1, title: 'a' }, { title: 'b' }, { id: 'x', title: 'c' }, { id: '4', title: 'd' }] });
    expect(read.ok && read.data).toEqual({
      sum: 2,
      list: [
        { id: 1, title: 'a', status: 0, created_at: '' },
        { id: 4, title: 'd', status: 0, created_at: '' },
      ],
    });
    // (paths are those of the answer as it stood when the value went: rows after a dropped one move up)
    expect(new Set(read.drifts.filter((drift) => drift.kind === 'dropped').map((drift) => drift.leaf))).toEqual(new Set(['data.list[2].id', 'data.list[1].id']));
  });

  it('a nested object that lacks its id goes alone (school), not the user', () => {
    const read = readAnswer(contracts.userInfo, { id: '7', school: { name: '阳光' } });
    expect(read).toMatchObject({ ok: true, data: { id: 7 } });
    expect(read.ok && read.data.school).toBeUndefined();
  });

  it.each([
    ['a login answer without a token', contracts.sessionToken, { expires_at: null }, 'data.token：缺少，没有返回登录凭证'],
    ['a page without rows', contracts.payOrderPage, { total: 3 }, 'data.data：缺少，应为列表'],
    ['an object answered as text', contracts.stat, '出错了', 'data：应为对象'],
    ['a captcha without its key', contracts.captcha, { img: 'data:,' }, 'data.key：缺少，应为文字'],
  ])('only what makes the answer useless is an error: %s', (_, schema, value, issue) => {
    const read = readAnswer(schema, value);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.issues).toContain(issue);
  });

  it('an empty answer is read as empty, not refused: [] for an object, null for a list or the stat', () => {
    expect(readAnswer(contracts.systemSetting, []).ok).toBe(true);
    expect(readAnswer(contracts.certificates, null)).toMatchObject({ ok: true, data: [] });
    expect(readAnswer(contracts.stat, null)).toMatchObject({ ok: true, data: { balance: 0, trend: [] } });
  });
});

describe('readAnswer with `converted`: the drift report of a PHP answer', () => {
  const php = {
    id: '1',
    user_name: 'demo-school',
    mobile: 13800138003,
    created_at: 1795593600,
    is_shcool: true,
    balance: '12860.5',
    school: [],
    groups: { '1': { id: 2, name: '乙' }, '0': { id: 1, name: '甲' } },
    extra_key: 'x',
  };

  it('reads it as the plain answer would be read', () => {
    const read = readAnswer(contracts.userInfo, php, { converted: true });
    expect(read.ok && read.data).toMatchObject({
      id: 1,
      mobile: '13800138003',
      created_at: '2026-11-25 16:00:00',
      is_shcool: 1,
      balance: 12860.5,
      groups: [
        { id: 1, name: '甲' },
        { id: 2, name: '乙' },
      ],
    });
  });

  it('lists each conversion at its JSON path with what arrived and how it was read', () => {
    const read = readAnswer(contracts.userInfo, php, { converted: true });
    const converted = read.drifts.filter((drift) => drift.kind === 'converted').map(({ path, arrived, expected }) => `${path} ${arrived} ${expected}`);
    expect(converted).toEqual(
      expect.arrayContaining([
        'data.id "1" 数字',
        'data.mobile 13800138003 文字',
        'data.created_at 1795593600 时间',
        'data.is_shcool true 1/0',
        'data.balance "12860.5" 数字',
        'data.school [] 空对象',
        'data.groups {"0":{"id":1,"name":"甲"},"1":{"id":2,"name":"乙"}} 列表',
      ]),
    );
    // without the option no second parse is made and nothing converted is listed
    expect(readAnswer(contracts.userInfo, php).drifts.filter((drift) => drift.kind === 'converted')).toEqual([]);
  });
});
