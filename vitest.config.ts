import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's unit and integration tests.
// API tests need PostgreSQL: apps/api/test/global-setup.ts starts (or reuses) it once per run.
// The programs tests start as processes (the API, gov-sim) are bundled once per run
// (packages/test-support/src/global-setup.ts): ~20 processes start from one bundle, not with tsx. This root
// globalSetup runs after the projects' own; the API's bundles them itself first, for its shared gov-sim.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/gov-sim', 'apps/web', 'scripts'],
    // Test files run side by side, as many as the cores (Vitest's default is one fewer: a single file at a
    // time on 2 cores): many files spend much of their time waiting for the processes they start (gov-sim,
    // API processes) and for PostgreSQL, and another file uses the core meanwhile.
    maxWorkers: availableParallelism(),
    globalSetup: ['packages/test-support/src/global-setup.ts'],
  },
});
