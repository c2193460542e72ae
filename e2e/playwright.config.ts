import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { BASE_URL, CHROMIUM, DATA_DIR, E2E_DIR, E2E_PORT, OWNER_PASSWORD_FILE, SMTP_PORT } from './env.js';

/**
 * E2E_SCOPE=smoke runs only the journeys tagged @smoke, at phone width: .ci/run does so on PGlite and
 * runs everything at both widths on PostgreSQL (docs/decisions/080-ci-time.md).
 */
const smoke = process.env.E2E_SCOPE === 'smoke';

/**
 * Journeys tagged @phone run at phone width only: their subject is a flow, not the layout, which the
 * other journeys cover at both widths; each screen a @phone journey checks with expectAccessible is
 * checked at desktop width too, in place (docs/decisions/080-ci-time.md). E2E_SCREENSHOTS runs them
 * at desktop width too, for the pictures.
 */
const phoneOnly = process.env.E2E_SCREENSHOTS ? undefined : /@phone\b/;

/** Journeys in real Chromium at phone (390×844) and desktop (1440×900) widths (DESIGN.md § e2e). */
export default defineConfig({
  testDir: E2E_DIR,
  testMatch: '*.spec.ts',
  outputDir: path.join(E2E_DIR, 'test-results'),
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: path.join(E2E_DIR, 'playwright-report') }],
    // .ci/run sets TEST_REPORT_DIR to print the slowest test files (scripts/slowest-tests.mjs).
    ...(process.env.TEST_REPORT_DIR ? [['json', { outputFile: path.join(process.env.TEST_REPORT_DIR, 'playwright.json') }] as const] : []),
  ],
  globalSetup: './global-setup.ts',
  grep: smoke ? /@smoke/ : undefined,
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    // Recording a trace cost about a third of the journeys' CPU on CI's two cores (every action's DOM
    // snapshot and screencast), and CI keeps no files: E2E_TRACE=1 records one for each failing
    // journey when looking into a failure (docs/decisions/080-ci-time.md).
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    // Reduced motion stops endless animations that cost CI's two cores CPU on every page; a journey
    // about motion turns it back on (withMotion in support.ts; docs/decisions/080-ci-time.md).
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } },
    ...(smoke ? [] : [{ name: 'desktop', grepInvert: phoneOnly, use: { viewport: { width: 1440, height: 900 } } }]),
  ],
  webServer: {
    command: `node ${path.join(E2E_DIR, '../apps/api/dist/server.js')}`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      // The back-office journeys sign in as the owner the first start makes (e2e/admin-support.ts).
      OWNER_PASSWORD_FILE,
      PUBLIC_URL: BASE_URL,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '200',
      // The accounts journey resends a verification code: the server accepts it after 2 s, not 60 s.
      CODE_RESEND_INTERVAL_SECONDS: '2',
      // The booking and contact journeys of both projects post more than the default per-minute limits.
      BOOKING_RATE_LIMIT_PER_MINUTE: '100',
      CONTACT_RATE_LIMIT_PER_MINUTE: '100',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
