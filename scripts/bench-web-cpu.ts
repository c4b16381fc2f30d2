/**
 * `npm run bench:web:cpu`: the main-thread work of a public page's first load, for comparing web builds
 * on a machine too busy for Lighthouse. Starts the portal once per build (each its own API, embedded
 * PostgreSQL and demo data; BENCH_WEB_CPU_BUILDS lists the builds' `dist` folders, a `dist-ssr` beside
 * each, by default the current apps/web/dist), then loads each page in Debian's Chromium at 412×823 with
 * the CPU slowed 4× (as Lighthouse's mobile preset does) and measures, per load:
 * - TBT: the time each task after the first paint ran past 50 ms, added up (Lighthouse's Total Blocking
 *   Time, counted here to the end of the load rather than to its estimate of interactivity);
 * - script: the time the page spent running JavaScript (CDP Performance metrics, slowed time);
 * - long: the number of tasks over 50 ms after the first paint, the longest beside it.
 * A load ends when the scripts have taken the page over (no control keeps its pending mark) and neither
 * the network nor the main thread has been busy for a second. Each page is loaded BENCH_WEB_CPU_LOADS
 * times (5) per round in a fresh browser context, the builds one after the other, for BENCH_WEB_CPU_ROUNDS
 * rounds (2); the least figure of each build is reported, since anything else on the machine only adds.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/playwright.config';
import { startDemoPortal } from './demo-portal';
import { ROOT } from './processes';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = process.env.BENCH_WEB_PAGES?.split(',') ?? ['/', '/lawyer', '/contragent', '/news'];
const BUILDS = (process.env.BENCH_WEB_CPU_BUILDS?.split(',') ?? ['apps/web/dist']).map((d) =>
  path.resolve(ROOT, d),
);
const LOADS = Math.max(1, Number(process.env.BENCH_WEB_CPU_LOADS ?? 5));
const ROUNDS = Math.max(1, Number(process.env.BENCH_WEB_CPU_ROUNDS ?? 2));
/** Lighthouse's mobile preset slows the CPU four times. */
const CPU_SLOWDOWN = 4;

interface Load {
  tbt: number;
  script: number;
  long: number;
  longest: number;
}

/** Collects the page's first paint and every long task from the start, before any page script runs. */
function observeLongTasks() {
  const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function measureLoad(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    await page.addInitScript(observeLongTasks);
    let lastResponse = Date.now();
    page.on('response', () => (lastResponse = Date.now()));
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('[data-app-pending]') === null, null, {
      timeout: 60_000,
    });
    // quiet: no response and no long task for a second
    for (;;) {
      const lastTaskEnd = await page.evaluate(() => {
        const tasks = (window as unknown as { __longTasks: { start: number; duration: number }[] })
          .__longTasks;
        const last = tasks.at(-1);
        return performance.now() - (last ? last.start + last.duration : 0);
      });
      if (Date.now() - lastResponse >= 1000 && lastTaskEnd >= 1000) break;
      await page.waitForTimeout(200);
    }
    const { fcp, tasks } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      tasks: (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
    }));
    const metrics = (await cdp.send('Performance.getMetrics')).metrics;
    const script = (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
    let tbt = 0;
    let long = 0;
    let longest = 0;
    for (const t of tasks) {
      // the part of a task after the first paint, as Lighthouse counts it
      const after = Math.min(t.duration, t.start + t.duration - fcp);
      if (after <= 50) continue;
      tbt += after - 50;
      long += 1;
      longest = Math.max(longest, t.duration);
    }
    return { tbt, script, long, longest };
  } finally {
    await context.close();
  }
}

async function startPortal(distDir: string) {
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`${distDir} holds no web build`);
  return startDemoPortal('bench-web-cpu', distDir);
}

const round = (n: number) => String(Math.round(n)).padStart(5);

async function main() {
  const portals: Awaited<ReturnType<typeof startPortal>>[] = [];
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
  try {
    for (const build of BUILDS) portals.push(await startPortal(build));
    // every load of each build and page, the builds measured in turn so a busy spell falls on both
    const loads = BUILDS.map(() => new Map<string, Load[]>());
    for (let r = 0; r < ROUNDS; r++)
      for (const page of PAGES)
        for (const [b, portal] of portals.entries())
          for (let i = 0; i < LOADS; i++) {
            const load = await measureLoad(browser, `${portal.base}${page}`);
            const list = loads[b]!.get(page) ?? [];
            list.push(load);
            loads[b]!.set(page, list);
          }
    console.info(
      `\nFirst load at 412×823, CPU ${CPU_SLOWDOWN}× slower, least of ${LOADS * ROUNDS} loads (ms; load average now ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}):`,
    );
    for (const page of PAGES)
      for (const [b, build] of BUILDS.entries()) {
        const all = loads[b]!.get(page)!;
        const least = (f: (l: Load) => number) => Math.min(...all.map(f));
        const median = (f: (l: Load) => number) =>
          all.map(f).sort((x, y) => x - y)[Math.floor((all.length - 1) / 2)]!;
        console.info(
          `  ${page.padEnd(12)} TBT ${round(least((l) => l.tbt))} (median ${round(median((l) => l.tbt))})   script ${round(least((l) => l.script))} (median ${round(median((l) => l.script))})   long tasks ${least((l) => l.long)}, longest ${round(least((l) => l.longest))}   ${path.relative(ROOT, build)}`,
        );
      }
  } finally {
    await browser.close();
    for (const portal of portals) await portal.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
