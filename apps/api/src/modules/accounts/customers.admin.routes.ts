import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminCustomerListQuery, AdminCustomerListResponse, AdminCustomerResponse, AdminIdParams, CustomerBlockBody, CustomerNoteBody } from '@atelier/contracts';
import { csvHeaders } from '../../lib/csv.js';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../audit/audit.service.js';
import type { CustomersAdminService } from './customers.admin.service.js';

/** Customers in the back office (docs/decisions/103), under /api/admin: staff; the CSV is the owner's. */
export async function customersAdminRoutes(app: FastifyInstance, opts: { customers: CustomersAdminService; now: () => Date }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { customers } = opts;
  const base = { tags: ['admin'], security: [{ bearer: [] }] };
  const staff = { role: 'staff' as const };
  const owner = { role: 'admin' as const };
  const ok = { 200: AdminCustomerResponse };

  r.get(
    '/customers',
    { config: staff, schema: { ...base, summary: 'Customers by name, e-mail or phone (paged, X-Total-Count)', querystring: AdminCustomerListQuery, response: { 200: AdminCustomerListResponse } } },
    async (req, reply) => {
      const result = await customers.list(req.query);
      reply.header('x-total-count', String(result.total));
      return { success: true as const, ...result, page: req.query.page, limit: req.query.limit };
    },
  );

  r.get(
    '/customers.csv',
    { config: owner, schema: { ...base, summary: 'Customers as CSV (owner): UTF-8 with BOM, RFC 4180', querystring: AdminCustomerListQuery.pick({ q: true }) } },
    async (req, reply) => reply.headers(csvHeaders('customers', opts.now())).send(customers.csv(req.query)),
  );

  r.get('/customers/:id', { config: staff, schema: { ...base, summary: 'A customer: orders, bookings, returns, sign-ins, notes', params: AdminIdParams, response: ok } }, async (req) => ({
    success: true as const,
    customer: await customers.get(req.params.id),
  }));

  r.post(
    '/customers/:id/notes',
    { config: { ...staff, publicCache: 'keep' }, schema: { ...base, summary: 'Add an internal note', params: AdminIdParams, body: CustomerNoteBody, response: { 201: AdminCustomerResponse } } },
    async (req, reply) => reply.code(201).send({ success: true as const, customer: await customers.addNote(actorOf(currentUser(req)), req.params.id, req.body.text) }),
  );

  r.post(
    '/customers/:id/block',
    { config: { ...staff, publicCache: 'keep' }, schema: { ...base, summary: 'Block: no sign-in, sessions end at once', params: AdminIdParams, body: CustomerBlockBody, response: ok } },
    async (req) => ({
      success: true as const,
      customer: await customers.block(actorOf(currentUser(req)), req.params.id, req.body?.reason),
    }),
  );

  r.post(
    '/customers/:id/unblock',
    { config: { ...staff, publicCache: 'keep' }, schema: { ...base, summary: 'Unblock', params: AdminIdParams, body: CustomerBlockBody, response: ok } },
    async (req) => ({
      success: true as const,
      customer: await customers.unblock(actorOf(currentUser(req)), req.params.id, req.body?.reason),
    }),
  );
}
