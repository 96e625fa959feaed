// The stories in Chromium under axe: every story of a built Storybook, with the browser tests'
// rules (AXE_TAGS, critical and serious violations), colour contrast and target size included,
// which jsdom cannot judge. The stories' a11y check (Storybook's a11y test mode 'error'): run by
// `npm run test:a11y` and .ci/run; tests/stories/render.test.tsx renders them in jsdom without axe.
//
//   npx tsx tests/storybook/axe-stories.ts [storybook-static]
//
// Serves the build, opens iframe.html once and moves from story to story as Storybook's manager
// does (the channel's setCurrentStory), waits for each render to finish (play function, Storybook's
// own wait for animations and afterEach: the render's phase 'finished', after which it emits
// storyFinished), for its data (settled()) and for antd's motions to settle, then runs axe on
// the document (the story's root and the dialogs and popups it portals to <body>). Prints each
// problem as story id, rule and target, and exits 1 if there is any. STORY_FILTER=<part of an id>
// checks only the matching stories; VERBOSE=1 prints each story as it is checked.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { serve } from '../bench/static-pages.ts';
import { axeProblems, still } from '../e2e/support/a11y-helpers.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/harness.ts';

/** How long one story may take to render, play and settle (on 2 busy cores a form story takes seconds). */
const STORY_TIMEOUT = 30_000;
/** How long the DOM stays unchanged before the story counts as settled (settled()). */
const QUIET = 150;

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

/** What the iframe's preview exposes (storybook/preview-api: PreviewWeb and its StoryRender). */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
}

function storiesOf(dir: string): IndexEntry[] {
  const index = JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** Shows story `id` (loading the iframe for the first) and waits until its render has finished. */
async function showStory(page: Page, base: string, id: string, fresh: boolean): Promise<void> {
  if (fresh) {
    // a11y.manual: the a11y addon's own axe run after each story is left out (this pass runs axe itself)
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`);
  } else {
    await page.evaluate((storyId) => {
      (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  }
  // the render's phases: ... rendering, playing, played, completing, completed (storyRendered),
  // afterEach, finished (storyFinished); a story that throws goes through errored to finished,
  // an unknown id shows the no-preview screen
  await page.waitForFunction(
    (storyId) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return (render?.id === storyId && render.phase === 'finished') || document.body.classList.contains('sb-show-nopreview');
    },
    id,
    { timeout: STORY_TIMEOUT, polling: 50 },
  );
}

/**
 * Waits for the story's data: a story over the in-memory services renders first with its loading
 * state and its rows 150 ms later, which no render phase waits for. Done when nothing is busy
 * (antd's spinners and skeletons, aria-busy) and the DOM has not changed for QUIET ms, or after
 * 5 s (a story may show a loading state on purpose; a countdown ticks for ever).
 */
async function settled(page: Page): Promise<void> {
  // no named functions inside: tsx would wrap them in its __name helper, which the page lacks
  await page.evaluate(
    async ({ quiet, cap }) => {
      let changed = performance.now();
      const observer = new MutationObserver(() => {
        changed = performance.now();
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      const deadline = performance.now() + cap;
      while (performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (performance.now() - changed >= quiet && !document.querySelector('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]')) break;
      }
      observer.disconnect();
    },
    { quiet: QUIET, cap: 5_000 },
  );
}

/** What is wrong with the story as Storybook shows it: an error screen, nothing rendered. */
async function renderProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const classes = document.body.classList;
    if (classes.contains('sb-show-nopreview')) return ['not found: Storybook shows its no-preview screen'];
    if (classes.contains('sb-show-errordisplay')) {
      const message = document.querySelector('.sb-errordisplay #error-message')?.textContent?.trim() ?? '';
      return [`threw: ${message.slice(0, 300)}`];
    }
    return document.querySelector('#storybook-root')?.childElementCount ? [] : ['rendered nothing into #storybook-root'];
  });
}

async function main(): Promise<number> {
  const dir = path.resolve(process.argv[2] ?? 'storybook-static');
  if (!fs.existsSync(path.join(dir, 'index.json'))) {
    console.error(`No Storybook build in ${dir} (index.json missing): run npm run build-storybook first.`);
    return 2;
  }
  const stories = storiesOf(dir);
  const only = process.env.STORY_FILTER;
  const chosen = only ? stories.filter((story) => story.id.includes(only)) : stories;
  const started = performance.now();
  const server = await serve(dir);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const problems: string[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' });
    let page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    let fresh = true;
    for (const story of chosen) {
      const found: string[] = [];
      try {
        await showStory(page, server.url, story.id, fresh);
        fresh = false;
        found.push(...(await renderProblems(page)));
        await settled(page);
        await still(page);
        // nothing is scoped out: Storybook's own chrome in the iframe (its docs root, loaders and
        // error screen) is hidden while a story shows, and what axe found was the project's
        found.push(...(await axeProblems(page)));
      } catch (error) {
        found.push(`did not finish: ${(error as Error).message.split('\n')[0]}`);
        // start the next story on a fresh page: this one may be stuck mid-render
        await page.close();
        page = await context.newPage();
        page.on('pageerror', (pageError) => pageErrors.push(pageError.message));
        fresh = true;
      }
      for (const line of found) problems.push(`${story.id}: ${line}`);
      if (process.env.VERBOSE) console.log(`${story.id}: ${found.length ? `${found.length} problem(s)` : 'ok'}`);
    }
    if (pageErrors.length) console.log(`Uncaught errors in the stories' page (not failing the pass):\n  ${[...new Set(pageErrors)].join('\n  ')}`);
  } finally {
    await browser.close();
    server.close();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const line of problems) console.log(line);
  const byRule = new Map<string, number>();
  for (const line of problems) {
    const rule = / (?:critical|serious) ([\w-]+) at /.exec(line)?.[1] ?? 'render';
    byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
  }
  const counts = [...byRule].map(([rule, count]) => `${rule} ${count}`).join(', ');
  console.log(`\naxe on ${chosen.length} stories in Chromium: ${seconds} s, ${problems.length} problem(s)${counts ? ` (${counts})` : ''}.`);
  return problems.length ? 1 : 0;
}

process.exitCode = await main();
