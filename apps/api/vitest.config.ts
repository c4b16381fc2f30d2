import { defineProject } from 'vitest/config';

// A worker runs its test files one after another in one module graph (isolate false): Fastify, Drizzle,
// the schema and every module load once per worker, not once per file. Each file still gets its own database and app; what a test
// helper counts is counted per database (test/helpers/factories.ts), so a file sees the same data whatever
// ran before it.
export default defineProject({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/one-query-at-a-time.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
  },
});
