// `npm run bench:login` (issue 3, hardening): does a login for an unknown address cost the same time
// as a wrong password for a real account, and get the same answer? For each engine: fresh data, the
// BUILT server (apps/api/dist/server.js) without the demo catalog and with the per-IP limit lifted,
// 2N accounts created through POST /api/users, then rounds of interleaved logins: a wrong password
// for account i, an unknown address i, the right password for account N+i (unverified, so the answer
// is 401 needsVerification after the same argon2 check). At most 4 failures per address, under the
// lock of 5 (a refused unverified login counts as one). Timed client-side, sequentially, on one keep-alive connection. Prints p50 / p95 per
// kind and the unknown / wrong ratio; writes bench/results/login-latest.json. Reports only.
// Env: BENCH_ENGINES=pglite,postgres  BENCH_LOGIN_ACCOUNTS=25  BENCH_LOGIN_ROUNDS=4  BENCH_LOGIN_PORT=3221
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
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
  startProc,
  stats,
  stopProc,
  tempDirs,
  waitReady,
} from './lib.mjs';

/** @typedef {import('./lib.mjs').Proc} Proc */

const RESULTS_FILE = path.join(BENCH_DIR, 'results', 'login-latest.json');
const settings = {
  accounts: Math.round(positiveNumber('BENCH_LOGIN_ACCOUNTS', 25)),
  // A fifth failure in 15 minutes locks an address (429), so each address fails at most 4 times.
  rounds: Math.min(4, Math.round(positiveNumber('BENCH_LOGIN_ROUNDS', 4))),
  port: Math.round(positiveNumber('BENCH_LOGIN_PORT', 3221)),
  engines: parseEngines(),
};
const PASSWORD = 'bench-password-1';

/** @typedef {'wrong password' | 'unknown account' | 'right password (unverified)'} Kind */
/** @type {Kind[]} */
const KINDS = ['wrong password', 'unknown account', 'right password (unverified)'];

/** @param {'pglite' | 'postgres'} engine */
async function benchEngine(engine) {
  const label = ENGINE_LABEL[engine];
  if (engine === 'postgres') {
    const why = await postgresUnavailable();
    if (why) return { engine, skipped: why };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `atelier-bench-login-${engine}-`));
  tempDirs.add(dataDir);
  /** @type {string | undefined} */
  let dbName;
  /** @type {Proc | undefined} */
  let app;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    /** @type {Record<string, string>} */
    const env = { PORT: String(settings.port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', SEED_ON_EMPTY: 'false', RATE_LIMIT_AUTH_PER_MINUTE: '100000' };
    if (engine === 'postgres') {
      dbName = await createDatabase('atelier_bench_login');
      env.DATABASE_URL = databaseUrl(dbName);
    }
    progress(`${label}: starting the server…`);
    app = startProc(`api (${label})`, SERVER, env);
    await waitReady(app, settings.port, HEALTH_PATH, 120_000);

    const run = Date.now().toString(36);
    const known = Array.from({ length: settings.accounts }, (_, i) => `bench.${run}.${i}@example.com`);
    const unverified = known.map((email) => `right.${email}`);
    progress(`${label}: creating ${2 * settings.accounts} accounts…`);
    for (const email of [...known, ...unverified]) {
      const r = await request(settings.port, '/api/users', { method: 'POST', agent, timeoutMs: 30_000, json: { name: 'Bench Customer', email, phone: '+250788123456', password: PASSWORD } });
      if (r.status !== 201) throw new Error(`POST /api/users answered ${r.status}: ${r.body.toString().slice(0, 200)}`);
    }

    /** @type {Record<Kind, number[]>} */
    const times = { 'wrong password': [], 'unknown account': [], 'right password (unverified)': [] };
    /** @type {Record<Kind, Set<string>>} */
    const answers = { 'wrong password': new Set(), 'unknown account': new Set(), 'right password (unverified)': new Set() };
    /** @param {Kind} kind @param {string} email @param {string} password */
    const login = async (kind, email, password) => {
      const r = await request(settings.port, '/api/auth/login', { method: 'POST', agent, timeoutMs: 30_000, json: { email, password } });
      times[kind].push(r.ms);
      answers[kind].add(`${r.status} ${r.body.toString()}`);
    };
    progress(`${label}: ${settings.rounds} rounds × ${settings.accounts} × 3 logins…`);
    // One warm-up login of each kind (JIT, connection, argon2 memory), not counted.
    await request(settings.port, '/api/auth/login', { method: 'POST', agent, timeoutMs: 30_000, json: { email: `warmup.${run}@example.com`, password: 'x' } });
    for (let round = 0; round < settings.rounds; round++) {
      for (const [i, email] of known.entries()) {
        await login('wrong password', email, `not-it-${round}`);
        await login('unknown account', `nobody.${run}.${i}@example.com`, `not-it-${round}`);
        await login('right password (unverified)', unverified[i] ?? email, PASSWORD);
      }
    }
    const latency = Object.fromEntries(KINDS.map((k) => [k, stats(times[k])]));
    const wrong = latency['wrong password'];
    const unknown = latency['unknown account'];
    return {
      engine,
      latencyMs: latency,
      ratioP50: unknown.p50 !== null && wrong.p50 ? unknown.p50 / wrong.p50 : null,
      sameAnswer: answers['wrong password'].size === 1 && [...answers['wrong password']][0] === [...answers['unknown account']][0] && answers['unknown account'].size === 1,
      answers: Object.fromEntries(KINDS.map((k) => [k, [...answers[k]]])),
    };
  } catch (err) {
    progress(`${label}: FAILED — ${errorText(err)}`);
    return { engine, error: errorText(err) };
  } finally {
    agent.destroy();
    if (app) await stopProc(app);
    if (dbName) await dropDatabase(dbName);
    removeDir(dataDir);
  }
}

/** @param {number | null | undefined} n @param {number} [digits] */
const fmt = (n, digits = 1) => (n === null || n === undefined ? '—' : n.toFixed(digits));

/** @param {any[]} engines */
function printReport(engines) {
  const out = ['', `Atelier login timing — ${new Date().toISOString()} — ${os.cpus().length} CPUs, Node ${process.version}`];
  out.push(`${settings.accounts} accounts × ${settings.rounds} rounds, one login at a time on one keep-alive connection`, '');
  for (const e of engines) {
    const label = ENGINE_LABEL[e.engine];
    if (e.skipped || e.error) {
      out.push(`${label}: ${e.skipped ? `skipped — ${e.skipped}` : `failed — ${e.error}`}`);
      continue;
    }
    out.push(`${label}`);
    for (const k of KINDS) out.push(`  ${k.padEnd(28)} p50 ${fmt(e.latencyMs[k].p50).padStart(6)} ms   p95 ${fmt(e.latencyMs[k].p95).padStart(6)} ms   (n=${e.latencyMs[k].n})`);
    out.push(`  unknown / wrong (p50)        ${fmt(e.ratioP50, 2)}   (1.00 = indistinguishable by time)`);
    out.push(`  same status and body         ${e.sameAnswer ? 'yes' : 'NO'}: ${e.answers['wrong password'].join(' | ')}`);
    out.push('');
  }
  console.log(out.join('\n'));
}

async function main() {
  if (!fs.existsSync(SERVER)) throw new Error(`${path.relative(ROOT, SERVER)} not found: build the API first (npm run build -w @atelier/contracts && npm run build -w @atelier/api)`);
  if (!(await portFree(settings.port))) throw new Error(`port ${settings.port} is already in use; pick another with BENCH_LOGIN_PORT`);
  const loadBefore = os.loadavg()[0];
  /** @type {any[]} */
  const engines = [];
  for (const engine of settings.engines) engines.push(await benchEngine(engine));
  const loadAfter = os.loadavg()[0];
  printReport(engines);
  console.log(`Load average (1 min): ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after.`);
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify({ date: new Date().toISOString(), loadAverage1m: { before: loadBefore, after: loadAfter }, settings, engines }, null, 2)}\n`);
  return engines.some((e) => e.error) ? 1 : 0;
}

await runMain(main);
