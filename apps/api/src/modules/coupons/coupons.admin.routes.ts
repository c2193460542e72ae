import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminCouponCreateBody, AdminCouponDeleteResponse, AdminCouponListQuery, AdminCouponListResponse, AdminCouponParams, AdminCouponPatchBody, AdminCouponResponse } from '@atelier/contracts';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../audit/audit.service.js';
import type { CouponsAdminService } from './coupons.admin.service.js';

/**
 * The owner's coupon routes (docs/decisions/101), registered under /api/admin; every one is
 * owner-only (CAPABILITIES 'coupons.manage'), so staff get 403 before the body is read.
 */
export async function couponsAdminRoutes(app: FastifyInstance, opts: { coupons: CouponsAdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { coupons } = opts;
  const base = { tags: ['admin'], security: [{ bearer: [] }] };
  const owner = { role: 'admin' as const };

  r.get(
    '/coupons',
    { config: owner, schema: { ...base, summary: 'Coupons with their usage, newest first (X-Total-Count)', querystring: AdminCouponListQuery, response: { 200: AdminCouponListResponse } } },
    async (req, reply) => {
      const { coupons: list, total } = await coupons.list(req.query);
      reply.header('x-total-count', String(total)).header('cache-control', 'no-store');
      return { success: true as const, coupons: list, total, page: req.query.page, limit: req.query.limit };
    },
  );

  r.post(
    '/coupons',
    { config: { ...owner, publicCache: 'keep' }, schema: { ...base, summary: 'Create a coupon', body: AdminCouponCreateBody, response: { 201: AdminCouponResponse } } },
    async (req, reply) => reply.code(201).send({ success: true as const, ...(await coupons.create(actorOf(currentUser(req)), req.body)) }),
  );

  r.get(
    '/coupons/:id',
    { config: owner, schema: { ...base, summary: 'One coupon, its usage count and the orders that used it', params: AdminCouponParams, response: { 200: AdminCouponResponse } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await coupons.get(req.params.id)) };
    },
  );

  r.patch(
    '/coupons/:id',
    { config: { ...owner, publicCache: 'keep' }, schema: { ...base, summary: 'Edit a coupon', params: AdminCouponParams, body: AdminCouponPatchBody, response: { 200: AdminCouponResponse } } },
    async (req) => ({
      success: true as const,
      ...(await coupons.update(actorOf(currentUser(req)), req.params.id, req.body)),
    }),
  );

  r.delete(
    '/coupons/:id',
    {
      config: { ...owner, publicCache: 'keep' },
      schema: { ...base, summary: 'Delete an unused coupon; one orders used is turned off instead', params: AdminCouponParams, response: { 200: AdminCouponDeleteResponse } },
    },
    async (req) => {
      const { deleted, coupon } = await coupons.remove(actorOf(currentUser(req)), req.params.id);
      return { success: true as const, deleted, message: deleted ? 'Coupon deleted' : 'Orders used this coupon: it is turned off instead of deleted', ...(coupon ? { coupon } : {}) };
    },
  );
}
