import { defineConfig } from 'vitest/config';

// One run for every package: contracts and API in Node, web components in happy-dom.
// `source` makes @atelier/contracts resolve to its TypeScript source, so no build is needed.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
