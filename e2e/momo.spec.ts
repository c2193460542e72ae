import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures.js';
import { E2E_DIR, E2E_PORT } from './env.js';
import { auth, expectAccessible } from './support.js';
import type { startMomoSandbox as StartSandbox } from '../apps/api/src/modules/momo/momo-sandbox.js';

/**
 * MTN MoMo request-to-pay (docs/decisions/132), in real Chromium at phone width, in Kinyarwanda: the
 * owner enters an order; the customer opens its pay link, presses "Pay with MTN MoMo", the local MoMo
 * sandbox approves and calls the shop back, and the invoice turns PAID without a reload.
 *
 * A shop of its own (a second built server on a fresh embedded database, MoMo pointed at the sandbox,
 * E2E_PORT + 3), so the other journeys' shop keeps no MoMo button.
 */
const PORT = E2E_PORT + 3;
const SHOP = `http://localhost:${PORT}`;
const API = path.join(E2E_DIR, '../apps/api/dist');

let server: ChildProcess | undefined;
let sandbox: { url: string; close(): Promise<void> } | undefined;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const { startMomoSandbox } = (await import(path.join(API, 'modules/momo/momo-sandbox.js'))) as { startMomoSandbox: typeof StartSandbox };
  sandbox = await startMomoSandbox({ settleAfterMs: 1500, callbacks: 'send' });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-momo-'));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    OWNER_PASSWORD_FILE: path.join(dataDir, 'owner-password'),
    PUBLIC_URL: SHOP,
    LOG_LEVEL: 'warn',
    MOMO_API_URL: sandbox.url,
    MOMO_SUBSCRIPTION_KEY: 'e2e-subscription',
    MOMO_API_USER: 'e2e-user',
    MOMO_API_KEY: 'e2e-key',
    MOMO_STATUS_POLL_MS: '2000',
  };
  server = spawn(process.execPath, [path.join(API, 'server.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`${SHOP}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the MoMo shop did not start at ${SHOP}`);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await sandbox?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('Pay with MTN MoMo: the customer approves on the phone and the invoice turns PAID, in Kinyarwanda', { tag: '@phone' }, async ({ page, request }) => {
  test.setTimeout(120_000);
  const password = fs.readFileSync(path.join(dataDir, 'owner-password'), 'utf8').trim();
  const login = await request.post(`${SHOP}/api/auth/login`, { data: { email: 'owner@atelier.local', password } });
  expect(login.ok(), await login.text()).toBe(true);
  const token = (await login.json()).token as string;
  const entered = await request.post(`${SHOP}/api/admin/orders`, {
    headers: auth(token),
    data: { customer: { name: 'Claudine Uwera', phone: '+250788456123', language: 'rw' }, channel: 'whatsapp', lines: [{ title: 'Bespoke sneakers, hand-painted lion, size 41', price: 45_000 }] },
  });
  expect(entered.status(), await entered.text()).toBe(201);
  const order = (await entered.json()).order as { order_number: string; pay_url: string };
  const url = new URL(order.pay_url);

  await page.goto(`${SHOP}/rw${url.pathname.replace(/^\/(rw|fr)(?=\/)/, '')}${url.search}`);
  const invoice = page.getByRole('region', { name: new RegExp(order.order_number) });
  await expect(invoice.getByText('NTIBYISHYUWE')).toBeVisible();
  const momo = invoice.getByRole('region', { name: 'Ishyura na MTN MoMo' });
  await expect(momo).toContainText('RF 45,000');
  await expectAccessible(page, '/rw/pay (Pay with MTN MoMo)');

  // The order's own number, masked (the pay page never shows it in full), is offered and charged.
  await expect(momo.getByText('078 ••• ••23')).toBeVisible();
  await expect(momo.getByLabel('Nimero ya MTN MoMo')).toHaveCount(0);
  // "Use another number" reads as a link in the line of the number: its text starts where the line's
  // text does when it wraps under it, and a gap after the number when beside it.
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    const other = momo.getByRole('button', { name: 'Koresha indi nimero' });
    const [line, button, text] = await Promise.all([
      momo.getByText('078 ••• ••23').locator('xpath=../..').boundingBox(),
      other.boundingBox(),
      other.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const box = range.getBoundingClientRect();
        return { left: box.left, top: box.top };
      }),
    ]);
    const number = (await momo.getByText('078 ••• ••23').boundingBox())!;
    const wrapped = button!.y >= number.y + number.height - 1;
    if (wrapped) expect(Math.abs(text.left - line!.x), `wrapped at ${size.width} px`).toBeLessThanOrEqual(1);
    else expect(text.left - (number.x + number.width), `beside at ${size.width} px`).toBeLessThanOrEqual(16);
    await momo.scrollIntoViewIfNeeded();
    if (process.env.E2E_SCREENSHOTS) await momo.screenshot({ path: test.info().outputPath(`momo-number-${size.width}.png`) });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await momo.getByRole('button', { name: 'Ishyura na MTN MoMo' }).click();
  await expect(momo.getByText('Emeza ubwishyu kuri telefoni yawe')).toBeVisible();
  // The sandbox approves after 1.5 s and calls the shop back; the page follows without a reload.
  await expect(momo.getByText('Murakoze! Ubwishyu bwanyu bwa RF 45,000 bwakiriwe.')).toBeVisible({ timeout: 20_000 });
  await expect(invoice.getByText('BYISHYUWE', { exact: true }).first()).toBeVisible();
  await expect(invoice.getByText('NTIBYISHYUWE')).toHaveCount(0);
});
