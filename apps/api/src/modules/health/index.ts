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

/** What the health check needs of the Redis client: ioredis's connection state, which it keeps itself. */
export interface RedisState {
  status: string;
}

/**
 * GET /api/health: 200 `{ status: 'ok', database: 'ok', redis?: 'ok', engine }` when every
 * dependency answers; 503 with `status: 'degraded'` and the one that is `down` otherwise (for load
 * balancers and operators; issue 13). Each call asks afresh, so it turns green by itself once the
 * dependency is back: the pool opens new connections, ioredis reconnects on its own.
 */
export async function healthModule(app: FastifyInstance, opts: { database: Database; redis?: RedisState }) {
  app.withTypeProvider<ZodTypeProvider>().get('/health', { schema: { tags: ['health'], response: { 200: Health, 503: Health } } }, async (_req, reply) => {
    const database = await ping(opts.database.db).then(
      () => 'ok' as const,
      () => 'down' as const,
    );
    const redis = opts.redis ? (opts.redis.status === 'ready' ? ('ok' as const) : ('down' as const)) : undefined;
    const healthy = database === 'ok' && redis !== 'down';
    return reply.code(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'degraded', database, ...(redis && { redis }), engine: opts.database.engine });
  });
}
