import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminIdParams,
  AdminNoteBody,
  AdminCustomerRecordResponse,
  AdminOrderCreateBody,
  AdminOrderCustomerQuery,
  AdminOrderCustomerResponse,
  AdminOrderPatchBody,
  AdminPayLinkEmailResponse,
  ADMIN_MESSAGES,
  AdminOrderListQuery,
  AdminOrderListResponse,
  AdminOrderResponse,
  AdminPaymentBody,
  AdminPaymentParams,
  AdminRefundBody,
  AdminStatusBody,
  AdminVoidBody,
} from '@atelier/contracts';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../audit/audit.service.js';
import type { OrdersAdminService } from './orders.admin.service.js';

/**
 * The back office's order routes (docs/decisions/100), registered under /api/admin. `config.role`
 * is the least role each needs (contracts CAPABILITIES); the admin scope checks it on every request
 * before the body is read. Status, payments, voids and refunds say `publicCache: 'clear'`: a cancel
 * frees an order's stock and artworks, a payment sells an artwork, a void or refund can make it
 * reserved again (docs/decisions/030); a note keeps the cache.
 */
export async function ordersAdminRoutes(app: FastifyInstance, opts: { orders: OrdersAdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { orders } = opts;
  const base = { tags: ['admin'], security: [{ bearer: [] }] };
  const staff = { role: 'staff' as const };
  const owner = { role: 'admin' as const };
  const ok = { 200: AdminOrderResponse };

  r.get(
    '/orders',
    { config: staff, schema: { ...base, summary: 'Orders: search, filter, sort, page (X-Total-Count)', querystring: AdminOrderListQuery, response: { 200: AdminOrderListResponse } } },
    async (req, reply) => {
      const { orders: list, total } = await orders.list(req.query);
      reply.header('x-total-count', String(total));
      return { success: true as const, orders: list, total, page: req.query.page, limit: req.query.limit };
    },
  );

  r.get(
    '/orders.csv',
    {
      config: owner,
      schema: { ...base, summary: 'Orders as CSV (owner): the list filters; UTF-8 with BOM, RFC 4180', querystring: AdminOrderListQuery.omit({ page: true, limit: true, sort: true }) },
    },
    async (req, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="orders-${day}.csv"`).header('cache-control', 'no-store');
      return reply.send(orders.csv(req.query));
    },
  );

  r.get(
    '/order-customers',
    {
      config: staff,
      schema: {
        ...base,
        summary: 'Who an entered order can be for: accounts and customer records, by name, e-mail or phone (docs/decisions/133)',
        querystring: AdminOrderCustomerQuery,
        response: { 200: AdminOrderCustomerResponse },
      },
    },
    async (req) => ({ success: true as const, customers: await orders.findCustomers(req.query) }),
  );

  r.get(
    '/customer-records/:id',
    { config: staff, schema: { ...base, summary: 'A customer without an account and their orders', params: AdminIdParams, response: { 200: AdminCustomerRecordResponse } } },
    async (req) => ({ success: true as const, record: await orders.customerRecord(req.params.id) }),
  );

  r.post(
    '/orders',
    {
      config: { ...staff, publicCache: 'clear' },
      schema: {
        ...base,
        summary: 'Enter an order from WhatsApp, Instagram, the phone or the studio (custom prices and discounts: owner)',
        body: AdminOrderCreateBody,
        response: { 201: AdminOrderResponse },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      return reply.code(201).send({ success: true as const, order: await orders.create(actorOf(user), user.role, req.body) });
    },
  );

  r.patch(
    '/orders/:id',
    {
      config: { ...staff, publicCache: 'clear' },
      schema: {
        ...base,
        summary: 'Edit lines, discount (owner), address and note; lines and prices lock once a payment is recorded',
        params: AdminIdParams,
        body: AdminOrderPatchBody,
        response: ok,
      },
    },
    async (req) => {
      const user = currentUser(req);
      return { success: true as const, order: await orders.patch(actorOf(user), user.role, req.params.id, req.body) };
    },
  );

  r.post(
    '/orders/:id/pay-link',
    { config: { ...staff, publicCache: 'keep' }, schema: { ...base, summary: 'Renew the pay link: the old one stops working', params: AdminIdParams, response: ok } },
    async (req) => ({ success: true as const, order: await orders.renewPayLink(actorOf(currentUser(req)), req.params.id) }),
  );

  r.post(
    '/orders/:id/pay-link/email',
    {
      config: { ...staff, publicCache: 'keep' },
      schema: { ...base, summary: 'E-mail the pay link to the order’s address', params: AdminIdParams, response: { 200: AdminPayLinkEmailResponse } },
    },
    async (req) => ({ success: true as const, message: ADMIN_MESSAGES.payLinkEmailed, order: await orders.emailPayLink(actorOf(currentUser(req)), req.params.id) }),
  );

  r.get('/orders/:id', { config: staff, schema: { ...base, summary: 'One order: lines, customer, money, payments, refunds, notes, timeline', params: AdminIdParams, response: ok } }, async (req) => ({
    success: true as const,
    order: await orders.get(req.params.id),
  }));

  r.post(
    '/orders/:id/notes',
    { config: { ...staff, publicCache: 'keep' }, schema: { ...base, summary: 'Add an internal note', params: AdminIdParams, body: AdminNoteBody, response: { 201: AdminOrderResponse } } },
    async (req, reply) => reply.code(201).send({ success: true as const, order: await orders.addNote(actorOf(currentUser(req)), req.params.id, req.body.text) }),
  );

  r.post(
    '/orders/:id/status',
    {
      config: { ...staff, publicCache: 'clear' },
      schema: { ...base, summary: 'Move the status by the transition table (cancel needs a reason)', params: AdminIdParams, body: AdminStatusBody, response: ok },
    },
    async (req) => ({
      success: true as const,
      order: await orders.setStatus(actorOf(currentUser(req)), req.params.id, req.body),
    }),
  );

  r.post(
    '/orders/:id/payments',
    {
      config: { ...staff, publicCache: 'clear' },
      schema: { ...base, summary: 'Record a payment (partial allowed)', params: AdminIdParams, body: AdminPaymentBody, response: { 201: AdminOrderResponse } },
    },
    async (req, reply) => reply.code(201).send({ success: true as const, order: await orders.recordPayment(actorOf(currentUser(req)), req.params.id, req.body) }),
  );

  r.post(
    '/orders/:id/payments/:paymentId/void',
    { config: { ...owner, publicCache: 'clear' }, schema: { ...base, summary: 'Void a payment (owner), with a reason', params: AdminPaymentParams, body: AdminVoidBody, response: ok } },
    async (req) => ({
      success: true as const,
      order: await orders.voidPayment(actorOf(currentUser(req)), req.params.id, req.params.paymentId, req.body.reason),
    }),
  );

  r.post(
    '/orders/:id/refunds',
    {
      config: { ...owner, publicCache: 'clear' },
      schema: { ...base, summary: 'Record a refund (owner): never more than was paid', params: AdminIdParams, body: AdminRefundBody, response: { 201: AdminOrderResponse } },
    },
    async (req, reply) => reply.code(201).send({ success: true as const, order: await orders.refund(actorOf(currentUser(req)), req.params.id, req.body) }),
  );
}
