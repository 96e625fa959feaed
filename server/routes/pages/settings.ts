import type { Hono } from 'hono';
import { HTTP_URL, z } from '../../../engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAccount } from '../../auth.ts';
import { invalid, ok } from '../../http.ts';
import { chinaDateTime, fieldErrors } from '../core/util.ts';
import { readCallBody } from './request.ts';

// The public-account settings (公众号: GET/PATCH school-gwgw and branch-gwgw). A PATCH merges
// only the declared fields, each text of a bounded length, links http(s) only (issue 26: any key
// of any size was stored, five calls grew the answer to 20 MB, and a javascript: URL was kept).

export const SETTINGS_NAMES = ['school-gwgw', 'branch-gwgw'] as const;

const NAME_MAX = 30;
const URL_MAX = 500;
/** A picture: a stored path (uploads/…, the seeded /api/common/demo-image/…) or an http(s) address. */
const PICTURE = /^\/?(?:uploads|api\/common\/demo-image)\/[\w./%-]+$/;

/** Text ('' for null), trimmed, at most `max` characters. */
const text = (label: string, max: number) =>
  z
    .union([z.string(), z.null()], { error: `${label}应为文字` })
    .transform((value) => (value ?? '').trim())
    .pipe(z.string().max(max, { error: `${label}不能超过 ${max} 个字符` }));

const FIELDS = {
  gw_name: text('公众号名称', NAME_MAX),
  gw_url: text('关注链接', URL_MAX).refine((url) => url === '' || HTTP_URL.test(url), { error: '关注链接只能是以 http:// 或 https:// 开头的网址' }),
  gw_qrcode: text('二维码', URL_MAX).refine((src) => src === '' || ((HTTP_URL.test(src) || PICTURE.test(src)) && !src.includes('..')), {
    error: '二维码应为上传后的图片地址',
  }),
} satisfies Record<string, z.ZodType>;
const settingsPatch = z.object(FIELDS).partial();
type Settings = z.output<typeof settingsPatch>;

/** At most this many unknown keys are named in a 422, each cut to KEY_SHOWN characters. */
const KEYS_NAMED = 5;
const KEY_SHOWN = 40;

/** The declared fields of what is stored; anything else (left by older versions) is dropped. */
function declared(stored: Record<string, unknown>): Settings {
  const out: Settings = {};
  for (const [key, schema] of Object.entries(FIELDS)) {
    const value = schema.safeParse(stored[key]);
    if (key in stored && value.success) out[key as keyof Settings] = value.data;
  }
  return out;
}

export function mountSettings(api: Hono, { db }: AppDeps): void {
  const auth = requireAccount(db);
  const select = db.prepare('SELECT data FROM account_settings WHERE account_id = ? AND name = ?').pluck();
  const upsert = db.prepare(
    `INSERT INTO account_settings (account_id, name, data, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (account_id, name) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
  );
  const read = (accountId: number, name: string): Settings => {
    const data = select.get(accountId, name) as string | undefined;
    return data ? declared(JSON.parse(data) as Record<string, unknown>) : {};
  };

  for (const name of SETTINGS_NAMES) {
    api.get(`/organization/${name}`, auth, (c) => ok(c, read(c.get('account').id, name)));
    api.patch(`/organization/${name}`, auth, async (c) => {
      const body = await readCallBody(c, true);
      if (body.problem !== undefined) return invalid(c, { body: body.problem });
      const unknown = Object.keys(body.body).filter((key) => !Object.hasOwn(FIELDS, key));
      if (unknown.length) {
        const shown = (key: string) => (key.length > KEY_SHOWN ? `${key.slice(0, KEY_SHOWN)}…` : key);
        return invalid(c, Object.fromEntries(unknown.slice(0, KEYS_NAMED).map((key) => [shown(key), `未知字段：${shown(key)}`])));
      }
      const parsed = settingsPatch.safeParse(body.body);
      if (!parsed.success) return invalid(c, fieldErrors(parsed.error));
      const accountId = c.get('account').id;
      const merged = { ...read(accountId, name), ...parsed.data };
      upsert.run(accountId, name, JSON.stringify(merged), chinaDateTime());
      return ok(c, merged);
    });
  }
}
