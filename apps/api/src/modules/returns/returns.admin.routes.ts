import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hasRole, AdminIdParams, AdminReturnListQuery, AdminReturnListResponse, AdminReturnResponse, AdminReturnStatusBody } from '@atelier/contracts';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../audit/audit.service.js';
import type { ReturnsService } from './returns.service.js';

/** The back office's return queue (docs/decisions/103), under /api/admin, for staff. */
export async function returnsAdminRoutes(app: FastifyInstance, opts: { returns: ReturnsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearer: [] }] };
  const staff = { role: 'staff' as const };

  r.get(
    '/returns',
    { config: staff, schema: { ...base, summary: 'Return requests, by status (X-Total-Count)', querystring: AdminReturnListQuery, response: { 200: AdminReturnListResponse } } },
    async (req, reply) => {
      const result = await opts.returns.adminList(req.query);
      reply.header('x-total-count', String(result.total));
      return { success: true as const, ...result };
    },
  );

  // Clears the public cache: `refunded` records a refund, which can turn a sold artwork back to reserved.
  r.post(
    '/returns/:id/status',
    {
      config: { ...staff, publicCache: 'clear' },
      schema: {
        ...base,
        summary: 'Approve, decline (with a message), received, refunded (owner: records the refund on the order) or exchanged',
        params: AdminIdParams,
        body: AdminReturnStatusBody,
        response: { 200: AdminReturnResponse },
      },
    },
    async (req) => ({
      success: true as const,
      return: await opts.returns.setStatus(actorOf(currentUser(req)), req.params.id, req.body, { owner: hasRole(currentUser(req).role, 'admin') }),
    }),
  );
}
