import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { parseAnswer } from '../../adapters/http/client.ts';
import { contracts, z } from '../../engine/index.ts';
import { showTime } from '../../server/routes/core/util.ts';
import { serverForFile } from './pages/harness.ts';

// Every call the app reads, answered by the real reference server and parsed through the contract
// the app parses it with (engine/contracts): the server and the browser cannot drift apart
// unnoticed. A mismatch fails with the call and the JSON path (parseAnswer's ContractError).
// Every call is read twice: from a server answering plain, and from one answering the php
// dialect (server/dialect.ts: numbers and text swapped, 0/1 flags, seconds for times, [] for {},
// empty keys left out, unknown keys added), which the contracts must read to the same values.

const upload = (name: string, content: BlobPart, field = 'file') => {
  const form = new FormData();
  form.append(field, new Blob([content]), name);
  return form;
};

describe.each(['plain', 'php'] as const)('the reference server answers what the contracts say (%s)', (dialect) => {
  const server = serverForFile({ dialect });

  async function answer(user: string | null, path: string, init: RequestInit & { json?: unknown } = {}) {
    const { status, body } = await server().json(user, path, init);
    expect(status, `${path}: ${JSON.stringify(body)}`).toBe(200);
    return body;
  }

  /** The call's `data` through `schema`, as adapters/http/readParsed reads it. */
  async function read<S extends z.ZodType>(user: string | null, path: string, schema: S, init: RequestInit & { json?: unknown } = {}): Promise<z.output<S>> {
    const body = await answer(user, path, init);
    expect(contracts.envelope.parse(body).code).toBe(200);
    return parseAnswer(schema, body.data, path);
  }

  it('session: login, need-captcha, captcha', async () => {
    const token = await read(null, '/api/organization/login', contracts.sessionToken, { method: 'POST', json: { user_name: 'demo-branch', password: 'Demo@2026' } });
    expect(token.token).not.toBe('');
    expect(await read(null, '/api/organization/login/need-captcha?user_name=demo-branch', contracts.needCaptcha)).toEqual({ need_captcha: false });
    expect((await read(null, '/api/common/captcha', contracts.captcha)).img).toMatch(/^data:image\//);
  });

  it('the user info, with every field of spec section 3', async () => {
    const user = await read('demo-school', '/api/organization/profile', contracts.userInfo);
    expect(user).toMatchObject({ user_name: 'demo-school', is_shcool: 1, school: { name: expect.any(String) } });
    expect(Array.isArray(user.menu_tree)).toBe(true);
    // read back the same from both dialects: php sends the mobile as a number and the time as seconds
    expect(user.mobile).toBe('13800000001');
    const stored = server().db.prepare("SELECT created_at FROM accounts WHERE user_name = 'demo-school'").pluck().get() as string;
    expect(user.created_at).toBe(showTime(stored));
    const renamed = await read('demo-school', '/api/organization/profile', contracts.userInfo, { method: 'PATCH', json: { nick_name: '招生办' } });
    expect(renamed.nick_name).toBe('招生办');
  });

  it('notifications: status, list, detail, read-all', async () => {
    const status = await read('demo-school', '/api/organization/profile/notifications-status', contracts.noticeStatus);
    expect(status.list.length).toBeGreaterThan(0);
    const page = await read('demo-school', '/api/organization/profile/notifications?page=1&page_size=5', contracts.noticePage);
    expect(page.data).toHaveLength(5);
    const first = page.data[0]!;
    const detail = await read('demo-school', `/api/organization/profile/notifications/${first.id}`, contracts.notice);
    expect(detail.notification_template?.content).toBeTruthy();
    expect(await read('demo-school', '/api/organization/profile/notifications/read-all', contracts.readAllAnswer, { method: 'POST' })).toMatchObject({ unread: 0 });
  });

  it('common data: help items, sites, areas, categories, system setting, child menus', async () => {
    expect(await read('demo-school', '/api/common/menu-helpers?menu_id=1&type=3', contracts.helpItems)).toEqual(expect.any(Array));
    expect((await read(null, '/api/organization/sites', contracts.sites)).map((s) => s.color)).toEqual(['#409EFF', '#13c2c2']);
    expect((await read(null, '/api/common/areas', contracts.optionTree)).length).toBeGreaterThan(0);
    expect((await read(null, '/api/common/categories?type=4', contracts.optionTree)).some((c) => String(c.id) === '985')).toBe(true);
    expect((await read(null, '/api/common/system-setting', contracts.systemSetting)).zhuxuetong_invalid_hours).toBe(72);
  });

  it('the dashboard stat', async () => {
    const stat = await read('demo-school', '/api/organization/common/stat', contracts.stat);
    expect(stat.trend).toHaveLength(7);
  });

  it('money: recharge, launch-pay, pay-result, 助学通, fee info, invoice model, pay orders', async () => {
    const body = await answer('low-balance', '/api/organization/common/order-recharge', { method: 'POST', json: { amount: 100, pay_type: 'wechat' } });
    const order = parseAnswer(contracts.rechargeOrder, body.data, 'order-recharge');
    expect(parseAnswer(contracts.rechargeOrder, (body as unknown as { result: unknown }).result, 'order-recharge', 'body')).toEqual(order);
    const launch = await read('low-balance', `/api/organization/common/order-launch-pay-request/${order.id}`, contracts.payLaunch, { method: 'POST' });
    expect(launch.qr_code).toContain(`/mock-pay/${order.id}`);
    // not paid yet: code 201 with the status in data
    const waiting = await server().json('low-balance', `/api/organization/common/order-pay-result-query/${order.id}`, { method: 'POST' });
    expect(contracts.envelope.parse(waiting.body).code).toBe(201);
    expect(parseAnswer(contracts.payResult, waiting.body.data, 'order-pay-result-query').status).toBe(0);

    expect((await read('demo-school', '/api/organization/common/has-zhuxuetong', contracts.zhuxuetongState)).status).toBe(1);
    expect((await read('demo-school', '/api/organization/pay-fee-info', contracts.feeInfo)).majorPlatform).toBe(5000);
    expect((await read('demo-school', '/api/organization/invoice-model', contracts.invoiceModel)).invoice_types).toHaveLength(2);
    const created = await read('demo-school', '/api/organization/pay-orders', contracts.payOrder, { method: 'POST', json: { status_type: 1, status_platform_help: 0, pay_type: 1 } });
    const orders = await read('demo-school', '/api/organization/pay-orders?page=1&page_size=10', contracts.payOrderPage);
    expect(orders.data.map((o) => o.id)).toContain(created.id);
    const closed = await server().json('demo-school', '/api/organization/zhuxuetong-close', { method: 'PUT', json: { confirm: 1 } });
    expect(parseAnswer(contracts.serviceChange, closed.body.data, 'zhuxuetong-close').status).toBe(0);
  });

  it('self-service: certificates, tools, roles', async () => {
    expect((await read('demo-school', '/api/organization/certificates', contracts.certificates)).length).toBeGreaterThan(0);
    expect((await read('demo-school', '/api/organization/tools', contracts.tools)).length).toBeGreaterThan(0);
    const roles = await read('demo-school', '/api/organization/roles', contracts.roles);
    expect(roles.length).toBeGreaterThan(0);
  });

  it('the authentication form show answer and its audit logs', async () => {
    const show = await read('auth-status-3', '/api/organization/school-auth-form/show', contracts.authShow);
    const logs = z.array(contracts.auditLog).parse(show.audit_logs);
    expect(logs.length).toBeGreaterThan(0);
  });

  it('uploads answer the stored path and the original file name', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2dd5d8f0000000049454e44ae426082', 'hex');
    const image = await read('demo-school', '/api/organization/common/upload-img', contracts.uploadAnswer, { method: 'POST', body: upload('校园风景.png', png, 'img') });
    expect(image).toMatchObject({ url: expect.stringMatching(/^uploads\/.+\.png$/), name: '校园风景.png' });
  });

  it('the majors import: preview under a cache_key, then the success and fail counts', async () => {
    const xlsx = await writeXlsxFile([
      ['专业名称', '层次', '学习形式', '学制（年）', '学费（元/年）', '专业介绍'],
      ['契约测试专业', '专升本', '网络教育', 2.5, 4800, null],
      [null, '专升本', '函授', 2.5, 3000, '缺名称'],
    ]).toBuffer();
    const preview = await read('demo-school', '/api/organization/school-majors/import', contracts.importPreview, { method: 'POST', body: upload('专业.xlsx', new Uint8Array(xlsx)) });
    expect(preview.rows).toHaveLength(2);
    const result = await read('demo-school', '/api/organization/school-majors/import-confirm', contracts.importResult, { method: 'POST', json: { cache_key: preview.cache_key } });
    expect(result).toEqual({ success: 1, fail: 1 });
  });

  it('teachers of a course and the candidates; confirm logs of a record', async () => {
    // rows read raw, without a contract: their ids are text in the php dialect
    const classes = (await answer('demo-school', '/api/organization/fxl-school-train-class?page_size=50')).data.data as { id: number | string }[];
    const course = classes[0]!;
    const teaching = await read('demo-school', `/api/organization/fxl-school-train-item-add-teacher/${course.id}`, contracts.trainTeachers);
    expect(teaching.every((t) => t.position === 0 || t.position === 1)).toBe(true);
    await read('demo-school', `/api/common/teachers?train_id=${course.id}`, contracts.trainTeachers);
    const branches = (await answer('demo-school', '/api/organization/school-branches')).data.data as { id: number | string }[];
    const logs = await read('demo-school', `/api/organization/school-branches/${branches[0]!.id}/confirm-logs`, contracts.confirmLogs);
    expect(logs).toEqual(expect.any(Array));
  });
});
