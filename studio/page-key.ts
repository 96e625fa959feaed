// 新建页面 suggests the page key from its Chinese title (issue 60 item 7): the title's pinyin, a
// syllable a part, as the server's key rule wants it (lower-case letters, digits and hyphens,
// a letter first, 2 to 40 characters: server/studio/new-page.ts, PAGE_KEY).

/** How a title is read: one entry per character (a Chinese one as its pinyin without tones), as pinyin-pro's 'array'. */
export type ReadSyllables = (text: string) => string[];

/**
 * The key a title suggests, or '' when it has nothing to make one of.
 * suggestPageKey('学员公告', read) -> 'xue-yuan-gong-gao'; suggestPageKey('2026 届招生', read) -> 'p-2026-jie-zhao-sheng'
 */
export function suggestPageKey(title: string, read: ReadSyllables): string {
  const parts: string[] = [];
  let ascii = '';
  const flush = () => {
    if (ascii) parts.push(ascii);
    ascii = '';
  };
  for (const [index, syllable] of read(title.trim()).entries()) {
    const char = [...title.trim()][index] ?? '';
    if (/[A-Za-z0-9]/.test(char)) ascii += char.toLowerCase();
    else {
      flush();
      const letters = syllable.toLowerCase().replace(/[^a-z]/g, '');
      if (letters && /[\u4e00-\u9fff]/.test(char)) parts.push(letters);
    }
  }
  flush();
  let key = parts.join('-').slice(0, 40).replace(/-+$/, '');
  if (key && !/^[a-z]/.test(key)) key = `p-${key}`.slice(0, 40).replace(/-+$/, '');
  return key.length >= 2 ? key : '';
}
