import { describe, expect, it } from 'vitest';
import { conflictsByKeys, conflictsOf, keepNumberTypes, listConflicts, parseFormConfig } from '../../engine/index.ts';

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

describe('conflictsByKeys: a dialog that is not a form-config (课程内容)', () => {
  const keys = [
    { key: 'info|content', label: '课程内容' },
    { key: 'fujian', label: '附件' },
  ];
  const was = { info: { content: '<p>旧</p>' }, fujian: ['/a.png'] };
  it('they changed the content, I added a picture: both kept', () => {
    const theirs = { info: { content: '<p>新</p>' }, fujian: ['/a.png'] };
    const mine = { info: { content: '<p>旧</p>' }, fujian: ['/a.png', '/b.png'] };
    expect(conflictsByKeys(keys, was, theirs, mine)).toEqual({
      conflicts: [{ key: 'info|content', label: '课程内容', theirs: '<p>新</p>', mine: '<p>旧</p>', mineChanged: false }],
      merged: { info: { content: '<p>新</p>' }, fujian: ['/a.png', '/b.png'] },
      changedByThem: true,
    });
  });
  it('nobody else changed it: nothing to ask', () => {
    expect(conflictsByKeys(keys, was, was, { ...was, fujian: [] })).toMatchObject({ conflicts: [], changedByThem: false });
  });
});

describe('listConflicts: a course\'s teachers edited twice', () => {
  const field = { key: 'teachers', label: '授课教师' };
  const t = (id: string) => ({ id, name: `教师${id}` });
  const merge = (base: string[], theirs: string[], mine: string[]) =>
    listConflicts(field, base.map(t), theirs.map(t), mine.map(t), (one) => one.id, (one) => one.name);

  it('they added c, I removed b: the merge has a and c', () => {
    const result = merge(['a', 'b'], ['a', 'b', 'c'], ['a']);
    expect(result.merged.map((one) => one.id)).toEqual(['a', 'c']);
    expect(result.changedByThem).toBe(true);
    expect(result.conflicts).toEqual([{ key: 'teachers', label: '授课教师', theirs: ['教师a', '教师b', '教师c'], mine: ['教师a'], mineChanged: true }]);
  });
  it('we both added: theirs first, then mine, each once', () => {
    expect(merge(['a'], ['a', 'b'], ['a', 'c', 'b']).merged.map((one) => one.id)).toEqual(['a', 'b', 'c']);
  });
  it('they removed a, which I kept and did not touch: it stays removed', () => {
    const result = merge(['a', 'b'], ['b'], ['a', 'b']);
    expect(result.merged.map((one) => one.id)).toEqual(['b']);
    expect(result.conflicts[0]?.mineChanged).toBe(false);
  });
  it('nobody else changed it', () => {
    expect(merge(['a'], ['a'], ['a', 'b'])).toMatchObject({ changedByThem: false, conflicts: [] });
  });
});
