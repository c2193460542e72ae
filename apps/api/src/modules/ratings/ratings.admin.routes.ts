import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminRatingListQuery, AdminRatingListResponse, AdminRatingParams, AdminRatingResponse, ReasonBody } from '@atelier/contracts';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../audit/audit.service.js';
import type { RatingsAdminService } from './ratings.admin.service.js';

/**
 * Ratings in the back office (docs/decisions/102), owner only: GET /api/admin/ratings?page=&limit=&hidden=&item_id=
 * (X-Total-Count too), POST /api/admin/ratings/{item_id}/{user_id}/hide and …/show with {reason}.
 * A hidden rating leaves the item's average and count; writes say `publicCache: 'clear'`.
 */
export async function ratingsAdminRoutes(app: FastifyInstance, opts: { ratings: RatingsAdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearer: [] }] };
  const owner = { config: { role: 'admin' as const } };
  r.get('/ratings', { ...owner, schema: { ...base, summary: 'Ratings, newest first (owner)', querystring: AdminRatingListQuery, response: { 200: AdminRatingListResponse } } }, async (req, reply) => {
    const q = req.query;
    const page = await opts.ratings.list({ hidden: q.hidden === undefined ? undefined : q.hidden === 'true', itemId: q.item_id }, q.page, q.limit);
    reply.header('x-total-count', String(page.total));
    return { success: true as const, ...page };
  });
  r.post(
    '/ratings/:item_id/:user_id/hide',
    {
      config: { role: 'admin', publicCache: 'clear' },
      schema: { ...base, summary: 'Hide a rating with a reason (owner)', params: AdminRatingParams, body: ReasonBody, response: { 200: AdminRatingResponse } },
    },
    async (req) => ({
      success: true as const,
      data: await opts.ratings.hide(actorOf(currentUser(req)), req.params.item_id, req.params.user_id, req.body.reason),
    }),
  );
  r.post(
    '/ratings/:item_id/:user_id/show',
    {
      config: { role: 'admin', publicCache: 'clear' },
      schema: { ...base, summary: 'Show a hidden rating again, with a reason (owner)', params: AdminRatingParams, body: ReasonBody, response: { 200: AdminRatingResponse } },
    },
    async (req) => ({
      success: true as const,
      data: await opts.ratings.show(actorOf(currentUser(req)), req.params.item_id, req.params.user_id, req.body.reason),
    }),
  );
}
