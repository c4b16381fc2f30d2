import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the real stack: global-setup.ts starts gov-sim and the API (with its own
 * embedded PostgreSQL in a temporary folder, demo seed) on free ports and serves the built SPA.
 * The browser is Debian's Chromium headless shell (package chromium-headless-shell): the same engine
 * without the desktop browser around it, the build Playwright itself runs for headless Chromium, and less
 * work per page. Where it is not installed, Debian's Chromium (/usr/bin/chromium); CHROMIUM_PATH names
 * another.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // On CI a failed test runs once more; one that then passes is reported as flaky (.ci/run lists it).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/results.json' }]],
  use: {
    // An action (click, fill) waits at most 20 s for its element, a navigation 30 s: a page that never shows
    // what a step needs fails that step then, not at the test's end (60-150 s of a worker each time).
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    locale: 'en-US',
    // A trace records a snapshot of the page at every action: a cost paid by every test. On CI it is kept
    // for the retry of a failed test only (the same failure, traced); locally every failure keeps one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The browser asks for reduced motion (prefers-reduced-motion): the announcements' marquee stands
    // still and Mantine's transitions end at once, so a page does not repaint 60 times a second while a
    // test waits, nor does a test wait out a fade. shell.spec.ts tests the moving marquee and its button
    // with motion on.
    reducedMotion: 'reduce',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
