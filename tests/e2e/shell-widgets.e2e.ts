import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page, Request, Response } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { PLATFORM_HINT_KEY } from '../../app/shell/platform-hint.tsx';
import { ROOT, armFault, login, logOut, useBrowser, visitInApp, type ReferenceServer } from './support/harness.ts';
import { parseHex } from '../../adapters/theme/contrast.ts';
import { appTheme, DEFAULT_FONT_SIZE, ORGANIZATION_COLOR } from '../../app/state/preferences.ts';
import { dialogFooter } from './support/drivers/dialog.ts';
import { collapseHeaders, tagIn } from './support/drivers/display.ts';
import { drawerClose } from './support/drivers/drawer.ts';
import { listRows } from './support/drivers/table.ts';

// The shell's widgets against the reference server (no mocks): the notice popover and 阅读消息,
// the help panel, the settings panel and 切换站点, the platform hint and the support float.
// With SHOTS_DIR set, the popover and the site-switch dialog are also saved as screenshots.

// The sites' identity colours (#409EFF, #13c2c2) as the theme shows them on filled parts: the
// shade of each that meets WCAG AA against white (issue 17), derived by the app's own theme.
const filled = (site: string) => {
  const [r, g, b] = parseHex(String(appTheme(site, DEFAULT_FONT_SIZE).token?.colorPrimary));
  return `rgb(${r}, ${g}, ${b})`;
};
const ADMIN_BLUE = filled('#409EFF');
const ORGANIZATION_CYAN = filled(ORGANIZATION_COLOR);
const HELP = JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas/help.json'), 'utf8')) as Record<string, { title: string; content: string }[]>;

/** Waits until the finite animations and transitions in `element` have finished (spinners go on). */
function settle(element: Element): Promise<unknown> {
  const finite = element.getAnimations({ subtree: true }).filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
  return Promise.all(finite.map((animation) => animation.finished));
}

/** Saves a screenshot under SHOTS_DIR once the loading overlay is gone and transitions are over. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.locator('.loading-overlay').waitFor({ state: 'detached' });
  await page.locator('body').evaluate(settle);
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, name) });
}

/** The reference server's database (WAL: safe to use beside the running server). */
function withDb<T>(server: ReferenceServer, run: (db: Database.Database) => T): T {
  const db = new Database(path.join(server.dataDir, 'app.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    return run(db);
  } finally {
    db.close();
  }
}

const accountId = (db: Database.Database, user = 'demo-school') => db.prepare('SELECT id FROM accounts WHERE user_name = ?').pluck().get(user) as number;

/** Logs in as demo-school; login() marks the platform hint as seen, so nothing covers the page. */
const enter = (page: Page) => login(page, 'demo-school', '/dashboard');

/** The unread count the bell shows, once the status call has answered. */
async function unreadBadge(page: Page): Promise<number> {
  const count = page.locator('.notice-bell .notice-bell-count');
  await count.waitFor();
  return Number(await count.getAttribute('title'));
}

async function openNotices(page: Page): Promise<Locator> {
  await page.locator('.notice-bell').click();
  const popover = page.locator('.notice-popover');
  await popover.waitFor();
  await popover.locator('.notice-row').first().waitFor();
  return popover;
}

const row = (popover: Locator, title: string) => popover.locator('.notice-row').filter({ hasText: title });
/** The background colour once the element's transitions (hover, theme change) have finished. */
async function background(locator: Locator): Promise<string> {
  await locator.evaluate(settle);
  return locator.evaluate((element) => getComputedStyle(element).backgroundColor);
}
const squash = (text: string) => text.replace(/<[^>]+>/g, '').replace(/\s+/g, '');

describe('the shell widgets, in Chromium against the reference server', () => {
  const t = useBrowser(() => ({ REFERENCE_FAULTS: '1' }), { samePage: true });

  it('reads a notice: 阅读消息 shows its title and content, the row becomes 已读 and the badge drops by one', async () => {
    const { page } = t;
    await enter(page);
    const before = await unreadBadge(page);
    expect(before).toBeGreaterThan(0);

    const popover = await openNotices(page);
    await page.getByRole('tab', { name: '通知' }).waitFor();
    await shot(page, 'notice-popover.png');
    const unreadRow = popover.locator('.notice-row').filter({ has: tagIn(page, '未读') }).first();
    const title = (await unreadRow.locator('.notice-row-title').innerText()).trim();
    const content = withDb(t.server, (db) => db.prepare('SELECT content FROM notifications WHERE title = ?').pluck().get(title) as string);
    await unreadRow.getByRole('button', { name: '查看' }).click();

    const dialog = page.getByRole('dialog', { name: '阅读消息' });
    await dialog.locator('.notice-read-content').waitFor();
    expect(await dialog.locator('.notice-read-title').innerText()).toBe(title);
    expect(squash(await dialog.locator('.notice-read-content').innerText())).toBe(squash(content));

    await page.locator(`.notice-bell .notice-bell-count[title="${before - 1}"]`).waitFor();
    await dialogFooter(dialog).getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const reopened = await openNotices(page);
    expect(await tagIn(row(reopened, title)).innerText()).toBe('已读');
    expect(await unreadBadge(page)).toBe(before - 1);
    expect(withDb(t.server, (db) => db.prepare('SELECT status FROM notifications WHERE title = ?').pluck().get(title))).toBe(1);
    expect(t.errors).toEqual([]);
  });

  it('renders a notice whose HTML carries a <script>, an <img onerror> and a javascript: link without running any of it', async () => {
    const { page } = t;
    const title = '安全测试通知（含脚本）';
    withDb(t.server, (db) =>
      db
        .prepare('INSERT INTO notifications (account_id, title, content, status, created_at) VALUES (?, ?, ?, 0, ?)')
        .run(
          accountId(db),
          title,
          '<p>正文仍然可见</p><script>window.__xssScript = 1; alert("script")</script>' +
            '<img src="/no-such-image.png" onerror="window.__xssImg = 1; alert(\'img\')">' +
            '<a href="javascript:window.__xssLink = 1">链接文字</a><svg onload="window.__xssSvg = 1"></svg>',
          new Date().toISOString(),
        ),
    );
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await enter(page);
    const popover = await openNotices(page);
    await row(popover, title).getByRole('button', { name: '查看' }).click();

    const dialog = page.getByRole('dialog', { name: '阅读消息' });
    const body = dialog.locator('.notice-read-content');
    await body.waitFor();
    // The image has failed to load, so an onerror handler, had it been kept, would have run.
    await body.locator('img').evaluate((img: HTMLImageElement) => (img.complete ? undefined : new Promise((done) => img.addEventListener('error', done, { once: true }))));
    expect(await body.innerText()).toContain('正文仍然可见');
    expect(await body.innerText()).toContain('链接文字');
    // Sanitised before rendering: nothing left to run, whatever the CSP would have blocked.
    expect(await body.locator('script').count()).toBe(0);
    expect(await body.locator('[onerror], [onload]').count()).toBe(0);
    expect(await body.locator('a').getAttribute('href')).toBeNull();
    await body.locator('a').click();
    const globals = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return [w.__xssScript, w.__xssImg, w.__xssLink, w.__xssSvg];
    });
    expect(globals).toEqual([undefined, undefined, undefined, undefined]);
    expect(dialogs).toEqual([]);
    // Not checked: the console. Chromium reports a CSP violation for each handler attribute when
    // DOMPurify parses the string (DOMParser inherits the page's CSP), although nothing runs.
  });

  it('says in Chinese when the notices cannot be loaded, and 重试 in 阅读消息 loads the notice', async () => {
    const { page } = t;
    await enter(page);
    await unreadBadge(page);
    await armFault(t.server, { method: 'GET', path: '/api/organization/profile/notifications-status', status: 500 });
    const popover = await openNotices(page);
    await popover.getByText('通知加载失败：').waitFor();
    expect(await popover.locator('.notice-row').count()).toBeGreaterThan(0);

    await armFault(t.server, { method: 'GET', path: '/api/organization/profile/notifications/*', status: 404, message: '通知不存在' });
    await popover.locator('.notice-row').first().getByRole('button', { name: '查看' }).click();
    const dialog = page.getByRole('dialog', { name: '阅读消息' });
    await dialog.getByText('消息加载失败：通知不存在').waitFor();
    await dialog.getByRole('button', { name: '重试' }).click();
    await dialog.locator('.notice-read-content').waitFor();
    expect(await dialog.getByText('消息加载失败').count()).toBe(0);
  });

  it('shows 暂无通知 and no badge to an account without notices', async () => {
    const { page } = t;
    // demo-school's notices are put back afterwards, for the other tests.
    const saved = withDb(t.server, (db) => {
      const rows = db.prepare('SELECT * FROM notifications WHERE account_id = ?').all(accountId(db));
      db.prepare('DELETE FROM notifications WHERE account_id = ?').run(accountId(db));
      return rows;
    });
    try {
      await enter(page);
      await page.locator('.notice-bell').click();
      await page.locator('.notice-popover').getByText('暂无通知').waitFor();
      expect(await page.locator('.notice-bell .notice-bell-count').count()).toBe(0);
      expect(t.errors).toEqual([]);
    } finally {
      withDb(t.server, (db) => {
        const insert = db.prepare('INSERT INTO notifications (id, account_id, title, content, status, created_at, read_at) VALUES (@id, @account_id, @title, @content, @status, @created_at, @read_at)');
        for (const row of saved) insert.run(row);
      });
    }
  });

  it('查看更多 leads to the notification centre, /message/moreMessage', async () => {
    const { page } = t;
    await enter(page);
    const popover = await openNotices(page);
    await popover.getByRole('link', { name: '查看更多' }).click();
    await page.waitForURL((url) => url.pathname === '/message/moreMessage');
    await popover.waitFor({ state: 'hidden' });
  });

  it('退出 asks the server for nothing more with the login it has just ended', async () => {
    const { page } = t;
    await login(page, 'demo-school', '/fxl-school/fxl-school.teacher');
    await listRows(page).first().waitFor();
    await unreadBadge(page);
    const sent: string[] = [];
    const refused: string[] = [];
    const onRequest = (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) sent.push(`${request.method()} ${pathname}`);
    };
    const onResponse = (response: Response) => {
      if (response.status() === 402) refused.push(new URL(response.url()).pathname);
    };
    page.on('request', onRequest);
    page.on('response', onResponse);
    try {
      await logOut(page);
    } finally {
      page.off('request', onRequest);
      page.off('response', onResponse);
    }
    // the layout's bell and the visited list page do not ask again for what the cleared cache held
    expect(sent).toEqual(['POST /api/organization/logout']);
    expect(refused).toEqual([]);
    expect(t.errors).toEqual([]);
  });

  it('lists the 常见问题 of the current page in the help panel', async () => {
    const { page } = t;
    await enter(page);
    await page.getByRole('button', { name: '帮助中心' }).click();
    const panel = page.getByRole('dialog', { name: '帮助中心' });
    await panel.getByText('常见问题', { exact: true }).waitFor();
    const defaults = HELP.default ?? [];
    await panel.getByText(defaults[0]?.title ?? '').waitFor();
    expect(await collapseHeaders(panel).allInnerTexts()).toEqual(defaults.map((item) => item.title));
    await drawerClose(panel).click();
    await panel.waitFor({ state: 'hidden' });

    await visitInApp(page, '/fxl-school/fxl-school.major');
    await page.getByRole('button', { name: '帮助中心' }).click();
    const majors = HELP['school-major'] ?? [];
    await panel.getByText(majors[0]?.title ?? '').waitFor();
    expect(await collapseHeaders(panel).allInnerTexts()).toEqual(majors.map((item) => item.title));
    await panel.getByText(majors[1]?.title ?? '').click();
    await panel.getByText(majors[1]?.content ?? '').waitFor();
    expect(t.errors).toEqual([]);
  });

  it('切换站点 rethemes the app with the chosen site colour, and the choice survives a reload', async () => {
    const { page } = t;
    await enter(page);
    await page.getByRole('button', { name: '系统设置' }).click();
    const drawer = page.getByRole('dialog', { name: '系统设置' });
    await drawer.waitFor();
    expect((await page.locator('.settings-panel').boundingBox())?.width).toBe(260);
    const tagsSwitch = drawer.getByRole('switch', { name: '显示标签栏' });
    await page.mouse.move(1, 1);
    expect(await background(tagsSwitch)).toBe(ORGANIZATION_CYAN);
    const logoFill = () => page.locator('.app-logo-mark circle').first().evaluate((circle) => getComputedStyle(circle).fill);
    expect(await logoFill()).toBe('rgb(19, 194, 194)');

    const openSites = async () => {
      await drawer.getByRole('button', { name: '切换站点' }).click();
      const dialog = page.getByRole('dialog', { name: '切换站点' });
      await dialog.locator('.site-switch-option').first().waitFor();
      await page.mouse.move(1, 1);
      return dialog;
    };
    let dialog = await openSites();
    expect((await dialog.locator('.site-switch-option').allInnerTexts()).map((text) => text.replace(/\s+/g, ''))).toEqual(['管理端#409EFF', '机构端#13c2c2']);
    expect(await dialog.getByRole('radio', { name: /机构端/ }).isChecked()).toBe(true);
    expect(await background(dialog.getByRole('button', { name: '确定' }))).toBe(ORGANIZATION_CYAN);
    await dialog.getByText('管理端').click();
    await shot(page, 'site-switch.png');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.mouse.move(1, 1);
    expect(await background(tagsSwitch)).toBe(ADMIN_BLUE);
    // the shell's own colours follow too: the active tab of the tags bar, the sidebar's logo
    expect(await background(page.locator('.tags-bar a[aria-current="page"]'))).toBe(ADMIN_BLUE);
    expect(await logoFill()).toBe('rgb(64, 158, 255)');
    expect(await page.evaluate(() => localStorage.getItem('org-site'))).toBe('#409EFF');

    // 取消 keeps the colour.
    dialog = await openSites();
    expect(await background(dialog.getByRole('button', { name: '确定' }))).toBe(ADMIN_BLUE);
    await dialog.getByText('机构端').click();
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.mouse.move(1, 1);
    expect(await background(tagsSwitch)).toBe(ADMIN_BLUE);

    await page.reload();
    await page.locator('.navbar').waitFor();
    await page.getByRole('button', { name: '系统设置' }).click();
    await drawer.waitFor();
    await page.mouse.move(1, 1);
    expect(await background(tagsSwitch)).toBe(ADMIN_BLUE);
    dialog = await openSites();
    expect(await dialog.getByRole('radio', { name: /管理端/ }).isChecked()).toBe(true);
    expect(await background(dialog.getByRole('button', { name: '确定' }))).toBe(ADMIN_BLUE);
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // another tab of the app chooses 机构端: this one follows, without a reload
    const other = await page.context().newPage();
    await other.goto('/runtime-config.json');
    await other.evaluate(() => localStorage.setItem('org-site', '#13c2c2'));
    await other.close();
    await page.mouse.move(1, 1);
    await expect.poll(() => background(tagsSwitch)).toBe(ORGANIZATION_CYAN);
    expect(await logoFill()).toBe('rgb(19, 194, 194)');
    expect(t.errors).toEqual([]);
  });

  it('the settings toggles hide the tags bar and the sidebar logo, and remember it', async () => {
    const { page } = t;
    await enter(page);
    await page.locator('.tags-bar').waitFor();
    await page.getByRole('button', { name: '系统设置' }).click();
    const drawer = page.getByRole('dialog', { name: '系统设置' });
    await drawer.getByRole('switch', { name: '显示标签栏' }).click();
    await drawer.getByRole('switch', { name: '显示侧边栏 Logo' }).click();
    await page.locator('.tags-bar').waitFor({ state: 'hidden' });
    await page.locator('.app-logo').waitFor({ state: 'hidden' });
    await page.reload();
    await page.locator('.navbar').waitFor();
    expect(await page.locator('.tags-bar').isVisible()).toBe(false);
    expect(await page.locator('.app-logo').isVisible()).toBe(false);
  });

  it('shows 平台提示 once per browser session after login; 我知道了 closes it', async () => {
    const { page } = t;
    await login(page, 'demo-school', '/dashboard', { onceDialogs: true });
    const hint = page.getByRole('dialog', { name: '平台提示' });
    await hint.waitFor();
    expect(await hint.innerText()).toContain('欢迎使用');
    await hint.getByRole('button', { name: '我知道了' }).click();
    await hint.waitFor({ state: 'hidden' });
    expect(await page.evaluate((key) => sessionStorage.getItem(key), PLATFORM_HINT_KEY)).toBe('1');
    await page.reload();
    await page.locator('.navbar').waitFor();
    await unreadBadge(page);
    expect(await hint.count()).toBe(0);
  });

  it('shows no support float when runtime-config.json has no supportChatUrl', async () => {
    const { page } = t;
    await enter(page);
    await unreadBadge(page);
    expect(await page.locator('.support-float').count()).toBe(0);
  });
});

const distCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-e2e-dist-support-'));
const CHAT_URL = 'https://chat.example.com/support?from=org';

describe('the support float, with a supportChatUrl configured', () => {
  const t = useBrowser(() => {
    fs.cpSync(process.env.DIST_DIR ?? path.join(ROOT, 'dist'), distCopy, { recursive: true });
    const file = path.join(distCopy, 'runtime-config.json');
    const config = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(file, JSON.stringify({ ...config, supportChatUrl: CHAT_URL }));
    return { DIST_DIR: distCopy };
  });
  afterAll(() => fs.rmSync(distCopy, { recursive: true, force: true }));

  it('floats bottom right and opens the chat in a new tab without the opener', async () => {
    const { page } = t;
    await enter(page);
    const link = page.getByRole('link', { name: /在线客服/ });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(CHAT_URL);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect((await link.getAttribute('rel'))?.split(' ')).toContain('noopener');
    const box = await link.boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan(1280 - 60);
    expect(box && box.y + box.height).toBeGreaterThan(800 - 60);
    expect(await link.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(t.errors).toEqual([]);
  });
});
