import { defineProject } from 'vitest/config';

// Building the simulator derives the population and the key cards: give it time on a loaded machine.
// A worker runs its test files one after another in one module graph (isolate false): Fastify and the
// simulator's modules load once per worker, not once per file; each file builds its own simulator.
// All 14 files in one worker: 15.5 CPU-seconds, import 33 s summed; isolated: 43.8 and 99 s (load ~35).
export default defineProject({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
  },
});
