import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { isEmpty } from '../../db/client.js';

const Health = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'down']), engine: z.enum(['pglite', 'postgres']) });

/** GET /api/health: answers 200 when the database answers, 503 otherwise (for load balancers). */
export async function healthModule(app: FastifyInstance, opts: { database: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get('/health', { schema: { tags: ['health'], response: { 200: Health, 503: Health } } }, async (_req, reply) => {
    try {
      await isEmpty(opts.database.db);
      return { status: 'ok' as const, database: 'ok' as const, engine: opts.database.engine };
    } catch {
      return reply.code(503).send({ status: 'degraded', database: 'down', engine: opts.database.engine });
    }
  });
}
