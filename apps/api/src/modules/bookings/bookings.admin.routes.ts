import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminBookingCsvQuery,
  AdminBookingListQuery,
  AdminBookingListResponse,
  AdminBookingResponse,
  AdminBookingStatusBody,
  AdminCreateBookingBody,
  AdminIdParams,
  AdminRescheduleBody,
  Ack,
  ClosureBody,
  ClosureListQuery,
  ClosureListResponse,
  ClosureResponse,
} from '@atelier/contracts';
import { csvHeaders } from '../../lib/csv.js';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../audit/audit.service.js';
import type { BookingsAdminService } from './bookings.admin.service.js';

/**
 * The back office's bookings and closures (docs/decisions/103), under /api/admin. Staff may do
 * all of it; the CSV export is the owner's. The admin scope checks `config.role` first.
 */
export async function bookingsAdminRoutes(app: FastifyInstance, opts: { bookings: BookingsAdminService; now: () => Date }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { bookings } = opts;
  const base = { tags: ['admin'], security: [{ bearer: [] }] };
  const staff = { role: 'staff' as const };
  const owner = { role: 'admin' as const };
  const actor = (req: Parameters<typeof currentUser>[0]) => actorOf(currentUser(req));

  r.get(
    '/bookings',
    {
      config: staff,
      schema: {
        ...base,
        summary: 'Bookings of a range (agenda and list), with places left per slot and location (X-Total-Count)',
        querystring: AdminBookingListQuery,
        response: { 200: AdminBookingListResponse },
      },
    },
    async (req, reply) => {
      const result = await bookings.list(req.query);
      reply.header('x-total-count', String(result.total));
      return { success: true as const, ...result };
    },
  );

  r.get('/bookings.csv', { config: owner, schema: { ...base, summary: 'Bookings as CSV (owner): UTF-8 with BOM, RFC 4180', querystring: AdminBookingCsvQuery } }, async (req, reply) =>
    reply.headers(csvHeaders('bookings', opts.now())).send(bookings.csv(req.query)),
  );

  r.post(
    '/bookings',
    {
      config: { ...staff, publicCache: 'keep' },
      schema: { ...base, summary: 'Book for a customer who called (the public form’s rules)', body: AdminCreateBookingBody, response: { 201: AdminBookingResponse } },
    },
    async (req, reply) => reply.code(201).send({ success: true as const, booking: await bookings.create(actor(req), req.body) }),
  );

  r.post(
    '/bookings/:id/status',
    {
      config: { ...staff, publicCache: 'keep' },
      schema: { ...base, summary: 'Confirm, cancel (with a reason), attended or no-show', params: AdminIdParams, body: AdminBookingStatusBody, response: { 200: AdminBookingResponse } },
    },
    async (req) => ({
      success: true as const,
      booking: await bookings.setStatus(actor(req), req.params.id, req.body),
    }),
  );

  r.post(
    '/bookings/:id/reschedule',
    {
      config: { ...staff, publicCache: 'keep' },
      schema: { ...base, summary: 'Move into a free, open slot (race-safe)', params: AdminIdParams, body: AdminRescheduleBody, response: { 200: AdminBookingResponse } },
    },
    async (req) => ({
      success: true as const,
      booking: await bookings.reschedule(actor(req), req.params.id, req.body),
    }),
  );

  r.get('/closures', { config: staff, schema: { ...base, summary: 'Closed dates and ranges, from today', querystring: ClosureListQuery, response: { 200: ClosureListResponse } } }, async (req) => ({
    success: true as const,
    closures: await bookings.closures(req.query),
  }));

  r.post(
    '/closures',
    { config: { ...staff, publicCache: 'keep' }, schema: { ...base, summary: 'Close a date or a range of slots', body: ClosureBody, response: { 201: ClosureResponse } } },
    async (req, reply) => {
      const { closure, affected } = await bookings.addClosure(actor(req), req.body);
      return reply.code(201).send({ success: true as const, closure, affected_bookings: affected });
    },
  );

  r.delete(
    '/closures/:id',
    { config: { ...staff, publicCache: 'keep' }, schema: { ...base, summary: 'Reopen a closed date or range', params: AdminIdParams, response: { 200: Ack } } },
    async (req) => {
      await bookings.removeClosure(actor(req), req.params.id);
      return { success: true, message: 'Closure removed' };
    },
  );
}
