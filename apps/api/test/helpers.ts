import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { sql as sqlTag, type SQL } from 'drizzle-orm';
import { CardVariant, CatalogItem, ItemVariant } from '@atelier/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { MIGRATIONS_DIR } from '../src/paths.js';
import { seed } from '../src/db/seed/index.js';
import { outboxRepository } from '../src/lib/outbox.repository.js';
import { serverQuery } from './server-query.js';

export { serverQuery };

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A database for one test file: in-memory PGlite, or — when DATABASE_URL points at a PostgreSQL
 * server — a throwaway database created on it and dropped afterwards. Migrated and, unless told
 * otherwise, seeded with the demo rows (no pictures). Outside a given `dataDir`, it is a copy of one
 * of the run's two templates, seeded or not (test/global-setup.ts), so the migrations and the seed
 * run once per run, not once per file.
 */
export async function openTestDatabase(opts: { seed?: boolean; dataDir?: string; onIdleError?: (err: Error) => void } = {}): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  let database: Database;
  let url: URL | undefined;
  let drop = async () => undefined as void;
  let seeded = false;
  if (serverUrl) {
    const name = `atelier_t_${randomBytes(6).toString('hex')}`;
    const template = opts.seed !== false ? inject('templateDatabase') : inject('emptyTemplateDatabase');
    await serverQuery(template ? `create database ${name} template ${template}` : `create database ${name}`);
    seeded = opts.seed !== false && Boolean(template);
    url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString(), poolMax: 5, onIdleError: opts.onIdleError });
    drop = async () => {
      await serverQuery(`drop database if exists ${name} with (force)`);
    };
  } else {
    const snapshot = opts.dataDir ? null : inject(opts.seed !== false ? 'pgliteSnapshot' : 'pgliteEmptySnapshot');
    seeded = opts.seed !== false && Boolean(snapshot);
    database = await openDatabase({ dataDir: opts.dataDir, snapshot: snapshot ? new Blob([fs.readFileSync(snapshot)]) : undefined });
  }
  await database.migrate();
  if (opts.seed !== false && !seeded) await seed(database.db);
  return { database, url: url?.toString(), drop };
}

/** The whole app on a fresh test database (see openTestDatabase), with a temporary media folder. */
export async function buildTestApp(env: Parameters<typeof testConfig>[0] = {}, opts: { now?: () => Date; logStream?: { write(line: string): void } } = {}): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-test-'));
  const config = testConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web'), ...env });
  const app = await buildApp({ config, database, now: opts.now, logStream: opts.logStream });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits for the work the accounts module does after replying (docs/decisions/006) and for mails in flight. */
export async function settled(ctx: Pick<TestContext, 'app'>): Promise<void> {
  await ctx.app.services.accounts.settled();
  await ctx.app.mailer.flush();
}

/** The newest mail to `email` (read from the outbox, as a local user would). */
export async function lastMailTo(ctx: TestContext, email: string) {
  await settled(ctx);
  const [mail] = await outboxRepository(ctx.database.db).findByRecipient(email, 1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** The newest 6-digit code e-mailed to `email`. */
export async function lastCodeFor(ctx: TestContext, email: string): Promise<string> {
  const match = /code is: (\d{6})/.exec((await lastMailTo(ctx, email)).textBody);
  if (!match) throw new Error(`no code mailed to ${email}`);
  return match[1]!;
}

/** Runs SQL on the test database and returns its rows (arrange and inspect state directly). */
export async function query<T = Record<string, unknown>>(ctx: Pick<TestContext, 'database'>, q: SQL): Promise<T[]> {
  return ((await ctx.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}

let counter = 0;
/** A unique, valid registration. */
export function newCustomer(overrides: Partial<Record<'name' | 'email' | 'phone' | 'password', string>> = {}) {
  counter++;
  return { name: `Test Customer ${counter}`, email: `customer${counter}.${randomBytes(3).toString('hex')}@example.com`, phone: '+250788123456', password: 'secret-pass-1', ...overrides };
}

/** Registers, verifies with the mailed code and logs in. Returns the token and the user. */
export async function signUp(ctx: TestContext, overrides: Parameters<typeof newCustomer>[0] = {}) {
  const customer = newCustomer(overrides);
  const reg = await ctx.app.inject({ method: 'POST', url: '/api/users', payload: customer });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  const code = await lastCodeFor(ctx, customer.email);
  const verified = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email: customer.email, verificationCode: code } });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: customer.email, password: customer.password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const body = login.json() as { token: string; user: { id: string; email: string } };
  return { ...customer, token: body.token, user: body.user };
}

/** inject() with a bearer token. */
export function as(ctx: TestContext, token: string) {
  return (opts: InjectOptions) => ctx.app.inject({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${token}` } });
}

/** A complete checkout address (spec 02 §5 Checkout form), as POST /api/orders takes it in `formData`. */
export const checkoutFormData = {
  firstName: 'Aline',
  lastName: 'Uwase',
  email: 'aline@example.com',
  phone: '0788123456',
  address: 'KG 7 Ave 12',
  address2: '',
  country: 'Rwanda',
  state: 'Kigali',
  postalCode: '00000',
  city: 'Kigali',
  sameAddress: false,
};

/** Signs a new account up (see signUp) and gives it a back-office role (staff or admin, the owner; docs/decisions/100). */
export async function signUpAs(ctx: TestContext, role: 'staff' | 'admin', overrides: Parameters<typeof newCustomer>[0] = {}) {
  const who = await signUp(ctx, overrides);
  await ctx.database.db.execute(sqlTag`update users set role = ${role} where id = ${who.user.id}`);
  return who;
}

/** Places an order of `productIds` (one each) as the signed-in customer; returns POST /api/orders' reply body. */
export async function placeOrder(ctx: TestContext, token: string, productIds: number[], formData: Partial<typeof checkoutFormData> = {}) {
  const res = await as(
    ctx,
    token,
  )({ method: 'POST', url: '/api/orders', payload: { formData: { ...checkoutFormData, ...formData }, cartData: { items: productIds.map((productId) => ({ productId })) } } });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.body}`);
  return res.json() as { orderId: string; order: { order_number: string; total: number; order_items: Array<{ product_id: number }> } };
}

const staffTokens = new WeakMap<TestContext, string>();
/**
 * Records a cash payment on an order through the back office (POST /api/admin/orders/{id}/payments,
 * as a staff account made once per test app): by default what is due, so the order is paid. Returns
 * the admin order's reply body.
 */
export async function payOrder(ctx: TestContext, orderId: string, amount?: number) {
  let token = staffTokens.get(ctx);
  if (!token) staffTokens.set(ctx, (token = (await signUpAs(ctx, 'staff')).token));
  const staff = as(ctx, token);
  const due = amount ?? (await staff({ method: 'GET', url: `/api/admin/orders/${orderId}` })).json().order.amount_due;
  const res = await staff({ method: 'POST', url: `/api/admin/orders/${orderId}/payments`, payload: { method: 'cash', amount: due } });
  if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`payment failed: ${res.body}`);
  return res.json();
}

/** A catalog item's public keys in the contract's order (spec 02 §3), without the signed-in viewer's marks. */
export const PUBLIC_ITEM_KEYS = Object.keys(CatalogItem.shape).filter((key) => key !== 'inCart' && key !== 'inWishlist');
/** A variant's keys in the item's full body (ItemVariant: `GET /api/products/{id}`), in the contract's order (docs/decisions/127). */
export const ITEM_VARIANT_KEYS = Object.keys(ItemVariant.shape);
/** A variant's keys in a list's card body (CardVariant: pages and search), in the contract's order (docs/decisions/127, "The list's card body"). */
export const CARD_VARIANT_KEYS = Object.keys(CardVariant.shape);

/**
 * The card body (docs/decisions/127, "The list's card body") the contract describes for an item's full
 * public body: the same keys in the same order, each variant cut to CARD_VARIANT_KEYS, in their order.
 */
export function cardBodyOf<T extends { variants: Array<Record<string, unknown>> }>(full: T): T {
  return { ...full, variants: full.variants.map((variant) => Object.fromEntries(CARD_VARIANT_KEYS.map((key) => [key, variant[key]]))) };
}

/**
 * A database with the migrations before `idx` only (in-memory PGlite, or a throwaway database on the
 * PostgreSQL server of DATABASE_URL), for testing migration `idx` on data shaped as it was before
 * it: fill it, then `database.migrate()` runs the rest. `close()` closes and drops it.
 */
export async function openDatabaseBeforeMigration(idx: number): Promise<{ database: Database; close(): Promise<void> }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-mig-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
  const before = { ...journal, entries: journal.entries.filter((e) => e.idx < idx) };
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(before));
  for (const e of before.entries) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  let database: Database;
  let drop = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `atelier_m_${randomBytes(6).toString('hex')}`;
    await serverQuery(`create database ${name}`);
    const url = Object.assign(new URL(process.env.DATABASE_URL), { pathname: `/${name}` }).toString();
    database = await openDatabase({ url, poolMax: 3 });
    drop = async () => void (await serverQuery(`drop database if exists ${name} with (force)`));
  } else database = await openDatabase({});
  try {
    await database.migrate(folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  return {
    database,
    async close() {
      await database.close();
      await drop();
    },
  };
}
