import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { MESSAGES, z } from '../engine/index.ts';
import { fail, invalid, ok } from './http.ts';
import { fieldErrors } from './routes/core/util.ts';

// Fault injection for tests, mounted by app.ts only when REFERENCE_FAULTS=1 (server/README.md):
//   POST   /__faults  {method?, path, status?, message?, body?, hold?, delay_ms?, malformed?, drop?, times?}
//          (or a list of them) arms rules; the next `times` (default 1; 0 = until cleared) requests
//          matching method and path are held (until POST /__faults/release) and delayed, then
//          dropped, answered with malformed JSON, or answered with `status` (body {code: status,
//          message, ...body}); a rule with only hold or delay_ms lets the request through after.
//   POST   /__faults/release  lets every held request go on (answers {released: n}).
//   GET    /__faults  lists the armed rules;  DELETE /__faults  clears them and releases the held.
// `path` matches the path exactly, or as a prefix when it ends with '*' ('/api/organization/*').

export const FAULTS_PATH = '/__faults';
export const RELEASE_PATH = `${FAULTS_PATH}/release`;

const rule = z.object({
  method: z.string().trim().toUpperCase().optional(),
  path: z.string({ error: '请给出 path，如 /api/organization/profile 或 /api/*' }).trim().startsWith('/', { error: 'path 应以 / 开头' }),
  status: z.number().int().min(200, { error: 'status 应为 200 到 599' }).max(599, { error: 'status 应为 200 到 599' }).optional(),
  message: z.string().optional(),
  body: z.record(z.string(), z.unknown()).optional(),
  hold: z.boolean().optional(),
  delay_ms: z.number().int().min(0).max(120_000, { error: 'delay_ms 最多 120000' }).optional(),
  malformed: z.boolean().optional(),
  drop: z.boolean().optional(),
  times: z.number().int().min(0).default(1),
});
export type FaultRule = z.output<typeof rule>;

const DEFAULT_MESSAGES: Record<number, string> = {
  402: MESSAGES.sessionExpired,
  403: '没有权限执行此操作',
  404: '接口不存在',
  422: MESSAGES.invalidBody,
  423: MESSAGES.groupApply,
  435: '学校信息已提交，请等待审核',
  456: '请先完善学校信息',
  491: '确定要继续吗？',
  500: '服务器内部错误',
  502: '网关错误',
  503: '服务暂时不可用',
};

const matches = (armed: FaultRule, method: string, path: string) =>
  (!armed.method || armed.method === method) &&
  (armed.path.endsWith('*') ? path.startsWith(armed.path.slice(0, -1)) : armed.path === path);

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function dropConnection(c: Context): Response {
  (c.env as HttpBindings | undefined)?.incoming?.socket?.destroy();
  return new Response(null, { status: 500 });
}

export function faultInjection(): MiddlewareHandler {
  let rules: FaultRule[] = [];
  // the held requests, each waiting for its release
  let held: (() => void)[] = [];
  const release = () => {
    const released = held.length;
    held.forEach((go) => go());
    held = [];
    return released;
  };

  const control = async (c: Context) => {
    if (c.req.method === 'GET') return ok(c, rules);
    if (c.req.method === 'DELETE') {
      rules = [];
      release();
      return ok(c, []);
    }
    if (c.req.method !== 'POST') return fail(c, 404, `接口不存在：${c.req.method} ${FAULTS_PATH}`);
    let input: unknown;
    try {
      input = JSON.parse(await c.req.text());
    } catch {
      return fail(c, 422, '请以 JSON 发送故障规则');
    }
    const parsed = z.array(rule).safeParse(Array.isArray(input) ? input : [input]);
    if (!parsed.success) return invalid(c, fieldErrors(parsed.error));
    rules.push(...parsed.data);
    return ok(c, rules);
  };

  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    if (path === FAULTS_PATH) return control(c);
    if (path === RELEASE_PATH) return c.req.method === 'POST' ? ok(c, { released: release() }) : fail(c, 404, `接口不存在：${c.req.method} ${RELEASE_PATH}`);
    const index = rules.findIndex((armed) => matches(armed, c.req.method, path));
    if (index < 0) return next();
    const armed = rules[index] as FaultRule;
    if (armed.times === 1) rules.splice(index, 1);
    else if (armed.times > 1) armed.times -= 1;
    if (armed.hold) await new Promise<void>((go) => held.push(go));
    if (armed.delay_ms) await sleep(armed.delay_ms);
    if (armed.drop) return dropConnection(c);
    if (armed.malformed) {
      return new Response(`{"code":200,"message":"${MESSAGES.success}","data":{"list":[1,2`, {
        status: armed.status ?? 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    }
    if (armed.status) {
      const message = armed.message ?? DEFAULT_MESSAGES[armed.status] ?? '模拟的错误';
      return c.json({ code: armed.status, message, ...armed.body }, armed.status as 200);
    }
    return next();
  };
}
