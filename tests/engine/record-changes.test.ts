import { describe, expect, it } from 'vitest';
import { conflictsOf, keepNumberTypes, parseFormConfig } from '../../engine/index.ts';

// Issue 58 item 1: what two people's edits of one record have in common and where they differ.
const parsed = parseFormConfig({
  component: { name: 'major', title: '专业' },
  fields: [
    { name: '专业名称', field: 'name', component: { type: 'text' } },
    { name: '学费', field: 'tuition', component: { type: 'numeric' } },
    { name: '专业介绍', field: 'desc', component: { type: 'textarea' } },
    { name: '详细地址', field: 'info|address', component: { type: 'text' } },
  ],
});
if (!parsed.ok) throw new Error(parsed.errors.map((error) => error.message).join('\n'));
const form = parsed.config;
const base = { name: '会计学', tuition: 4800, desc: '旧介绍', info: { address: '北京' } };

describe('conflictsOf (base, theirs, mine)', () => {
  it.each([
    ['nobody else changed it', base, { ...base, desc: '我的' }, [], { ...base, desc: '我的' }, false],
    [
      'they changed 学费, I changed 专业介绍: both kept, nothing to ask about 专业介绍',
      { ...base, tuition: 7777 },
      { ...base, tuition: '4800', desc: '我的' },
      [{ key: 'tuition', label: '学费', theirs: 7777, mine: '4800', mineChanged: false }],
      { ...base, tuition: 7777, desc: '我的' },
      true,
    ],
    [
      'we both changed 专业介绍: mine kept in the merge, and shown',
      { ...base, desc: '他的' },
      { ...base, desc: '我的' },
      [{ key: 'desc', label: '专业介绍', theirs: '他的', mine: '我的', mineChanged: true }],
      { ...base, desc: '我的' },
      true,
    ],
    [
      'a nested pipe path changed by them',
      { ...base, info: { address: '上海' } },
      base,
      [{ key: 'info|address', label: '详细地址', theirs: '上海', mine: '北京', mineChanged: false }],
      { ...base, info: { address: '上海' } },
      true,
    ],
    ['the same change on both sides is no conflict', { ...base, desc: '同样' }, { ...base, desc: '同样' }, [], { ...base, desc: '同样' }, true],
  ])('%s', (_name, theirs, mine, conflicts, merged, changedByThem) => {
    expect(conflictsOf(form, base, theirs, mine)).toEqual({ conflicts, merged, changedByThem });
  });

  it('reads 4800 and "4800" as one value', () => {
    expect(conflictsOf(form, base, { ...base, tuition: '4800' }, base).changedByThem).toBe(false);
  });
});

describe('keepNumberTypes', () => {
  it.each([
    ['a number stays a number', { tuition: 4800 }, { tuition: '7777' }, { tuition: 7777 }],
    ['text stays text where the record had text', { tuition: '4800' }, { tuition: '7777' }, { tuition: '7777' }],
    ['an empty field is not made 0', { tuition: 4800 }, { tuition: '' }, { tuition: '' }],
    ['text fields are left alone', { name: 1 }, { name: '2' }, { name: '2' }],
  ])('%s', (_name, record, values, expected) => {
    expect(keepNumberTypes(form, record, values)).toEqual(expected);
  });
});
