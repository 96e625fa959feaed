import type { Locator } from 'playwright-core';
import type { ReferenceServer } from './harness.ts';

// The two codes a person reads with their eyes, read by the browser tests: the SMS code from the
// reference server's log (server/README.md: no SMS is sent, the code is printed), and the image
// captcha's text from its SVG (server/captcha.ts draws each character as a <text>).

/**
 * The latest SMS code printed for `mobile` after `since` characters of the log (pass
 * `server.log().length` taken before sending, so an older code is never read); waits up to 20 s.
 */
export async function smsCode(server: ReferenceServer, mobile: string, since = 0): Promise<string> {
  const pattern = new RegExp(`\\[短信验证码\\] 手机号 ${mobile} 的验证码：(\\d{6})`, 'g');
  const deadline = Date.now() + 20_000;
  for (;;) {
    const codes = [...server.log().slice(since).matchAll(pattern)].map((match) => match[1]);
    const last = codes.at(-1);
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`no SMS code for ${mobile} in the server log`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The text of the image captcha shown by `image` (an <img> whose src is the server's data URL). */
export async function captchaText(image: Locator): Promise<string> {
  const src = (await image.getAttribute('src')) ?? '';
  const base64 = /^data:image\/svg\+xml;base64,(.+)$/.exec(src)?.[1];
  if (!base64) throw new Error(`the captcha is not an SVG data URL: ${src.slice(0, 40)}`);
  const svg = Buffer.from(base64, 'base64').toString('utf8');
  const text = [...svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((match) => match[1]).join('');
  if (text.length !== 4) throw new Error(`could not read the captcha: ${text}`);
  return text;
}
