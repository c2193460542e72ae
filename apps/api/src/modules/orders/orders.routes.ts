import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  Ack,
  CreateOrderBody,
  CreateOrderResponse,
  IdempotencyHeaders,
  OrderResponse,
  OrdersResponse,
  PageQuery,
  QuoteResponse,
  SendConfirmationBody,
  OpaqueIdParams,
  ValidateCouponBody,
  ValidateCouponResponse,
} from '@atelier/contracts';
import { currentUser } from '../../plugins/auth.js';
import type { OrdersService } from './orders.service.js';

/**
 * Orders and coupons routes (spec 02 §7) under /api. Placing and cancelling an order say
 * `publicCache: 'clear'`: they take or give back stock and reserve or free artworks (docs/decisions/030).
 */
export async function ordersRoutes(app: FastifyInstance, opts: { orders: OrdersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { orders } = opts;
  const auth = { preHandler: app.requireUser };
  const tags = ['orders'];
  const security = [{ bearer: [] }];

  r.post('/coupons/validate', { config: { publicCache: 'keep' }, preHandler: app.optionalUser, schema: { tags, body: ValidateCouponBody, response: { 200: ValidateCouponResponse } } }, async (req) =>
    orders.validateCoupon(req.body.code, req.user?.id),
  );

  r.post(
    '/orders',
    {
      ...auth,
      config: { publicCache: 'clear' },
      schema: {
        tags,
        security,
        summary: 'Create an order (Idempotency-Key header: same key, same order)',
        headers: IdempotencyHeaders,
        body: CreateOrderBody,
        response: { 200: CreateOrderResponse, 201: CreateOrderResponse },
      },
    },
    async (req, reply) => {
      const { order, whatsappUrl, created } = await orders.create(currentUser(req).id, req.body, req.headers['idempotency-key'], await req.language());
      return reply.code(created ? 201 : 200).send({ success: true, message: 'Order created successfully', orderId: order.id, order, whatsappUrl });
    },
  );

  /** What POST /api/orders with this body would cost now; no side effects, no key (docs/decisions/090). */
  r.post(
    '/orders/quote',
    {
      ...auth,
      config: { publicCache: 'keep' },
      schema: { tags, security, summary: 'Price an order without placing it (same body as POST /api/orders)', body: CreateOrderBody, response: { 200: QuoteResponse } },
    },
    async (req) => ({ success: true as const, quote: await orders.quote(currentUser(req).id, req.body, await req.language()) }),
  );

  r.get('/orders/user/orders', { ...auth, schema: { tags, security, querystring: PageQuery, response: { 200: OrdersResponse } } }, async (req, reply) => {
    const { orders: list, total } = await orders.list(currentUser(req).id, req.query.page, req.query.limit);
    reply.header('x-total-count', String(total));
    return { success: true as const, orders: list };
  });

  r.post('/orders/send-confirmation-email', { ...auth, config: { publicCache: 'keep' }, schema: { tags, security, body: SendConfirmationBody, response: { 200: Ack } } }, async (req) => {
    const { alreadySent } = await orders.sendConfirmation(currentUser(req).id, req.body.orderId);
    return { success: true, message: alreadySent ? 'Confirmation email already sent' : 'Confirmation email sent' };
  });

  r.post('/orders/:id/cancel', { ...auth, config: { publicCache: 'clear' }, schema: { tags, security, params: OpaqueIdParams, response: { 200: OrderResponse } } }, async (req) => ({
    success: true as const,
    order: await orders.cancel(currentUser(req), req.params.id),
  }));

  r.get('/orders/:id', { ...auth, schema: { tags, security, params: OpaqueIdParams, response: { 200: OrderResponse } } }, async (req) => ({
    success: true as const,
    order: await orders.get(currentUser(req).id, req.params.id),
  }));
}
