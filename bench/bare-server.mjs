// The baseline for `bench/run.mjs`: a bare Fastify 5 server with one route returning a small JSON,
// run in its own process like the API. Usage: PORT=3202 node bench/bare-server.mjs
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3202);
const app = Fastify({ logger: false });

app.get('/bare', async () => ({ hello: 'world', ok: true }));

/** @param {string} signal */
const stop = async (signal) => {
  await app.close();
  process.exit(signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

await app.listen({ host: '127.0.0.1', port });
