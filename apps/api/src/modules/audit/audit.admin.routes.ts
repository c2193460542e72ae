import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditListQuery, AuditListResponse } from '@atelier/contracts';
import type { AuditService } from './audit.service.js';

/** GET /api/admin/audit (owner only): the audit log, newest first, filtered; X-Total-Count. */
export async function auditAdminRoutes(app: FastifyInstance, opts: { audit: AuditService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['admin'], security: [{ bearer: [] }] };
  r.get('/audit', { config: { role: 'admin' }, schema: { ...schema, summary: 'The audit log (owner)', querystring: AuditListQuery, response: { 200: AuditListResponse } } }, async (req, reply) => {
    const { entries, total } = await opts.audit.list(req.query);
    reply.header('x-total-count', String(total));
    return { success: true as const, entries, total };
  });
}
