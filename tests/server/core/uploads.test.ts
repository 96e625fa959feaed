import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedName } from '../../../server/routes/core/uploads.ts';
import { coreServerForFile } from './helpers.ts';

const server = coreServerForFile();
let token = '';
beforeAll(async () => {
  token = await server.login('demo-school');
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42')]);

function form(field: string, name: string, content: Buffer | string, type = 'application/octet-stream') {
  const data = new FormData();
  data.append(field, new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type }), name);
  return data;
}

/** A GET with the path sent as written (fetch would resolve '..'). */
function rawGet(url: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('uploads', () => {
  it('stores an image under DATA_DIR/uploads/YYYY/MM and serves it back with its type', async () => {
    const answer = await server.call('/api/organization/common/upload-img', { method: 'POST', token, body: form('file', 'logo.PNG', PNG, 'image/png') });
    expect(answer.json).toMatchObject({ code: 200, message: '操作成功', url: expect.stringMatching(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.png$/) });
    expect(answer.json.data.url).toBe(answer.json.url);
    expect(fs.readFileSync(path.join(server.dataDir, answer.json.url))).toEqual(PNG);
    const served = await fetch(`${server.url}/${answer.json.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it('takes the field img too, and files on upload-file and the admin image call', async () => {
    const img = await server.call('/api/admin/common/upload-img', { method: 'POST', token, body: form('img', 'crop.jpg', JPEG) });
    expect(img.json.url).toMatch(/\.jpg$/);
    const pdf = await server.call('/api/organization/common/upload-file', { method: 'POST', token, body: form('file', '资质.pdf', '%PDF-1.4') });
    expect(pdf.json.url).toMatch(/\.pdf$/);
    const doc = await server.call('/api/organization/common/upload-file', { method: 'POST', token, body: form('file', 'plan.docx', ZIP) });
    const served = await fetch(`${server.url}/${doc.json.url}`);
    expect(served.headers.get('content-disposition')).toBe('attachment');
  });

  it.each([
    ['/api/organization/common/upload-img', 'a.pdf', '只能上传 jpg、jpeg、png、gif 格式的文件'],
    ['/api/organization/common/upload-file', 'run.exe', '只能上传 pdf、doc、docx、ppt、pptx、jpg、jpeg、png、gif 格式的文件'],
    ['/api/organization/common/upload-video', 'clip.mov', '上传文件只能是mp4格式!'],
  ])('refuses a wrong type on %s with 422', async (url, name, message) => {
    const answer = await server.call(url, { method: 'POST', token, body: form('file', name, 'x') });
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ code: 422, message, errors: { file: [message] } });
  });

  it.each([
    ['/api/organization/common/upload-img', 'note.png', '这是一个文本文件'],
    ['/api/organization/common/upload-img', 'page.jpg', '<html><script>alert(1)</script></html>'],
    ['/api/organization/common/upload-file', '资质.pdf', PNG],
    ['/api/organization/common/upload-file', 'plan.docx', '%PDF-1.4'],
    ['/api/organization/common/upload-video', 'clip.mp4', 'not a video'],
  ])('refuses on %s a file whose content is not its extension (%s), storing nothing', async (url, name, content) => {
    const before = fs.readdirSync(server.dataDir, { recursive: true }).length;
    const answer = await server.call(url, { method: 'POST', token, body: form('file', name, content, 'image/png') });
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ code: 422, message: '文件内容与扩展名不符，请上传真实的文件' });
    expect(fs.readdirSync(server.dataDir, { recursive: true }).length).toBe(before);
  });

  it('serves stored files under a CSP sandbox (no script runs even when a file is opened on its own)', async () => {
    const answer = await server.call('/api/organization/common/upload-img', { method: 'POST', token, body: form('file', 'logo.png', PNG, 'image/png') });
    const served = await fetch(`${server.url}/${answer.json.url}`);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('takes an mp4 video', async () => {
    const answer = await server.call('/api/organization/common/upload-video', { method: 'POST', token, body: form('file', 'tour.mp4', MP4) });
    expect(answer.json.url).toMatch(/\.mp4$/);
    expect((await fetch(`${server.url}/${answer.json.url}`)).headers.get('content-type')).toBe('video/mp4');
  });

  it('refuses a file over 5M with 422 文件大小不能超过 5M', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const answer = await server.call('/api/organization/common/upload-img', { method: 'POST', token, body: form('file', 'big.png', big) });
    expect(answer.json).toMatchObject({ code: 422, message: '文件大小不能超过 5M' });
    const huge = Buffer.alloc(6 * 1024 * 1024, 1);
    const cut = await server.call('/api/organization/common/upload-img', { method: 'POST', token, body: form('file', 'huge.png', huge) });
    expect(cut.json).toMatchObject({ code: 422, message: '文件大小不能超过 5M' });
  });

  it('answers 422 without a file and 402 without a token', async () => {
    const none = await server.call('/api/organization/common/upload-img', { method: 'POST', token, body: form('other', 'a.png', 'x') });
    expect(none.json).toMatchObject({ code: 422, message: '请选择要上传的文件' });
    const anonymous = await server.call('/api/organization/common/upload-img', { method: 'POST', body: form('file', 'a.png', 'x') });
    expect(anonymous.status).toBe(402);
  });

  it.each([
    '/uploads/../app.sqlite',
    '/uploads/%2e%2e/app.sqlite',
    '/uploads/..%2fapp.sqlite',
    '/uploads/%2e%2e%2fapp.sqlite',
    '/uploads/library/..%2f..%2fapp.sqlite',
    '/uploads/%252e%252e/app.sqlite',
    '/uploads/..\\app.sqlite',
    '/uploads/%00',
  ])('never serves a file outside DATA_DIR/uploads (%s)', async (rawPath) => {
    const answer = await rawGet(server.url, rawPath);
    expect(answer.body).not.toContain('SQLite format');
    // 404 from /uploads, or (when the URL parser already resolved '..') the app's own page
    expect(answer.status === 404 || answer.status === 400 || /应用尚未构建|<html/i.test(answer.body)).toBe(true);
  });

  it('serves the seeded library pictures as SVG', async () => {
    const answer = await fetch(`${server.url}/uploads/library/img-01.svg`);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    expect(await answer.text()).toContain('<svg');
  });
});

describe('the stored name of a document', () => {
  it.each([
    ['办学许可证.pdf', '办学许可证.pdf'],
    ['..\\..\\etc\\plan.DOCX', 'plan.docx'],
    ['a/b/../招生 简章?#%.pdf', '招生 简章___.pdf'],
    ['.pdf', 'file.pdf'],
    [`${'长'.repeat(100)}.pdf`, `${'长'.repeat(63)}.pdf`],
    [`${'a'.repeat(100)}.pdf`, `${'a'.repeat(80)}.pdf`],
    // issue 58: capped in bytes (190 before the extension), never cut inside a character
    [`${'😀'.repeat(80)}.pdf`, `${'😀'.repeat(47)}.pdf`],
    [`${'👨‍👩‍👧‍👦'.repeat(10)}.pdf`, `${'👨‍👩‍👧‍👦'.repeat(7)}.pdf`],
    ['invoice\u202Efdp.exe.pdf', 'invoicefdp.exe.pdf'],
    ['a\u200Bb\uFEFF\u0085c\u0007.pdf', 'ab_c_.pdf'],
    ['half\uD83D.pdf', 'half_.pdf'],
    ['Cafe\u0301.pdf', 'Café.pdf'],
  ])('%s is stored as %s', (name, stored) => expect(storedName(name)).toBe(stored));

  it('stores a name of 80 emoji (320 bytes, past what a file system takes) capped, never answering 500', async () => {
    const name = `${'😀'.repeat(80)}.pdf`;
    const pdf = await server.call('/api/organization/common/upload-file', { method: 'POST', token, body: form('file', name, '%PDF-1.4') });
    expect(pdf.status).toBe(200);
    const last = decodeURIComponent(String(pdf.json.url).split('/').at(-1) ?? '');
    expect(last).toBe(`${'😀'.repeat(47)}.pdf`);
    expect(Buffer.byteLength(last)).toBeLessThanOrEqual(200);
    expect(pdf.json.data.name).toBe(last);
    expect((await fetch(`${server.url}/${encodeURI(pdf.json.url)}`)).status).toBe(200);
  });

  it('stores upload-file under a folder of its own with the name, and images under a random name', async () => {
    const pdf = await server.call('/api/organization/common/upload-file', { method: 'POST', token, body: form('file', '../招生简章.pdf', '%PDF-1.4') });
    expect(pdf.json.url).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\/招生简章\.pdf$/);
    expect((await fetch(`${server.url}/${encodeURI(pdf.json.url)}`)).status).toBe(200);
    const png = await server.call('/api/organization/common/upload-img', { method: 'POST', token, body: form('file', '校徽.png', PNG, 'image/png') });
    expect(png.json.url).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.png$/);
  });
});
