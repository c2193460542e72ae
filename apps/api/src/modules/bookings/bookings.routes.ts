import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BOOKING_MESSAGES,
  BookingStatusQuery,
  BookingStatusResponse,
  CreateBookingBody,
  OpaqueIdParams,
  CreateBookingResponse,
  ServicesResponse,
  SlotsParams,
  SlotsQuery,
  SlotsResponse,
} from '@atelier/contracts';
import { varyByLanguage } from '../../plugins/language.js';
import type { BookingsService } from './bookings.service.js';

/** Services and bookings routes (spec 02 §7: /services, /bookings/available-slots/{date}, /bookings) under /api. */
export async function bookingsRoutes(app: FastifyInstance, opts: { bookings: BookingsService; rateLimit: object }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { bookings } = opts;
  const tags = ['bookings'];

  r.get('/services', { schema: { tags, response: { 200: ServicesResponse } } }, async (req, reply) => {
    // The owner's texts in the request's language (docs/decisions/112); not cached, but it varies by language.
    const locale = await req.language();
    varyByLanguage(reply, locale);
    return { success: true as const, data: await bookings.services(locale) };
  });

  r.get('/bookings/available-slots/:date', { schema: { tags, params: SlotsParams, querystring: SlotsQuery, response: { 200: SlotsResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, ...(await bookings.availableSlots(req.params.date, req.query.location || null, req.query.people, req.query.service || undefined)) };
  });

  r.get(
    '/bookings/:id',
    {
      schema: {
        tags,
        summary: 'A booking and its current status (the confirmation link); needs the link’s key',
        params: OpaqueIdParams,
        querystring: BookingStatusQuery,
        response: { 200: BookingStatusResponse },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, booking: await bookings.status(req.params.id, req.query.key) };
    },
  );

  r.post('/bookings', { config: { rateLimit: opts.rateLimit, publicCache: 'keep' }, schema: { tags, body: CreateBookingBody, response: { 201: CreateBookingResponse } } }, async (req, reply) => {
    const booking = await bookings.create(req.body, undefined, await req.language());
    const message = booking.status === 'requested' ? BOOKING_MESSAGES.requested : BOOKING_MESSAGES.created;
    return reply.code(201).send({ success: true, message, id: booking.id, booking });
  });
}
