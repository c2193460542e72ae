import { fileURLToPath } from 'node:url';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { LINGUI_CONFIG_PATH, linguiMacroPreset } from './i18n-build';

/**
 * The server renderer's tests (entry-server.tsx, which runs in Node on the server). They render
 * with react-dom/server, which leaves its last values in React's shared context objects: in a
 * module graph shared with the component tests (below) the next client render found a <Router>
 * already around it and the primed replies' age limit lifted. They run apart, isolated, in Node
 * (vitest.server.config.ts; docs/decisions/080-ci-time.md).
 */
export const SERVER_RENDER_TESTS = ['src/entry-server.test.tsx'];

/** The plugins and module resolution the store's code needs wherever it runs under test. */
export const webBase = {
  plugins: [react(), babel({ presets: [linguiMacroPreset] }), lingui({ configPath: LINGUI_CONFIG_PATH })],
  resolve: {
    conditions: ['source'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)), '@admin': fileURLToPath(new URL('./src/admin', import.meta.url)) },
  },
} satisfies UserWorkspaceConfig;

export default defineProject({
  ...webBase,
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: SERVER_RENDER_TESTS,
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // The files of a worker share one module graph instead of importing React, the router and the
    // app again for each of them: half the time of the web tests on CI's 2-core machine
    // (docs/decisions/080-ci-time.md). The setup file still runs before each file and resets the
    // DOM, storage, language and fetch after each test; a test must not lean on a fresh module's
    // state (boot.test.ts holds the clock, booking-status.test.tsx names its status).
    isolate: false,
  },
});
