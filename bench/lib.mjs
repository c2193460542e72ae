// What every bench script shares: settings from the environment, the BUILT server started and
// stopped as a child process, a throwaway PostgreSQL database, and a cleanup that leaves no child,
// temporary folder or database behind, also on failure and Ctrl-C. See bench/README.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(BENCH_DIR, '..');
export const API_DIST = path.join(ROOT, 'apps/api/dist');
/** The built server the benches start; BENCH_SERVER names another build (e.g. main's, copied to apps/api/dist-before). */
export const SERVER = process.env.BENCH_SERVER ? path.resolve(process.env.BENCH_SERVER) : path.join(API_DIST, 'server.js');
export const HEALTH_PATH = '/api/health';
const POLL_MS = 20;
const STOP_TIMEOUT_MS = 15_000;

/** @type {Record<string, string>} */
export const ENGINE_LABEL = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** Variables of the caller's shell that must not leak into a measured server. */
const SERVER_ENV = ['DATABASE_URL', 'DATA_DIR', 'PORT', 'HOST', 'SMTP_URL', 'REDIS_URL', 'SEED_ON_EMPTY', 'NODE_ENV', 'LOG_LEVEL', 'PUBLIC_URL', 'PUBLIC_CACHE_TTL_MS'];

/**
 * A positive number from the environment, or `fallback` when unset; throws on anything else.
 * @param {string} name
 * @param {number} fallback
 */
export function positiveNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number (got "${raw}")`);
  return n;
}

/**
 * BENCH_ENGINES (default `pglite,postgres`; `none` for neither).
 * @returns {Array<'pglite' | 'postgres'>}
 */
export function parseEngines() {
  const raw = (process.env.BENCH_ENGINES ?? 'pglite,postgres').toLowerCase();
  const list = raw
    .split(/[\s,]+/)
    .filter((e) => e && e !== 'none')
    .map((e) => (e === 'pg' || e === 'postgresql' ? 'postgres' : e));
  const bad = list.filter((e) => e !== 'pglite' && e !== 'postgres');
  if (bad.length) throw new Error(`BENCH_ENGINES: unknown engine(s) ${bad.join(', ')} (use pglite, postgres)`);
  return /** @type {Array<'pglite' | 'postgres'>} */ ([...new Set(list)]);
}

/** Where throwaway databases are created (BENCH_PG_ADMIN_URL). */
export const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// ───────────────────────────── cleanup: children, temp folders, databases ─────────────────────────────

/** @typedef {{ name: string, child: import('node:child_process').ChildProcess, pid: number, startedAt: number, tail: string[], exit: Promise<{ code: number | null, signal: string | null }>, exited: boolean }} Proc */

/** @type {Set<Proc>} */
const running = new Set();
/** Temporary folders removed by cleanup(). */
/** @type {Set<string>} */
export const tempDirs = new Set();
/** @type {Set<string>} */
const databases = new Set();
/** More to undo before databases and folders go (e.g. closing an open PGlite). */
/** @type {Array<() => Promise<void>>} */
const cleanupHooks = [];

/** @param {() => Promise<void>} hook */
export function onCleanup(hook) {
  cleanupHooks.push(hook);
}

/** @type {Promise<void> | undefined} */
let cleaning;
/** Stops every child, runs the hooks, drops the databases and removes the folders; once. */
function cleanup() {
  cleaning ??= (async () => {
    await Promise.all([...running].map((p) => stopProc(p, 5000)));
    for (const hook of cleanupHooks) await hook().catch(() => undefined);
    for (const name of databases) await dropDatabase(name);
    for (const dir of tempDirs) removeDir(dir);
  })();
  return cleaning;
}

/**
 * Runs a bench's main(): its return value is the exit code; an error is printed as one line; the
 * cleanup always runs.
 * @param {() => Promise<number>} main
 */
export async function runMain(main) {
  try {
    process.exitCode = await main();
  } catch (err) {
    console.error(`bench: ${errorText(err)}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

/** @param {string} dir */
export function removeDir(dir) {
  try {
    fs.rmSync(dir, { recursive: true, force: true });
    tempDirs.delete(dir);
  } catch (err) {
    console.error(`bench: could not remove ${dir}: ${errorText(err)}`);
  }
}

// Last resort when the process exits anyway: no child survives, no temp folder stays.
process.on('exit', () => {
  for (const p of running) {
    try {
      p.child.kill('SIGKILL');
    } catch {
      /* already gone */
    }
  }
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

let interrupted = 0;
/** True once SIGINT/SIGTERM/SIGHUP arrived: the handler cleans up and exits; stop starting new work. */
export const wasInterrupted = () => interrupted > 0;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    interrupted += 1;
    if (interrupted > 1) process.exit(130); // second Ctrl-C: the 'exit' hook still kills children
    console.error(`\nbench: ${signal}, stopping servers and cleaning up…`);
    void cleanup().finally(() => process.exit(130));
  });
}

// ───────────────────────────── helpers ─────────────────────────────

/** @param {unknown} err */
export function errorText(err) {
  return err instanceof Error ? err.message : String(err);
}

/** @param {number} ms */
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** @param {string} msg */
export function progress(msg) {
  process.stderr.write(`· ${msg}\n`);
}

/**
 * One HTTP request on 127.0.0.1 (no keep-alive unless an agent is given); `ms` runs from just
 * before the request is sent to the end of the body.
 * @param {number} port
 * @param {string} urlPath
 * @param {{ agent?: http.Agent | false, timeoutMs?: number, method?: string, json?: unknown, headers?: Record<string, string> }} [opts]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer, ms: number }>}
 */
export function request(port, urlPath, opts = {}) {
  return new Promise((resolve, reject) => {
    const payload = opts.json === undefined ? undefined : Buffer.from(JSON.stringify(opts.json));
    const headers = { ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}), ...opts.headers };
    const t0 = performance.now();
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method: opts.method ?? 'GET', headers, agent: opts.agent ?? false, timeout: opts.timeoutMs ?? 2000 }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - t0 }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * True when nothing listens on the port (so our health checks can't be answered by someone else's server).
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function portFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, () => srv.close(() => resolve(true)));
  });
}

/**
 * Spawns `node <script> [args]` directly (not through npm), so the pid is the server's own.
 * @param {string} name
 * @param {string} script
 * @param {Record<string, string>} env
 * @param {string[]} [args]
 * @returns {Proc}
 */
export function startProc(name, script, env, args = []) {
  const baseEnv = { ...process.env };
  for (const k of SERVER_ENV) delete baseEnv[k];
  const startedAt = performance.now();
  const child = spawn(process.execPath, [script, ...args], { cwd: ROOT, env: { ...baseEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid === undefined) throw new Error(`could not start ${name}`);
  /** @type {string[]} */
  const tail = [];
  /** @param {Buffer} buf */
  const keep = (buf) => {
    for (const line of buf.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line.length > 500 ? `${line.slice(0, 500)}…` : line);
      if (tail.length > 30) tail.shift();
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  /** @type {Proc} */
  const proc = {
    name,
    child,
    pid: child.pid,
    startedAt,
    tail,
    exited: false,
    exit: new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        proc.exited = true;
        running.delete(proc);
        resolve({ code, signal });
      });
    }),
  };
  running.add(proc);
  return proc;
}

/**
 * SIGTERM, wait for a clean exit; SIGKILL after the timeout.
 * @param {Proc} proc
 * @param {number} [timeoutMs]
 * @returns {Promise<{ clean: boolean, code: number | null, signal: string | null, ms: number }>}
 */
export async function stopProc(proc, timeoutMs = STOP_TIMEOUT_MS) {
  const t0 = performance.now();
  if (!proc.exited) proc.child.kill('SIGTERM');
  /** @type {NodeJS.Timeout | undefined} */
  let handle;
  const timer = new Promise((resolve) => {
    handle = setTimeout(resolve, timeoutMs);
  }).then(() => /** @type {const} */ ('timeout'));
  const outcome = await Promise.race([proc.exit, timer]);
  clearTimeout(handle); // a pending timer would keep the bench alive after its report
  if (outcome === 'timeout') {
    proc.child.kill('SIGKILL');
    const { code, signal } = await proc.exit;
    return { clean: false, code, signal, ms: performance.now() - t0 };
  }
  return { clean: outcome.code === 0, code: outcome.code, signal: outcome.signal, ms: performance.now() - t0 };
}

/**
 * Polls `urlPath` every ~20 ms until it answers 200; returns ms since the process was spawned.
 * @param {Proc} proc
 * @param {number} port
 * @param {string} urlPath
 * @param {number} timeoutMs
 */
export async function waitReady(proc, port, urlPath, timeoutMs) {
  for (;;) {
    if (proc.exited) {
      const { code, signal } = await proc.exit;
      throw new Error(`${proc.name} exited (code ${code}, signal ${signal}) before answering ${urlPath}:\n    ${proc.tail.join('\n    ')}`);
    }
    const elapsed = performance.now() - proc.startedAt;
    if (elapsed > timeoutMs) throw new Error(`${proc.name} did not answer ${urlPath} with 200 within ${timeoutMs / 1000} s:\n    ${proc.tail.join('\n    ')}`);
    const ok = await request(port, urlPath, { timeoutMs: 1000 }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return performance.now() - proc.startedAt;
    await sleep(POLL_MS);
  }
}

/**
 * Nearest-rank percentile of sorted numbers.
 * @param {number[]} sorted
 * @param {number} q
 */
function pct(sorted, q) {
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? null) : null;
}

/** @param {number[]} values */
export function stats(values) {
  const s = [...values].sort((a, b) => a - b);
  return { n: s.length, p50: pct(s, 0.5), p95: pct(s, 0.95), max: s.at(-1) ?? null, avg: s.reduce((a, b) => a + b, 0) / (s.length || 1) };
}

// ───────────────────────────── PostgreSQL throwaway database ─────────────────────────────

/** @param {string} dbName the URL of `dbName` on the admin server */
export function databaseUrl(dbName) {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${dbName}`;
  return url.toString();
}

/**
 * @param {string} url
 * @param {(c: pg.Client) => Promise<void>} fn
 */
export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** @returns {Promise<string | null>} why PostgreSQL can't be used, or null when it answers */
export async function postgresUnavailable() {
  try {
    await withClient(PG_ADMIN_URL, async (c) => void (await c.query('select 1')));
    return null;
  } catch (err) {
    return `no PostgreSQL answers at ${redact(PG_ADMIN_URL)} (${errorText(err) || 'connection failed'})`;
  }
}

/** @param {string} url */
export function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/**
 * Creates `<prefix>_<pid>_<time>` on the admin server; cleanup() drops it.
 * @param {string} prefix
 */
export async function createDatabase(prefix) {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await withClient(PG_ADMIN_URL, async (c) => void (await c.query(`CREATE DATABASE "${name}"`)));
  databases.add(name);
  return name;
}

/** @param {string} name */
export async function dropDatabase(name) {
  try {
    // WITH (FORCE) (PostgreSQL 13+) also ends connections a killed server may have left behind.
    await withClient(PG_ADMIN_URL, async (c) => void (await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));
    databases.delete(name);
  } catch (err) {
    console.error(`bench: could not drop database ${name}: ${errorText(err)} — drop it by hand`);
  }
}
