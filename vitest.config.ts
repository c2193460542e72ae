import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One run for every package: contracts and API in Node, web components in happy-dom.
// `source` makes @atelier/contracts resolve to its TypeScript source, so no build is needed.
// .ci/run sets TEST_REPORT_DIR to print the slowest test files (scripts/slowest-tests.mjs).
const reportDir = process.env.TEST_REPORT_DIR;
// TEST_DATABASE_ONLY=1 runs only the project that uses a database (api): .ci/run's second pass, on
// PostgreSQL, after the first has run the contracts and web tests, which no database reaches and
// which would give the same answers again (docs/decisions/080-ci-time.md).
const databaseOnly = process.env.TEST_DATABASE_ONLY === '1';

/**
 * The API test files that replace a module with `vi.mock`, found by reading them: they need a module
 * graph of their own, so they run isolated, apart from the other API files, which share one per worker.
 */
const apiSource = fileURLToPath(new URL('./apps/api/src', import.meta.url));
const API_MOCKING_MODULES = fs
  .readdirSync(apiSource, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts') && /\bvi\.(do)?mock\(/.test(fs.readFileSync(path.join(apiSource, file), 'utf8')))
  .map((file) => `apps/api/src/${file.split(path.sep).join('/')}`);

export default defineConfig({
  resolve: {
    conditions: ['source'],
    // The api project's global setup runs in Vitest's own module runner, which the conditions above
    // do not reach: name the source there too, so no build of the contracts is needed.
    alias: { '@atelier/contracts': fileURLToPath(new URL('./packages/contracts/src/index.ts', import.meta.url)) },
  },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // Vitest's default is one worker less than the cores: one on CI's 2-core machine. API files wait on
    // the database much of the time, so two side by side finish sooner (docs/decisions/080-ci-time.md).
    maxWorkers: 2,
    reporters: reportDir ? ['default', ['json', { outputFile: `${reportDir}/vitest.json` }]] : ['default'],
    projects: [
      ...(databaseOnly ? [] : [{ extends: true, test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } }]),
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: API_MOCKING_MODULES,
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          // argon2id at its smallest cost: ~1 ms a hash instead of ~50 (lib/crypto.ts).
          setupFiles: ['apps/api/test/cheap-hashes.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A worker's files share one module graph: the app, Fastify, Drizzle and PGlite load once per
          // worker instead of once per file. Each file still builds its own app and database
          // (buildTestApp), which is where every setting and clock lives (docs/decisions/080-ci-time.md).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-isolated',
          include: API_MOCKING_MODULES,
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(databaseOnly ? [] : ['apps/web/vitest.config.ts', 'apps/web/vitest.server.config.ts']),
    ],
  },
});
