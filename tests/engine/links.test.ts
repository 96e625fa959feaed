import { describe, expect, it } from 'vitest';
import { formErrors, HTTP_URL, isPictureSrc, parseFormConfig } from '../../engine/index.ts';

// Issue 33 items 2 and 7: a stored picture is a path on the site or an http(s) address (the
// reference server checks what it stores with it); a text field takes text or a number, in the
// form in the browser and on the server alike.

describe('picture addresses', () => {
  it.each(['uploads/2026/11/a.png', '/uploads/a.png', '/api/common/demo-image/%E6%B5%8B.svg', 'uploads/demo/资质1.png', 'https://oss.example.com/a.png?x=1', 'http://cdn.example.com/a.png'])(
    'takes %j',
    (src) => expect(isPictureSrc(src)).toBe(true),
  );

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', '//evil.example/a.png', '\\\\evil.example\\a.png', '/\\evil.example/a.png', 'data:image/svg+xml,<svg>', 'uploads/../../etc/passwd', '', ' uploads/a.png', 'https://', 'ftp://x/a.png'])(
    'refuses %j',
    (src) => expect(isPictureSrc(src)).toBe(false),
  );

  it('knows an http(s) address with a host', () => {
    expect(HTTP_URL.test('https://mp.weixin.qq.com/s/abc')).toBe(true);
    expect(HTTP_URL.test('https://user@evil.example')).toBe(false);
  });
});

describe('the form rule of text fields', () => {
  const parsed = parseFormConfig({
    component: { name: 'text', title: '文字' },
    fields: [{ name: '名称', field: 'name', rules: { max: 20 }, component: { type: 'text' } }],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const errors = (values: Record<string, unknown>) => formErrors(parsed.config, values);

  it('refuses a list or an object in a text field, and takes a number', () => {
    expect(errors({ name: ['a'] })).toEqual({ name: '名称应为文字' });
    expect(errors({ name: { a: 1 } })).toEqual({ name: '名称应为文字' });
    expect(errors({ name: 12 })).toEqual({});
  });
});
