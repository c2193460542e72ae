import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminServiceBody, AdminServicePatch, AdminServiceResponse, AdminServicesResponse, IntIdParamsAdmin, ReorderBody } from '@atelier/contracts';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../audit/audit.service.js';
import type { ServicesAdminService } from './services.admin.service.js';

/**
 * Services in the back office (docs/decisions/102), owner only: GET /api/admin/services (hidden ones too),
 * POST /api/admin/services, PATCH /api/admin/services/{id} (PATCH {hidden} hides or shows),
 * PUT /api/admin/services/order {ids}. No delete: bookings name services. Writes are audited and
 * say `publicCache: 'clear'`.
 */
export async function servicesAdminRoutes(app: FastifyInstance, opts: { services: ServicesAdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearer: [] }] };
  const owner = { config: { role: 'admin' as const } };
  r.get('/services', { ...owner, schema: { ...base, summary: 'Services, hidden ones too (owner)', response: { 200: AdminServicesResponse } } }, async () => ({
    success: true as const,
    data: await opts.services.list(),
  }));
  r.post(
    '/services',
    { config: { role: 'admin', publicCache: 'clear' }, schema: { ...base, summary: 'Add a service (owner)', body: AdminServiceBody, response: { 201: AdminServiceResponse } } },
    async (req, reply) => reply.code(201).send({ success: true as const, data: await opts.services.create(actorOf(currentUser(req)), req.body) }),
  );
  r.patch(
    '/services/:id',
    {
      config: { role: 'admin', publicCache: 'clear' },
      schema: { ...base, summary: 'Edit, hide or show a service (owner)', params: IntIdParamsAdmin, body: AdminServicePatch, response: { 200: AdminServiceResponse } },
    },
    async (req) => ({
      success: true as const,
      data: await opts.services.update(actorOf(currentUser(req)), req.params.id, req.body),
    }),
  );
  r.put(
    '/services/order',
    { config: { role: 'admin', publicCache: 'clear' }, schema: { ...base, summary: 'Reorder the services (owner)', body: ReorderBody, response: { 200: AdminServicesResponse } } },
    async (req) => ({
      success: true as const,
      data: await opts.services.reorder(actorOf(currentUser(req)), req.body.ids),
    }),
  );
}
