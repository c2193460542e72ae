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
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
