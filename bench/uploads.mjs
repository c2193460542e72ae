// `npm run bench:uploads` (docs/decisions/007-images.md, Limits and memory): what do pictures cost the
// server's memory? For each engine: a fresh data folder or database, the BUILT server (started once to
// create it, then restarted as on any later day), no demo catalog, the per-IP sign-up limit lifted.
// Then three bursts of 8 anonymous sign-ups with a picture (POST /api/users, multipart), all sent at
// once:
//   1. the worst picture the cap accepts, from 8 clients (8 loopback addresses 127.0.0.2–9);
//   2. the picture of docs/decisions/007's context, a blank 6324 × 6324 PNG (40 MP in ~130 KB), from 8
//      clients;
//   3. the worst picture again, all 8 from one client (127.0.0.1).
// The server's resident memory (/proc/<pid>/status VmRSS) is sampled every 100 ms, and its peak
// (VmHWM, reset through /proc/<pid>/clear_refs before each burst) read after it, from the burst
// until 30 s after its last answer. Targets: peak < 400 MB, back under 250 MB within 30 s.
// Prints a table, writes bench/results/uploads-latest.json; exits 1 when a target is missed.
// The server gets the allocator settings `npm start` gives it (SERVER_MALLOC_ENV).
// Env: BENCH_ENGINES=pglite,postgres  BENCH_UPLOADS_PORT=3222  BENCH_UPLOADS_COUNT=8
//      BENCH_UPLOADS_SETTLE=30 (s)  BENCH_UPLOADS_SERVER=<another built server.js, e.g. main's>
//      BENCH_UPLOADS_MALLOC=default (glibc's own settings instead of npm start's)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
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
  runMain,
  sleep,
  startProc,
  stopProc,
  tempDirs,
  waitReady,
} from './lib.mjs';

/** @typedef {import('./lib.mjs').Proc} Proc */

const RESULTS_FILE = path.join(BENCH_DIR, 'results', 'uploads-latest.json');
const settings = {
  port: Math.round(positiveNumber('BENCH_UPLOADS_PORT', 3222)),
  count: Math.round(positiveNumber('BENCH_UPLOADS_COUNT', 8)),
  settleS: positiveNumber('BENCH_UPLOADS_SETTLE', 30),
  server: process.env.BENCH_UPLOADS_SERVER ? path.resolve(process.env.BENCH_UPLOADS_SERVER) : SERVER,
  engines: parseEngines(),
};
const TARGETS = { peakMb: 400, settledMb: 250 };
/**
 * What `npm start` sets before node starts (glibc reads them once, so the server can't set them
 * itself): two malloc arenas, and every block of 128 KB or more mapped on its own and given back
 * when freed. Without them, glibc keeps what libvips freed on other threads (docs/decisions/007).
 * @type {Record<string, string>}
 */
const SERVER_MALLOC_ENV = process.env.BENCH_UPLOADS_MALLOC === 'default' ? {} : { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
const MB = 1024;

// ───────────────────────────── pictures ─────────────────────────────

/**
 * The costliest picture to decode that the limits accept (docs/decisions/007-images.md): a
 * progressive CMYK JPEG without chroma subsampling, 3620 × 3620 (13.1 MP, the most its decode
 * estimate of 8 bytes a pixel allows), whose decoder keeps every coefficient of the whole picture.
 * Blank, so it is only ~200 KB.
 */
const worstPicture = () =>
  sharp({ create: { width: 3620, height: 3620, channels: 3, background: '#fff' } })
    .toColourspace('cmyk')
    .jpeg({ quality: 100, progressive: true, chromaSubsampling: '4:4:4' })
    .toBuffer();
/** The picture of docs/decisions/007's context: 40 MP of blank PNG, compressed to ~130 KB. */
const blankPicture = () =>
  sharp({ create: { width: 6324, height: 6324, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/**
 * A sign-up as a multipart form with a picture.
 * @param {Record<string, string>} fields
 * @param {Buffer} picture
 */
function signUpForm(fields, picture) {
  const boundary = `----atelierbench${Math.random().toString(16).slice(2)}`;
  /** @type {Buffer[]} */
  const chunks = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  chunks.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="profileImage"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * POST /api/users from a given local address (each loopback address is a client of its own).
 * @param {string} localAddress
 * @param {{ body: Buffer, contentType: string }} form
 * @returns {Promise<{ status: number, ms: number, error?: string }>}
 */
function postSignUp(localAddress, form) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port: settings.port,
        localAddress,
        path: '/api/users',
        method: 'POST',
        agent: false,
        timeout: 120_000,
        headers: { 'content-type': form.contentType, 'content-length': String(form.body.length) },
      },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString();
          resolve({ status, ms: performance.now() - t0, ...(status >= 300 ? { error: text.slice(0, 200) } : {}) });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve({ status: 0, ms: performance.now() - t0, error: errorText(err) }));
    req.end(form.body);
  });
}

// ───────────────────────────── memory ─────────────────────────────

/** @param {number} pid @param {'VmRSS' | 'VmHWM'} key @returns {number | null} kB */
function readKb(pid, key) {
  try {
    const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/** Resets the process's peak RSS (VmHWM) to its current RSS (Linux ≥ 4.0); false when not allowed. @param {number} pid */
function resetPeak(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

// ───────────────────────────── one burst ─────────────────────────────

/**
 * Sends `count` sign-ups at once, samples RSS until `settleS` after the last answer.
 * @param {Proc} app
 * @param {string} name
 * @param {Buffer} picture
 * @param {(i: number) => string} addressOf
 */
async function burst(app, name, picture, addressOf) {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const forms = Array.from({ length: settings.count }, (_, i) =>
    signUpForm({ name: 'Bench Customer', email: `upload.${run}.${i}@example.com`, phone: '+250788123456', password: 'bench-password-1' }, picture),
  );
  await sleep(1000);
  const beforeKb = readKb(app.pid, 'VmRSS');
  const peakReset = resetPeak(app.pid);
  /** @type {Array<{ t: number, kb: number }>} */
  const samples = [];
  const t0 = performance.now();
  const sample = () => {
    const kb = readKb(app.pid, 'VmRSS');
    if (kb !== null) samples.push({ t: performance.now() - t0, kb });
  };
  sample();
  const timer = setInterval(sample, 100);
  progress(`${name}: ${settings.count} sign-ups with a ${Math.round(picture.length / 1024)} KB picture…`);
  const answers = await Promise.all(forms.map((form, i) => postSignUp(addressOf(i), form)));
  const answeredAt = performance.now() - t0;
  const peakKbAtAnswers = Math.max(...samples.map((s) => s.kb), (peakReset && readKb(app.pid, 'VmHWM')) || 0);
  await sleep(settings.settleS * 1000);
  sample();
  clearInterval(timer);
  const hwm = peakReset ? readKb(app.pid, 'VmHWM') : null;
  const peakKb = Math.max(...samples.map((s) => s.kb), hwm ?? 0);
  const settled = samples.find((s) => s.t >= answeredAt && s.kb < TARGETS.settledMb * MB);
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const errors = [...new Set(answers.filter((a) => a.error).map((a) => `${a.status} ${a.error}`))];
  return {
    name,
    pictureBytes: picture.length,
    statuses,
    errors,
    answersMs: { first: Math.min(...answers.map((a) => a.ms)), last: answeredAt },
    rssMb: {
      before: beforeKb === null ? null : beforeKb / MB,
      peak: peakKb / MB,
      peakWhileAnswering: peakKbAtAnswers / MB,
      afterSettle: (samples.at(-1)?.kb ?? 0) / MB,
    },
    peakSource: peakReset ? 'VmHWM (reset before the burst) and VmRSS every 100 ms' : 'VmRSS every 100 ms',
    underSettledTargetAfterMs: settled ? settled.t - answeredAt : null,
    pass: peakKb < TARGETS.peakMb * MB && settled !== undefined && settled.t - answeredAt <= settings.settleS * 1000,
  };
}

// ───────────────────────────── one engine ─────────────────────────────

/** @param {'pglite' | 'postgres'} engine @param {{ worst: Buffer, blank: Buffer }} pictures */
async function benchEngine(engine, pictures) {
  const label = ENGINE_LABEL[engine];
  if (engine === 'postgres') {
    const why = await postgresUnavailable();
    if (why) return { engine, skipped: why };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `atelier-bench-uploads-${engine}-`));
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
      SEED_ON_EMPTY: 'false',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    };
    if (engine === 'postgres') {
      dbName = await createDatabase('atelier_bench_uploads');
      env.DATABASE_URL = databaseUrl(dbName);
    }
    // The first start creates the database (PGlite's initdb alone peaks near 700 MB in-process);
    // the figures are for a restarted server, as it runs every later day.
    progress(`${label}: creating the database…`);
    app = startProc(`api (${label}, first start)`, settings.server, env);
    await waitReady(app, settings.port, HEALTH_PATH, 180_000);
    await stopProc(app);
    progress(`${label}: restarting the server…`);
    app = startProc(`api (${label})`, settings.server, env);
    await waitReady(app, settings.port, HEALTH_PATH, 60_000);
    await sleep(2000);
    const idleMb = (readKb(app.pid, 'VmRSS') ?? 0) / MB;

    const bursts = [];
    bursts.push(await burst(app, `worst picture at the cap, ${settings.count} clients`, pictures.worst, (i) => `127.0.0.${2 + i}`));
    bursts.push(await burst(app, `decision 007's blank 6324 × 6324 PNG, ${settings.count} clients`, pictures.blank, (i) => `127.0.0.${2 + i}`));
    bursts.push(await burst(app, `worst picture at the cap, 1 client`, pictures.worst, () => '127.0.0.1'));
    if (app.exited) throw new Error(`the server exited during the bursts:\n    ${app.tail.join('\n    ')}`);
    return { engine, idleMb, bursts };
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
  const out = ['', `Atelier upload memory — ${new Date().toISOString()} — ${os.cpus().length} CPUs, Node ${process.version}`];
  out.push(
    `server: ${path.relative(ROOT, settings.server)} with ${
      Object.entries(SERVER_MALLOC_ENV)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ') || "glibc's default malloc settings"
    }; ${settings.count} sign-ups with a picture at once per burst; targets: peak < ${TARGETS.peakMb} MB, < ${TARGETS.settledMb} MB within ${settings.settleS} s`,
    '',
  );
  for (const e of engines) {
    const label = ENGINE_LABEL[e.engine];
    if (e.skipped || e.error) {
      out.push(`${label}: ${e.skipped ? `skipped — ${e.skipped}` : `failed — ${e.error}`}`, '');
      continue;
    }
    out.push(`${label} (idle after restart: ${fmt(e.idleMb)} MB)`);
    out.push(
      `  ${'burst'.padEnd(46)} ${'answers'.padEnd(18)} ${'last (s)'.padStart(8)} ${'before'.padStart(7)} ${'peak'.padStart(6)} ${`+${settings.settleS} s`.padStart(6)} ${`<${TARGETS.settledMb} after`.padStart(11)}  target`,
    );
    for (const b of e.bursts) {
      const answers = Object.entries(b.statuses)
        .map(([s, n]) => `${n}×${s}`)
        .join(' ');
      out.push(
        `  ${b.name.padEnd(46)} ${answers.padEnd(18)} ${fmt(b.answersMs.last / 1000, 1).padStart(8)} ${fmt(b.rssMb.before).padStart(7)} ${fmt(b.rssMb.peak).padStart(6)} ${fmt(b.rssMb.afterSettle).padStart(6)} ${(b.underSettledTargetAfterMs === null ? 'never' : `${fmt(b.underSettledTargetAfterMs / 1000, 1)} s`).padStart(11)}  ${b.pass ? 'met' : 'MISSED'}`,
      );
      for (const err of b.errors) out.push(`      ${err}`);
    }
    out.push('');
  }
  out.push(`RSS in MB (1 MB = 1024 kB). "before": just before the burst; "+${settings.settleS} s": that long after its last answer.`);
  console.log(out.join('\n'));
}

async function main() {
  if (!fs.existsSync(settings.server)) throw new Error(`${path.relative(ROOT, settings.server)} not found: build the API first (npm run build -w @atelier/contracts && npm run build -w @atelier/api)`);
  if (!(await portFree(settings.port))) throw new Error(`port ${settings.port} is already in use; pick another with BENCH_UPLOADS_PORT`);
  const pictures = { worst: await worstPicture(), blank: await blankPicture() };
  const loadBefore = os.loadavg()[0];
  /** @type {any[]} */
  const engines = [];
  for (const engine of settings.engines) engines.push(await benchEngine(engine, pictures));
  const loadAfter = os.loadavg()[0];
  printReport(engines);
  console.log(`Load average (1 min): ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after.`);
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ date: new Date().toISOString(), loadAverage1m: { before: loadBefore, after: loadAfter }, settings, mallocEnv: SERVER_MALLOC_ENV, targets: TARGETS, engines }, null, 2)}\n`,
  );
  return engines.some((e) => e.error || e.bursts?.some((/** @type {{ pass: boolean }} */ b) => !b.pass)) ? 1 : 0;
}

await runMain(main);
