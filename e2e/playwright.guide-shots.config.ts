import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run guide:shots -w @portal/e2e`: re-takes the user guide's screenshots (apps/web/public/guide) from
 * the real screens, against the same stack as the browser tests. Run on demand when a screen a shot shows
 * changes, then commit the PNG files; CI does not run it (a clone's new pictures are thrown away), and
 * apps/web/src/user-guide/guide.test.ts checks that every catalogued shot is committed.
 */
export default defineConfig({
  ...base,
  testDir: './guide-shots',
  retries: 0,
  reporter: [['list']],
});
