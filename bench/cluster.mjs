// One instance against two (docs/decisions/115): throughput of GET /api/products?limit=20 on the built
// server, (1) one instance called directly, (2) the same instance behind the round-robin proxy
// (scripts/cluster-proxy.mjs, what the two-instance test uses in place of haproxy), (3) two instances
// behind the proxy. Both instances share one throwaway PostgreSQL database (migrated and seeded, no
// pictures) and Redis (CLUSTER_REDIS_URL, default redis://127.0.0.1:6379/9, a prefix of its own), with
// the reply cache on (the default). A report, not a test: it prints the figures and the load average.
//
//   npm run bench:cluster                    # builds, then runs
//   node bench/cluster.mjs                   # the API and web app must be built
//   BENCH_DURATION=10 BENCH_WARMUP=2 BENCH_CONNECTIONS=10 BENCH_CLUSTER_PORT=3230 node bench/cluster.mjs
//
// On a 2-core machine the client (autocannon, in this process), the proxy, PostgreSQL and the
// instances share the two cores: a second instance adds no core, so it cannot be expected to be faster.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { API_DIST, ROOT, SERVER, createDatabase, databaseUrl, portFree, positiveNumber, postgresUnavailable, progress, runMain, startProc, stopProc, tempDirs, waitReady } from './lib.mjs';

const BASE_PORT = positiveNumber('BENCH_CLUSTER_PORT', 3230);
const DURATION_S = positiveNumber('BENCH_DURATION', 10);
const WARMUP_S = positiveNumber('BENCH_WARMUP', 2);
const CONNECTIONS = positiveNumber('BENCH_CONNECTIONS', 10);
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const PROXY = path.join(ROOT, 'scripts/cluster-proxy.mjs');
const PATH = '/api/products?limit=20';

/**
 * autocannon on `port` for `seconds`; req/s and latency.
 * @param {number} port
 * @param {number} seconds
 */
async function load(port, seconds) {
  const r = await autocannon({ url: `http://127.0.0.1:${port}${PATH}`, connections: CONNECTIONS, pipelining: 1, duration: seconds, timeout: 10 });
  return { reqPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

await runMain(async () => {
  const why = await postgresUnavailable();
  if (why) {
    console.log(`skipped: ${why} (two instances need one PostgreSQL server)`);
    return 0;
  }
  const ports = { proxy: BASE_PORT, a: BASE_PORT + 1, b: BASE_PORT + 2 };
  for (const port of Object.values(ports)) if (!(await portFree(port))) throw new Error(`port ${port} is taken (set BENCH_CLUSTER_PORT)`);
  const name = await createDatabase('atelier_cluster');
  const url = databaseUrl(name);
  progress(`database ${name}: migrating and seeding (no pictures)`);
  const { openDatabase } = await import(pathToFileURL(path.join(API_DIST, 'db/client.js')).href);
  const { seed } = await import(pathToFileURL(path.join(API_DIST, 'db/seed/index.js')).href);
  const setup = await openDatabase({ url, poolMax: 2 });
  await setup.migrate();
  await seed(setup.db);
  await setup.close();

  /** @param {number} port */
  const instance = (port) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-cluster-'));
    tempDirs.add(dataDir);
    return startProc(`api:${port}`, SERVER, {
      DATABASE_URL: url,
      DATABASE_POOL_MAX: '5',
      REDIS_URL,
      REDIS_PREFIX: `bench-cluster-${process.pid}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
    });
  };
  const a = instance(ports.a);
  const b = instance(ports.b);
  await Promise.all([waitReady(a, ports.a, '/api/health/ready', 60_000), waitReady(b, ports.b, '/api/health/ready', 60_000)]);

  /** @type {Array<{ setup: string, loadBefore: string, loadAfter: string } & Awaited<ReturnType<typeof load>>>} */
  const rows = [];
  /**
   * @param {string} label
   * @param {number} port
   */
  const measure = async (label, port) => {
    progress(`${label}: ${WARMUP_S} s warm-up + ${DURATION_S} s`);
    await load(port, WARMUP_S);
    const loadBefore = loadavg();
    const r = await load(port, DURATION_S);
    rows.push({ setup: label, loadBefore, loadAfter: loadavg(), ...r });
  };

  await measure('one instance, direct', ports.a);
  const single = startProc('proxy:1', PROXY, {}, [String(ports.proxy), String(ports.a)]);
  await waitReady(single, ports.proxy, '/api/health/ready', 10_000);
  await measure('one instance behind the proxy', ports.proxy);
  await stopProc(single);
  const pair = startProc('proxy:2', PROXY, {}, [String(ports.proxy), String(ports.a), String(ports.b)]);
  await waitReady(pair, ports.proxy, '/api/health/ready', 10_000);
  await measure('two instances behind the proxy', ports.proxy);

  console.log(`\nGET ${PATH}, autocannon ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s each; PostgreSQL, Redis, reply cache on; ${os.cpus().length} cores`);
  console.log('| setup | req/s | p50 ms | p99 ms | non-2xx | errors | load average before → after (1, 5, 15 min) |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of rows) console.log(`| ${r.setup} | ${Math.round(r.reqPerSec)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${r.loadBefore} → ${r.loadAfter} |`);
  const [direct, , two] = rows;
  if (direct && two) console.log(`\ntwo instances behind the proxy / one instance direct: ${((two.reqPerSec / direct.reqPerSec) * 100).toFixed(0)} %`);
  return 0;
});
