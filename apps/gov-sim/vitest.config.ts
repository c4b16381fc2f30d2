import { defineProject } from 'vitest/config';

// Building the simulator derives the population and the key cards: give it time on a loaded machine.
export default defineProject({
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
