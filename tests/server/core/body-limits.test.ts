import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { BODY_TOO_LARGE, MAX_BODY_BYTES } from '../../../server/body-limit.ts';
import { coreServerForFile } from './helpers.ts';
import { XLSX_MESSAGES } from '../../../server/routes/pages/xlsx-bounded.ts';

// Issue 26 item 6: every body has a limit, multipart included, checked while it is read: the
// answer comes while the client is still sending, so the server never reads (nor holds) the
// whole body. A 600 MB multipart login was read whole (the server grew to 2.5 GB) before its 422.

const server = coreServerForFile();
let token = '';
beforeAll(async () => {
  token = await server.login('demo-school');
});

/** What a client streaming a body had sent when the answer came, and the answer. */
interface Streamed {
  status: number;
  json: { code: number; message: string; errors?: Record<string, string[]> };
  sent: number;
}

const BOUNDARY = 'x-issue-26-boundary';
const MB = 1024 * 1024;
/** Far more than any limit but the video upload's; the client stops once answered. */
const TOTAL = 64 * MB;

/**
 * POSTs `head`, zeros and `tail`, `total` bytes in all, in 256 KB pieces waiting for the socket
 * between pieces, declared by Content-Length unless `chunked`; stops sending once answered.
 */
function stream(path: string, options: { head: string; tail?: string; contentType: string; chunked?: boolean; token?: string; total?: number }): Promise<Streamed> {
  const total = options.total ?? TOTAL;
  const { hostname, port } = new URL(server.url);
  const headers: Record<string, string> = { 'content-type': options.contentType, accept: 'application/json', 'site-name': 'cepsp' };
  if (!options.chunked) headers['content-length'] = String(total);
  if (options.token) headers['org-token'] = options.token;
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({ hostname, port, path, method: 'POST', headers }, (res) => {
      answered = true;
      const sentWhenAnswered = sent;
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, json: JSON.parse(body) as Streamed['json'], sent: sentWhenAnswered });
        req.destroy();
      });
    });
    // once answered the server may close the connection under the unsent rest: not an error
    req.on('error', (error) => !answered && reject(error));
    const piece = Buffer.alloc(256 * 1024);
    const pump = () => {
      if (answered || req.destroyed) return;
      if (sent === 0) {
        sent += Buffer.byteLength(options.head);
        req.write(options.head);
      }
      const zeros = total - Buffer.byteLength(options.tail ?? '');
      while (sent < zeros && !answered) {
        const part = piece.subarray(0, Math.min(piece.length, zeros - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', pump);
      }
      if (sent >= zeros && !answered) {
        sent = total;
        req.end(options.tail);
      }
    };
    pump();
  });
}

const multipartHead = (fields: Record<string, string>, file?: string) =>
  Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('') + (file ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file}"\r\nContent-Type: application/octet-stream\r\n\r\n` : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="password"\r\n\r\n`);
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const MULTIPART_END = `\r\n--${BOUNDARY}--\r\n`;

describe('request bodies are bounded while they are read', () => {
  it.each([
    ['declared by Content-Length', false],
    ['chunked, with no length', true],
  ])('answers 413 to a large multipart login %s before the body is sent', async (_how, chunked) => {
    const answer = await stream('/api/organization/login', { head: multipartHead({ user_name: 'demo-school' }), contentType: MULTIPART, chunked });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ code: 413, message: BODY_TOO_LARGE });
    expect(answer.sent).toBeLessThan(TOTAL / 2);
  });

  it.each([
    ['declared by Content-Length', false],
    ['chunked, with no length', true],
  ])('answers 413 to a large JSON body %s before it is sent', async (_how, chunked) => {
    const answer = await stream('/api/organization/profile', { head: '{"nick_name":"', contentType: 'application/json', chunked, token });
    expect(answer).toMatchObject({ status: 413, json: { code: 413, message: BODY_TOO_LARGE } });
    expect(answer.sent).toBeLessThan(TOTAL / 2);
  });

  it('bounds a form body and any other type the same way', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', 'application/octet-stream']) {
      const answer = await stream('/api/organization/login', { head: 'user_name=demo-school&password=', contentType, chunked: true });
      expect(answer.status, contentType).toBe(413);
      expect(answer.sent, contentType).toBeLessThan(TOTAL / 2);
    }
  });

  it('lets an import take more than 4 MB, and cuts it off past its own 30M', async () => {
    const import_ = '/api/organization/school-majors/import';
    const over4 = await stream(import_, { head: multipartHead({}, 'majors.xlsx'), tail: MULTIPART_END, contentType: MULTIPART, token, total: MAX_BODY_BYTES + MB, chunked: true });
    // the whole file arrived: refused for what it is, not for its size
    expect(over4.status).toBe(422);
    // (a run of zeros, no zip: the bounded reader says so before reading anything)
    expect(over4.json.message).toBe(XLSX_MESSAGES.notXlsx);
    for (const chunked of [false, true]) {
      const huge = await stream(import_, { head: multipartHead({}, 'majors.xlsx'), contentType: MULTIPART, token, total: 48 * MB, chunked });
      expect(huge).toMatchObject({ status: 422, json: { message: '文件大小不能超过 30M', errors: { file: ['文件大小不能超过 30M'] } } });
      expect(huge.sent).toBeLessThan(48 * MB);
    }
  });

  it('cuts an upload off past its rule while it is read, with the rule’s message', async () => {
    const answer = await stream('/api/organization/common/upload-img', { head: multipartHead({}, 'big.png'), contentType: MULTIPART, token, chunked: true });
    expect(answer).toMatchObject({ status: 422, json: { message: '文件大小不能超过 5M' } });
    expect(answer.sent).toBeLessThan(TOTAL / 2);
  });

  it('checks the token of a file call before reading its body', async () => {
    for (const path of ['/api/organization/common/upload-video', '/api/organization/school-majors/import']) {
      const answer = await stream(path, { head: multipartHead({}, 'x.mp4'), contentType: MULTIPART, chunked: true });
      expect(answer.status, path).toBe(402);
      expect(answer.sent, path).toBeLessThan(TOTAL / 2);
    }
  });

  it('still serves small bodies after refusing large ones', async () => {
    expect(await server.login('demo-school')).toMatch(/\S{20,}/);
  });
});
