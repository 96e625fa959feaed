// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeCSS, updateCSS } from '../../../app/lib/dynamic-css.ts';

const OPTIONS = { mark: 'data-css-hash', prepend: 'queue' as const, priority: -999 };
const styles = () => [...document.head.querySelectorAll('style[data-css-hash]')];

/** Counts the reads of a <style>'s innerHTML (rc-util compares it with the text to write). */
function innerHtmlReads() {
  const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  if (!descriptor?.get) throw new Error('no innerHTML getter');
  return vi.spyOn(Element.prototype, 'innerHTML', 'get').mockImplementation(function (this: Element) {
    return descriptor.get?.call(this) as string;
  });
}

describe("app/lib/dynamic-css: antd's style writes, the same text again answered at once", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it('writes a style once; the same text under the same key again neither reads nor writes the page', () => {
    const css = ':root{--ant-color-primary:#0b6e69}'.repeat(300);
    const first = updateCSS(css, 'app', OPTIONS);
    expect(styles()).toEqual([first]);
    expect(first.textContent).toBe(css);
    const reads = innerHtmlReads();
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    for (let i = 0; i < 50; i++) expect(updateCSS(css, 'app', OPTIONS)).toBe(first);
    expect(reads).not.toHaveBeenCalled();
    expect(observer.takeRecords()).toEqual([]);
    observer.disconnect();
  });

  it('writes another text under the key, and a style that left the page again', () => {
    const first = updateCSS('a{color:red}', 'k', OPTIONS);
    expect(updateCSS('a{color:blue}', 'k', OPTIONS)).toBe(first);
    expect(first.textContent).toBe('a{color:blue}');
    first.remove();
    const again = updateCSS('a{color:blue}', 'k', OPTIONS);
    expect(again).not.toBe(first);
    expect(styles()).toEqual([again]);
    expect(again.textContent).toBe('a{color:blue}');
  });

  it('removes a style, and writes it anew after', () => {
    updateCSS('b{color:red}', 'gone', OPTIONS);
    removeCSS('gone', OPTIONS);
    expect(styles()).toEqual([]);
    const back = updateCSS('b{color:red}', 'gone', OPTIONS);
    expect(styles()).toEqual([back]);
  });

  it('keeps keys of different marks apart', () => {
    const one = updateCSS('c{}', 'same', OPTIONS);
    const other = updateCSS('d{}', 'same', { mark: 'rc-util-key' });
    expect(other).not.toBe(one);
    expect(one.textContent).toBe('c{}');
    expect(other.textContent).toBe('d{}');
  });
});
