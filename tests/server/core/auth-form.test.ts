import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { setByPipePath, type FormConfig } from '../../../engine/index.ts';
import { imageCount } from '../../../engine/form/field-types/image-arr.ts';
import { currentPageConfigs } from '../../../server/page-configs.ts';
import { coreServerForFile } from './helpers.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const server = coreServerForFile();

/** A complete set of values for the page whose update call is ?form=<form> (from schemas/). */
function completeValues(form: string): Record<string, unknown> {
  const config = [...currentPageConfigs(path.join(ROOT, 'schemas')).pages.values()]
    .map((page) => page.form)
    .find((f): f is FormConfig => !!f && (f.component.api_url?.update?.url ?? '').endsWith(`form=${form}`));
  let values: Record<string, unknown> = { name: '完整资料学校' };
  for (const field of config?.fields ?? []) {
    const keys = typeof field.field === 'string' ? [field.field] : field.field.map((entry) => entry.value);
    // as many pictures as the field asks for at least (the browser's rule: imageCount)
    const pictures = Array.from({ length: Math.max(imageCount(field).min, 1) }, () => 'uploads/library/img-01.svg');
    const value = field.component.type === 'image-arr' ? pictures : field.component.type === 'numeric' ? '3' : '1';
    for (const key of keys) values = setByPipePath(values, key, value);
  }
  return values;
}

const show = async (token: string, form: string) => (await server.call(`/api/organization/school-auth-form/show?form=${form}`, { token })).json;
const update = (token: string, form: string, body: unknown, method = 'POST') =>
  server.call(`/api/organization/school-auth-form/update?form=${form}`, { method, token, body });
const review = (body: Record<string, unknown>) => server.call('/api/dev/review', { method: 'POST', body });

describe('authentication application: show, update, review', () => {
  it.each([0, 1, 2, 3, 4, 5])('answers status %i for its auth-status account, with the audit logs', async (status) => {
    const token = await server.login(`auth-status-${status}`);
    const { data } = await show(token, 'school-auth');
    expect(data.status).toBe(status);
    const logs = data.audit_logs as { created_at: string; status: boolean; reason: string }[];
    expect(logs).toHaveLength([0, 0, 1, 1, 2, 2][status] ?? -1);
    if (status === 3 || status === 5) expect(logs[0]).toMatchObject({ status: false, reason: expect.stringMatching(/.+/) });
    if (status === 4) expect(logs.map((l) => l.status)).toEqual([true, true]);
    for (const log of logs) expect(log.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    if (status > 0) expect(data.name).toBe(`认证示范学院${status}`);
  });

  it('starts an unsaved form with the school name, status 0', async () => {
    const token = await server.login('demo-branch');
    const { data } = await show(token, 'branch-auth');
    expect(data).toMatchObject({ name: '阳光学习中心', status: 0, is_head: 0, audit_logs: [] });
  });

  it('refuses an unknown form', async () => {
    const token = await server.login('demo-branch');
    const answer = await server.call('/api/organization/school-auth-form/show?form=nope', { token });
    expect(answer.status).toBe(422);
  });

  it('checks the required fields of the page config and is_head', async () => {
    const token = await server.login('demo-branch');
    const missing = await update(token, 'branch-auth', { name: '阳光学习中心' });
    expect(missing.status).toBe(422);
    expect(missing.json.message).toMatch(/^请(输入|选择)/);
    expect(Object.keys(missing.json.errors).length).toBeGreaterThan(0);
    const head = await update(token, 'branch-auth', { ...completeValues('branch-auth'), is_head: 7 });
    expect(head.json).toMatchObject({ code: 422, message: 'is_head 只能是 0 或 1' });
    const empty = await update(token, 'branch-auth', { is_head: 1 });
    expect(empty.json.message).toBe('请填写认证资料');
  });

  it('submits (status 1), then channel and final review move it to 2 and 4', async () => {
    const token = await server.login('demo-branch');
    const values = completeValues('branch-auth');
    const submitted = await update(token, 'branch-auth', { ...values, is_head: 1 }, 'PATCH');
    expect(submitted.json).toMatchObject({ code: 200, message: '操作成功', data: { status: 1, is_head: 1 } });
    expect((await show(token, 'branch-auth')).data).toMatchObject({ ...values, status: 1 });
    const early = await update(token, 'branch-auth', values);
    expect(early.json.message).toMatch(/请等待审核结果/);
    const wrongStep = await review({ user_name: 'demo-branch', status: 4, form: 'branch-auth' });
    expect(wrongStep.json.message).toContain('不能改为 4');
    expect((await review({ user_name: 'demo-branch', status: 2, form: 'branch-auth' })).json.data.status).toBe(2);
    const final = await review({ user_name: 'demo-branch', status: 4, reason: '资料真实有效' });
    expect(final.json.data).toMatchObject({ form: 'branch-auth', status: 4 });
    const logs = (await show(token, 'branch-auth')).data.audit_logs;
    expect(logs).toMatchObject([{ status: true, reason: '资料真实有效' }, { status: true }]);
  });

  it('lets a rejected application be submitted again', async () => {
    const token = await server.login('auth-status-3');
    const again = await update(token, 'school-auth2', completeValues('school-auth2'));
    expect(again.json.data.status).toBe(1);
    const rejected = await review({ user_name: 'auth-status-3', status: 3, reason: '身份证照片模糊', form: 'school-auth2' });
    expect(rejected.json.data.audit_logs[0]).toMatchObject({ status: false, reason: '身份证照片模糊' });
  });

  it('gives the saved form a version (the show answer\'s ETag) and answers 409 with what is saved now to a submit that carries an older one (issue 58 item 1)', async () => {
    const token = await server.login('auth-status-5');
    const first = await server.call('/api/organization/school-auth-form/show?form=school-auth', { token });
    const version = first.headers.get('etag');
    expect(version).toMatch(/^"[\w-]{20}"$/);
    // A submits with the version A read; the reviewer sends it back
    const values = completeValues('school-auth');
    const a = await server.call('/api/organization/school-auth-form/update?form=school-auth', { method: 'POST', token, body: { ...values, name: 'A 改的校名' }, headers: { 'If-Match': version! } });
    expect(a.json.data.status).toBe(1);
    await review({ user_name: 'auth-status-5', status: 3, reason: '请补充材料', form: 'school-auth' });
    // B, who read it before A's submit: 409, nothing saved, what A saved in its data
    const b = await server.call('/api/organization/school-auth-form/update?form=school-auth', { method: 'POST', token, body: { ...values, name: 'B 改的校名' }, headers: { 'If-Match': version! } });
    expect(b.status).toBe(409);
    expect(b.json).toMatchObject({ code: 409, message: '该记录已被他人修改', data: { name: 'A 改的校名', status: 3 } });
    const now = await server.call('/api/organization/school-auth-form/show?form=school-auth', { token });
    expect(now.json.data.name).toBe('A 改的校名');
    // with the version as it is now: saved
    const again = await server.call('/api/organization/school-auth-form/update?form=school-auth', { method: 'POST', token, body: { ...values, name: 'B 改的校名' }, headers: { 'If-Match': now.headers.get('etag')! } });
    expect(again.json.data).toMatchObject({ status: 1, name: 'B 改的校名' });
  });

  it('moves an application with npm run review', async () => {
    // Asynchronous: the server under test runs in this process and must keep answering (a
    // blocked event loop lets its keep-alive sockets time out under the client's feet).
    const run = (...args: string[]) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/review.ts', ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: server.dataDir } });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('close', (status) => resolve({ status, stdout, stderr }));
      });
    const usage = await run();
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('用法：npm run review');
    const ok = await run('auth-status-1', '3', '营业执照', '不清晰', '--form=school-auth');
    expect(ok.stderr).toBe('');
    expect(ok.stdout).toContain('auth-status-1 的 school-auth 认证申请：1（等待系统审核）→ 3（渠道审核未通过）');
    const row = server.db.prepare("SELECT reason FROM auth_audit_logs a JOIN accounts c ON c.id = a.account_id WHERE c.user_name = 'auth-status-1' AND form = 'school-auth'").get();
    expect(row).toEqual({ reason: '营业执照 不清晰' });
    const refused = await run('auth-status-1', '4', '--form=school-auth');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('不能改为 4');
    expect((await run('nobody', '2')).stderr).toContain('账号 nobody 不存在');
    // four Node processes started one after another: seconds each on a loaded 2-core machine
  }, 120_000);
});

describe('applying to a school and giving up', () => {
  it('answers 423 with group_school_id until the account applies to its group school', async () => {
    const token = await server.login('needs-group-apply');
    const gated = await server.call('/api/organization/common/stat', { token });
    expect(gated.status).toBe(423);
    expect(gated.json).toMatchObject({ code: 423, group_school_id: expect.any(Number) });
    expect((await server.call('/api/organization/profile', { token })).status).toBe(200);
    const schoolId = gated.json.group_school_id as number;

    const wrong = await server.call('/api/organization/school-auth-form', { method: 'POST', token, body: { school_id: 999999 } });
    expect(wrong.json.message).toBe('申请的学校不存在');
    const applied = await server.call('/api/organization/school-auth-form', { method: 'POST', token, body: { school_id: schoolId } });
    expect(applied.json).toMatchObject({ code: 200, message: '操作成功', data: { group_school_id: schoolId, group_school_name: '阳光教育集团', status: 0 } });
    expect((await server.call('/api/organization/common/stat', { token })).status).toBe(200);

    const submitted = await update(token, 'school-apply', { group_school_id: schoolId, contact: '李老师', mobile: '13600000001', authorization: 'uploads/demo/授权书.pdf' });
    expect(submitted.json.data.status).toBe(1);
    const gaveUp = await server.call('/api/organization/school-auth-form', { method: 'DELETE', token });
    expect(gaveUp.json.message).toBe('操作成功');
    expect((await show(token, 'school-apply')).data).toMatchObject({ status: 0, audit_logs: [] });
  });
});

describe("a single file field keeps the user's file name", () => {
  it('uploads 办学许可证 (2026).pdf, saves it as the branch-auth licence, and shows the path with that name on reopen', async () => {
    const token = await server.login('auth-status-0');
    const data = new FormData();
    data.append('file', new Blob(['%PDF-1.4 许可证'], { type: 'application/pdf' }), '办学许可证 (2026).pdf');
    const uploaded = await server.call('/api/organization/common/upload-file', { method: 'POST', token, body: data });
    const url = uploaded.json.data.url as string;
    expect(url).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\/办学许可证 \(2026\)\.pdf$/);

    const saved = await update(token, 'branch-auth', { ...completeValues('branch-auth'), license: url });
    expect(saved.json).toMatchObject({ code: 200, data: { status: 1 } });
    const reopened = (await show(token, 'branch-auth')).data as { license: string };
    expect(reopened.license).toBe(url);
    expect(decodeURIComponent(reopened.license.split('/').pop() ?? '')).toBe('办学许可证 (2026).pdf');
    // the link the form shows opens the file
    const served = await fetch(`${server.url}/${encodeURI(reopened.license)}`);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe('%PDF-1.4 许可证');
  });
});
