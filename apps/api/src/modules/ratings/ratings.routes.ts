import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IntIdParams, MyRatingsResponse, RateBody, RatingSummary } from '@atelier/contracts';
import { currentUser } from '../../plugins/auth.js';
import type { RatingsService } from './ratings.service.js';

/** Ratings routes (spec 02 §7) under /api. Rating needs a signed-in customer (DESIGN.md). */
export async function ratingsRoutes(app: FastifyInstance, opts: { ratings: RatingsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ratings } = opts;
  const tags = ['ratings'];

  // Registered before /products/:id/ratings; find-my-way prefers the static "me" anyway.
  r.get('/products/me/ratings', { preHandler: app.requireUser, schema: { tags, security: [{ bearer: [] }], response: { 200: MyRatingsResponse } } }, async (req) => ({
    success: true as const,
    items: await ratings.mine(currentUser(req).id),
  }));

  r.get('/products/:id/ratings', { preHandler: app.optionalUser, schema: { tags, params: IntIdParams, response: { 200: RatingSummary } } }, async (req) => ({
    success: true as const,
    data: await ratings.get(req.params.id, req.user?.id),
  }));

  r.post(
    '/products/:id/ratings',
    { preHandler: app.requireUser, schema: { tags, security: [{ bearer: [] }], params: IntIdParams, body: RateBody, response: { 200: RatingSummary } } },
    async (req) => ({ success: true as const, data: await ratings.rate(currentUser(req).id, req.params.id, req.body.rating) }),
  );
}
