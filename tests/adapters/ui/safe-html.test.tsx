import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { safeStyle, sanitizeHtml, SafeHtml } from '../../../adapters/ui/safe-html.tsx';

// Issue 18: server HTML (notices, help, course content) cannot lay itself over the app.

const FAKE_LOGIN =
  '<a href="https://evil.example/login" class="loading-overlay" style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999;background:#fff;color:red">登录已过期，请点击此处重新登录</a>';

describe('safeStyle keeps only harmless inline styles', () => {
  it.each([
    ['color: red; position: fixed', 'color: red'],
    ['position:absolute;top:-10px;left:0', ''],
    ['z-index: 9999; font-weight: bold', 'font-weight: bold'],
    ['width: 100vw; height: 100vh; margin: -500px; transform: scale(9)', ''],
    ['background-color: rgb(255, 0, 0); text-align: center', 'background-color: rgb(255, 0, 0); text-align: center'],
    ['background: url(https://x.test/a.png)', ''],
    ['color: red /* */; position: fixed', ''],
    ['font-size: 14px', 'font-size: 14px'],
    ['font-size: 900px', ''],
    ['text-indent: -9999px', ''],
    ['color: red !important', 'color: red'],
  ])('%s -> %s', (style, expected) => {
    expect(safeStyle(style)).toBe(expected);
  });
});

describe('sanitizeHtml', () => {
  it('leaves the full-screen fake login as a plain link that opens a new tab', () => {
    const out = document.createElement('div');
    out.innerHTML = sanitizeHtml(FAKE_LOGIN);
    const link = out.querySelector('a');
    expect(link?.getAttribute('style')).toBe('color: red');
    expect(link?.hasAttribute('class')).toBe(false);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.getAttribute('href')).toBe('https://evil.example/login');
  });

  it('keeps links for http(s) only', () => {
    const out = document.createElement('div');
    out.innerHTML = sanitizeHtml('<a href="javascript:alert(1)">a</a><a href="mailto:x@y.z">b</a><a href="data:text/html,x">c</a><a href="/order">d</a>');
    const links = [...out.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([null, null, null, `${window.location.origin}/order`]);
    expect(links.slice(0, 3).every((link) => !link.hasAttribute('target'))).toBe(true);
  });

  it('drops scripts, handlers, forms, iframes and sizes', () => {
    const clean = sanitizeHtml('<img src="/a.png" width="5000" height="5000" onerror="alert(1)"><script>x()</script><iframe src="https://x.test"></iframe><form><input></form><p>正文</p>');
    expect(clean).toBe('<img src="/a.png"><p>正文</p>');
  });
});

describe('<SafeHtml>', () => {
  it('renders in a clipping box', () => {
    const { container } = render(<SafeHtml className="notice-read-content" html={FAKE_LOGIN} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.className).toBe('safe-html notice-read-content');
    expect(box.querySelector('a')?.getAttribute('style')).toBe('color: red');
  });
});
