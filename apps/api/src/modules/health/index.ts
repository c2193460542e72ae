import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { ping } from '../../db/client.js';

const Status = z.enum(['ok', 'down']);
const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: Status,
  /** Only when REDIS_URL is configured. */
  redis: Status.optional(),
  engine: z.enum(['pglite', 'postgres']),
});
const Live = z.object({ status: z.literal('ok') });
const Ready = z.object({
  status: z.enum(['ready', 'unavailable', 'draining']),
  database: Status,
  /** Only when REDIS_URL is configured; reported, but Redis down alone keeps the instance ready. */
  redis: Status.optional(),
});

/** What the health check needs of the Redis client: ioredis's connection state, which it keeps itself. */
export interface RedisState {
  status: string;
}

/**
 * GET /api/health: 200 `{ status: 'ok', database: 'ok', redis?: 'ok', engine }` when every
 * dependency answers; 503 with `status: 'degraded'` and the one that is `down` otherwise (for load
 * balancers and operators; docs/decisions/070). Each call asks afresh, so it turns green by itself once the
 * dependency is back: the pool opens new connections, ioredis reconnects on its own.
 *
 * For a load balancer in front of several instances (docs/decisions/115):
 * - GET /api/health/live: 200 `{ status: 'ok' }` whenever the process answers (restart it otherwise);
 *   asks no dependency.
 * - GET /api/health/ready: 200 `{ status: 'ready', database, redis? }` when this instance should get
 *   traffic; 503 with `status: 'draining'` from SIGTERM on, or `'unavailable'` when the database does
 *   not answer. Redis down is reported but keeps the instance ready: every instance shares the one
 *   Redis, the shop works without it (rate limits fail open, caches fall back to their TTL), and a
 *   balancer that took every instance out would turn a degraded shop into a closed one.
 */
export async function healthModule(app: FastifyInstance, opts: { database: Database; redis?: RedisState; lifecycle: { draining: boolean } }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const check = async () => ({
    database: await ping(opts.database.db).then(
      () => 'ok' as const,
      () => 'down' as const,
    ),
    redis: opts.redis ? (opts.redis.status === 'ready' ? ('ok' as const) : ('down' as const)) : undefined,
  });
  r.get('/health', { schema: { tags: ['health'], response: { 200: Health, 503: Health } } }, async (_req, reply) => {
    const { database, redis } = await check();
    const healthy = database === 'ok' && redis !== 'down';
    return reply.code(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'degraded', database, ...(redis && { redis }), engine: opts.database.engine });
  });
  r.get('/health/live', { schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: Live } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
  r.get(
    '/health/ready',
    { schema: { tags: ['health'], summary: 'Readiness: database reachable and not shutting down (503 otherwise)', response: { 200: Ready, 503: Ready } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      const { database, redis } = await check();
      const status = opts.lifecycle.draining ? 'draining' : database === 'ok' ? 'ready' : 'unavailable';
      return reply.code(status === 'ready' ? 200 : 503).send({ status, database, ...(redis && { redis }) });
    },
  );
}
