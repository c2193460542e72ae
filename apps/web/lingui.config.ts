import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Lingui's catalogs for the store (docs/decisions/108): English is the source language (its texts
 * stay in the code, precompiled by the build, so the English store loads no catalog); Kinyarwanda
 * and French are PO files, compiled by @lingui/vite-plugin when the app imports them and loaded
 * only by a visitor of that language. `npm run i18n:extract` refreshes the PO files from the code.
 */
const config: LinguiConfig = {
  locales: ['en', 'rw', 'fr'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src/app', '<rootDir>/src/features', '<rootDir>/src/components', '<rootDir>/src/lib'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
  ],
  // File names without line numbers: a moved line does not rewrite the catalogs (fewer merge conflicts).
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
};
export default config;
