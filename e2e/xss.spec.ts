import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { E2E_DIR } from './env.js';
import { XSS_PAYLOADS } from './xss-payloads.js';

/**
 * Stored HTML (help center, terms and legal sections; docs/decisions/020) is sanitised when written and
 * renders without any script able to run. The payloads are written through the API's own content
 * service (the one way stored HTML enters the database) into a separate embedded database, which a
 * second shop server on a free port the system hands out (a fixed offset once landed on MariaDB's 3306)
 * then serves. Production code has no seeding door for this.
 */

let BASE = '';
const API_DIST = path.join(E2E_DIR, '../apps/api/dist');
const TERMS_KEYS = [
  'overview',
  'acceptance_of_terms',
  'use_license',
  'user_accounts',
  'prohibited_uses',
  'content_policy',
  'privacy_policy',
  'payment_terms',
  'refund_policy',
  'disclaimer',
  'governing_law',
  'changes_to_terms',
  'service_agreement',
];
const LEGAL_KEYS = ['legal_overview', 'legal_copyright', 'legal_trademark', 'legal_data_protection', 'legal_limitation_of_liability', 'legal_indemnification', 'legal_dispute_resolution'];

let server: ChildProcess | undefined;
let dataDir = '';

/** Writes every payload: one FAQ each, and all of them spread over the terms and legal sections. */
async function seed(dir: string) {
  const { openDatabase } = await import(pathToFileURL(path.join(API_DIST, 'db/client.js')).href);
  const { contentService } = await import(pathToFileURL(path.join(API_DIST, 'modules/content/content.service.js')).href);
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.migrate();
    const content = contentService({ db: database.db });
    await content.saveSection('help_introduction', 'Introduction', `<p>Welcome.</p>${XSS_PAYLOADS.slice(0, 10).join('')}`);
    for (const [i, payload] of XSS_PAYLOADS.entries()) await content.addFaq(`Question ${i + 1}`, payload, i);
    const keys = [...TERMS_KEYS, ...LEGAL_KEYS];
    for (const [k, key] of keys.entries()) {
      const mine = XSS_PAYLOADS.filter((_, i) => i % keys.length === k);
      await content.saveSection(key, key, `<p>Section ${key}</p>${mine.join('')}`);
    }
  } finally {
    await database.close();
  }
}

/** A TCP port nothing listens on now, chosen by the system (port 0), for the spawned server. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

/**
 * Waits for the spawned server's health (up to `ms`); fails at once, with the server's last error
 * output, when the process ends first (a port in use, a database that would not open).
 */
async function waitForHealth(child: ChildProcess, stderr: () => string, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the XSS test server ended (${child.exitCode ?? child.signalCode}) before answering:\n${stderr()}`);
    }
    if (Date.now() > deadline) throw new Error(`the XSS test server did not answer within ${ms} ms:\n${stderr()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const started = Date.now();
  const PORT = await freePort();
  BASE = `http://127.0.0.1:${PORT}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-xss-'));
  await seed(dataDir);
  // Always the embedded database (never the shared PostgreSQL one), no mail.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: BASE, SEED_ON_EMPTY: 'false', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  server = spawn(process.execPath, [path.join(API_DIST, 'server.js')], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr!.on('data', (c: Buffer) => {
    process.stderr.write(c);
    stderr = (stderr + c.toString('utf8')).slice(-4000);
  });
  // Whatever the seeding left of the hook's budget, less a margin for the hook to fail readably.
  await waitForHealth(server, () => stderr, 240_000 - (Date.now() - started) - 10_000);
  if (process.env.XSS_TIMINGS) console.log(`xss server up after ${Date.now() - started} ms (${test.info().project.name})`);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Records anything a payload could do: dialogs, the flag, CSP reports of blocked scripts. */
async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return dialogs;
}

/** Opens every collapsible, hovers and focuses the stored content, then checks nothing ran. */
async function exercise(page: Page, dialogs: string[], where: string) {
  const buttons = page.locator('main button[aria-expanded="false"]');
  await page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('main button[aria-expanded="false"]').forEach((b) => b.click()));
  await expect(buttons).toHaveCount(0);
  const rich = page.locator('.rich-text');
  expect(await rich.count()).toBeGreaterThan(0);
  await rich.first().hover();
  await page.evaluate(() => document.querySelectorAll('.rich-text *').forEach((el) => el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))));
  await page.waitForTimeout(1000);

  const found = await page.evaluate(() => {
    const nodes = Array.from(document.querySelectorAll('.rich-text, .rich-text *'));
    return {
      flag: (window as unknown as { __xss?: unknown }).__xss ?? null,
      csp: (window as unknown as { __csp: string[] }).__csp.filter((v) => v.startsWith('script-src')),
      handlers: nodes.flatMap((n) =>
        Array.from(n.attributes)
          .filter((a) => /^on/i.test(a.name))
          .map((a) => `${n.tagName} ${a.name}`),
      ),
      badTags: nodes.filter((n) => /^(SCRIPT|IFRAME|OBJECT|EMBED|SVG|MATH|STYLE|FORM|INPUT|BASE|META|LINK|IMG|VIDEO|AUDIO)$/i.test(n.tagName)).map((n) => n.tagName),
      badUrls: nodes.flatMap((n) => ['href', 'src', 'action', 'formaction', 'xlink:href'].map((a) => n.getAttribute(a) ?? '').filter((v) => v && !/^(https?:|mailto:|tel:)/i.test(v.trim()))),
      styles: nodes.filter((n) => n.hasAttribute('style')).length,
    };
  });
  expect(found, where).toEqual({ flag: null, csp: [], handlers: [], badTags: [], badUrls: [], styles: 0 });
  expect(dialogs, where).toEqual([]);
}

test('165 XSS payloads stored in the help center, terms and legal texts never run', async ({ page }) => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
  const dialogs = await watch(page);

  // The API hands out only sanitised HTML.
  const help = await (await page.request.get(`${BASE}/api/help-center/public`)).json();
  expect(help.data.faqs).toHaveLength(XSS_PAYLOADS.length);
  const served = JSON.stringify(help) + JSON.stringify(await (await page.request.get(`${BASE}/api/company-settings/public/terms`)).json());
  expect(served).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg|<img|style=/i);

  await page.goto(`${BASE}/help`);
  await expect(page.getByTestId('help-faqs').getByRole('button')).toHaveCount(XSS_PAYLOADS.length);
  await exercise(page, dialogs, '/help');

  await page.goto(`${BASE}/terms`);
  await expect(page.getByText('Section acceptance_of_terms')).toBeAttached();
  await exercise(page, dialogs, '/terms');

  await page.goto(`${BASE}/legal`);
  await expect(page.getByText('Section legal_copyright')).toBeAttached();
  await exercise(page, dialogs, '/legal');
});
