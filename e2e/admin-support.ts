import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { E2E_DIR, OWNER_PASSWORD_FILE } from './env.js';
import { verificationCode } from './mail.js';
import { auth, uniqueEmail } from './support.js';

/*
 * The back office's e2e helpers, shared by the admin*.spec.ts journeys: accounts, the owner,
 * staff, signing in at /admin, orders placed through the API.
 */

/** The password of every account these helpers make (the first-run owner's is the server's own). */
export const PASSWORD = 'kigali-2026';
/** The owner the server makes on the first start of an empty demo shop (README, Quick start). */
const FIRST_OWNER_EMAIL = 'owner@atelier.local';
const execFileAsync = promisify(execFile);

/** The first-run owner's password, which the server wrote to OWNER_PASSWORD_FILE; undefined when it made none in this run's data folder. */
function firstOwnerPassword(): string | undefined {
  try {
    return fs.readFileSync(OWNER_PASSWORD_FILE, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The password to sign in with: the first-run owner's from its file, every other account's PASSWORD. */
function passwordOf(email: string): string {
  return email === FIRST_OWNER_EMAIL ? (firstOwnerPassword() ?? PASSWORD) : PASSWORD;
}

/** Screenshots for people to look at (`dirVar`, e.g. DESK_SHOTS_DIR=/some/dir): they assert nothing. */
export async function shot(page: Page, testInfo: TestInfo, name: string, dirVar = 'ADMIN_SHOTS_DIR') {
  const dir = process.env[dirVar];
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${testInfo.project.name}-${name}.png`), fullPage: true });
}

/** A verified account made through the API; returns its e-mail. */
export async function account(request: APIRequestContext, testInfo: TestInfo, who: string, phone = '+250788123456'): Promise<string> {
  const email = uniqueEmail(testInfo, who);
  expect((await request.post('/api/users', { multipart: { name: `${who[0]!.toUpperCase()}${who.slice(1)} Test`, email, phone, password: PASSWORD } })).status()).toBe(201);
  expect((await request.post('/api/auth/verify-email', { data: { email, verificationCode: await verificationCode(email) } })).ok()).toBe(true);
  return email;
}

/**
 * An owner, as the README gives one; returns its e-mail (sign in with apiLogin / signInAtAdmin).
 * The owner the server made on its first start, whose password it wrote to OWNER_PASSWORD_FILE (one
 * owner shared by the tests, as in a real shop). When this run's server made none (a PostgreSQL
 * database kept from an earlier run already has an owner), an account made one with
 * `npm run user:admin -- email` (its built CLI), which opens the database beside the running server:
 * PostgreSQL allows that, the embedded database does not.
 */
export async function owner(request: APIRequestContext, testInfo: TestInfo): Promise<string> {
  if (firstOwnerPassword()) return FIRST_OWNER_EMAIL;
  if (!process.env.DATABASE_URL)
    throw new Error(
      `No first-run owner password in ${OWNER_PASSWORD_FILE}: the server made no owner in this data folder (E2E_DATA_DIR kept from a run without OWNER_PASSWORD_FILE?), and the embedded database cannot be opened beside the server to make one`,
    );
  const email = await account(request, testInfo, 'owner');
  const { stdout } = await execFileAsync(process.execPath, [path.join(E2E_DIR, '../apps/api/dist/cli/make-admin.js'), email], { env: { ...process.env, LOG_LEVEL: 'warn' } });
  expect(stdout).toContain('is now an admin');
  return email;
}

/** A member of staff, added by the owner through the staff API. */
export async function staff(request: APIRequestContext, testInfo: TestInfo, ownerToken: string): Promise<string> {
  const email = await account(request, testInfo, 'staff');
  const added = await request.post('/api/admin/staff', { headers: auth(ownerToken), data: { email } });
  expect(added.ok(), await added.text()).toBe(true);
  return email;
}

/** Signs in through POST /api/auth/login; returns the bearer token. */
export async function apiLogin(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: passwordOf(email) } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).token as string;
}

/** Signs in through the back office's own form at /admin/… (the page stays where it was asked for). */
export async function signInAtAdmin(page: Page, email: string, at = '/admin') {
  await page.goto(at);
  const form = page.getByRole('form', { name: 'Sign in to the back office' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(passwordOf(email));
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** An order placed by the customer through POST /api/orders; returns its id and number. */
export async function placeOrder(request: APIRequestContext, token: string, email: string, phone: string, productId: number) {
  const res = await request.post('/api/orders', {
    headers: { ...auth(token), 'idempotency-key': `admin-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      paymentMethod: 'whatsapp',
      formData: { firstName: 'Claudine', lastName: 'Uwera', email, phone, address: 'KN 4 Ave 8', country: 'Rwanda', state: 'Kigali', postalCode: '00000', city: 'Kigali' },
      cartData: { items: [{ productId, quantity: 1 }] },
      fromCart: false,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { order } = await res.json();
  return { id: order.id as string, number: order.order_number as string, total: order.total as number };
}

/**
 * Records a payment on an order as the owner would in the back office (POST
 * /api/admin/orders/{id}/payments): by default the whole amount due, in cash. A return needs one
 * (docs/decisions/122-money-shown-as-it-is.md).
 */
export async function recordPayment(request: APIRequestContext, testInfo: TestInfo, orderId: string, payment: { method?: string; amount?: number; reference?: string } = {}) {
  const token = await apiLogin(request, await owner(request, testInfo));
  const amount = payment.amount ?? (await (await request.get(`/api/admin/orders/${orderId}`, { headers: auth(token) })).json()).order.amount_due;
  const res = await request.post(`/api/admin/orders/${orderId}/payments`, {
    headers: auth(token),
    data: { method: payment.method ?? 'cash', amount, ...(payment.reference ? { reference: payment.reference } : {}) },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * A fresh browser context at the test's viewport, for a second person (the customer). Closing the
 * page closes its context too, so a journey's second person does not live on in the worker's browser.
 */
export async function secondPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  page.once('close', () => void context.close().catch(() => undefined));
  return page;
}

/** A Kigali date `days` from today (YYYY-MM-DD). */
export function kigaliDate(days: number, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kigali', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
