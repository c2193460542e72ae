// The built server under a PostgreSQL that keeps ending its connections
// (docs/decisions/070-database-outages.md). A throwaway database is migrated and seeded (no pictures),
// the built API serves it, one customer places orders from OUTAGE_CLIENTS loops while every backend of
// the database is terminated every OUTAGE_EVERY_MS for OUTAGE_SECONDS. Then: is the server process
// still alive, does health answer 200, does each refused key place (or find) its order on retry, and
// is every key exactly one order with both lines and its totals. A report, not a test: the test is
// apps/api/src/db/outage.test.ts. Exit code 1 when the server died or an order is wrong.
//
//   npm run build -w @atelier/contracts && npm run build -w @atelier/api && node bench/outage.mjs
//   OUTAGE_SERVER=/path/to/other/apps/api/dist/server.js node bench/outage.mjs   # another build
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_DIST, SERVER, createDatabase, databaseUrl, positiveNumber, postgresUnavailable, progress, request, runMain, sleep, startProc, stopProc, waitReady, withClient } from './lib.mjs';

const PORT = positiveNumber('OUTAGE_PORT', 3210);
const CLIENTS = positiveNumber('OUTAGE_CLIENTS', 8);
const SECONDS = positiveNumber('OUTAGE_SECONDS', 10);
const EVERY_MS = positiveNumber('OUTAGE_EVERY_MS', 100);
const server = process.env.OUTAGE_SERVER ?? SERVER;

const formData = {
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

await runMain(async () => {
  const why = await postgresUnavailable();
  if (why) {
    console.log(`skipped: ${why}`);
    return 0;
  }
  const name = await createDatabase('atelier_outage');
  const url = databaseUrl(name);
  progress(`database ${name}: migrating and seeding (no pictures)`);
  const { openDatabase } = await import(pathToFileURL(path.join(API_DIST, 'db/client.js')).href);
  const { seed } = await import(pathToFileURL(path.join(API_DIST, 'db/seed/index.js')).href);
  const setup = await openDatabase({ url, poolMax: 2 });
  await setup.migrate();
  await seed(setup.db);
  await setup.close();

  const proc = startProc('api', server, { DATABASE_URL: url, PORT: String(PORT), HOST: '127.0.0.1', SEED_ON_EMPTY: 'false', LOG_LEVEL: 'error', NODE_ENV: 'production', DATABASE_POOL_MAX: '5' });
  await waitReady(proc, PORT, '/api/health', 30_000);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 2 });
  const call = (/** @type {string} */ urlPath, /** @type {Parameters<typeof request>[2]} */ opts = {}) => request(PORT, urlPath, { agent, timeoutMs: 30_000, ...opts });

  const email = `outage.${Date.now()}@example.com`;
  const password = 'secret-pass-1';
  const reg = await call('/api/users', { method: 'POST', json: { name: 'Outage Customer', email, phone: '+250788123456', password } });
  if (reg.status !== 201) throw new Error(`sign-up answered ${reg.status}`);
  /** @type {string} */
  let code = '';
  await withClient(url, async (c) => {
    const { rows } = await c.query('select text_body from outbox where to_address = $1 order by created_at desc limit 1', [email]);
    code = /code is: (\d{6})/.exec(rows[0]?.text_body ?? '')?.[1] ?? '';
  });
  await call('/api/auth/verify-email', { method: 'POST', json: { email, verificationCode: code } });
  const token = JSON.parse((await call('/api/auth/login', { method: 'POST', json: { email, password } })).body.toString()).token;
  const products = JSON.parse((await call('/api/products?limit=2')).body.toString());
  const items = [
    { productId: products[0].id, quantity: 2 },
    { productId: products[1].id, quantity: 1 },
  ];
  const subtotalMinor = (products[0].price * 2 + products[1].price) * 100;
  const placeOrder = (/** @type {string} */ key) =>
    call('/api/orders', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
      json: { paymentMethod: 'whatsapp', formData, cartData: { items }, fromCart: false, whatsappSent: false, coupon: null, discount: 0 },
    }).then(
      (r) => ({ status: r.status, retryAfter: r.headers['retry-after'] }),
      (err) => ({ status: 0, retryAfter: undefined, error: String(err?.code ?? err?.message ?? err) }),
    );

  progress(`${CLIENTS} order loops for ${SECONDS} s, every backend of ${name} terminated every ${EVERY_MS} ms`);
  let storming = true;
  let terminations = 0;
  let rounds = 0;
  const storm = (async () => {
    const until = Date.now() + SECONDS * 1000;
    while (Date.now() < until && !proc.exited) {
      await withClient(databaseUrl('postgres'), async (c) => {
        const { rowCount } = await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
        terminations += rowCount ?? 0;
      });
      rounds++;
      await sleep(EVERY_MS);
    }
    storming = false;
  })();
  /** @type {Array<{ key: string, status: number, retryAfter?: string | string[], error?: string }>} */
  const answers = [];
  const loop = async () => {
    while (storming && !proc.exited) {
      const key = randomUUID();
      answers.push({ key, ...(await placeOrder(key)) });
    }
  };
  await Promise.all([storm, ...Array.from({ length: CLIENTS }, loop)]);
  await sleep(500);
  const alive = !proc.exited;

  /** @type {Record<string, number>} */
  const byStatus = {};
  for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  const refused = answers.filter((a) => a.status !== 201);
  const without = answers.filter((a) => a.status === 503 && !a.retryAfter).length;
  let health = 'no answer';
  /** @type {Record<string, number>} */
  const retried = {};
  let whole = 0;
  let wrong = 0;
  if (alive) {
    health = String((await call('/api/health')).status);
    for (const a of refused) {
      const s = (await placeOrder(a.key)).status;
      retried[s] = (retried[s] ?? 0) + 1;
    }
    await withClient(url, async (c) => {
      const { rows } = await c.query(
        `select o.idempotency_key as key, count(distinct o.id)::int as orders, count(oi.id)::int as lines, min(o.subtotal_minor)::bigint as subtotal, min(o.total_minor)::bigint as total
         from orders o left join order_items oi on oi.order_id = o.id group by o.idempotency_key`,
      );
      const byKey = new Map(rows.map((r) => [r.key, r]));
      for (const a of answers) {
        const r = byKey.get(a.key);
        if (r && r.orders === 1 && r.lines === 2 && Number(r.subtotal) === subtotalMinor && Number(r.total) === subtotalMinor) whole++;
        else wrong++;
      }
      wrong += rows.length - answers.length; // orders nobody asked for
    });
  }
  const exit = alive ? null : await proc.exit;
  console.log(`server: ${server}`);
  console.log(`terminate rounds ${rounds}, backends terminated ${terminations}`);
  console.log(`answers during the storm: ${answers.length} ${JSON.stringify(byStatus)}; 503 without Retry-After: ${without}`);
  console.log(`server process alive afterwards: ${alive ? 'yes' : `NO (exit code ${exit?.code}, signal ${exit?.signal})`}`);
  if (!alive) console.log(`last lines of its log:\n    ${proc.tail.slice(-8).join('\n    ')}`);
  console.log(`health afterwards: ${health}; refused keys retried: ${JSON.stringify(retried)}`);
  if (alive) console.log(`keys that are exactly one whole order: ${whole} of ${answers.length}; wrong or extra: ${wrong}`);
  agent.destroy();
  await stopProc(proc);
  return alive && wrong === 0 ? 0 : 1;
});
