import { createForm } from '@formily/core';
import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { antdErrors, applyServerErrors, formilyErrors, type ErrorTarget, type ServerMark } from '../../../adapters/form/server-errors.ts';
import { classify } from '../../../adapters/http/catalogue.ts';

// The one home of a 422 on a form's fields (issue 56 item 3): applyServerErrors with a target,
// Formily's or antd's; what no field shows is left for the toast, by the rule the toast reads.

const failure = (status: number, body: unknown) => {
  const request = new Request('http://x/api/fxl-school-major', { method: 'POST' });
  return new HTTPError(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }), request, {} as never);
};
const twoErrors = () => failure(422, { code: 422, message: '数据有误', errors: { title: ['专业名称已存在', '另一条'], 'info|address': ['请填写地址'], other: ['不在表单上'] } });

/** A target over a list of fields, recording what it was asked to mark. */
function recording(fields: string[]): ErrorTarget & { marks: ServerMark[][] } {
  const marks: ServerMark[][] = [];
  return { marks, fieldOf: (key) => (fields.includes(key) ? key : undefined), mark: (batch) => void marks.push([...batch]) };
}

describe('applyServerErrors', () => {
  it('puts each field its first message, once, and leaves the first other for the toast', async () => {
    const target = recording(['title', 'info|address']);
    const applied = await applyServerErrors(twoErrors(), target);
    expect(applied).toEqual({ marked: [{ field: 'title', message: '专业名称已存在' }, { field: 'info|address', message: '请填写地址' }], left: '不在表单上' });
    expect(target.marks).toHaveLength(1);
  });

  it('answers undefined and marks nothing for what is not a 422', async () => {
    const target = recording(['title']);
    expect(await applyServerErrors(failure(500, { message: '服务器内部错误' }), target)).toBeUndefined();
    expect(await applyServerErrors(new Error('网络错误'), target)).toBeUndefined();
    expect(target.marks).toEqual([]);
  });

  it('leaves a 422 without errors whole to the toast', async () => {
    const applied = await applyServerErrors(failure(422, { message: '请求数据格式有误' }), recording(['title']));
    expect(applied).toEqual({ marked: [], left: '请求数据格式有误' });
  });

  it('reads the first error as the toast does (one rule)', async () => {
    const body = { errors: { title: ['专业名称已存在', '另一条'], other: ['不在表单上'] } };
    const applied = await applyServerErrors(failure(422, body), recording(['title']));
    expect(classify(422, body)?.message).toBe(applied?.marked[0]?.message);
  });

  it("marks a Formily form's fields by pipe path, until the user edits them", async () => {
    const form = createForm();
    const title = form.createField({ name: 'title' });
    const address = form.createField({ name: 'address', basePath: 'info' });
    const applied = await applyServerErrors(twoErrors(), formilyErrors(form));
    expect(applied?.left).toBe('不在表单上');
    expect(title.selfErrors).toEqual(['专业名称已存在']);
    expect(address.selfErrors).toEqual(['请填写地址']);
    await title.onInput('新名称');
    expect(title.selfErrors).toEqual([]);
    expect(address.selfErrors).toEqual(['请填写地址']);
  });

  it("marks an antd form's fields on screen, a server key renamed by its alias", async () => {
    const set: unknown[] = [];
    const form = { getFieldsValue: () => ({ mobile: '', sms_code: '' }), setFields: (fields: unknown[]) => void set.push(...fields) } as never;
    const applied = await applyServerErrors(failure(422, { errors: { code: ['短信验证码错误或已过期'], password: ['密码错误'] } }), antdErrors(form, { aliases: { code: 'sms_code' } }));
    expect(set).toEqual([{ name: 'sms_code', errors: ['短信验证码错误或已过期'] }]);
    expect(applied?.left).toBe('密码错误');
  });
});
