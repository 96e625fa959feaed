import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../adapters/http/field-errors.ts';

// A 422's messages by field, for the forms that show them in place (the personal centre).

const failure = (status: number, body: unknown) => {
  const request = new Request('http://x/api/organization/profile', { method: 'PATCH' });
  const response = new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  return new HTTPError(response, request, {} as never);
};

describe('fieldErrors', () => {
  it.each([
    ['each field its first message', failure(422, { code: 422, message: '原密码错误', errors: { old_password: ['原密码错误', '另一条'] } }), { old_password: '原密码错误' }],
    ['several fields', failure(422, { errors: { mobile: ['该手机号已被其他账号使用'], code: '请输入短信验证码' } }), { mobile: '该手机号已被其他账号使用', code: '请输入短信验证码' }],
    ['a 422 without errors: its message under ""', failure(422, { code: 422, message: '请求数据格式有误' }), { '': '请求数据格式有误' }],
    ['a 422 that is not JSON', failure(422, 'oops'), { '': '提交的数据有误' }],
    ['a 500: none', failure(500, { message: '服务器内部错误' }), undefined],
    ['not an HTTP error: none', new Error('网络错误'), undefined],
  ])('%s', async (_name, error, expected) => {
    expect(await fieldErrors(error)).toEqual(expected);
  });
});
