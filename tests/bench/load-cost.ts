// `npm run bench` (last part): what one app load costs the machine, summed over every process
// it wakes: a fresh browser context opens a page logged in (as the browser tests' login() does:
// the token handed over at /auth-redirect) and waits for the page's content. Each browser test
// pays at least one such load, and on 2 cores the suite waits on CPU, not on clocks (issue 32,
// item 6): this is the figure a change to the app's first load or to the tests' shape moves.
// Printed per process kind (Chromium's renderer, browser, GPU and utility processes, the
// reference server, this Node process: this process's own tree only), with the JavaScript files
// and bytes the load fetched.
// Read on a quiet machine. Prints figures; asserts nothing.
import fs from 'node:fs';
import { apiToken, authRedirect, CHROMIUM_ARGS, chromiumPath, saveData, SESSION_ONCE_FLAGS, usersContext, type ReferenceServer } from '../e2e/support/harness.ts';
import { benchTheApp } from './app-bench.ts';

const LOADS = 6;
const PAGES = [
  { name: '/dashboard', path: '/dashboard', content: '[role="group"][aria-label="账户余额"]' },
  { name: 'a list page', path: '/fxl-school/fxl-school.teacher', content: '.config-list-table .ant-table-row' },
];

/** CPU seconds (user + system) of a process, its parent and when it started (clock ticks), or undefined once it is gone. */
function statOf(pid: string): { cpu: number; parent: string; start: string } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { cpu: (Number(fields[11]) + Number(fields[12])) / 100, parent: fields[1] ?? '', start: fields[19] ?? '' };
  } catch {
    return undefined;
  }
}

/** The kind of a process from its command line: the Chromium process types, the server, Node. */
function kindOf(pid: string): string | undefined {
  let command: string;
  try {
    command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
  if (/chromium|chrome|headless_shell|\/proc\/self\/exe/.test(command)) return `Chromium ${/--type=(\S+)/.exec(command)?.[1] ?? 'browser'}`;
  if (command.includes('server/main.ts')) return 'reference server';
  if (Number(pid) === process.pid) return 'this Node process (Playwright)';
  return undefined;
}

/**
 * Samples every 50 ms the CPU of each process of interest (keyed by pid and start, so that a pid
 * used again is another process), including those that start and end meanwhile: a context's
 * renderer lives only for its load. Only this process's own tree is counted (its Chromium with
 * the renderers, the reference server it started, itself): another Chromium on the machine (a
 * browser test, another bench) is not this load's. stop() answers the CPU used since cpuWatch() by kind.
 */
function cpuWatch() {
  const first = new Map<string, { kind: string; cpu: number }>();
  const last = new Map<string, number>();
  const own = String(process.pid);
  const sample = () => {
    const stats = new Map<string, NonNullable<ReturnType<typeof statOf>>>();
    for (const pid of fs.readdirSync('/proc')) {
      const stat = /^\d+$/.test(pid) ? statOf(pid) : undefined;
      if (stat) stats.set(pid, stat);
    }
    /** Whether `pid` is this process or one of its descendants. */
    const ours = (pid: string): boolean => {
      for (let at: string | undefined = pid, hops = 0; at && at !== '0' && hops < 64; at = stats.get(at)?.parent, hops++) if (at === own) return true;
      return false;
    };
    for (const [pid, stat] of stats) {
      if (!ours(pid)) continue;
      const { cpu } = stat;
      const key = `${pid}:${stat.start}`;
      const known = first.get(key);
      if (!known || known.kind.endsWith('zygote')) {
        // a renderer forked from the zygote shows the zygote's command line until it sets its own
        const kind = kindOf(pid);
        if (!kind) continue;
        first.set(key, { kind, cpu: known?.cpu ?? (started ? 0 : cpu) });
      }
      last.set(key, cpu);
    }
  };
  let started = false;
  sample();
  started = true;
  const timer = setInterval(sample, 50);
  return {
    sample,
    stop(): Map<string, number> {
      clearInterval(timer);
      sample();
      const byKind = new Map<string, number>();
      for (const [key, { kind, cpu }] of first) byKind.set(kind, (byKind.get(kind) ?? 0) + (last.get(key) ?? cpu) - cpu);
      return byKind;
    },
  };
}

benchTheApp(
  'load-cost',
  async (server, browser) => {
  const reference = { url: server.url } as ReferenceServer;
  console.log(`\nOne app load, logged in, in a fresh browser context, to the page's content (${LOADS} loads each; CPU seconds a load, over this bench's own processes):`);
  for (const target of PAGES) {
    const walls: number[] = [];
    const scripts = { files: 0, bytes: 0 };
    const watch = cpuWatch();
    for (let load = 0; load < LOADS; load += 1) {
      const context = await browser.newContext(usersContext(server.url));
      const page = await context.newPage();
      // as the browser tests run (harness.ts): no code fetched on a guess
      await saveData(page);
      await page.addInitScript((keys) => keys.forEach((key) => sessionStorage.setItem(key, '1')), SESSION_ONCE_FLAGS);
      const token = await apiToken(reference);
      if (!token) throw new Error('the login call gave no token for demo-school');
      const began = performance.now();
      await page.goto(authRedirect(token, target.path));
      await page.locator(target.content).first().waitFor();
      walls.push(performance.now() - began);
      const loaded = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => (entry as PerformanceResourceTiming).encodedBodySize),
      );
      scripts.files += loaded.length;
      scripts.bytes += loaded.reduce((sum, size) => sum + size, 0);
      watch.sample();
      await context.close();
    }
    const byKind = [...watch.stop()].sort((a, b) => b[1] - a[1]);
    const total = byKind.reduce((sum, [, cpu]) => sum + cpu, 0);
    walls.sort((a, b) => a - b);
    console.log(`  ${target.name}: ${(total / LOADS).toFixed(2)} CPU-s a load, ${walls[Math.floor(LOADS / 2)]!.toFixed(0)} ms to the content (median); ${Math.round(scripts.files / LOADS)} JavaScript files, ${(scripts.bytes / LOADS / 1024).toFixed(0)} kB as sent`);
    for (const [kind, cpu] of byKind) if (cpu / LOADS >= 0.01) console.log(`    ${(cpu / LOADS).toFixed(2).padStart(5)} s  ${kind}`);
  }
  },
  // the browser tests' browser (chromium-headless-shell where installed), not the benches' Chromium
  { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
);
