import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IntIdParams, MyRatingsResponse, RateBody, RatingSummary } from '@atelier/contracts';
import { sendCached, type ReplyCache } from '../../lib/reply-cache.js';
import { currentUser } from '../../plugins/auth.js';
import type { RatingsService } from './ratings.service.js';

/**
 * Ratings routes (spec 02 §7) under /api. Rating needs a signed-in customer (DESIGN.md). A visitor's
 * summary is served from the shared reply cache `cache`.
 */
export async function ratingsRoutes(app: FastifyInstance, opts: { ratings: RatingsService; cache: ReplyCache }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ratings, cache } = opts;
  const tags = ['ratings'];

  // Registered before /products/:id/ratings; find-my-way prefers the static "me" anyway.
  r.get('/products/me/ratings', { preHandler: app.requireUser, schema: { tags, security: [{ bearer: [] }], response: { 200: MyRatingsResponse } } }, async (req) => ({
    success: true as const,
    items: await ratings.mine(currentUser(req).id),
  }));

  r.get('/products/:id/ratings', { preHandler: app.optionalUser, schema: { tags, params: IntIdParams, response: { 200: RatingSummary } } }, async (req, reply) => {
    // The same URL answers a customer with their own rating: shared caches must keep the two apart.
    reply.header('vary', 'authorization');
    const { id } = req.params;
    if (req.user) return { success: true as const, data: await ratings.get(id, req.user.id) };
    // A visitor's summary is the same for everyone (and primed into every item page's HTML): it
    // comes from the shared cache, which a successful rating clears (its POST says publicCache: 'clear').
    return sendCached(req, reply, await cache.get(`ratings:${id}`, async () => ({ body: { success: true, data: await ratings.get(id) } })));
  });

  r.post(
    '/products/:id/ratings',
    { config: { publicCache: 'clear' }, preHandler: app.requireUser, schema: { tags, security: [{ bearer: [] }], params: IntIdParams, body: RateBody, response: { 200: RatingSummary } } },
    async (req) => ({ success: true as const, data: await ratings.rate(currentUser(req).id, req.params.id, req.body.rating) }),
  );
}
