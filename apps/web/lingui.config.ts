import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Lingui's catalogs for the store (docs/decisions/108): English is the source language (its texts
 * stay in the code, precompiled by the build, so the English store loads no catalog); Kinyarwanda
 * and French are PO files, compiled by @lingui/vite-plugin when the app imports them and loaded
 * only by a visitor of that language. `npm run i18n:extract` refreshes the PO files from the code.
 * The back office has a catalog of its own, so store visitors never download its texts.
 */
/** The store's files with texts that the back office shows too (its catalog carries their messages). */
export const ADMIN_SHARED_FILES = [
  'components/states.tsx',
  'components/pager.tsx',
  'components/list-pager.tsx',
  'components/modal.tsx',
  'components/field.tsx',
  'components/button.tsx',
  'components/spinner.tsx',
  'components/variant-picker.tsx',
];

const config: LinguiConfig = {
  locales: ['en', 'rw', 'fr'],
  sourceLocale: 'en',
  // No fallback locale: with `default: 'en'` Lingui fills a missing rw/fr message from en/messages.po
  // (whose msgstr is the English), so `lingui compile --strict` and the build's failOnMissing never
  // saw a missing translation. A missing message still renders in English at run time (the code keeps it).
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src/app', '<rootDir>/src/features', '<rootDir>/src/components', '<rootDir>/src/lib'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
    {
      // The back office's own catalog (docs/decisions/113): its pages, plus the few store files it
      // shows (their messages are in both catalogs, with the same translations; catalogs.test.ts checks).
      path: '<rootDir>/src/admin/locales/{locale}/messages',
      include: ['<rootDir>/src/admin', ...ADMIN_SHARED_FILES.map((file) => `<rootDir>/src/${file}`)],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
  ],
  // File names without line numbers: a moved line does not rewrite the catalogs (fewer merge conflicts).
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
};
export default config;
