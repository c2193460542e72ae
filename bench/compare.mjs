// `node bench/compare.mjs`: GET /api/products?limit=20 on two BUILT servers, this tree's
// (apps/api/dist/server.js) and another's (BENCH_BEFORE_SERVER, e.g. a worktree of an older
// commit), each on its own fresh demo data and having served the /store page once since it started
// (as a running shop has: a server render may change the process for good), measured in turns —
// before, after, after, before, … — so both see the same machine: requests per second and the
// server's CPU time per request (/proc/<pid>/stat; on PostgreSQL plus its database's backends), for
// a visitor with the reply cache on (the default), asking for plain JSON (as wrk and autocannon do)
// and as a browser (Accept-Encoding: br, gzip), and off (PUBLIC_CACHE_TTL_MS=0), and for a
// signed-in customer with 3 of the page's items in the cart and 3 in the wishlist, cache off (as
// bench/run.mjs). Prints the sums over all turns and, steadier on a shared machine, the median of
// the ratios after / before of the turns run side by side.
// The load comes from wrk when it is installed (Debian's `wrk`), autocannon otherwise (BENCH_LOADGEN).
// See bench/README.md. Env: BENCH_BEFORE_SERVER (required)  BENCH_LOADGEN=wrk|autocannon  BENCH_ENGINES=pglite,postgres
// BENCH_ROUNDS=6  BENCH_DURATION=5 (s per turn)  BENCH_WARMUP=2 (s)  BENCH_CONNECTIONS=10
// BENCH_APP_PORT=3201 (and the next port)  BENCH_PG_ADMIN_URL
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  ENGINE_LABEL,
  HEALTH_PATH,
  PG_ADMIN_URL,
  SERVER,
  createDatabase,
  databaseUrl,
  dropDatabase,
  errorText,
  parseEngines,
  portFree,
  positiveNumber,
  postgresUnavailable,
  progress,
  removeDir,
  request,
  runMain,
  startProc,
  stopProc,
  tempDirs,
  waitReady,
  withClient,
} from './lib.mjs';

/** @typedef {import('./lib.mjs').Proc} Proc */

const PRODUCTS_PATH = '/api/products?limit=20';
/** The page every server serves once after each start, before it is measured. */
const STORE_PAGE_PATH = '/store';
/** The signed-in customer, as bench/run.mjs makes one: signed up on the first start, verified in the database. */
const CUSTOMER = { name: 'Bench Customer', email: 'bench.customer@example.com', phone: '+250788123456', password: 'bench-password-1' };
const MARKED_ITEMS = 3;
const FIRST_START_TIMEOUT_MS = 300_000;
const RESTART_TIMEOUT_MS = 60_000;

/**
 * The load generator. autocannon (JavaScript, in this process) spends ~80–110 µs of CPU per reply of
 * this page, more than the cached page costs the server, and more the larger the reply: it decodes
 * every body into a string (its pipelinedRequestsQueue's `req.body += data`). On a 2-core machine
 * that CPU is taken from the server, so its req/s fall with the reply's bytes although the server's
 * do not. wrk (C) parses and drops the bytes for a few µs a reply, so its req/s are the servers'.
 * bench/README.md "Two builds in turns".
 */
const LOADGEN = process.env.BENCH_LOADGEN ?? (spawnSync('wrk', ['-v']).error ? 'autocannon' : 'wrk');
if (LOADGEN !== 'wrk' && LOADGEN !== 'autocannon') throw new Error(`BENCH_LOADGEN must be wrk or autocannon, not ${LOADGEN}`);

const before = process.env.BENCH_BEFORE_SERVER ? path.resolve(process.env.BENCH_BEFORE_SERVER) : '';
const settings = {
  rounds: Math.round(positiveNumber('BENCH_ROUNDS', 6)),
  durationS: positiveNumber('BENCH_DURATION', 5),
  warmupS: positiveNumber('BENCH_WARMUP', 2),
  connections: Math.round(positiveNumber('BENCH_CONNECTIONS', 10)),
  port: Math.round(positiveNumber('BENCH_APP_PORT', 3201)),
  engines: parseEngines(),
};

/**
 * CPU time (user + system, ms) a process has used so far; 0 when unreadable.
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
 * One side: a build's server on its own data.
 * @typedef {{ label: 'before' | 'after', server: string, port: number, env: Record<string, string>, dbName?: string, dataDir: string, proc?: Proc, token?: string }} Side
 */

/**
 * CPU ms of the side's server and of its database's backends (PostgreSQL) so far.
 * @param {Side} side
 */
async function sideCpu(side) {
  let postgres = 0;
  if (side.dbName) {
    await withClient(PG_ADMIN_URL, async (c) => {
      const pids = (await c.query('select pid from pg_stat_activity where datname = $1', [side.dbName])).rows;
      postgres = pids.reduce((sum, r) => sum + cpuMs(r.pid), 0);
    });
  }
  return { server: side.proc ? cpuMs(side.proc.pid) : 0, postgres };
}

/**
 * Marks the customer's e-mail verified while the side's server is stopped: through pg on
 * PostgreSQL, by opening the data folder with PGlite otherwise.
 * @param {Side} side
 */
async function verifyCustomer(side) {
  const statement = `update users set email_verified_at = now() where email = '${CUSTOMER.email}'`;
  if (side.dbName) {
    await withClient(databaseUrl(side.dbName), async (c) => void (await c.query(statement)));
    return;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(path.join(side.dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    await db.exec(statement);
  } finally {
    await db.close();
  }
}

/**
 * Signs the customer in on the side's running server; the first time, puts the page's first
 * MARKED_ITEMS items in the cart and the next MARKED_ITEMS in the wishlist. Returns the bearer token.
 * @param {Side} side
 */
async function signIn(side) {
  const login = await request(side.port, '/api/auth/login', { method: 'POST', timeoutMs: 30_000, json: { email: CUSTOMER.email, password: CUSTOMER.password } });
  if (login.status !== 200) throw new Error(`${side.label}: POST /api/auth/login answered ${login.status}: ${login.body.toString().slice(0, 300)}`);
  const token = /** @type {string} */ (JSON.parse(login.body.toString()).token);
  const headers = { authorization: `Bearer ${token}` };
  const page = /** @type {Array<{ id: number, inCart?: boolean }>} */ (JSON.parse((await request(side.port, PRODUCTS_PATH, { timeoutMs: 5000, headers })).body.toString()));
  if (!page.some((item) => item.inCart)) {
    for (const [i, item] of page.slice(0, 2 * MARKED_ITEMS).entries()) {
      const [url, json] = i < MARKED_ITEMS ? ['/api/cart', { productId: item.id, quantity: 1 }] : ['/api/wishlist', { productId: item.id }];
      const r = await request(side.port, url, { method: 'POST', timeoutMs: 5000, json, headers });
      if (r.status >= 300) throw new Error(`${side.label}: POST ${url} answered ${r.status}: ${r.body.toString().slice(0, 300)}`);
    }
  }
  return token;
}

/** What a browser asks for: the reply compressed. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

/**
 * Who asks: a visitor wanting plain JSON (autocannon's default), a visitor's browser, the signed-in customer.
 * @typedef {'visitor' | 'browser' | 'customer'} Client
 */

/**
 * One wrk run: `wrk -t1 -c<connections> -d<s>s` on `url` with `headers`; the requests it completed.
 * Throws on non-2xx replies or socket errors, as the autocannon run does.
 * @param {string} url
 * @param {number} durationS
 * @param {Record<string, string>} headers
 * @param {string} label
 */
function wrk(url, durationS, headers, label) {
  const args = ['-t1', `-c${settings.connections}`, `-d${durationS}s`, '--timeout', '10s', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
  return new Promise((resolve, reject) => {
    execFile('wrk', args, (err, stdout) => {
      if (err) return reject(new Error(`${label}: wrk failed: ${err.message}`));
      const requests = Number(/(\d+) requests in/.exec(stdout)?.[1]);
      const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
      const socket = /Socket errors: (.*)/.exec(stdout)?.[1];
      if (!requests || non2xx || socket) return reject(new Error(`${label}: wrk: ${requests || 0} requests, ${non2xx} non-2xx${socket ? `, socket errors ${socket}` : ''}`));
      resolve(requests);
    });
  });
}

/**
 * GET `urlPath` on the side's server; throws unless it answers 200.
 * @param {Side} side
 * @param {string} urlPath
 * @param {number} timeoutMs
 */
async function getOk(side, urlPath, timeoutMs) {
  const r = await request(side.port, urlPath, { timeoutMs });
  if (r.status !== 200) throw new Error(`${side.label}: GET ${urlPath} answered ${r.status}`);
}

/**
 * One load run on the side's products page, as `client`, with the load generator (LOADGEN).
 * @param {Side} side
 * @param {number} durationS
 * @param {Client} client
 */
async function load(side, durationS, client) {
  const url = `http://127.0.0.1:${side.port}${PRODUCTS_PATH}`;
  /** @type {Record<string, string>} */
  const headers = client === 'customer' ? { authorization: `Bearer ${side.token}` } : client === 'browser' ? BROWSER_HEADERS : {};
  if (LOADGEN === 'wrk') return { requests: await wrk(url, durationS, headers, side.label), seconds: durationS };
  const r = await autocannon({ url, connections: settings.connections, pipelining: 1, duration: durationS, timeout: 10, headers });
  if (r.non2xx || r.errors || r.timeouts) throw new Error(`${side.label}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  return { requests: r.requests.total, seconds: durationS };
}

/** @typedef {{ requests: number, seconds: number, server: number, postgres: number }} Turn */
/** @typedef {Turn[]} Sum the turns of one side, one per round */

/**
 * The two servers of one phase (reply cache on or off), measured in turns, for each of `clients`.
 * @param {Side[]} sides
 * @param {Record<string, string>} extraEnv
 * @param {Client[]} clients
 */
async function phase(sides, extraEnv, clients) {
  const signedIn = clients.includes('customer');
  for (const side of sides) {
    side.proc = startProc(`api (${side.label})`, side.server, { ...side.env, ...extraEnv });
    await waitReady(side.proc, side.port, HEALTH_PATH, RESTART_TIMEOUT_MS);
    await getOk(side, PRODUCTS_PATH, 5000);
    // A running shop has served pages: a build with the server renderer has rendered one, as it has in
    // production (docs/decisions/135, "Async hooks": a render may change the process for good).
    await getOk(side, STORE_PAGE_PATH, 30_000);
    if (signedIn) side.token = await signIn(side);
  }
  /** @type {Array<Record<string, Sum>>} */
  const sums = clients.map(() => Object.fromEntries(sides.map((s) => [s.label, /** @type {Sum} */ ([])])));
  for (const [k, client] of clients.entries()) {
    for (const side of sides) await load(side, settings.warmupS, client);
    for (let round = 0; round < settings.rounds; round++) {
      // before, after; then after, before: neither side always runs first.
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) {
        const cpu0 = await sideCpu(side);
        const run = await load(side, settings.durationS, client);
        const cpu1 = await sideCpu(side);
        sums[k]?.[side.label]?.push({ requests: run.requests, seconds: run.seconds, server: cpu1.server - cpu0.server, postgres: cpu1.postgres - cpu0.postgres });
      }
    }
  }
  for (const side of sides) {
    if (side.proc) await stopProc(side.proc);
    side.proc = undefined;
  }
  return sums;
}

/** @param {'pglite' | 'postgres'} engine */
async function compareEngine(engine) {
  const label = ENGINE_LABEL[engine];
  if (engine === 'postgres') {
    const why = await postgresUnavailable();
    if (why) return { engine, skipped: why };
  }
  /** @type {Side[]} */
  const sides = [
    { label: 'before', server: before, port: settings.port, env: {}, dataDir: '' },
    { label: 'after', server: SERVER, port: settings.port + 1, env: {}, dataDir: '' },
  ];
  try {
    for (const side of sides) {
      side.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `atelier-compare-${side.label}-`));
      tempDirs.add(side.dataDir);
      side.env = { PORT: String(side.port), HOST: '127.0.0.1', DATA_DIR: side.dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
      if (engine === 'postgres') {
        side.dbName = await createDatabase(`atelier_compare_${side.label}`);
        side.env.DATABASE_URL = databaseUrl(side.dbName);
      }
      progress(`${label}, ${side.label}: first start (migrate + seed the demo catalog)…`);
      const first = startProc(`api (${side.label}, first start)`, side.server, side.env);
      await waitReady(first, side.port, HEALTH_PATH, FIRST_START_TIMEOUT_MS);
      const signUp = await request(side.port, '/api/users', { method: 'POST', timeoutMs: 30_000, json: CUSTOMER });
      if (signUp.status !== 201) throw new Error(`${side.label}: POST /api/users answered ${signUp.status}: ${signUp.body.toString().slice(0, 300)}`);
      await stopProc(first);
      await verifyCustomer(side);
    }
    progress(`${label}: reply cache on, a visitor then a browser, ${settings.rounds} turns of ${settings.durationS} s each…`);
    const [cached, browser] = await phase(sides, {}, ['visitor', 'browser']);
    progress(`${label}: reply cache off, a visitor then the customer, ${settings.rounds} turns of ${settings.durationS} s each…`);
    const [uncached, signedIn] = await phase(sides, { PUBLIC_CACHE_TTL_MS: '0' }, ['visitor', 'customer']);
    const bytes = await Promise.all(
      sides.map(async (side) => {
        side.proc = startProc(`api (${side.label})`, side.server, side.env);
        await waitReady(side.proc, side.port, HEALTH_PATH, RESTART_TIMEOUT_MS);
        const r = await request(side.port, PRODUCTS_PATH, { timeoutMs: 5000 });
        const compressed = await request(side.port, PRODUCTS_PATH, { timeoutMs: 5000, headers: BROWSER_HEADERS });
        await stopProc(side.proc);
        side.proc = undefined;
        return { plain: r.body.length, compressed: `${compressed.body.length} ${compressed.headers['content-encoding'] ?? 'plain'}` };
      }),
    );
    return { engine, cached, browser, uncached, signedIn, bytes: { before: bytes[0], after: bytes[1] } };
  } catch (err) {
    progress(`${label}: FAILED — ${errorText(err)}`);
    return { engine, error: errorText(err) };
  } finally {
    for (const side of sides) {
      if (side.proc) await stopProc(side.proc);
      if (side.dbName) await dropDatabase(side.dbName);
      if (side.dataDir) removeDir(side.dataDir);
    }
  }
}

/** @param {number[]} values */
const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/**
 * @param {Record<string, Sum>} sums
 * @param {boolean} withPostgres
 */
function lines(sums, withPostgres) {
  /** @param {Turn} t */
  const perSecond = (t) => t.requests / t.seconds;
  /** @param {Turn} t */
  const cpu = (t) => (t.server + (withPostgres ? t.postgres : 0)) / t.requests;
  /** @param {Sum} turns */
  const total = (turns) =>
    turns.reduce((s, t) => ({ requests: s.requests + t.requests, seconds: s.seconds + t.seconds, server: s.server + t.server, postgres: s.postgres + t.postgres }), {
      requests: 0,
      seconds: 0,
      server: 0,
      postgres: 0,
    });
  const before = /** @type {Sum} */ (sums.before);
  const after = /** @type {Sum} */ (sums.after);
  const [b, a] = [total(before), total(after)];
  /** @param {(t: Turn) => number} figure */
  const pairs = (figure) => median(after.map((t, i) => figure(t) / figure(/** @type {Turn} */ (before[i])))) * 100;
  const cpuText = (/** @type {Turn} */ t) => `${(t.server / t.requests).toFixed(3)} ms${withPostgres ? ` + ${(t.postgres / t.requests).toFixed(3)} ms PostgreSQL` : ''}`;
  return [
    `    req/s            before ${perSecond(b).toFixed(0).padStart(6)}   after ${perSecond(a).toFixed(0).padStart(6)}   after / before ${((perSecond(a) / perSecond(b)) * 100).toFixed(1)} % (median of the turns ${pairs(perSecond).toFixed(1)} %)`,
    `    CPU per request  before ${cpuText(b)}   after ${cpuText(a)}   after / before ${((cpu(a) / cpu(b)) * 100).toFixed(1)} % (median of the turns ${pairs(cpu).toFixed(1)} %)`,
  ];
}

async function main() {
  if (!before || !fs.existsSync(before)) throw new Error('BENCH_BEFORE_SERVER must name the other build’s server.js (e.g. /path/to/worktree/apps/api/dist/server.js)');
  if (!fs.existsSync(SERVER)) throw new Error(`${SERVER} not found: build the API first`);
  for (const port of [settings.port, settings.port + 1]) if (!(await portFree(port))) throw new Error(`port ${port} is already in use; pick another with BENCH_APP_PORT`);
  const loadBefore = os.loadavg()[0];
  const results = [];
  for (const engine of settings.engines) results.push(await compareEngine(engine));
  const out = [
    '',
    `Atelier compare — ${new Date().toISOString()} — ${os.cpus().length} CPUs, Node ${process.version}, load ${loadBefore.toFixed(2)} → ${os.loadavg()[0].toFixed(2)}`,
    `GET ${PRODUCTS_PATH}, ${LOADGEN} ${settings.connections} connections, ${settings.rounds} turns of ${settings.durationS} s per server and phase, in turns`,
    `before: ${before}`,
    `after:  ${SERVER}`,
  ];
  for (const r of results) {
    out.push(
      '',
      `${ENGINE_LABEL[r.engine]}${'bytes' in r && r.bytes ? ` (reply ${r.bytes.before?.plain} → ${r.bytes.after?.plain} bytes; to a browser ${r.bytes.before?.compressed} → ${r.bytes.after?.compressed})` : ''}`,
    );
    if ('skipped' in r) out.push(`  skipped — ${r.skipped}`);
    else if ('error' in r) out.push(`  failed — ${r.error}`);
    else if (r.cached && r.browser && r.uncached && r.signedIn) {
      const pg = r.engine === 'postgres';
      out.push(
        '  reply cache on, a visitor',
        ...lines(r.cached, pg),
        '  reply cache on, a browser (Accept-Encoding: br, gzip)',
        ...lines(r.browser, pg),
        '  reply cache off, a visitor',
        ...lines(r.uncached, pg),
        '  reply cache off, signed in (3 in the cart, 3 in the wishlist)',
        ...lines(r.signedIn, pg),
      );
    }
  }
  console.log(out.join('\n'));
  return results.some((r) => 'error' in r) ? 1 : 0;
}

await runMain(main);
