import { describe, expect, it } from 'vitest';
import { BASE_AUTH, item, review, tokenOf, view } from './support/auth-form-helpers.ts';
import { login, useBrowser, type ReferenceServer } from './support/harness.ts';

// Issue 58 item 1 on the authentication form: two colleagues of one account fix a rejected
// application. The colleague submits first and the reviewer sends it back; my submit, from the
// copy I opened before, must not undo theirs. Just before sending, the app reads the saved form
// again: 该记录已被他人修改 with both copies, and 合并保存 keeps their fields and mine.

const FORM = 'school-auth';
const headers = (token: string) => ({ 'org-token': token, 'site-name': 'cepsp', accept: 'application/json', 'content-type': 'application/json' });

async function saved(server: ReferenceServer, token: string): Promise<Record<string, unknown>> {
  const answer = (await (await fetch(`${server.url}/api/organization/school-auth-form/show?form=${FORM}`, { headers: headers(token) })).json()) as { data: Record<string, unknown> };
  return answer.data;
}

describe('two colleagues submit one authentication form', () => {
  const t = useBrowser();

  it('the later submit asks first; 合并保存 keeps the colleague\'s 招生办电话 and my 学校简介', async () => {
    await login(t.page, 'auth-status-5', BASE_AUTH);
    const page = view(t.page);
    await page.getByRole('button', { name: '重置页面' }).click();
    await page.getByRole('button', { name: '保存并提交' }).waitFor();
    const token = await tokenOf(t.page);

    // the colleague submits a new 招生办电话 and 学校简介; the reviewer sends it back (3)
    const { status: _s, status_text: _t, audit_logs: _l, ...values } = await saved(t.server, token);
    const theirs = await fetch(`${t.server.url}/api/organization/school-auth-form/update?form=${FORM}`, {
      method: 'POST',
      headers: headers(token),
      body: JSON.stringify({ ...values, phone: '010-88886666', intro: '同事写的学校简介' }),
    });
    expect(theirs.status).toBe(200);
    await review(t.server, token, 3, FORM, '请补充材料');

    await item(page, '学校简介').locator('textarea').fill('我写的学校简介');
    await page.getByRole('button', { name: '保存并提交' }).click();
    const conflict = t.page.getByRole('dialog', { name: '该记录已被他人修改' });
    const intro = conflict.getByRole('row').filter({ hasText: '学校简介' });
    await intro.getByRole('cell', { name: '同事写的学校简介' }).waitFor();
    await intro.getByRole('cell', { name: '我写的学校简介' }).waitFor();
    await conflict.getByRole('row').filter({ hasText: '招生办电话' }).getByRole('cell', { name: '010-88886666' }).waitFor();
    await conflict.getByRole('button', { name: '合并保存' }).click();
    await page.getByRole('heading', { name: '等待系统审核' }).waitFor();

    expect(await saved(t.server, token)).toMatchObject({ status: 1, phone: '010-88886666', intro: '我写的学校简介' });
  });
});
