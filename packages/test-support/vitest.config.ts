import { defineProject } from 'vitest/config';

// Starting the simulator derives its population and key cards: give it time on a loaded machine.
export default defineProject({
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
