import type { FastifyInstance } from 'fastify';
import type { ReplyCache } from './reply-cache.js';

/**
 * Clears the public reply cache after every successful write of the routes of `app`'s plugin,
 * before the answer leaves, so the storefront (its JSON replies and the page HTML's primed answers,
 * which page-shell takes from those replies) shows the change on the next request (docs/decisions/102), on
 * every instance (the clear is shared through Redis when REDIS_URL is set, docs/decisions/115).
 */
export function clearOnWrite(app: FastifyInstance, cache: ReplyCache): void {
  app.addHook('onSend', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400) await cache.clear();
  });
}
