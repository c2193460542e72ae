import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PayInvoiceParams, PayInvoiceQuery, PayInvoiceResponse } from '@atelier/contracts';
import type { OrdersService } from './orders.service.js';

/**
 * The pay link's endpoint (docs/decisions/128), under /api: GET /api/pay/{orderNumber}?key=… shows
 * an order's invoice to whoever holds its link, without signing in. A wrong number, key or pair is
 * the same 404; rate-limited per IP like the other public forms; never cached (`private, no-store`),
 * and the request log leaves the key out (app.ts).
 */
export async function payRoutes(app: FastifyInstance, opts: { orders: OrdersService; rateLimit: object }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/pay/:orderNumber',
    {
      config: { rateLimit: opts.rateLimit },
      schema: { tags: ['orders'], summary: 'An order’s invoice by its pay link (no sign-in)', params: PayInvoiceParams, querystring: PayInvoiceQuery, response: { 200: PayInvoiceResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, invoice: await opts.orders.payInvoice(req.params.orderNumber, req.query.key) };
    },
  );
}
