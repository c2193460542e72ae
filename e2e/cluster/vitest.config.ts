import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The two-instance test (docs/decisions/115): built servers as child processes, no browser. Run by
 * `npm run test:e2e` after the journeys (`npm run test:cluster`); see cluster.test.ts for what it needs.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['e2e/cluster/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
