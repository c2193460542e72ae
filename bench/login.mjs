// `npm run bench:login` (docs/decisions/006-codes-and-tokens.md, hardening): does a login for an
// unknown address cost the same time as a wrong password for a real account, and get the same answer?
// And do the two code-mailing endpoints (resend-verification, forgot-password) answer a real account as
// fast, and the same, as an unknown address? For each engine: fresh data, the BUILT server
// (apps/api/dist/server.js) without the demo catalog and with the per-IP limits lifted, 2N accounts
// created through POST /api/users.
// Logins: rounds of interleaved attempts: a wrong password for account i, an unknown address i, the
// right password for account N+i (unverified, so the answer is 401 needsVerification after the same
// argon2 check). At most 4 failures per address, under the throttle's 5 per address and client.
// Code mails (the server's resend interval shortened to 20 s): once the sign-up codes are older than
// that, per endpoint and account i, interleaved asks for account i and an unknown address i, several
// in a row: the first mails a code to the account, the later ones fall inside the interval. A pause of
// BENCH_CODE_GAP_MS after each request lets the work done after the reply end before the next.
// Timed client-side, sequentially, on one keep-alive connection. Prints p50 / p95 per kind and the
// unknown / known ratio of the medians; writes bench/results/login-latest.json. Reports only.
// Env: BENCH_ENGINES=pglite,postgres  BENCH_LOGIN_ACCOUNTS=25  BENCH_LOGIN_ROUNDS=4  BENCH_CODE_ROUNDS=5  BENCH_CODE_GAP_MS=100  BENCH_LOGIN_PORT=3221
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
  sleep,
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
  // A fifth failure of one address from one client makes that pair wait (429), so each fails at most 4 times.
  rounds: Math.min(4, Math.round(positiveNumber('BENCH_LOGIN_ROUNDS', 4))),
  // Asks per address and endpoint: the first mails a code, the others fall inside the resend interval.
  codeRounds: Math.round(positiveNumber('BENCH_CODE_ROUNDS', 5)),
  // These endpoints answer first and work after; the gap lets that work end, so each answer is timed on
  // an idle server (the load the work leaves behind is alike for every address, see docs/decisions/006).
  codeGapMs: Math.round(positiveNumber('BENCH_CODE_GAP_MS', 100)),
  port: Math.round(positiveNumber('BENCH_LOGIN_PORT', 3221)),
  engines: parseEngines(),
};
const PASSWORD = 'bench-password-1';
/** The server's least time between two codes for one address (CODE_RESEND_INTERVAL_SECONDS), shortened from 60 s so the bench need not wait a minute. */
const CODE_INTERVAL_S = 20;

/** @typedef {'wrong password' | 'unknown account' | 'right password (unverified)'} Kind */
/** @type {Kind[]} */
const KINDS = ['wrong password', 'unknown account', 'right password (unverified)'];

/** The code-mailing endpoints and the two kinds of address each is asked about. */
const CODE_ENDPOINTS = /** @type {const} */ ([
  ['resend-verification', '/api/auth/resend-verification', 'unverified account'],
  ['forgot-password', '/api/auth/forgot-password', 'account'],
]);

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
    const env = {
      PORT: String(settings.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_ON_EMPTY: 'false',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      LOGIN_FAILURES_PER_IP: '100000',
      CODE_RESEND_INTERVAL_SECONDS: String(CODE_INTERVAL_S),
    };
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
    const registered = Date.now();

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

    // The sign-up codes must be older than the interval, so that the first ask mails a new one.
    const waitMs = registered + CODE_INTERVAL_S * 1000 + 500 - Date.now();
    if (waitMs > 0) {
      progress(`${label}: waiting ${(waitMs / 1000).toFixed(0)} s for the sign-up codes to pass the resend interval…`);
      await sleep(waitMs);
    }
    progress(`${label}: ${settings.codeRounds} rounds × ${settings.accounts} × 2 requests on each code endpoint…`);
    const codes = [];
    for (const [name, url, knownKind] of CODE_ENDPOINTS) {
      // The first ask of a round of addresses mails a code to the known ones; later asks fall inside the 60 s interval.
      /** @type {Record<'first' | 'again', { known: number[]; unknown: number[] }>} */
      const ms = { first: { known: [], unknown: [] }, again: { known: [], unknown: [] } };
      /** @type {{ known: Set<string>; unknown: Set<string> }} */
      const seen = { known: new Set(), unknown: new Set() };
      /** @param {'first' | 'again'} when @param {'known' | 'unknown'} kind @param {string} email */
      const ask = async (when, kind, email) => {
        const r = await request(settings.port, url, { method: 'POST', agent, timeoutMs: 30_000, json: { email } });
        ms[when][kind].push(r.ms);
        seen[kind].add(`${r.status} ${r.body.toString()}`);
        await sleep(settings.codeGapMs);
      };
      await request(settings.port, url, { method: 'POST', agent, timeoutMs: 30_000, json: { email: `warmup.${name}.${run}@example.com` } });
      // Address by address, so each one's later asks come right after its first, well inside the interval.
      for (const [i, email] of known.entries()) {
        for (let round = 0; round < settings.codeRounds; round++) {
          const when = round === 0 ? 'first' : 'again';
          await ask(when, 'known', email);
          await ask(when, 'unknown', `nobody.${name}.${run}.${i}@example.com`);
        }
      }
      /** @param {'first' | 'again'} when */
      const part = (when) => {
        const k = stats(ms[when].known);
        const u = stats(ms[when].unknown);
        return { known: k, unknown: u, ratioP50: u.p50 !== null && k.p50 ? u.p50 / k.p50 : null };
      };
      const answersSeen = [...new Set([...seen.known, ...seen.unknown])];
      codes.push({
        endpoint: name,
        knownKind,
        first: part('first'),
        again: part('again'),
        sameAnswer: answersSeen.length === 1,
        answers: answersSeen,
      });
    }
    return {
      engine,
      latencyMs: latency,
      ratioP50: unknown.p50 !== null && wrong.p50 ? unknown.p50 / wrong.p50 : null,
      sameAnswer: answers['wrong password'].size === 1 && [...answers['wrong password']][0] === [...answers['unknown account']][0] && answers['unknown account'].size === 1,
      answers: Object.fromEntries(KINDS.map((k) => [k, [...answers[k]]])),
      codes,
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
  out.push(`${settings.accounts} accounts × ${settings.rounds} login rounds and ${settings.codeRounds} code rounds, one request at a time on one keep-alive connection`, '');
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
    for (const c of e.codes) {
      /** @param {any} x */
      const cell = (x) => `p50 ${fmt(x.p50).padStart(6)} ms  p95 ${fmt(x.p95).padStart(6)} ms`.padEnd(34);
      out.push(
        `${`  POST /api/auth/${c.endpoint}`.padEnd(39)}${`first ask (n=${c.first.known.n} + ${c.first.unknown.n})`.padEnd(35)}asked again within the interval (n=${c.again.known.n} + ${c.again.unknown.n})`,
      );
      out.push(`    ${c.knownKind.padEnd(34)} ${cell(c.first.known)} ${cell(c.again.known)}`);
      out.push(`    ${'unknown address'.padEnd(34)} ${cell(c.first.unknown)} ${cell(c.again.unknown)}`);
      out.push(`    ${'unknown / known (p50)'.padEnd(34)} ${fmt(c.first.ratioP50, 2).padEnd(34)} ${fmt(c.again.ratioP50, 2)}`);
      const shown = c.answers
        .slice(0, 2)
        .map((/** @type {string} */ a) => a.slice(0, 100))
        .join(' | ');
      out.push(`    same status and body               ${c.sameAnswer ? 'yes' : `NO (${c.answers.length} different answers)`}: ${shown}`);
    }
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
