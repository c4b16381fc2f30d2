import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { wireCalls } from './scripts/wire-calls.ts';

// Component and unit tests of the SPA in happy-dom; run with `npx vitest run --project @portal/web`.
export default defineProject({
  plugins: [react(), wireCalls()],
  test: {
    name: '@portal/web',
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    css: false,
    // A worker runs its test files one after another in one module graph and one happy-dom window:
    // React, Mantine and the languages load once per worker, not once per file (test/setup.ts cleans the
    // DOM, storage and theme after each test). All 28 files in one worker: 18 CPU-seconds; 14 of them
    // isolated: 43 (measured under load ~35).
    isolate: false,
    // Its files wait on nothing but the CPU, and their waits for the DOM count against the default 5 s
    // timeout: in a whole `npm test` they run after the other projects (whose files start processes and run
    // twice as many side by side as the cores, vitest.config.ts), one file per core.
    maxWorkers: availableParallelism(),
    sequence: { groupOrder: 1 },
  },
});
