import { randomUUID } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openDatabase, type Database } from './client.js';
import { as, buildTestApp, openTestDatabase, query, serverQuery, signUp, checkoutFormData } from '../../test/helpers.js';

const serverUrl = process.env.DATABASE_URL;

const formData = checkoutFormData;

/** Ends every connection to `database` on the server, as a restart or an admin would; how many. */
async function terminateConnections(database: string): Promise<number> {
  const res = await serverQuery('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
  return res.rowCount ?? 0;
}

/** A local port nothing listens on (taken from the system, then given back). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A TCP relay on `port` to the PostgreSQL server: `start()` and `stop()` make the database appear
 * and vanish for whoever connects through it, as a server restart does (stop ends live connections).
 */
function relay(port: number, target: URL) {
  let server: net.Server | undefined;
  const sockets = new Set<net.Socket>();
  return {
    async start() {
      server = net.createServer((inbound) => {
        const outbound = net.connect(Number(target.port || 5432), target.hostname);
        const pair = [inbound, outbound];
        for (const s of pair) {
          sockets.add(s);
          s.on('error', () => undefined).on('close', () => pair.forEach((p) => (p.destroy(), sockets.delete(p))));
        }
        inbound.pipe(outbound).pipe(inbound);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      const closed = new Promise((resolve) => server?.close(resolve));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}

/** The app on an already open database, with a media folder of its own; `close` leaves the database to the caller. */
async function appOn(database: Database, env: Parameters<typeof testConfig>[0] = {}): Promise<FastifyInstance & { cleanup(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-test-'));
  const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web'), ...env }), database });
  await app.ready();
  return Object.assign(app, {
    async cleanup() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** Asserts the reply a request gets while the database is out of reach. */
function expectUnavailable(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toMatch(/^\d+$/);
  expect(res.json()).toEqual({ error: 'The shop cannot reach its database right now. Please try again in a few seconds.', code: 'UNAVAILABLE' });
}

/** A request that needs the database and no Redis (no rate limit): looks up a token that does not exist, so 401 when the database answers. */
const unknownToken = { method: 'GET' as const, url: '/api/cart', headers: { authorization: 'Bearer no-such-token' } };

describe('while the database is out of reach', () => {
  it('answers 503 with Retry-After, and health names the database, when nothing listens where the pool connects', async () => {
    const database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await closedPort()}/atelier`, poolMax: 2 });
    cleanups.push(() => database.close());
    const app = await appOn(database);
    cleanups.push(() => app.cleanup());

    expectUnavailable(await app.inject({ method: 'GET', url: '/api/products?limit=3' }));
    expectUnavailable(await app.inject(unknownToken));
    expectUnavailable(await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com', password: 'secret-pass-1' } }));
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'degraded', database: 'down', engine: 'postgres' });
  });

  it('names each dependency that is down: Redis where nothing listens, then the database once closed (PGlite or the pool)', async () => {
    const { database, drop } = await openTestDatabase({ seed: false });
    cleanups.push(drop);
    const app = await appOn(database, { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    cleanups.push(() => app.cleanup());

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'ok', redis: 'down' });
    expect((await app.inject(unknownToken)).statusCode).toBe(401);

    await database.close();
    expectUnavailable(await app.inject(unknownToken));
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'degraded', database: 'down', redis: 'down' });
  });
});

describe('while Redis is out of reach', () => {
  it('keeps the rate-limited routes open (the limit fails open) instead of answering 500', async () => {
    const { database, drop } = await openTestDatabase({ seed: false });
    cleanups.push(drop);
    const app = await appOn(database, { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    cleanups.push(() => app.cleanup());

    const subscribe = await app.inject({ method: 'POST', url: '/api/subscriptions/subscribe', payload: { email: 'not-an-address' } });
    expect(subscribe.statusCode).toBe(400);
    const contact = await app.inject({ method: 'POST', url: '/api/contact', payload: {} });
    expect(contact.statusCode).toBe(400);
  });
});

// PGlite runs inside this process: no server can go away or end its connections.
describe.skipIf(!serverUrl)('PostgreSQL going away and coming back (PostgreSQL only: PGlite has no server to lose)', () => {
  it('turns health green by itself and serves again once the server is back, after each outage', async () => {
    const { database: setup, url, drop } = await openTestDatabase({ seed: false });
    await setup.close();
    cleanups.push(drop);
    const port = await closedPort();
    const server = relay(port, new URL(serverUrl!));
    cleanups.push(() => server.stop());
    const through = new URL(url!);
    through.host = `127.0.0.1:${port}`;
    const database = await openDatabase({ url: through.toString(), poolMax: 3, onIdleError: () => undefined });
    cleanups.push(() => database.close());
    const app = await appOn(database);
    cleanups.push(() => app.cleanup());
    const health = async () => (await app.inject({ method: 'GET', url: '/api/health' })).json() as { database: string };

    // Down from the start (refused), up, down again with live connections cut, up again.
    expectUnavailable(await app.inject(unknownToken));
    expect(await health()).toMatchObject({ status: 'degraded', database: 'down' });
    for (let outage = 0; outage < 2; outage++) {
      await server.start();
      expect(await health()).toEqual({ status: 'ok', database: 'ok', engine: 'postgres' });
      await Promise.all([app.inject(unknownToken), app.inject(unknownToken), app.inject(unknownToken)]); // fill the pool
      expect((await app.inject(unknownToken)).statusCode).toBe(401);
      await server.stop();
      expectUnavailable(await app.inject(unknownToken));
      expect(await health()).toMatchObject({ status: 'degraded', database: 'down' });
    }
    await server.start();
    expect(await health()).toEqual({ status: 'ok', database: 'ok', engine: 'postgres' });
  });

  it('lives on while every connection is ended under concurrent orders; every acknowledged order exists once and whole', async () => {
    // An 'error' event nobody listens to becomes an uncaught exception; Vitest reports those only
    // after the run, so the test collects them and fails itself.
    const crashes: unknown[] = [];
    const onCrash = (err: unknown) => crashes.push(err);
    process.on('uncaughtException', onCrash);
    cleanups.push(async () => void process.off('uncaughtException', onCrash));
    const ctx = await buildTestApp();
    const dbName = (await query<{ name: string }>(ctx, sql`select current_database() as name`))[0]!.name;
    let closed = false;
    cleanups.push(async () => {
      if (closed) return;
      // The test failed: close what will close, and drop the database whatever holds it.
      await Promise.race([ctx.close(), new Promise((r) => setTimeout(r, 10_000))]);
      await serverQuery(`drop database if exists ${dbName} with (force)`);
    });
    const call = as(ctx, (await signUp(ctx)).token);
    const [a, b] = (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=2' })).json() as Array<{ id: number; price: number }>;
    const items = [
      { productId: a!.id, quantity: 2 },
      { productId: b!.id, quantity: 1 },
    ];
    const subtotal = (a!.price * 2 + b!.price) * 100; // minor units
    const placeOrder = (key: string) =>
      call({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': key },
        payload: { paymentMethod: 'whatsapp', formData, cartData: { items }, fromCart: false, whatsappSent: false, coupon: null, discount: 0 },
      });

    let storming = true;
    let terminated = 0;
    const storm = (async () => {
      for (let round = 0; round < 40; round++) {
        terminated += await terminateConnections(dbName);
        await new Promise((r) => setTimeout(r, 25));
      }
      storming = false;
    })();
    const answers: Array<{ key: string; status: number; retryAfter: unknown; code: unknown }> = [];
    const worker = async () => {
      while (storming) {
        const key = randomUUID();
        // A request left hanging (its connection lost mid-transaction, unanswered) counts as status 0.
        const res = await Promise.race([placeOrder(key), new Promise<undefined>((r) => setTimeout(r, 15_000))]);
        if (!res) return void answers.push({ key, status: 0, retryAfter: undefined, code: 'no answer' });
        answers.push({ key, status: res.statusCode, retryAfter: res.headers['retry-after'], code: res.json().code });
      }
    };
    await Promise.all([storm, ...Array.from({ length: 8 }, worker)]);

    expect(terminated).toBeGreaterThan(0);
    expect(crashes).toEqual([]);
    expect(answers.filter((x) => !(x.status === 201 || (x.status === 503 && x.code === 'UNAVAILABLE' && /^\d+$/.test(String(x.retryAfter)))))).toEqual([]);
    expect(answers.filter((x) => x.status === 201).length).toBeGreaterThan(0);

    // The server is back: a refused order's key finds the order whose reply was lost, or places it now.
    for (const x of answers.filter((y) => y.status === 503)) expect([200, 201]).toContain((await placeOrder(x.key)).statusCode);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    const rows = await query<{ key: string; orders: number; lines: number; subtotal: number; total: number }>(
      ctx,
      sql`select o.idempotency_key as key, count(distinct o.id)::int as orders, count(oi.id)::int as lines,
                 min(o.subtotal_minor)::int as subtotal, min(o.total_minor)::int as total
          from orders o left join order_items oi on oi.order_id = o.id group by o.idempotency_key`,
    );
    const byKey = new Map(rows.map((r) => [r.key, r]));
    for (const x of answers) expect(byKey.get(x.key), `order ${x.key} (answered ${x.status})`).toEqual({ key: x.key, orders: 1, lines: 2, subtotal, total: subtotal });
    expect(rows).toHaveLength(answers.length);

    // Closing waits for every connection the pool lent: one never given back (a leak that would
    // starve the pool) makes this time out.
    await ctx.close();
    closed = true;
    // Its own limit: a storm of 40 rounds plus 8 workers' retries runs well past the default 30 s on a loaded 2-core machine.
  }, 120_000);
});
