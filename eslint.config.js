// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The store's own toast module; features and app/ go through it (lib/toast.tsx). */
const toastPath = { name: 'react-hot-toast', message: 'Use @/lib/toast: the toasts load on demand, not with the first page (lib/toast.tsx).' };
const featureLayers = { group: ['**/app/**', '@/app/**', '**/admin/**', '@/admin/**', '@admin/**'], message: 'Features must not import from app/ or the back office.' };

/** What the whole back office may not import (the admin block below and each admin feature's). */
const adminLayers = [
  { group: ['**/app/**', '@/app/**', '@/features/**', '../../features/**'], message: "The back office uses components/ and lib/, not the store's app/ or features/." },
  // Two levels up or more, the path names the place from the back office's root instead.
  { group: ['../../*'], message: 'Import through @admin/… (apps/web/src/admin), not a ../../ chain.' },
];

/** The store's features (apps/web/src/features/<name>), read from the folder so a new one is covered at once. */
const storeFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * Web features never import each other; routes compose them (DESIGN.md, rules of the house). For each
 * feature, any path to another one: `@/features/<other>…`, or `../<other>…` / `../../features/<other>…`
 * at any depth.
 */
const featureIsolation = storeFeatures.map((name) => {
  const others = storeFeatures.filter((other) => other !== name);
  return {
    files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [toastPath],
          patterns: [
            featureLayers,
            {
              regex: `^(@/features/|(\\.\\./)+(features/)?)(${others.join('|')})(/|$)`,
              message: `The ${name} feature must not import another feature: move the shared piece to components/ or lib/, or compose the two in app/routes.`,
            },
          ],
        },
      ],
    },
  };
});

/** The back office's areas (apps/web/src/admin/features/<name>), read from the folder as the store's are. */
const adminFeatures = fs
  .readdirSync(new URL('./apps/web/src/admin/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * For each back-office feature, the admin block's patterns plus any path to another feature:
 * `@admin/features/<other>…` or `../<other>…` / `../../features/<other>…` at any depth.
 */
const adminFeatureIsolation = adminFeatures.map((name) => {
  const others = adminFeatures.filter((other) => other !== name);
  return {
    files: [`apps/web/src/admin/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...adminLayers,
            {
              regex: `^(@admin/features/|(\\.\\./)+(features/)?)(${others.join('|')})(/|$)`,
              message: `The back office's ${name} feature must not import another feature: move the shared piece to admin/components/, or compose the two in admin/routes.`,
            },
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/api/drizzle/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Only repositories (and the db layer itself) touch drizzle (DESIGN.md, rules of the house).
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/**/*.repository.ts', 'apps/api/src/modules/**/*.test.ts', 'apps/api/src/modules/health/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema/*'], message: 'Only *.repository.ts files touch the database.' }] }],
    },
  },
  // Web: features never import each other; imports flow shared → features → app (DESIGN.md).
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [toastPath], patterns: [featureLayers] }],
    },
  },
  // The same, plus each feature's ban on the others (a later block replaces the rule's options).
  ...featureIsolation,
  // The back office (DESIGN.md "Back office") reuses components/ and lib/, never the store's app/ or
  // features/; nothing of the store imports it, so it never adds a byte to the store's entry.
  {
    files: ['apps/web/src/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: adminLayers,
        },
      ],
      // The back office asks in its own dialog (admin/components/confirm-dialog.tsx), not the browser's.
      'no-restricted-globals': ['error', { name: 'confirm', message: 'Use useConfirm (admin/components/confirm-dialog.tsx).' }],
      'no-restricted-properties': ['error', { object: 'window', property: 'confirm', message: 'Use useConfirm (admin/components/confirm-dialog.tsx).' }],
    },
  },
  // Back-office features never import each other either: a piece two areas share lives in
  // admin/components/ (the record card, internal notes, status badges); routes compose the areas.
  ...adminFeatureIsolation,
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-hot-toast', message: 'Use @/lib/toast: the toasts load on demand, not with the first page (lib/toast.tsx).' }],
          patterns: [{ group: ['**/admin/**', '@/admin/**', '@admin/**'], message: 'The store never imports the back office (its own entry, admin.html).' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/config/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/toast.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-hot-toast', message: 'Use @/lib/toast: the toasts load on demand, not with the first page (lib/toast.tsx).' }],
          patterns: [{ group: ['**/features/**', '**/app/**', '**/admin/**', '@admin/**'], message: 'Shared code must not import features, app or the back office.' }],
        },
      ],
    },
  },
  {
    // Journeys take `test` from e2e/fixtures.ts, which hands each one its context as new without
    // making a browser process per journey (docs/decisions/080-ci-time.md).
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test', 'expect'], message: "Import test and expect from './fixtures.js'." }] }],
    },
  },
);
