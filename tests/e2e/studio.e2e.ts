import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStudioBuild } from '../../server/build.ts';
import { PAGE_NOTES_READ_ONLY } from '../../engine/index.ts';
import { view } from './support/a11y-helpers.ts';
import { ARTIFACTS, login, useBrowser } from './support/harness.ts';
import { completions, editorLine, editorLineTexts, hoverTooltip, lintErrorMarkers, replaceLine } from './support/drivers/code-editor.ts';
import { studioFile } from './support/drivers/studio-files.ts';
import { dialogTitled } from './support/drivers/dialog.ts';
import { formField } from './support/drivers/form.ts';
import { allToasts } from './support/drivers/message.ts';
import { chooseOption } from './support/drivers/select.ts';
import { loadingSpinner, tableRow } from './support/drivers/table.ts';
import { innerShownPane } from './support/drivers/tabs.ts';

// Issue 29 item 4, the studio (npm run studio, /__studio/): a product person opens a page file,
// edits a label and sees the preview change, makes a typo and sees check-config's error at its
// line (and the save refused), saves, and sees the change in the app; and makes a new page from
// the template and uses it in the app, without touching a file by hand. Screenshots at 1440 and
// 1280 go to tests/e2e/artifacts/.

const schemasDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-e2e-schemas-'));

const preview = (page: Page) => page.getByRole('region', { name: '预览' });
const problems = (page: Page) => page.getByRole('list', { name: 'check-config 的问题' });

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.mouse.move(0, 0);
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(ARTIFACTS, `studio-${name}-${width}.png`) });
  }
}

const CONSULT_COLUMN = '{"title": "回复内容", "field": "answer", "width": 260},';
const CONSULT_FIELD = '{"name": "回复内容", "field": "answer", "mark": "回复内容不超过200字", "rules": {"required": 1, "max": 200}, "component": {"type": "textarea"}}';

const SCHOOL_NAME_FIELD = '{"name": "学校全称", "field": "name", "mark": "与办学许可证上的名称一致", "rules": {"required": 1, "max": 50}, "component": {"type": "text", "size": "M"}, "other_name": "大学全称"},';

describe('the studio', () => {
  beforeAll(() => ensureStudioBuild());
  afterAll(() => fs.rmSync(schemasDir, { recursive: true, force: true }));
  const t = useBrowser(() => ({ SCHEMAS_DIR: schemasDir }), { samePage: true });

  it('edits a label with a live preview, shows a typo at its line, refuses and then saves it, and the app shows the change', async () => {
    await t.page.setViewportSize({ width: 1440, height: 900 });
    await t.page.goto('/__studio/');
    await studioFile(t.page, 'pages/consult.json').click();
    // the preview: the list with the server's real rows, as the school account
    await preview(t.page).getByRole('columnheader', { name: '回复内容' }).waitFor();
    await preview(t.page).getByRole('cell', { name: '赵同学', exact: true }).waitFor();

    await replaceLine(t.page, CONSULT_COLUMN, `      ${CONSULT_COLUMN.replace('回复内容', '答复内容')}`);
    await preview(t.page).getByRole('columnheader', { name: '答复内容' }).waitFor();
    await problems(t.page).waitFor({ state: 'detached' });

    // a typo: check-config's error at its line, in the list and the gutter
    const fieldLine = (await editorLineTexts(t.page)).findIndex((line) => line.includes('"field": "answer", "mark"')) + 1;
    await replaceLine(t.page, CONSULT_FIELD, `      ${CONSULT_FIELD.replace('"required"', '"requried"')}`);
    const typo = problems(t.page).getByText(`第 ${fieldLine} 行，form.fields[3]（回复内容）.rules.requried`);
    await typo.waitFor();
    expect(await typo.textContent()).toContain('是否想写 required');
    await lintErrorMarkers(t.page).first().waitFor();
    await shoot(t.page, 'typo');

    // check-config refuses it: nothing is written
    await t.page.getByRole('button', { name: '保存' }).click();
    await t.page.getByRole('dialog', { name: '保存修改' }).getByRole('button', { name: '确定保存' }).click();
    await t.page.getByRole('alert').filter({ hasText: '未保存：check-config 不通过' }).getByText('form.fields[3]（回复内容）.rules.requried', { exact: false }).waitFor();
    expect(fs.existsSync(path.join(schemasDir, 'pages/consult.json'))).toBe(false);

    await replaceLine(t.page, '"requried"', `      ${CONSULT_FIELD}`);
    await t.page.getByText('check-config：没有问题').waitFor();
    await t.page.getByRole('button', { name: '保存' }).click();
    // the save dialog says what changes, in words
    const confirm = t.page.getByRole('dialog', { name: '保存修改' });
    expect(await confirm.getByRole('list', { name: '修改内容' }).getByRole('listitem').allTextContents()).toEqual(['列「答复内容」已修改']);
    await confirm.getByRole('button', { name: '确定保存' }).click();
    await allToasts(t.page, '已保存到').waitFor();
    expect(fs.readFileSync(path.join(schemasDir, 'pages/consult.json'), 'utf8')).toContain('答复内容');
    expect(fs.readdirSync(path.join(schemasDir, '.history/pages'))).toHaveLength(1);
    await studioFile(t.page, 'pages/consult.json').getByText('已覆盖').waitFor();

    // the app, as the school account, shows the saved label
    await login(t.page, 'demo-school', '/consult/consult');
    await view(t.page).getByRole('columnheader', { name: '答复内容' }).waitFor();
    // the one refused save is the only failed call
    expect(t.errors).toEqual(['Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)']);
  });

  it('completes keys and explains them from the JSON Schemas, as the branch account too', async () => {
    await t.page.goto('/__studio/');
    await t.page.getByText('分支机构账号（demo-branch）').click();
    await studioFile(t.page, 'pages/consult.json').click();
    // the branch account's own rows
    await preview(t.page).getByRole('cell', { name: '陈先生', exact: true }).waitFor();
    await editorLine(t.page, '"toolbar"').first().click();
    const key = await editorLine(t.page, '"row_actions"').first().getByText('"row_actions"').boundingBox();
    await t.page.mouse.move((key?.x ?? 0) + 20, (key?.y ?? 0) + 6, { steps: 5 });
    await hoverTooltip(t.page).getByText(/^类型：/).first().waitFor();
    // typing with the pointer still on a key: its explanation makes way for the completions
    await t.page.keyboard.press('End');
    await t.page.keyboard.press('Enter');
    await t.page.keyboard.type('"');
    await completions(t.page).getByText('title_by_school').waitFor();
    await hoverTooltip(t.page).waitFor({ state: 'detached' });
    await t.page.keyboard.press('Escape');
    await t.page.getByText('JSON 暂时无法解析：预览停在上一次可解析的内容').waitFor();
    expect(t.errors).toEqual([]);
  });

  it('previews an authentication form with its saved values and real options; 985 and a label typed in the editor work at once', async () => {
    await t.page.goto('/__studio/');
    await studioFile(t.page, 'pages/school-auth.base.json').click();
    await preview(t.page).getByRole('tab', { name: '编辑表单' }).click();
    const edit = innerShownPane(preview(t.page));
    // the saved values, the category's name from its real option source
    await edit.getByText('普通高等学校').waitFor();
    await preview(t.page).getByRole('tab', { name: '新增表单' }).click();
    const add = innerShownPane(preview(t.page));
    await add.getByText('学校全称', { exact: true }).waitFor();
    await chooseOption(formField(add, '机构类别'), '双一流高校（985/211）');
    // category 985: the fields' other names
    await add.getByText('大学全称', { exact: true }).waitFor();
    await replaceLine(t.page, '"other_name": "大学全称"', `      ${SCHOOL_NAME_FIELD.replace('大学全称', '高校全称')}`);
    await add.getByText('高校全称', { exact: true }).waitFor();
    expect(t.errors).toEqual([]);
  });

  it('shows page-notes.json read-only with what each note gives, and a page\'s preview names the keys its note lays under it', async () => {
    await t.page.setViewportSize({ width: 1440, height: 900 });
    await t.page.goto('/__studio/');
    await studioFile(t.page, 'page-notes.json').click();
    await t.page.getByText(PAGE_NOTES_READ_ONLY).waitFor();
    expect(await t.page.getByRole('button', { name: '保存' }).isDisabled()).toBe(true);
    const course = preview(t.page).getByRole('row', { name: /培训课程/ });
    await course.getByText('页面 fxl-school.train-class').waitFor();
    expect(await course.textContent()).toContain('"banner":"课程发布须知');
    expect(await preview(t.page).getByRole('row').count()).toBeGreaterThanOrEqual(7);
    await shoot(t.page, 'page-notes');

    await t.page.setViewportSize({ width: 1440, height: 900 });
    await studioFile(t.page, 'pages/fxl-school.train-class.json').click();
    await preview(t.page).getByText(/页面说明（schemas\/page-notes\.json）补上：banner: "课程发布须知/).waitFor();
    await shoot(t.page, 'page-notes-laid');
    expect(t.errors).toEqual([]);
  });

  it('makes a new page from the template, which the app shows in its menu and uses', async () => {
    await t.page.setViewportSize({ width: 1440, height: 900 });
    await t.page.goto('/__studio/');
    await t.page.getByRole('button', { name: '新建页面' }).click();
    const dialog = t.page.getByRole('dialog', { name: '新建页面' });
    await dialog.getByLabel('页面名称').fill('学员公告');
    await dialog.getByLabel('页面 key（文件名和网址）').fill('student-notice');
    await dialog.getByRole('button', { name: '创建' }).click();
    await dialog.waitFor({ state: 'detached' });
    await studioFile(t.page, 'pages/student-notice.json').waitFor();
    await studioFile(t.page, 'menus/school.student-notice.json').waitFor();
    // the new page is opened, with its preview: an empty list with 新增
    await preview(t.page).getByText('学员公告', { exact: true }).first().waitFor();
    await preview(t.page).getByRole('button', { name: /新增/ }).waitFor();
    await t.page.getByText('check-config：没有问题').waitFor();
    await shoot(t.page, 'new-page');

    // the app: the menu has it; it opens; a record added there is listed
    await t.page.setViewportSize({ width: 1280, height: 800 });
    await login(t.page, 'demo-school', '/dashboard');
    await t.page.getByRole('menuitem', { name: '学员公告' }).first().click();
    await t.page.waitForURL('**/student-notice/student-notice');
    await view(t.page).getByRole('toolbar').getByRole('button', { name: /新增$/ }).click();
    const add = dialogTitled(t.page, '新增学员公告');
    await add.getByPlaceholder('请输入名称').fill('期末考试安排');
    await add.getByRole('button', { name: '确定' }).click();
    await tableRow(view(t.page), '期末考试安排').waitFor();
    await loadingSpinner(t.page).waitFor({ state: 'detached' });
    await t.page.screenshot({ path: path.join(ARTIFACTS, 'studio-new-page-in-app-1280.png') });
    expect(t.errors).toEqual([]);
  });
});
