import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import ProcessesFirstSequencer from './packages/test-support/src/sequencer';

// One `npm test` runs every workspace's unit and integration tests.
// API tests need PostgreSQL: apps/api/test/global-setup.ts starts (or reuses) it once per run.
// The programs tests start as processes (the API, gov-sim) are bundled once per run
// (packages/test-support/src/global-setup.ts): ~20 processes start from one bundle, not with tsx. This root
// globalSetup runs after the projects' own; the API's bundles them itself first, for its shared gov-sim.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/gov-sim', 'apps/web', 'scripts'],
    // Test files run side by side, twice as many as the cores: many files spend much of their time waiting
    // for the processes they start (gov-sim, API processes), for jobs due seconds ahead and for PostgreSQL,
    // and the other files use the cores meanwhile. Those files start first (ProcessesFirstSequencer).
    maxWorkers: availableParallelism() * 2,
    sequence: { sequencer: ProcessesFirstSequencer },
    globalSetup: ['packages/test-support/src/global-setup.ts'],
  },
});
