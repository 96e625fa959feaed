import type { Locator } from 'playwright-core';

// The image captcha's text as a person reads it, from its SVG (server/captcha.ts draws each
// character as a <text>); the SMS code comes from the server's output (harness.ts, codeFor).

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
