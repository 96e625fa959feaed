import type { Locator } from 'playwright-core';
import type { ReferenceServer } from './harness.ts';

// The image captcha's answer: its SVG holds no text to read (server/captcha.ts draws strokes),
// so the tests ask the dev call GET /api/dev/captcha/{key} with the key the form holds in its
// hidden captcha_key input; the SMS code comes from the server's output (harness.ts, codeFor).

/** The answer of the image captcha shown in `scope` (a form with the hidden captcha_key input). */
export async function captchaText(scope: Locator, server: ReferenceServer): Promise<string> {
  const key = await scope.locator('input[id$="captcha_key"]').inputValue();
  if (!key) throw new Error('the form holds no captcha key');
  const answer = (await (await fetch(`${server.url}/api/dev/captcha/${encodeURIComponent(key)}`)).json()) as { data?: { answer?: string } };
  const text = answer.data?.answer ?? '';
  if (text.length !== 4) throw new Error(`could not read the captcha ${key}: ${JSON.stringify(answer)}`);
  return text;
}
