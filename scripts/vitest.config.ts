import { defineProject } from 'vitest/config';

// The scripts' own tests (the root vitest.config.ts lists this folder among its projects).
export default defineProject({ test: { name: 'scripts', include: ['*.test.ts'] } });
