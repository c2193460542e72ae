// `npm run bench:backup` (docs/decisions/131-backups.md): what does a backup of 2,000 pictures cost the
// server's memory? For each engine: the BUILT server on fresh data with the demo shop (its first start
// makes the owner and writes the password to OWNER_PASSWORD_FILE), stopped; BENCH_BACKUP_PICTURES
// pictures (default 2,000, incompressible bytes of 40–240 KB like WebP renditions) written into its
// media folder. Then three backups while the shop serves:
//   1. restarted as by default (no backup configured): "Download a backup" (GET /api/admin/backup),
//      the archive streamed to the bench, which counts it;
//   2. restarted with BACKUP_DIR: the daily backup the start takes, from the first answer until the
//      status shows it;
//   3. then "Back up now" (POST /api/admin/backup): the archive written into BACKUP_DIR (skipped when
//      the measured build has no such route, e.g. an older one given with BENCH_SERVER).
// Memory is measured as `npm run bench` does (peak = max(VmHWM, VmRSS sampled every 100 ms)), with VmHWM
// reset through /proc/<pid>/clear_refs just before each backup, as bench/uploads.mjs does, so the peak is
// the backup's. Budget: the server's peak RSS while serving, ≤ 200 MB (bench/README.md). pg_dump is a
// process of its own and is not counted. Prints a table, writes bench/results/backup-latest.json; exits
// 1 when the budget is missed.
// Env: BENCH_ENGINES=pglite,postgres  BENCH_BACKUP_PICTURES=2000  BENCH_BACKUP_PORT=3223
//      BENCH_SERVER=<another built server.js>
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  BENCH_DIR,
  ENGINE_LABEL,
  HEALTH_PATH,
  ROOT,
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
  sleep,
  startProc,
  stopProc,
  tempDirs,
  waitReady,
} from './lib.mjs';

/** @typedef {import('./lib.mjs').Proc} Proc */

const RESULTS_FILE = path.join(BENCH_DIR, 'results', 'backup-latest.json');
const settings = {
  port: Math.round(positiveNumber('BENCH_BACKUP_PORT', 3223)),
  pictures: Math.round(positiveNumber('BENCH_BACKUP_PICTURES', 2000)),
  engines: parseEngines(),
};
/** `npm run bench`'s budget for the server's peak RSS while serving (bench/README.md). */
const BUDGET_MB = 200;
/** What `npm start` sets before node starts (docs/decisions/007-images.md; bench/uploads.mjs). */
const SERVER_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
const OWNER_EMAIL = 'owner@atelier.local';
const MB = 1024;

// ───────────────────────────── memory (npm run bench's method) ─────────────────────────────

/** @param {number} pid @param {'VmRSS' | 'VmHWM'} key @returns {number | null} kB */
function readKb(pid, key) {
  try {
    const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Resets VmHWM to the current RSS, then samples VmRSS every 100 ms; stop() returns the peak in MB
 * (max of VmHWM and the samples, as bench/run.mjs's watchRss).
 * @param {number} pid
 */
function watchPeak(pid) {
  let reset = true;
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    reset = false;
  }
  let peakKb = 0;
  const sample = () => {
    for (const key of /** @type {const} */ (['VmHWM', 'VmRSS'])) {
      if (key === 'VmHWM' && !reset) continue;
      const kb = readKb(pid, key);
      if (kb !== null) peakKb = Math.max(peakKb, kb);
    }
  };
  sample();
  const timer = setInterval(sample, 100);
  timer.unref(); // a failed run must not keep the bench alive
  return {
    stop() {
      sample();
      clearInterval(timer);
      return { peakMb: peakKb / MB, source: reset ? 'VmHWM (reset before) and VmRSS every 100 ms' : 'VmRSS every 100 ms' };
    },
  };
}

// ───────────────────────────── the shop ─────────────────────────────

/**
 * `count` pictures of random bytes (incompressible, as WebP is), 40–240 KB each, under media/bench/.
 * @param {string} mediaDir
 * @param {number} count
 */
function writePictures(mediaDir, count) {
  const dir = path.join(mediaDir, 'bench');
  fs.mkdirSync(dir, { recursive: true });
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const size = 40 * 1024 + ((i * 7919) % 200) * 1024;
    fs.writeFileSync(path.join(dir, `picture-${String(i).padStart(4, '0')}-640.webp`), crypto.randomBytes(size));
    bytes += size;
  }
  return bytes;
}

/** @param {string} dataDir @returns {Promise<string>} the owner's bearer token */
async function signInOwner(dataDir) {
  const password = fs.readFileSync(path.join(dataDir, 'owner-password'), 'utf8').trim();
  const login = await request(settings.port, '/api/auth/login', { method: 'POST', timeoutMs: 30_000, json: { email: OWNER_EMAIL, password } });
  if (login.status !== 200) throw new Error(`POST /api/auth/login answered ${login.status}: ${login.body.toString().slice(0, 300)}`);
  return JSON.parse(login.body.toString()).token;
}

/**
 * Waits until the backup status shows a good backup taken after `since` (the daily one the start takes).
 * @param {Record<string, string>} auth
 * @param {Date} since
 */
async function waitForDailyBackup(auth, since) {
  const t0 = performance.now();
  for (;;) {
    const res = await request(settings.port, '/api/admin/backup/status', { timeoutMs: 10_000, headers: auth });
    if (res.status !== 200) throw new Error(`GET /api/admin/backup/status answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
    const { backup } = JSON.parse(res.body.toString());
    if (backup.last_success && new Date(backup.last_success.at) >= since) return { ms: performance.now() - t0, bytes: backup.last_success.bytes, pictures: backup.last_success.counts.pictures };
    if (backup.last_failure) throw new Error(`the daily backup failed: ${backup.last_failure.reason}`);
    if (performance.now() - t0 > 600_000) throw new Error('the daily backup took more than 10 minutes');
    await sleep(500);
  }
}

/**
 * One request whose answer is read to the end and counted, not kept.
 * @param {string} method
 * @param {string} urlPath
 * @param {Record<string, string>} headers
 * @returns {Promise<{ status: number, bytes: number, ms: number, last: string }>}
 */
function drain(method, urlPath, headers) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request({ host: '127.0.0.1', port: settings.port, path: urlPath, method, headers, agent: false, timeout: 600_000 }, (res) => {
      let bytes = 0;
      let tail = '';
      res.on('data', (/** @type {Buffer} */ chunk) => {
        bytes += chunk.length;
        tail = (tail + chunk.toString('latin1')).slice(-2000);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - t0, last: tail.trim().split('\n').at(-1) ?? '' }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

/**
 * Measures one backup: the server's peak RSS from just before the request to its last byte.
 * @param {Proc} app
 * @param {string} name
 * @param {() => Promise<{ status: number, bytes: number, ms: number, last: string }>} run
 * @param {(r: { status: number, bytes: number, ms: number, last: string }) => number | null} archiveBytes
 */
async function measure(app, name, run, archiveBytes) {
  await sleep(2000);
  const beforeMb = (readKb(app.pid, 'VmRSS') ?? 0) / MB;
  const watch = watchPeak(app.pid);
  progress(`${name}…`);
  const res = await run();
  const { peakMb, source } = watch.stop();
  if (res.status === 404) return { name, skipped: 'this build has no such route' };
  if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${res.last.slice(0, 300)}`);
  const bytes = archiveBytes(res);
  return { name, beforeMb, peakMb, riseMb: peakMb - beforeMb, seconds: res.ms / 1000, archiveMb: bytes === null ? null : bytes / 1_048_576, peakSource: source, pass: peakMb <= BUDGET_MB };
}

// ───────────────────────────── one engine ─────────────────────────────

/** @param {'pglite' | 'postgres'} engine */
async function benchEngine(engine) {
  const label = ENGINE_LABEL[engine];
  if (engine === 'postgres') {
    const why = await postgresUnavailable();
    if (why) return { engine, skipped: why };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `atelier-bench-backup-${engine}-`));
  tempDirs.add(dataDir);
  /** @type {string | undefined} */
  let dbName;
  /** @type {Proc | undefined} */
  let app;
  try {
    /** @type {Record<string, string>} */
    const env = {
      ...SERVER_MALLOC_ENV,
      PORT: String(settings.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      OWNER_PASSWORD_FILE: path.join(dataDir, 'owner-password'),
    };
    if (engine === 'postgres') {
      dbName = await createDatabase('atelier_bench_backup');
      env.DATABASE_URL = databaseUrl(dbName);
    }
    progress(`${label}: first start (migrate + seed the demo shop)…`);
    app = startProc(`api (${label}, first start)`, SERVER, env);
    await waitReady(app, settings.port, HEALTH_PATH, 300_000);
    await stopProc(app);
    progress(`${label}: writing ${settings.pictures} pictures into the media folder…`);
    const pictureBytes = writePictures(path.join(dataDir, 'media'), settings.pictures);
    const picturesTotal = fs.readdirSync(path.join(dataDir, 'media'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

    // A: no backup configured, as a shop starts by default; the owner downloads one.
    progress(`${label}: restarting…`);
    app = startProc(`api (${label})`, SERVER, env);
    await waitReady(app, settings.port, HEALTH_PATH, 60_000);
    let auth = { authorization: `Bearer ${await signInOwner(dataDir)}` };
    await sleep(3000);
    const idleMb = (readKb(app.pid, 'VmRSS') ?? 0) / MB;
    const runs = [];
    runs.push(
      await measure(
        app,
        `${label}: download a backup (GET /api/admin/backup)`,
        () => drain('GET', '/api/admin/backup', auth),
        (r) => r.bytes,
      ),
    );
    await stopProc(app);

    // B: BACKUP_DIR set: the daily backup runs as the server starts (measured from the first answer
    // of /api/health to its end), then the owner backs up now.
    progress(`${label}: restarting with BACKUP_DIR (the daily backup runs at start)…`);
    const restartedAt = new Date();
    app = startProc(`api (${label}, BACKUP_DIR)`, SERVER, { ...env, BACKUP_DIR: path.join(dataDir, 'backups') });
    await waitReady(app, settings.port, HEALTH_PATH, 60_000);
    const readyMb = (readKb(app.pid, 'VmRSS') ?? 0) / MB;
    const watch = watchPeak(app.pid);
    auth = { authorization: `Bearer ${await signInOwner(dataDir)}` };
    const daily = { ...(await waitForDailyBackup(auth, restartedAt)), readyMb, ...watch.stop() };
    runs.push(
      await measure(
        app,
        `${label}: back up now (POST /api/admin/backup)`,
        () => drain('POST', '/api/admin/backup', auth),
        (r) => {
          const last = JSON.parse(r.last);
          if (last.step !== 'done') throw new Error(`"back up now" ended with ${r.last.slice(0, 300)}`);
          return last.backup.bytes;
        },
      ),
    );
    if (app.exited) throw new Error(`the server exited during the backups:\n    ${app.tail.join('\n    ')}`);
    return { engine, idleMb, pictures: picturesTotal, benchPictures: settings.pictures, pictureMb: pictureBytes / 1_048_576, daily, runs };
  } catch (err) {
    progress(`${label}: FAILED — ${errorText(err)}`);
    return { engine, error: errorText(err) };
  } finally {
    if (app) await stopProc(app);
    if (dbName) await dropDatabase(dbName);
    removeDir(dataDir);
  }
}

// ───────────────────────────── report ─────────────────────────────

/** @param {number | null | undefined} n @param {number} [digits] */
const fmt = (n, digits = 0) => (n === null || n === undefined ? '—' : n.toFixed(digits));

/** @param {any[]} engines */
function printReport(engines) {
  const out = ['', `Atelier backup memory — ${new Date().toISOString()} — ${os.cpus().length} CPUs, Node ${process.version}`];
  out.push(
    `server: ${path.relative(ROOT, SERVER)} with ${Object.entries(SERVER_MALLOC_ENV)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}; budget: peak RSS ≤ ${BUDGET_MB} MB`,
    '',
  );
  for (const e of engines) {
    const label = ENGINE_LABEL[e.engine];
    if (e.skipped || e.error) {
      out.push(`${label}: ${e.skipped ? `skipped — ${e.skipped}` : `failed — ${e.error}`}`, '');
      continue;
    }
    out.push(`${label}: ${e.pictures} pictures (${e.benchPictures} of the bench's, ${fmt(e.pictureMb)} MB, and the demo's); idle after a restart: ${fmt(e.idleMb)} MB`);
    out.push(
      `  the daily backup as the server starts with BACKUP_DIR: ${fmt(e.daily.readyMb)} MB at the first answer, peak ${fmt(e.daily.peakMb)} MB until it was recorded (${fmt(e.daily.ms / 1000, 1)} s after the sign-in; ${fmt(e.daily.bytes / 1_048_576)} MB) ${e.daily.peakMb <= BUDGET_MB ? 'met' : 'MISSED'}`,
    );
    out.push(`  ${'backup'.padEnd(56)} ${'time (s)'.padStart(8)} ${'archive'.padStart(8)} ${'before'.padStart(7)} ${'peak'.padStart(6)} ${'rise'.padStart(6)}  budget`);
    for (const r of e.runs) {
      if (r.skipped) {
        out.push(`  ${r.name.padEnd(56)} skipped: ${r.skipped}`);
        continue;
      }
      out.push(
        `  ${r.name.padEnd(56)} ${fmt(r.seconds, 1).padStart(8)} ${`${fmt(r.archiveMb)} MB`.padStart(8)} ${fmt(r.beforeMb).padStart(7)} ${fmt(r.peakMb).padStart(6)} ${`+${fmt(r.riseMb)}`.padStart(6)}  ${r.pass ? 'met' : 'MISSED'}`,
      );
    }
    out.push('');
  }
  out.push('RSS in MB (1 MB = 1024 kB) of the server process; "before": just before the request; peak: VmHWM (reset before) and VmRSS every 100 ms.');
  console.log(out.join('\n'));
}

async function main() {
  if (!fs.existsSync(SERVER)) throw new Error(`${path.relative(ROOT, SERVER)} not found: build the API first (npm run build -w @atelier/contracts && npm run build -w @atelier/api)`);
  if (!(await portFree(settings.port))) throw new Error(`port ${settings.port} is already in use; pick another with BENCH_BACKUP_PORT`);
  const loadBefore = os.loadavg()[0];
  /** @type {any[]} */
  const engines = [];
  for (const engine of settings.engines) engines.push(await benchEngine(engine));
  const loadAfter = os.loadavg()[0];
  printReport(engines);
  console.log(`Load average (1 min): ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after.`);
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify({ date: new Date().toISOString(), loadAverage1m: { before: loadBefore, after: loadAfter }, settings, budgetMb: BUDGET_MB, engines }, null, 2)}\n`);
  return engines.some((e) => e.error || e.daily?.peakMb > BUDGET_MB || e.runs?.some((/** @type {{ pass?: boolean, skipped?: string }} */ r) => !r.skipped && !r.pass)) ? 1 : 0;
}

await runMain(main);
