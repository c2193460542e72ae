import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { LINGUI_CONFIG_PATH, linguiMacroPreset } from './i18n-build';

export default defineProject({
  plugins: [react(), babel({ presets: [linguiMacroPreset] }), lingui({ configPath: LINGUI_CONFIG_PATH })],
  resolve: {
    conditions: ['source'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)), '@admin': fileURLToPath(new URL('./src/admin', import.meta.url)) },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
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
