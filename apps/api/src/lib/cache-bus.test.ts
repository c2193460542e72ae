import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { newCustomer, openTestDatabase } from '../../test/helpers.js';
import { bootData, miniWebDir } from '../../test/web-shell.js';

/**
 * Two instances of the shop (two apps on one database, as two processes would be) share
 * their cache clears through Redis (docs/decisions/115). Redis: TEST_REDIS_URL, else database 9 of the local server; the
 * channel and keys carry a prefix of their own, so runs side by side never hear each other.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/9';

async function redisAnswers(url: string): Promise<string | null> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    client.disconnect();
  }
}
const redisDown = await redisAnswers(redisUrl);
if (redisDown) console.log(`cache-bus.test.ts: the tests of clears shared through Redis are skipped: no Redis at ${redisUrl} (${redisDown}); set TEST_REDIS_URL`);

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let database: Database;
let drop: () => Promise<void>;
const cleanups: Array<() => Promise<void> | void> = [];
const web = miniWebDir();

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  await database.close();
  await drop();
  web.remove();
});

/** One instance: the whole app on the shared database, a long cache TTL so only a clear can refresh it. */
async function instance(env: Record<string, string>, logStream?: { write(line: string): void }): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bus-'));
  const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: web.dir, PUBLIC_CACHE_TTL_MS: '600000', ...env }), database, logStream });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

/** An owner's token, made on `app` (the code is read from the shared outbox). */
async function owner(app: FastifyInstance): Promise<string> {
  const c = newCustomer();
  expect((await app.inject({ method: 'POST', url: '/api/users', payload: c })).statusCode).toBe(201);
  await app.services.accounts.settled();
  await app.mailer.flush();
  const rows = (await database.db.execute(`select text_body from outbox where to_address = '${c.email}' order by created_at desc limit 1`)) as unknown as { rows: Array<{ text_body: string }> };
  const code = /code is: (\d{6})/.exec(rows.rows[0]!.text_body)![1]!;
  await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email: c.email, verificationCode: code } });
  await database.db.execute(`update users set role = 'admin' where email = '${c.email}'`);
  return (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: c.email, password: c.password } })).json().token as string;
}

const priceOn = async (app: FastifyInstance, slug: string) => (await app.inject({ method: 'GET', url: `/api/products/${slug}` })).json().price as number;

describe.skipIf(redisDown)('two instances with REDIS_URL: a write on one clears the public cache of both', () => {
  it('a price changed through one shows on the other at once, in the API and in the page HTML', async () => {
    const env = { REDIS_URL: redisUrl, REDIS_PREFIX: `i18cluster-test-${randomBytes(4).toString('hex')}` };
    const [a, b] = [await instance(env), await instance(env)];
    const token = await owner(a);
    const [item] = (await b.inject({ method: 'GET', url: '/api/products?limit=1' })).json() as Array<{ id: number; slug: string; price: number }>;
    // Both instances hold the item in their cache (and the page HTML is primed from it).
    expect(await priceOn(a, item!.slug)).toBe(item!.price);
    expect(await priceOn(b, item!.slug)).toBe(item!.price);
    const pageBefore = (await b.inject({ method: 'GET', url: `/store/${item!.slug}` })).body;
    expect((bootData(pageBefore)[`/api/products/${item!.slug}`]!.body as { price: number }).price).toBe(item!.price);

    const price = item!.price + 1234;
    const patched = await a.inject({ method: 'PATCH', url: `/api/admin/catalog/${item!.id}`, headers: { authorization: `Bearer ${token}` }, payload: { price } });
    expect(patched.statusCode).toBe(200);
    // The clear reached Redis before the PATCH answered; the other instance hears it on its own connection.
    await expect.poll(() => priceOn(b, item!.slug), { timeout: 2000, interval: 5 }).toBe(price);
    expect(await priceOn(a, item!.slug)).toBe(price);
    const pageAfter = (await b.inject({ method: 'GET', url: `/store/${item!.slug}` })).body;
    expect((bootData(pageAfter)[`/api/products/${item!.slug}`]!.body as { price: number }).price).toBe(price);
    expect((await b.inject({ method: 'GET', url: '/api/products?limit=1' })).json()[0].price).toBe(price);
  });

  it('instances with another REDIS_PREFIX (another shop on the same Redis) keep their cache', async () => {
    const a = await instance({ REDIS_URL: redisUrl, REDIS_PREFIX: `i18cluster-test-${randomBytes(4).toString('hex')}` });
    const other = await instance({ REDIS_URL: redisUrl, REDIS_PREFIX: `i18cluster-test-${randomBytes(4).toString('hex')}` });
    const token = await owner(a);
    const [item] = (await other.inject({ method: 'GET', url: '/api/products?limit=1' })).json() as Array<{ id: number; slug: string; price: number }>;
    const before = await priceOn(other, item!.slug);
    expect((await a.inject({ method: 'PATCH', url: `/api/admin/catalog/${item!.id}`, headers: { authorization: `Bearer ${token}` }, payload: { price: before + 1 } })).statusCode).toBe(200);
    expect(await priceOn(a, item!.slug)).toBe(before + 1);
    // A subscriber on the other prefix's channel would have cleared by now; this one did not hear.
    await new Promise((r) => setTimeout(r, 200));
    expect(await priceOn(other, item!.slug)).toBe(before);
  });
});

describe('with Redis out of reach', () => {
  it('writes still answer (no 5xx, no wait for Redis) and clear this instance; the warning is logged once', async () => {
    // Every warning from the app's first moment: the subscriber's failed connection may warn while
    // the app is still starting, before any write.
    const warnings: string[] = [];
    const logStream = { write: (line: string) => void warnings.push((JSON.parse(line) as { msg?: string }).msg ?? '') };
    const app = await instance({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, REDIS_PREFIX: 'i18cluster-test-down', LOG_LEVEL: 'warn' }, logStream);
    const token = await owner(app);
    const [item] = (await app.inject({ method: 'GET', url: '/api/products?limit=1' })).json() as Array<{ id: number; slug: string; price: number }>;
    for (const price of [item!.price + 7, item!.price + 8]) {
      const res = await app.inject({ method: 'PATCH', url: `/api/admin/catalog/${item!.id}`, headers: { authorization: `Bearer ${token}` }, payload: { price } });
      expect(res.statusCode).toBe(200);
      expect(await priceOn(app, item!.slug)).toBe(price);
    }
    expect(warnings.filter((w) => w.startsWith('cache clears stay on this instance'))).toHaveLength(1);
  });
});
