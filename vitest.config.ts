import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's unit and integration tests.
// API tests need PostgreSQL: apps/api/test/global-setup.ts starts (or reuses) it once per run.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/gov-sim', 'apps/web'],
  },
});
