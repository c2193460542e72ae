import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  Ack,
  MomoAvailability,
  MomoCallbackBody,
  MomoCallbackQuery,
  MomoKeyQuery,
  MomoOrderParams,
  MomoPayBody,
  MomoPayResponse,
  MomoPaymentParams,
  MomoPendingConflict,
  MomoStatusResponse,
} from '@atelier/contracts';
import type { MomoService } from './momo.service.js';

/**
 * MTN MoMo request-to-pay under /api (docs/decisions/132):
 * - GET /payments/momo → `{ enabled }` (the button shows only when the shop has MTN credentials);
 * - POST /orders/{id or number}/momo `{ phone }` by the order's owner (bearer) or with the pay link's
 *   `?key=` → 202 `{ success, payment: { id, status: 'pending', … } }`; 409 with the pending attempt;
 *   400 for a number MoMo cannot take; 404 for a wrong key or another's order;
 * - GET /orders/{id or number}/momo/{payment id} (same access) → the attempt's status and reason;
 * - PUT and POST /payments/momo/callback: public, always 200 for a well-formed body (MTN retries
 *   otherwise); a hint only: the service asks MTN itself.
 * The customer's routes are rate-limited per IP like the pay page; none caches.
 */
export async function momoRoutes(app: FastifyInstance, opts: { momo: MomoService; rateLimit: object }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { momo } = opts;
  const tags = ['payments'];

  r.get('/payments/momo', { schema: { tags, summary: 'Whether this shop takes MTN MoMo request-to-pay', response: { 200: MomoAvailability } } }, async () => ({ enabled: momo.enabled }));

  r.post(
    '/orders/:orderRef/momo',
    {
      preHandler: app.optionalUser,
      config: { publicCache: 'keep', rateLimit: opts.rateLimit },
      schema: {
        tags,
        summary: 'Ask MTN MoMo to charge a phone what is due on an order (owner’s bearer token or the pay link’s key)',
        params: MomoOrderParams,
        querystring: MomoKeyQuery,
        body: MomoPayBody,
        response: { 202: MomoPayResponse, 409: MomoPendingConflict },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const payment = await momo.start({ userId: req.user?.id, key: req.query.key }, req.params.orderRef, req.body.phone);
      return reply.code(202).send({ success: true as const, payment });
    },
  );

  r.get(
    '/orders/:orderRef/momo/:paymentId',
    {
      preHandler: app.optionalUser,
      config: { rateLimit: opts.rateLimit },
      schema: { tags, summary: 'The status of an MTN MoMo payment request', params: MomoPaymentParams, querystring: MomoKeyQuery, response: { 200: MomoStatusResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return momo.get({ userId: req.user?.id, key: req.query.key }, req.params.orderRef, req.params.paymentId);
    },
  );

  for (const method of ['PUT', 'POST'] as const)
    r.route({
      method,
      url: '/payments/momo/callback',
      config: { publicCache: 'keep' },
      schema: { tags, summary: 'MTN MoMo’s callback (a hint: the server asks MTN for the status)', querystring: MomoCallbackQuery, body: MomoCallbackBody, response: { 200: Ack } },
      handler: async (req) => {
        await momo.callback(req.query.ref, req.body);
        return { success: true as const, message: 'Received' };
      },
    });
}
