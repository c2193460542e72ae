// `npm run bench`: starts the BUILT API (apps/api/dist/server.js) and reports, for
// PGlite and PostgreSQL: throughput of GET /api/products?limit=20 as a ratio to a bare Fastify route
// measured in the same run, p99 latency at a fixed 100 requests/s, the server's peak RSS, the time
// from start to first answer on an existing data folder; and the gzip size of the JavaScript the
// store page loads first. Prints a table and writes the same figures to bench/results/latest.json.
// See bench/README.md. Env: BENCH_ENGINES=pglite,postgres  BENCH_DURATION=10 (s)  BENCH_WARMUP=2 (s)
// BENCH_CONNECTIONS=10  BENCH_APP_PORT=3201  BENCH_BARE_PORT=3202  BENCH_PG_ADMIN_URL  BENCH_WEB_DIST
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import {
  BENCH_DIR,
  ENGINE_LABEL,
  HEALTH_PATH,
  PG_ADMIN_URL,
  ROOT,
  SERVER,
  createDatabase,
  dropDatabase,
  databaseUrl,
  errorText,
  parseEngines,
  portFree,
  positiveNumber,
  postgresUnavailable,
  progress,
  redact,
  removeDir,
  request,
  runMain,
  sleep,
  startProc,
  stopProc,
  tempDirs,
  waitReady,
  withClient,
} from './lib.mjs';

/** @typedef {import('./lib.mjs').Proc} Proc */

const BARE_SERVER = path.join(BENCH_DIR, 'bare-server.mjs');
const WEB_DIST = process.env.BENCH_WEB_DIST ? path.resolve(process.env.BENCH_WEB_DIST) : path.join(ROOT, 'apps/web/dist');
const RESULTS_FILE = path.join(BENCH_DIR, 'results', 'latest.json');
/** Where the seed keeps rendered demo pictures between data folders: when present, the first start copies instead of rendering. */
const DEMO_MEDIA_CACHE = path.join(ROOT, 'node_modules', '.cache', 'atelier-demo-media');

const PRODUCTS_PATH = '/api/products?limit=20';
/** The store's first page, as a visitor opens it: rendered on the server (docs/decisions/135). */
const STORE_PAGE_PATH = '/store';
/** The signed-in customer of the uncached run (docs/decisions/107): signed up on the first start, verified in the database. */
const CUSTOMER = { name: 'Bench Customer', email: 'bench.customer@example.com', phone: '+250788123456', password: 'bench-password-1' };
/** How many items of the measured page the customer has in their cart, and (others) in their wishlist. */
const MARKED_ITEMS = 3;
/** The Accept-Encoding of Chrome and Firefox: the signed-in page is also measured with it (replies compressed). */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const BARE_PATH = '/bare';
const FIRST_START_TIMEOUT_MS = 240_000;
const RESTART_TIMEOUT_MS = 60_000;

/**
 * Targets printed beside the figures: the shop's performance targets for the API and the store page's
 * first load, listed in bench/README.md (the store page's 120 KB also in docs/decisions/020).
 */
const TARGETS = {
  ratio: { pglite: 0.15, postgres: 0.35 },
  /** Signed-in customer, reply cache off: at least 10 % of the bare route on PostgreSQL (docs/decisions/107). */
  signedInRatio: { postgres: 0.1 },
  p99Ms: 50,
  peakRssMb: 200,
  restartMs: 3000,
  /** The store's first-load JavaScript: 120 KB (docs/decisions/020), 90 KB since the store is server-rendered (docs/decisions/135). */
  storeJsGzipKb: 90,
  /** The server-rendered store page at 50 req/s evenly paced, cache on (docs/decisions/135). */
  storePageP99Ms: 20,
};

const settings = {
  durationS: positiveNumber('BENCH_DURATION', 10),
  warmupS: positiveNumber('BENCH_WARMUP', 2),
  connections: Math.round(positiveNumber('BENCH_CONNECTIONS', 10)),
  pipelining: 1,
  fixedRate: 100,
  /** The rate of the store page's latency run (docs/decisions/135). */
  pageRate: 50,
  appPort: Math.round(positiveNumber('BENCH_APP_PORT', 3201)),
  barePort: Math.round(positiveNumber('BENCH_BARE_PORT', 3202)),
  engines: parseEngines(),
};

// ───────────────────────────── helpers ─────────────────────────────

/**
 * Samples /proc/<pid>/status every 100 ms; peak = max(VmHWM, sampled VmRSS), in kB.
 * @param {number} pid
 */
function watchRss(pid) {
  let peakKb = 0;
  const sample = () => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      for (const key of ['VmHWM', 'VmRSS']) {
        const m = status.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'));
        if (m) peakKb = Math.max(peakKb, Number(m[1]));
      }
    } catch {
      /* process gone or no /proc: keep what we have */
    }
  };
  sample();
  const timer = setInterval(sample, 100);
  timer.unref();
  return {
    /** Takes a last sample (call before stopping the process) and returns the peak in MB. */
    stop() {
      sample();
      clearInterval(timer);
      return peakKb > 0 ? peakKb / 1024 : null;
    },
  };
}

/**
 * One autocannon run, no pipelining.
 * @param {string} url
 * @param {number} durationS
 * @param {number} [overallRate]
 * @param {Record<string, string>} [headers]
 */
async function load(url, durationS, overallRate, headers) {
  /** @type {import('autocannon').Options} */
  const opts = { url, connections: settings.connections, pipelining: settings.pipelining, duration: durationS, timeout: 10 };
  if (overallRate) opts.overallRate = overallRate;
  if (headers) opts.headers = headers;
  const r = await autocannon(opts);
  return {
    reqPerSec: r.requests.average,
    requests: r.requests.total,
    latencyMs: { avg: r.latency.average, p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
    bytesPerSec: r.throughput.average,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

/**
 * Open-loop load at an even pace: one request every 1000/rate ms whatever the answers do, each
 * latency counted from when the request was due (so a stalled server can't hide its queue). This
 * complements autocannon's `overallRate`, which lets each connection send its whole per-second quota
 * back to back at the top of every second, i.e. bursts of `rate` requests at once.
 * @param {number} port
 * @param {string} urlPath
 * @param {number} rate
 * @param {number} durationS
 * @param {Record<string, string>} [headers]
 */
async function paced(port, urlPath, rate, durationS, headers = {}) {
  const agent = new http.Agent({ keepAlive: true });
  const interval = 1000 / rate;
  const count = Math.round(rate * durationS);
  /** @type {number[]} */
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  /** @type {Promise<void>[]} */
  const pending = [];
  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    const due = t0 + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(
      new Promise((resolve) => {
        const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent, timeout: 10_000, headers }, (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) > 299) non2xx += 1;
            resolve();
          });
        });
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', () => {
          errors += 1;
          resolve();
        });
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (/** @type {number} */ q) => (latencies.length ? (latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? null) : null);
  return {
    rate,
    requests: latencies.length,
    latencyMs: { avg: latencies.reduce((a, b) => a + b, 0) / (latencies.length || 1), p50: pct(0.5), p99: pct(0.99), max: latencies.at(-1) ?? null },
    non2xx,
    errors,
    timeouts: 0,
  };
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat; 0 when unreadable.
 * @param {number | string} pid
 */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return 0;
  }
}

/**
 * CPU ms the server and (on PostgreSQL) the backends of its database use while `run` loads it, per
 * request: less sensitive to a busy machine than requests per second.
 * @template {{ requests: number }} T
 * @param {number} pid
 * @param {string | undefined} dbName
 * @param {() => Promise<T>} run
 * @returns {Promise<T & { cpuMsPerRequest: { server: number | null, postgres: number | null } }>}
 */
async function withCpu(pid, dbName, run) {
  /** @returns {Promise<string[]>} */
  const backends = async () => {
    if (!dbName) return [];
    /** @type {string[]} */
    let pids = [];
    await withClient(PG_ADMIN_URL, async (c) => {
      pids = (await c.query('select pid from pg_stat_activity where datname = $1', [dbName])).rows.map((r) => String(r.pid));
    });
    return pids;
  };
  const pgPids = await backends();
  const before = { server: cpuMs(pid), postgres: pgPids.reduce((sum, p) => sum + cpuMs(p), 0) };
  const result = await run();
  const after = { server: cpuMs(pid), postgres: pgPids.reduce((sum, p) => sum + cpuMs(p), 0) };
  const per = (/** @type {number} */ ms) => (result.requests > 0 ? ms / result.requests : null);
  return { ...result, cpuMsPerRequest: { server: per(after.server - before.server), postgres: dbName ? per(after.postgres - before.postgres) : null } };
}

// ───────────────────────────── the signed-in customer ─────────────────────────────

/**
 * Marks the bench customer's e-mail verified while the server is stopped (the code went to the
 * outbox, hashed): through pg on PostgreSQL, by opening the data folder with PGlite otherwise.
 * @param {'pglite' | 'postgres'} engine
 * @param {{ dataDir: string, dbName?: string }} where
 */
async function verifyCustomer(engine, where) {
  const statement = `update users set email_verified_at = now() where email = '${CUSTOMER.email}'`;
  if (engine === 'postgres') {
    await withClient(databaseUrl(/** @type {string} */ (where.dbName)), async (c) => void (await c.query(statement)));
    return;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(path.join(where.dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    await db.exec(statement);
  } finally {
    await db.close();
  }
}

/**
 * Checks that the signed-in page shows MARKED_ITEMS items in the cart and as many in the wishlist.
 * @param {number} port
 * @param {Record<string, string>} auth
 */
async function checkMarks(port, auth) {
  const marked = await request(port, PRODUCTS_PATH, { timeoutMs: 5000, headers: auth });
  const markedItems = /** @type {Array<{ inCart?: boolean, inWishlist?: boolean }>} */ (JSON.parse(marked.body.toString()));
  const marks = { inCart: markedItems.filter((i) => i.inCart).length, inWishlist: markedItems.filter((i) => i.inWishlist).length };
  if (marked.status !== 200 || marks.inCart !== MARKED_ITEMS || marks.inWishlist !== MARKED_ITEMS) {
    throw new Error(`signed-in GET ${PRODUCTS_PATH} answered ${marked.status} with ${marks.inCart} in the cart and ${marks.inWishlist} in the wishlist (expected ${MARKED_ITEMS} each)`);
  }
  return marks;
}

/**
 * Signs the customer in and fills their cart and wishlist from the measured page (the first
 * MARKED_ITEMS items in the cart, the next MARKED_ITEMS in the wishlist). Returns the bearer token.
 * @param {number} port
 */
async function prepareCustomer(port) {
  const login = await request(port, '/api/auth/login', { method: 'POST', timeoutMs: 30_000, json: { email: CUSTOMER.email, password: CUSTOMER.password } });
  if (login.status !== 200) throw new Error(`POST /api/auth/login answered ${login.status}: ${login.body.toString().slice(0, 300)}`);
  const token = /** @type {string} */ (JSON.parse(login.body.toString()).token);
  const headers = { authorization: `Bearer ${token}` };
  const page = /** @type {Array<{ id: number }>} */ (JSON.parse((await request(port, PRODUCTS_PATH, { timeoutMs: 5000 })).body.toString()));
  for (const [i, item] of page.slice(0, 2 * MARKED_ITEMS).entries()) {
    const [url, json] = i < MARKED_ITEMS ? ['/api/cart', { productId: item.id, quantity: 1 }] : ['/api/wishlist', { productId: item.id }];
    const r = await request(port, url, { method: 'POST', timeoutMs: 5000, json, headers });
    if (r.status >= 300) throw new Error(`POST ${url} answered ${r.status}: ${r.body.toString().slice(0, 300)}`);
  }
  return token;
}

// ───────────────────────────── one engine ─────────────────────────────

/**
 * @param {'pglite' | 'postgres'} engine
 */
async function benchEngine(engine) {
  const label = ENGINE_LABEL[engine];
  if (engine === 'postgres') {
    const why = await postgresUnavailable();
    if (why) {
      progress(`${label}: skipped — ${why}`);
      return { engine, skipped: why };
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `atelier-bench-${engine}-`));
  tempDirs.add(dataDir);
  /** @type {string | undefined} */
  let dbName;
  /** @type {Proc | undefined} */
  let app;
  /** @type {Proc | undefined} */
  let bare;
  try {
    /** @type {Record<string, string>} */
    const env = { PORT: String(settings.appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
    if (engine === 'postgres') {
      dbName = await createDatabase('atelier_bench');
      env.DATABASE_URL = databaseUrl(dbName);
    }
    const appUrl = `http://127.0.0.1:${settings.appPort}${PRODUCTS_PATH}`;

    // First start on an empty database: migrations + demo catalog (sharp renders pictures).
    const pictureCacheWarm = fs.existsSync(DEMO_MEDIA_CACHE) && fs.readdirSync(DEMO_MEDIA_CACHE).length > 0;
    progress(`${label}: first start (migrate + seed the demo catalog)…`);
    app = startProc('api (first start)', SERVER, env);
    let rss = watchRss(app.pid);
    const firstStartMs = await waitReady(app, settings.appPort, HEALTH_PATH, FIRST_START_TIMEOUT_MS);
    const firstStartPeakRssMb = rss.stop();
    const signUp = await request(settings.appPort, '/api/users', { method: 'POST', timeoutMs: 30_000, json: CUSTOMER });
    if (signUp.status !== 201) throw new Error(`POST /api/users answered ${signUp.status}: ${signUp.body.toString().slice(0, 300)}`);
    const firstStop = await stopProc(app);
    if (!firstStop.clean) throw new Error(`the server did not stop cleanly on SIGTERM (code ${firstStop.code}, signal ${firstStop.signal}):\n    ${app.tail.join('\n    ')}`);
    await verifyCustomer(engine, { dataDir, dbName });

    // Start again on the same data: time to the first 200 from /api/health.
    progress(`${label}: restart on the existing data…`);
    app = startProc('api', SERVER, env);
    rss = watchRss(app.pid);
    const restartMs = await waitReady(app, settings.appPort, HEALTH_PATH, RESTART_TIMEOUT_MS);

    const probe = await request(settings.appPort, PRODUCTS_PATH, { timeoutMs: 5000 });
    if (probe.status !== 200) throw new Error(`GET ${PRODUCTS_PATH} answered ${probe.status}: ${probe.body.toString().slice(0, 300)}`);
    const items = JSON.parse(probe.body.toString());
    const response = { items: Array.isArray(items) ? items.length : null, bytes: probe.body.length, totalHeader: probe.headers['x-total-count'] ?? null };

    // Throughput of the products endpoint, then of the bare route, same settings, back to back.
    progress(`${label}: throughput of GET ${PRODUCTS_PATH} (${settings.warmupS} s warm-up + ${settings.durationS} s)…`);
    await load(appUrl, settings.warmupS);
    const products = await load(appUrl, settings.durationS);

    progress(`${label}: throughput of the bare Fastify route…`);
    bare = startProc('bare fastify', BARE_SERVER, { PORT: String(settings.barePort) });
    await waitReady(bare, settings.barePort, BARE_PATH, 20_000);
    const bareUrl = `http://127.0.0.1:${settings.barePort}${BARE_PATH}`;
    await load(bareUrl, settings.warmupS);
    const bareRun = await load(bareUrl, settings.durationS);
    await stopProc(bare);
    bare = undefined;

    progress(`${label}: latency at a fixed ${settings.fixedRate} requests/s (${settings.durationS} s)…`);
    const fixed = await load(appUrl, settings.durationS, settings.fixedRate);
    progress(`${label}: latency at ${settings.fixedRate} requests/s evenly paced (${settings.durationS} s)…`);
    const even = await paced(settings.appPort, PRODUCTS_PATH, settings.fixedRate, settings.durationS);
    // The store's page itself, as a browser asks for it (docs/decisions/135): server-rendered once,
    // then from the public reply cache, brotli made once.
    progress(`${label}: latency of GET ${STORE_PAGE_PATH} at ${settings.pageRate} requests/s evenly paced (${settings.durationS} s)…`);
    const storePage = await paced(settings.appPort, STORE_PAGE_PATH, settings.pageRate, settings.durationS, { 'accept-encoding': 'br, gzip' });

    // The same customer's page with the reply cache on (the default): its public part can come from
    // the cache, its marks cannot (docs/decisions/107). The customer signs in here; the token is used
    // again after the restart below.
    progress(`${label}: sign the customer in; throughput of GET ${PRODUCTS_PATH}, signed in, cache on…`);
    const token = await prepareCustomer(settings.appPort);
    const auth = { authorization: `Bearer ${token}` };
    await checkMarks(settings.appPort, auth);
    await load(appUrl, settings.warmupS, undefined, auth);
    const signedInCached = await withCpu(app.pid, dbName, () => load(appUrl, settings.durationS, undefined, auth));

    const peakRssMb = rss.stop();
    const finalStop = await stopProc(app);
    app = undefined;

    // A signed-in customer's list carries their cart and wishlist marks, so it is never served from the
    // shared reply cache. Measured with the cache off altogether (PUBLIC_CACHE_TTL_MS=0), against the
    // bare route measured right after.
    progress(`${label}: restart with the reply cache off (PUBLIC_CACHE_TTL_MS=0)…`);
    app = startProc('api (cache off)', SERVER, { ...env, PUBLIC_CACHE_TTL_MS: '0' });
    await waitReady(app, settings.appPort, HEALTH_PATH, RESTART_TIMEOUT_MS);
    const marks = await checkMarks(settings.appPort, auth);
    progress(`${label}: throughput of GET ${PRODUCTS_PATH}, signed in, cache off…`);
    await load(appUrl, settings.warmupS, undefined, auth);
    const signedIn = await withCpu(app.pid, dbName, () => load(appUrl, settings.durationS, undefined, auth));
    // What a browser sends: the ~14 KB page is then brotli-compressed on every request.
    progress(`${label}: throughput of GET ${PRODUCTS_PATH}, signed in, cache off, a browser's Accept-Encoding…`);
    const signedInBrowser = await withCpu(app.pid, dbName, () => load(appUrl, settings.durationS, undefined, { ...auth, 'accept-encoding': BROWSER_ACCEPT_ENCODING }));
    progress(`${label}: throughput of GET ${PRODUCTS_PATH}, visitor, cache off…`);
    const anonUncached = await withCpu(app.pid, dbName, () => load(appUrl, settings.durationS));
    await stopProc(app);
    app = undefined;
    progress(`${label}: throughput of the bare Fastify route, again…`);
    bare = startProc('bare fastify', BARE_SERVER, { PORT: String(settings.barePort) });
    await waitReady(bare, settings.barePort, BARE_PATH, 20_000);
    await load(bareUrl, settings.warmupS);
    const bareAgain = await load(bareUrl, settings.durationS);
    await stopProc(bare);
    bare = undefined;
    const ratioTo = (/** @type {{ reqPerSec: number }} */ run) => (bareAgain.reqPerSec > 0 ? run.reqPerSec / bareAgain.reqPerSec : null);

    return {
      engine,
      response,
      throughput: { products, bare: bareRun, ratio: bareRun.reqPerSec > 0 ? products.reqPerSec / bareRun.reqPerSec : null },
      uncached: {
        signedIn,
        signedInBrowser,
        signedInCached,
        anonymous: anonUncached,
        bare: bareAgain,
        marks,
        signedInRatio: ratioTo(signedIn),
        signedInCachedRatio: ratioTo(signedInCached),
        signedInBrowserRatio: ratioTo(signedInBrowser),
        anonymousRatio: ratioTo(anonUncached),
      },
      fixedRate: { rate: settings.fixedRate, ...fixed },
      evenlyPaced: even,
      storePage,
      peakRssMb,
      firstStartPeakRssMb,
      restartMs,
      firstStartMs,
      pictureCacheWarm,
      cleanStop: { first: firstStop.clean, last: finalStop.clean, lastMs: finalStop.ms },
    };
  } catch (err) {
    progress(`${label}: FAILED — ${errorText(err)}`);
    return { engine, error: errorText(err) };
  } finally {
    if (bare) await stopProc(bare);
    if (app) await stopProc(app);
    if (dbName) await dropDatabase(dbName);
    removeDir(dataDir);
  }
}

// ───────────────────────────── store page JavaScript (gzip) ─────────────────────────────

function storeJavaScript() {
  const manifestPath = path.join(WEB_DIST, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) {
    return { status: 'not built', note: `${path.relative(ROOT, manifestPath)} not found — build the web app with build.manifest on (npm run build)` };
  }
  /** @type {Record<string, { file: string, src?: string, isEntry?: boolean, imports?: string[] }>} */
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const keys = Object.keys(manifest);
  const entryKeys = keys.filter((k) => manifest[k]?.isEntry);
  // The store route's own file (routes/store.tsx or routes/store/index.tsx); any src with
  // "routes/store" only when there is no exact match.
  const srcOf = (/** @type {string} */ k) => manifest[k]?.src ?? k;
  let storeKeys = keys.filter((k) => /routes\/store(\.[cm]?[jt]sx?|\/index\.[cm]?[jt]sx?)$/.test(srcOf(k)));
  if (storeKeys.length === 0) storeKeys = keys.filter((k) => srcOf(k).includes('routes/store'));

  /** @type {Set<string>} */
  const seen = new Set();
  /** @type {Map<string, string>} file → why it loads */
  const files = new Map();
  /**
   * @param {string} key
   * @param {string} why
   */
  const visit = (key, why) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (/\.[cm]?js$/.test(chunk.file) && !files.has(chunk.file)) files.set(chunk.file, why);
    for (const imp of chunk.imports ?? []) visit(imp, why === 'entry' || why === 'entry import' ? 'entry import' : 'store import');
  };
  for (const k of entryKeys) visit(k, 'entry');
  for (const k of storeKeys) visit(k, seen.has(k) ? 'entry' : 'store route');

  const list = [...files].map(([file, why]) => {
    const buf = fs.readFileSync(path.join(WEB_DIST, file));
    return { file, why, bytes: buf.length, gzipBytes: zlib.gzipSync(buf, { level: 9 }).length };
  });
  const gzipBytes = list.reduce((s, f) => s + f.gzipBytes, 0);
  const rawBytes = list.reduce((s, f) => s + f.bytes, 0);
  return {
    status: 'ok',
    entries: entryKeys,
    storeRoute: storeKeys.length ? storeKeys : null,
    note: storeKeys.length ? undefined : 'no manifest chunk has a src with "routes/store": the store route is inside the entry chunk, or named differently',
    files: list,
    rawBytes,
    gzipBytes,
    gzipKb: gzipBytes / 1024,
  };
}

// ───────────────────────────── report ─────────────────────────────

/** @param {number | null | undefined} n @param {number} [digits] */
const fmt = (n, digits = 0) => (n === null || n === undefined || Number.isNaN(n) ? '—' : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
/** @param {boolean} ok */
const mark = (ok) => (ok ? 'ok' : 'MISS');

/** @param {{ non2xx: number, errors: number, timeouts: number }} run */
function runFlags(run) {
  const bad = [];
  if (run.non2xx) bad.push(`${run.non2xx} non-2xx`);
  if (run.errors) bad.push(`${run.errors} errors`);
  if (run.timeouts) bad.push(`${run.timeouts} timeouts`);
  return bad.length ? ` (!${bad.join(', ')})` : '';
}

/**
 * @param {any[]} engines
 * @param {any} web
 */
function printReport(engines, web) {
  /** @type {string[][]} */
  const rows = [];
  const cols = engines.map((e) => ENGINE_LABEL[e.engine]);
  /**
   * @param {string} figure
   * @param {(e: any) => string} cell
   * @param {string} target
   */
  const row = (figure, cell, target) => rows.push([figure, ...engines.map((e) => (e.skipped ? 'skipped' : e.error ? 'failed' : cell(e))), target]);

  const ratioTarget = engines.map((e) => `${ENGINE_LABEL[e.engine]} ≥ ${TARGETS.ratio[/** @type {'pglite'|'postgres'} */ (e.engine)] * 100} %`).join(', ');
  row(`GET ${PRODUCTS_PATH}, req/s`, (e) => fmt(e.throughput.products.reqPerSec) + runFlags(e.throughput.products), '');
  row('bare Fastify route, req/s', (e) => fmt(e.throughput.bare.reqPerSec) + runFlags(e.throughput.bare), '');
  row(
    'ratio products / bare',
    (e) => (e.throughput.ratio === null ? '—' : `${fmt(e.throughput.ratio * 100, 1)} % ${mark(e.throughput.ratio >= TARGETS.ratio[/** @type {'pglite'|'postgres'} */ (e.engine)])}`),
    ratioTarget,
  );
  row(`signed in, cache off, req/s`, (e) => fmt(e.uncached.signedIn.reqPerSec) + runFlags(e.uncached.signedIn), `${MARKED_ITEMS} in cart, ${MARKED_ITEMS} in wishlist`);
  row('  visitor, cache off, req/s', (e) => fmt(e.uncached.anonymous.reqPerSec) + runFlags(e.uncached.anonymous), 'info');
  row('  bare Fastify route again, req/s', (e) => fmt(e.uncached.bare.reqPerSec) + runFlags(e.uncached.bare), '');
  row(
    'ratio signed in, cache off / bare',
    (e) => {
      const target = TARGETS.signedInRatio[/** @type {'postgres'} */ (e.engine)];
      const r = e.uncached.signedInRatio;
      return r === null ? '—' : `${fmt(r * 100, 1)} %${target === undefined ? '' : ` ${mark(r >= target)}`}`;
    },
    `PostgreSQL ≥ ${TARGETS.signedInRatio.postgres * 100} %`,
  );
  /** @param {{ cpuMsPerRequest: { server: number | null, postgres: number | null } }} run */
  const cpu = (run) => `${fmt(run.cpuMsPerRequest.server, 2)} ms${run.cpuMsPerRequest.postgres === null ? '' : ` + ${fmt(run.cpuMsPerRequest.postgres, 2)} ms PostgreSQL`}`;
  row('  CPU per request, signed in, cache off', (e) => cpu(e.uncached.signedIn), 'info: server (+ its PostgreSQL backends)');
  row('  CPU per request, visitor, cache off', (e) => cpu(e.uncached.anonymous), 'info');
  row("  signed in, a browser's Accept-Encoding, req/s", (e) => fmt(e.uncached.signedInBrowser.reqPerSec) + runFlags(e.uncached.signedInBrowser), `info: ${BROWSER_ACCEPT_ENCODING}`);
  row('  ratio signed in, browser / bare', (e) => (e.uncached.signedInBrowserRatio === null ? '—' : `${fmt(e.uncached.signedInBrowserRatio * 100, 1)} %`), 'info');
  row('  CPU per request, signed in, browser', (e) => cpu(e.uncached.signedInBrowser), 'info');
  row(
    'signed in, cache on, req/s',
    (e) => (e.uncached.signedInCached ? fmt(e.uncached.signedInCached.reqPerSec) + runFlags(e.uncached.signedInCached) : '—'),
    'info: public part from the reply cache, marks from the database',
  );
  row('  ratio signed in, cache on / bare', (e) => (e.uncached.signedInCachedRatio == null ? '—' : `${fmt(e.uncached.signedInCachedRatio * 100, 1)} %`), 'info: to the bare route measured last');
  row('  CPU per request, signed in, cache on', (e) => (e.uncached.signedInCached ? cpu(e.uncached.signedInCached) : '—'), 'info');
  row('  ratio visitor, cache off / bare', (e) => (e.uncached.anonymousRatio === null ? '—' : `${fmt(e.uncached.anonymousRatio * 100, 1)} %`), 'info');
  row(`p99 at ${settings.fixedRate} req/s`, (e) => `${fmt(e.fixedRate.latencyMs.p99)} ms ${mark(e.fixedRate.latencyMs.p99 <= TARGETS.p99Ms)}${runFlags(e.fixedRate)}`, `≤ ${TARGETS.p99Ms} ms`);
  row('  (p50 / max at that rate)', (e) => `${fmt(e.fixedRate.latencyMs.p50)} / ${fmt(e.fixedRate.latencyMs.max)} ms`, 'info');
  row(`  p99 at ${settings.fixedRate} req/s evenly paced`, (e) => `${fmt(e.evenlyPaced.latencyMs.p99, 1)} ms (p50 ${fmt(e.evenlyPaced.latencyMs.p50, 1)})${runFlags(e.evenlyPaced)}`, 'info');
  row(
    `page ${STORE_PAGE_PATH}: p99 at ${settings.pageRate} req/s`,
    (e) => `${fmt(e.storePage.latencyMs.p99, 1)} ms (p50 ${fmt(e.storePage.latencyMs.p50, 1)}) ${mark(e.storePage.latencyMs.p99 <= TARGETS.storePageP99Ms)}${runFlags(e.storePage)}`,
    `≤ ${TARGETS.storePageP99Ms} ms`,
  );
  row('peak RSS while serving', (e) => (e.peakRssMb === null ? '—' : `${fmt(e.peakRssMb, 1)} MB ${mark(e.peakRssMb <= TARGETS.peakRssMb)}`), `≤ ${TARGETS.peakRssMb} MB`);
  row('  peak RSS of the seeding start', (e) => (e.firstStartPeakRssMb === null ? '—' : `${fmt(e.firstStartPeakRssMb, 1)} MB`), 'info');
  row('restart → first 200 (existing data)', (e) => `${fmt(e.restartMs / 1000, 2)} s ${mark(e.restartMs <= TARGETS.restartMs)}`, `≤ ${TARGETS.restartMs / 1000} s`);
  row('  first start incl. seeding', (e) => `${fmt(e.firstStartMs / 1000, 1)} s (picture cache ${e.pictureCacheWarm ? 'warm' : 'cold'})`, 'info');
  row('  products reply', (e) => `${e.response.items ?? '?'} items, ${fmt(e.response.bytes / 1024, 1)} KB`, 'info');
  row('  clean stop on SIGTERM', (e) => `${e.cleanStop.first && e.cleanStop.last ? 'yes' : 'NO'} (${fmt(e.cleanStop.lastMs)} ms)`, 'info');

  const header = ['Figure', ...cols, 'Target'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const out = [];
  out.push('');
  out.push(`Atelier bench — ${new Date().toISOString()} — ${os.cpus().length} CPUs, Node ${process.version}`);
  out.push(
    `autocannon: ${settings.connections} connections, no pipelining, ${settings.warmupS} s warm-up + ${settings.durationS} s per run; fixed-rate run: ${settings.fixedRate} req/s for ${settings.durationS} s (autocannon overallRate: bursts at the top of each second; "evenly paced": one request every ${1000 / settings.fixedRate} ms, open loop)`,
  );
  out.push('');
  if (engines.length) {
    out.push(line(header));
    out.push(widths.map((w) => '─'.repeat(w)).join('  '));
    for (const r of rows) out.push(line(r));
  } else {
    out.push('(no engine selected: BENCH_ENGINES is empty)');
  }
  for (const e of engines) {
    if (e.skipped) out.push(`Note: ${ENGINE_LABEL[e.engine]} skipped — ${e.skipped}`);
    if (e.error) out.push(`Note: ${ENGINE_LABEL[e.engine]} failed — ${e.error}`);
  }
  out.push('');
  if (web.status !== 'ok') {
    out.push(`Store page JavaScript (gzip -9): ${web.status} — ${web.note}   (target ≤ ${TARGETS.storeJsGzipKb} KB)`);
  } else {
    out.push(
      `Store page JavaScript (gzip -9): ${fmt(web.gzipKb, 1)} KB ${mark(web.gzipKb <= TARGETS.storeJsGzipKb)}   (target ≤ ${TARGETS.storeJsGzipKb} KB; ${fmt(web.rawBytes / 1024, 1)} KB before gzip)`,
    );
    if (web.note) out.push(`  Note: ${web.note}`);
    const fw = Math.max(...web.files.map((/** @type {any} */ f) => f.file.length));
    for (const f of web.files) out.push(`  ${f.file.padEnd(fw)}  ${fmt(f.gzipBytes / 1024, 1).padStart(7)} KB gz  ${fmt(f.bytes / 1024, 1).padStart(7)} KB  (${f.why})`);
  }
  out.push('');
  console.log(out.join('\n'));
}

// ───────────────────────────── main ─────────────────────────────

async function main() {
  if (!fs.existsSync(SERVER)) {
    throw new Error(`${path.relative(ROOT, SERVER)} not found: build the API first (npm run build -w @atelier/contracts && npm run build -w @atelier/api)`);
  }
  for (const port of [settings.appPort, settings.barePort]) {
    if (!(await portFree(port))) throw new Error(`port ${port} is already in use; pick another with BENCH_APP_PORT / BENCH_BARE_PORT`);
  }

  const loadBefore = os.loadavg()[0];
  /** @type {any[]} */
  const engines = [];
  for (const engine of settings.engines) engines.push(await benchEngine(engine));
  const web = storeJavaScript();
  const loadAfter = os.loadavg()[0];

  printReport(engines, web);
  // The figures are only comparable when nothing else competes for the CPUs (the bench's own
  // processes count for about 2 while a load runs, so this is a rough hint, not a verdict).
  const busy = loadBefore > 0.5;
  console.log(
    `Load average (1 min): ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after.${busy ? ' Note: the machine was busy before the run started — other work competes with the servers, so absolute figures (and less so the ratios) are pessimistic; run again on a quiet machine to compare.' : ''}`,
  );

  const report = {
    date: new Date().toISOString(),
    loadAverage1m: { before: loadBefore, after: loadAfter },
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, memoryGb: os.totalmem() / 1024 ** 3, node: process.version, platform: `${os.platform()} ${os.release()}` },
    settings: { ...settings, pgAdminUrl: redact(PG_ADMIN_URL), productsPath: PRODUCTS_PATH },
    targets: TARGETS,
    engines: Object.fromEntries(engines.map((e) => [e.engine, e])),
    storeJavaScript: web,
  };
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Figures written to ${path.relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE}`);

  return engines.some((e) => e.error) ? 1 : 0;
}

await runMain(main);
