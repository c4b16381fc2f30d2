import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: the deployment's shape from local parts (cluster.test.ts). Not part of `npm test`:
// it starts two PostgreSQL servers, an S3-protocol store, HAProxy, gov-sim and two API processes, and
// takes a few minutes of both cores.
export default defineConfig({
  test: {
    include: ['apps/api/cluster/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
