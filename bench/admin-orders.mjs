// `npm run bench:admin-orders` (docs/decisions/100): the back office's order search,
// GET /api/admin/orders?q=…, on 10,000 orders on PostgreSQL; the back office's target p95 ≤ 50 ms
// (reported, never asserted). Fresh database, one start of the BUILT server (apps/api/dist/server.js)
// to migrate and seed the demo shop (which also makes the first owner), stop it, bulk-load the orders
// with SQL (generate_series), sign the owner in by a session row, VACUUM ANALYZE, restart, warm up,
// then a fixed set of searches and filters, sequentially on one keep-alive connection, timed
// client-side from send to full body. Prints a table with p50/p95 per query and overall. See
// bench/README.md.
// Env: BENCH_ADMIN_ORDERS=10000  BENCH_ADMIN_REPS=50  BENCH_ADMIN_WARMUP=5  BENCH_ADMIN_PORT=3213
// BENCH_DB_PREFIX=atelier_bench_admin  BENCH_PG_ADMIN_URL
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  HEALTH_PATH,
  SERVER,
  createDatabase,
  databaseUrl,
  portFree,
  positiveNumber,
  postgresUnavailable,
  progress,
  request,
  runMain,
  startProc,
  stats,
  stopProc,
  tempDirs,
  waitReady,
} from './lib.mjs';

const FIRST_START_TIMEOUT_MS = 240_000;
const RESTART_TIMEOUT_MS = 120_000;
const TARGET_P95_MS = 50;

const settings = {
  orders: Math.round(positiveNumber('BENCH_ADMIN_ORDERS', 10_000)),
  reps: Math.round(positiveNumber('BENCH_ADMIN_REPS', 50)),
  warmup: Math.round(positiveNumber('BENCH_ADMIN_WARMUP', 5)),
  port: Math.round(positiveNumber('BENCH_ADMIN_PORT', 3213)),
  dbPrefix: process.env.BENCH_DB_PREFIX ?? 'atelier_bench_admin',
};

const FIRST = [
  'Aline',
  'Jean',
  'Claudine',
  'Eric',
  'Diane',
  'Patrick',
  'Grace',
  'Olivier',
  'Solange',
  'Emmanuel',
  'Chantal',
  'Innocent',
  'Josiane',
  'Fabrice',
  'Immaculée',
  'Yves',
  'Divine',
  'Kevin',
  'Ange',
  'Didier',
];
const LAST = [
  'Uwase',
  'Mugisha',
  'Niyonzima',
  'Habimana',
  'Ingabire',
  'Nshimiyimana',
  'Mukamana',
  'Hakizimana',
  'Uwimana',
  'Bizimana',
  'Nyiraneza',
  'Gatete',
  'Kamanzi',
  'Rwigema',
  'Umutoni',
  'Twagirayezu',
  'Mutesi',
  'Ndayisaba',
  'Iradukunda',
  'Kayitesi',
  'Murenzi',
  'Uwera',
  'Tuyisenge',
  'Nkurunziza',
  'Byiringiro',
];

/** The n-th order's phone number (the bulk load writes the same). */
const phoneOf = (/** @type {number} */ n) => `07${String((n * 7919) % 100_000_000).padStart(8, '0')}`;

/** @param {number} n */
function bulkLoadSql(n) {
  const arr = (/** @type {string[]} */ xs) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;
  return `
insert into orders (order_number, status, payment_status, subtotal_minor, total_minor, amount_paid_minor, customer_first_name, customer_last_name, customer_email, customer_phone,
  shipping_address, shipping_city, shipping_state, shipping_country, shipping_postal_code, billing_address, billing_city, billing_state, billing_country, billing_postal_code, created_at, updated_at)
select 'ATL-' || upper(lpad(to_hex(g), 6, '0')),
  (array['pending','processing','ready','completed','cancelled'])[1 + g % 5],
  (array['pending','partially_paid','paid','pending','paid'])[1 + g % 5],
  (20000 + (g % 50) * 5000) * 100, (20000 + (g % 50) * 5000) * 100,
  case g % 5 when 1 then 10000 * 100 when 2 then (20000 + (g % 50) * 5000) * 100 when 4 then (20000 + (g % 50) * 5000) * 100 else 0 end,
  (${arr(FIRST)})[1 + g % ${FIRST.length}], (${arr(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}],
  'customer' || g || '@example.com', '07' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
  'KG ' || g || ' Ave', 'Kigali', 'Kigali', 'Rwanda', '00000', 'KG ' || g || ' Ave', 'Kigali', 'Kigali', 'Rwanda', '00000',
  now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
from generate_series(1, ${n}) g;
insert into order_items (order_id, kind, product_name, unit_price_minor, quantity, line_total_minor)
select id, 'product', 'Imigongo sneakers', total_minor, 1, total_minor from orders;
`;
}

/** Not a search: GET /api/auth/verify with the same token, the floor of HTTP and sign-in (not in "all"). */
const BASELINE = 'baseline: /api/auth/verify';

/** The queries (each `path` is under /api/admin/orders). */
function queries() {
  const n = Math.floor(settings.orders / 2);
  return [
    { name: BASELINE, path: '' },
    { name: 'first page, newest first', path: '' },
    { name: 'order number', path: `?q=ATL-${n.toString(16).toUpperCase().padStart(6, '0')}` },
    { name: 'last name', path: `?q=${encodeURIComponent(LAST[7] ?? 'Hakizimana')}` },
    { name: 'full name', path: `?q=${encodeURIComponent(`${FIRST[3]} ${LAST[4]}`)}` },
    { name: 'e-mail', path: `?q=${encodeURIComponent(`customer${n}@example`)}` },
    { name: 'phone, local', path: `?q=${encodeURIComponent(phoneOf(n))}` },
    { name: 'phone, +250 with spaces', path: `?q=${encodeURIComponent(`+250 ${phoneOf(n).slice(1, 4)} ${phoneOf(n).slice(4, 7)} ${phoneOf(n).slice(7)}`)}` },
    { name: 'name fragment + status', path: '?q=uwa&status=pending' },
    { name: 'awaiting payment, by total', path: '?payment_status=partially_paid&sort=-total' },
    { name: 'no match', path: '?q=zzzzqqq' },
  ];
}

/** @returns {Promise<number>} the exit code */
async function main() {
  const why = await postgresUnavailable();
  if (why) {
    progress(`PostgreSQL: skipped — ${why}`);
    return 0;
  }
  if (!fs.existsSync(SERVER)) throw new Error(`no built server at ${SERVER}: run npm run build -w @atelier/contracts && npm run build -w @atelier/api`);
  if (!(await portFree(settings.port))) throw new Error(`port ${settings.port} is in use (set BENCH_ADMIN_PORT)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-admin-'));
  tempDirs.add(dataDir);
  const dbName = await createDatabase(settings.dbPrefix);
  const env = { PORT: String(settings.port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', DATABASE_URL: databaseUrl(dbName) };

  progress('PostgreSQL: first start (migrate + seed the demo shop + first owner)…');
  let app = startProc('api (first start)', SERVER, env);
  await waitReady(app, settings.port, HEALTH_PATH, FIRST_START_TIMEOUT_MS);
  const firstStop = await stopProc(app);
  if (!firstStop.clean) throw new Error(`the server did not stop cleanly (code ${firstStop.code}, signal ${firstStop.signal})`);

  progress(`PostgreSQL: loading ${settings.orders.toLocaleString('en-US')} orders…`);
  const token = randomBytes(32).toString('base64url');
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  client.on('error', () => undefined);
  await client.connect();
  let loadMs = 0;
  try {
    const t0 = performance.now();
    await client.query(bulkLoadSql(settings.orders));
    await client.query('vacuum analyze orders');
    await client.query('vacuum analyze order_items');
    loadMs = performance.now() - t0;
    const owner = await client.query(`select id from users where role = 'admin' limit 1`);
    if (!owner.rows[0]) throw new Error('the first start made no owner');
    await client.query(`insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [owner.rows[0].id, createHash('sha256').update(token).digest('hex')]);
  } finally {
    await client.end().catch(() => undefined);
  }
  progress(`PostgreSQL: loaded in ${(loadMs / 1000).toFixed(1)} s; restart, ${settings.warmup} warm-up and ${settings.reps} measured rounds…`);

  app = startProc('api', SERVER, env);
  await waitReady(app, settings.port, HEALTH_PATH, RESTART_TIMEOUT_MS);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { authorization: `Bearer ${token}` };
  const list = queries();
  /** @type {Map<string, number[]>} */
  const times = new Map(list.map((q) => [q.name, []]));
  /** @type {Map<string, string>} */
  const totals = new Map();
  try {
    for (let round = 0; round < settings.warmup + settings.reps; round++) {
      for (const q of list) {
        const r = await request(settings.port, q.name === BASELINE ? '/api/auth/verify' : `/api/admin/orders${q.path}`, { agent, headers, timeoutMs: 30_000 });
        if (r.status !== 200) throw new Error(`${q.name}: HTTP ${r.status} ${r.body.toString().slice(0, 200)}`);
        if (round >= settings.warmup) times.get(q.name)?.push(r.ms);
        else totals.set(q.name, String(r.headers['x-total-count'] ?? '?'));
      }
    }
  } finally {
    agent.destroy();
    await stopProc(app);
  }

  const rows = list.map((q) => ({ query: q.name, matches: totals.get(q.name) ?? '?', ...stats(times.get(q.name) ?? []) }));
  const overall = stats(list.filter((q) => q.name !== BASELINE).flatMap((q) => times.get(q.name) ?? []));
  const f = (/** @type {number | null} */ v) => (v === null ? '–' : v.toFixed(1).padStart(6));
  console.log(`\nAdmin order search on PostgreSQL, ${settings.orders.toLocaleString('en-US')} orders, ${settings.reps} rounds (ms, client-side):\n`);
  console.log(`${'query'.padEnd(30)} ${'matches'.padStart(8)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'max'.padStart(6)}`);
  for (const r of rows) console.log(`${r.query.padEnd(30)} ${(r.query === BASELINE ? '' : r.matches).padStart(8)} ${f(r.p50)} ${f(r.p95)} ${f(r.max)}`);
  console.log(`${'all searches'.padEnd(30)} ${''.padStart(8)} ${f(overall.p50)} ${f(overall.p95)} ${f(overall.max)}`);
  console.log(
    `\nTarget: p95 ≤ ${TARGET_P95_MS} ms → ${overall.p95 !== null && overall.p95 <= TARGET_P95_MS ? 'met' : 'NOT met'} (load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores)`,
  );
  return 0;
}

await runMain(main);
