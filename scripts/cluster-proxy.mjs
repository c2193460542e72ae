// A small round-robin HTTP load balancer for the two-instance test and bench (docs/decisions/115,
// e2e/cluster/cluster.test.ts, bench/cluster.mjs): what haproxy does in docs/deploy.md, in Node,
// because haproxy is not installed where the tests run.
//
//   node scripts/cluster-proxy.mjs <listen-port> <instance-port> [<instance-port>…]
//
// - Every PROXY_CHECK_MS (default 200) it asks each instance GET /api/health/ready; an instance that
//   does not answer 200 gets no new requests until it does (haproxy's `option httpchk`).
// - Requests go to the ready instances in turn, over kept-alive connections, with X-Forwarded-For
//   and X-Forwarded-Proto; the answer carries X-Served-By: <instance-port>.
// - A request whose connection is refused (the instance is gone) is sent to the next instance: it
//   never reached the first (haproxy's `retry-on conn-failure`). Anything that fails after the
//   request was sent is answered 502, never repeated: only the client knows whether repeating is safe
//   (an order repeats with the same Idempotency-Key).
// - No instance ready: 503 with Retry-After: 1.
// Prints "proxy listening on <port>" once it accepts connections; stops on SIGTERM/SIGINT.
import http from 'node:http';

const [listenPort, ...backendPorts] = process.argv.slice(2).map(Number);
if (!listenPort || backendPorts.length === 0 || backendPorts.some((p) => !Number.isInteger(p))) {
  console.error('usage: node scripts/cluster-proxy.mjs <listen-port> <instance-port> [<instance-port>…]');
  process.exit(2);
}
const CHECK_MS = Number(process.env.PROXY_CHECK_MS ?? 200);
const HOST = '127.0.0.1';

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
/** @type {Array<{ port: number, ready: boolean }>} */
const backends = backendPorts.map((port) => ({ port, ready: false }));
let turn = 0;

/** @param {{ port: number, ready: boolean }} b */
function check(b) {
  const req = http.get({ host: HOST, port: b.port, path: '/api/health/ready', agent: false, timeout: CHECK_MS * 2 }, (res) => {
    b.ready = res.statusCode === 200;
    res.resume();
  });
  req.on('timeout', () => req.destroy(new Error('timeout')));
  req.on('error', () => (b.ready = false));
}
const checks = setInterval(() => backends.forEach(check), CHECK_MS);
backends.forEach(check);

/** The next ready instance after the last one used, or any when none is known ready. */
function pick(/** @type {Set<number>} */ tried) {
  for (let i = 0; i < backends.length; i++) {
    const b = backends[(turn + i) % backends.length];
    if (b && b.ready && !tried.has(b.port)) {
      turn = (turn + i + 1) % backends.length;
      return b;
    }
  }
  return undefined;
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {Buffer} body
 * @param {Set<number>} tried
 */
function forward(req, res, body, tried) {
  const b = pick(tried);
  if (!b) {
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' });
    res.end(JSON.stringify({ error: 'No instance is available. Please try again in a moment.', code: 'UNAVAILABLE' }));
    return;
  }
  tried.add(b.port);
  const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '', 'x-forwarded-proto': 'http' };
  const out = http.request({ host: HOST, port: b.port, method: req.method, path: req.url, headers, agent }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(b.port) });
    answer.pipe(res);
    answer.on('error', () => res.destroy());
  });
  out.on('error', (/** @type {NodeJS.ErrnoException} */ err) => {
    if (res.headersSent) return void res.destroy();
    if (err.code === 'ECONNREFUSED') {
      b.ready = false;
      return forward(req, res, body, tried);
    }
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ error: 'The instance did not answer. Please try again.', code: 'BAD_GATEWAY' }));
  });
  out.end(body);
}

const server = http.createServer((req, res) => {
  /** @type {Buffer[]} */
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => forward(req, res, Buffer.concat(chunks), new Set()));
  req.on('error', () => res.destroy());
});
server.keepAliveTimeout = 5000;
server.listen(listenPort, HOST, () => console.log(`proxy listening on ${listenPort}`));

const stop = () => {
  clearInterval(checks);
  agent.destroy();
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
