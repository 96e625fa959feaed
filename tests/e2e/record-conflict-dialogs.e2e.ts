import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, clickRowAction, login, SESSION_ONCE_FLAGS, useBrowser, type ReferenceServer } from './support/harness.ts';
import { animationsOver } from './support/drivers/motion.ts';

// Issue 58 item 1, beyond the edit dialog: 课程内容 and 授课教师 of one course, edited in two tabs.
// B opened the dialog before A saved; B's save must not undo A's: the server's 409 (the If-Match
// B carries is older) brings 该记录已被他人修改 with both copies, and B chooses.

const COURSES = '/fxl-school/fxl-school.train-class';
const view = (page: Page) => page.locator('.page-view:not([hidden])');
const row = (page: Page, name: string) => view(page).getByRole('row').filter({ hasText: name }).first();
const conflictIn = (page: Page) => page.getByRole('dialog', { name: '该记录已被他人修改' });

/** Tab A (logged in) and tab B of the same user, both on 培训课程. */
async function twoTabs(a: Page): Promise<Page> {
  await login(a, 'demo-school', COURSES);
  const b = await a.context().newPage();
  await b.addInitScript((keys) => keys.forEach((key) => sessionStorage.setItem(key, '1')), SESSION_ONCE_FLAGS);
  await b.goto(COURSES);
  await view(b).getByRole('row').nth(1).waitFor();
  return b;
}

/** The saves each tab sends to `path`, with the If-Match each carries. */
function watchSaves(pages: Page[], path: RegExp): { ifMatch: string | null }[] {
  const sent: { ifMatch: string | null }[] = [];
  for (const page of pages) {
    page.on('request', (request) => {
      if (request.method() !== 'GET' && path.test(new URL(request.url()).pathname)) sent.push({ ifMatch: request.headers()['if-match'] ?? null });
    });
  }
  return sent;
}

/** With SHOTS_DIR set (a review): the page with the comparison on it, its animations over. */
async function shot(page: Page, dialog: Locator, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await animationsOver(dialog);
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, name) });
}

async function api<T>(server: ReferenceServer, path: string): Promise<T> {
  const token = await apiToken(server);
  const answer = (await (await fetch(`${server.url}${path}`, { headers: { 'org-token': token ?? '', 'site-name': 'cepsp' } })).json()) as { data: T };
  return answer.data;
}

const courseId = async (server: ReferenceServer, name: string) =>
  (await api<{ data: { id: number }[] }>(server, `/api/organization/fxl-school-train-class?name=${encodeURIComponent(name)}`)).data[0]!.id;

describe('two tabs edit one course', () => {
  const t = useBrowser();

  it('课程内容: A saves first; B sees both texts, and 保留我的修改 stores B\'s', async () => {
    const course = '初级会计职称考前冲刺';
    const a = t.page;
    const b = await twoTabs(a);
    const sent = watchSaves([a, b], /-content\/\d+$/);
    const open = async (page: Page): Promise<{ dialog: Locator; editor: Locator }> => {
      await clickRowAction(row(page, course), '课程内容');
      const dialog = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: '课程内容' }) });
      const editor = dialog.getByRole('textbox', { name: '课程内容' });
      await editor.locator('p').first().waitFor();
      return { dialog, editor };
    };
    const type = async (page: Page, editor: Locator, text: string) => {
      await editor.locator('p').first().click();
      await page.keyboard.press('Home');
      await page.keyboard.type(text);
      await editor.locator('p', { hasText: text }).waitFor();
    };
    const inB = await open(b);
    const inA = await open(a);
    await type(a, inA.editor, '甲写的开头');
    await inA.dialog.getByRole('button', { name: /保\s*存/ }).click();
    await inA.dialog.waitFor({ state: 'detached' });

    await type(b, inB.editor, '乙写的开头');
    await inB.dialog.getByRole('button', { name: /保\s*存/ }).click();
    const conflict = conflictIn(b);
    const changed = conflict.getByRole('row').filter({ hasText: '课程内容' });
    await changed.getByText(/甲写的开头/).waitFor();
    await changed.getByText(/乙写的开头/).waitFor();
    await shot(b, conflict, 'conflict-content.png');
    await conflict.getByRole('button', { name: '保留我的修改' }).click();
    await inB.dialog.waitFor({ state: 'detached' });

    const stored = await api<{ info: { content: string } }>(t.server, `/api/organization/fxl-school-train-class/${await courseId(t.server, course)}`);
    expect(stored.info.content).toContain('乙写的开头');
    expect(stored.info.content).not.toContain('甲写的开头');
    // A's save, B's refused one and B's chosen one, each with the version it was read with
    expect(sent).toHaveLength(3);
    expect(sent.every((one) => one.ifMatch)).toBe(true);
  });

  it('授课教师: A removes 林海, B adds a teacher; 合并保存 keeps both changes', async () => {
    const course = 'Python 数据分析实战';
    const a = t.page;
    const b = await twoTabs(a);
    const open = async (page: Page): Promise<Locator> => {
      await clickRowAction(row(page, course), '授课教师');
      const dialog = page.getByRole('dialog').filter({ has: page.getByRole('combobox', { name: '选择已有教师' }) });
      await dialog.getByRole('button', { name: '移除 林海' }).waitFor();
      return dialog;
    };
    const inB = await open(b);
    const inA = await open(a);
    await inA.getByRole('button', { name: '移除 林海' }).click();
    await inA.getByRole('button', { name: '移除 林海' }).waitFor({ state: 'detached' });
    await inA.getByRole('button', { name: /保\s*存/ }).click();
    await inA.waitFor({ state: 'detached' });

    await inB.getByRole('button', { name: '新增教师' }).click();
    const form = inB.getByRole('region', { name: '新增教师' });
    await form.getByRole('textbox').nth(0).fill('乙加的老师');
    await form.getByRole('textbox').nth(1).fill('企业导师');
    await form.getByRole('button', { name: '加入列表' }).click();
    await form.waitFor({ state: 'detached' });
    await inB.getByRole('button', { name: /保\s*存/ }).click();

    const conflict = conflictIn(b);
    const changed = conflict.getByRole('row').filter({ hasText: '授课教师' });
    await changed.getByRole('cell').filter({ hasText: '乙加的老师' }).waitFor();
    expect(await changed.getByRole('cell').filter({ hasText: '林海' }).count()).toBe(1);
    await shot(b, conflict, 'conflict-teachers.png');
    await conflict.getByRole('button', { name: '合并保存' }).click();
    await inB.waitFor({ state: 'detached' });

    const names = (await api<{ name: string }[]>(t.server, `/api/organization/fxl-school-train-item-add-teacher/${await courseId(t.server, course)}`)).map((one) => one.name);
    expect(names).toContain('乙加的老师');
    expect(names).not.toContain('林海');
  });
});
