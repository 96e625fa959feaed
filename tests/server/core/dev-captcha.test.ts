import { describe, expect, it } from 'vitest';
import { captchaSvg, coreServerForFile } from './helpers.ts';

const server = coreServerForFile();

describe('GET /api/dev/captcha/{key} (dev call for the browser tests)', () => {
  it('answers a live captcha without using it up, and 404 for an unknown key', async () => {
    const { json } = await server.call('/api/common/captcha');
    const key = json.data.key as string;
    const peek = await server.call(`/api/dev/captcha/${key}`);
    expect(peek.json.data.answer).toMatch(/^[a-z2-9]{4}$/);
    // the SVG has no text to read: no <text>, and the answer's characters appear nowhere as text
    const svg = captchaSvg(json.data.img as string);
    expect(svg).not.toMatch(/<text|<tspan|font-family/);
    const words = svg.replace(/<[^>]*>/g, '');
    expect(words).toBe('');
    // still usable: sending a code with it works
    const sent = await server.call('/api/common/send-mobile-code', { method: 'POST', body: { mobile: '13800000009', captcha_key: key, captcha: peek.json.data.answer } });
    expect(sent.json).toMatchObject({ code: 200, message: '操作成功' });
    const gone = await server.call(`/api/dev/captcha/${key}`);
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe('图形验证码不存在或已过期');
  });
});
