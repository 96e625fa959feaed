import { pinyin } from 'pinyin-pro';
import { describe, expect, it } from 'vitest';
import { suggestPageKey } from '../../studio/page-key.ts';

// 新建页面 suggests the page key from the title's pinyin (issue 60 item 7).

const read = (text: string) => pinyin(text, { toneType: 'none', type: 'array' });

describe('the page key a title suggests', () => {
  it.each([
    ['学员公告', 'xue-yuan-gong-gao'],
    ['重庆校区', 'chong-qing-xiao-qu'],
    ['2026届招生', 'p-2026-jie-zhao-sheng'],
    ['VIP 学员', 'vip-xue-yuan'],
    ['！！', ''],
  ])('%s -> %s', (title, key) => expect(suggestPageKey(title, read)).toBe(key));

  it('keeps to 40 characters, without a trailing hyphen', () => {
    const key = suggestPageKey('学员公告学员公告学员公告学员公告学员公告', read);
    expect(key.length).toBeLessThanOrEqual(40);
    expect(key).toMatch(/^[a-z][a-z0-9-]{1,39}$/);
    expect(key.endsWith('-')).toBe(false);
  });
});
