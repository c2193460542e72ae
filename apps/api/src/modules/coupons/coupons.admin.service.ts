import {
  ADMIN_CATALOG_MESSAGES,
  couponState,
  fromMinor,
  toMinor,
  type Actor,
  type AdminCoupon,
  type AdminCouponCreateBody,
  type AdminCouponListQuery,
  type AdminCouponOrder,
  type AdminCouponPatchBody,
} from '@atelier/contracts';
import type { Db, RunInTransaction, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { auditRepository } from '../audit/audit.repository.js';
import { couponsAdminRepository, type CouponWithUsage } from './coupons.admin.repository.js';

/** The audit log's name for a coupon. */
const COUPON_ENTITY = 'coupon';
/** Orders listed with a coupon (its usageCount counts them all). */
const COUPON_ORDERS_SHOWN = 100;

/** A coupon as the back office shows it; money in RWF, times ISO 8601; `state` as of `now`. */
function toAdminCoupon(c: CouponWithUsage, now = new Date()): AdminCoupon {
  return {
    id: c.id,
    code: c.code,
    type: c.type,
    value: c.value,
    minAmount: c.minAmountMinor === null ? null : fromMinor(c.minAmountMinor),
    maxDiscount: c.maxDiscountMinor === null ? null : fromMinor(c.maxDiscountMinor),
    usageLimit: c.usageLimit,
    perCustomerLimit: c.perCustomerLimit,
    startsAt: c.startsAt ? c.startsAt.toISOString() : null,
    endsAt: c.expiresAt ? c.expiresAt.toISOString() : null,
    active: c.active,
    usageCount: c.usageCount,
    state: couponState(c, now),
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

function auditView(c: CouponWithUsage): Record<string, unknown> {
  const { usageCount: _u, state: _s, created_at: _c, updated_at: _up, id: _id, ...rest } = toAdminCoupon(c);
  return rest;
}

/**
 * The owner's coupons (docs/decisions/101): create, edit, turn off, delete an unused one. The
 * rules a coupon's fields must keep (a percentage up to 100, an end after the start) are checked
 * on the merged coupon; the checkout enforces them (orders.service). Every write is audited in its
 * transaction.
 */
export function couponsAdminService(deps: { db: Db; transaction: RunInTransaction }) {
  const repo = couponsAdminRepository(deps.db);

  async function detail(id: number): Promise<{ coupon: AdminCoupon; orders: AdminCouponOrder[] }> {
    const row = await repo.find(id);
    if (!row) throw notFound(ADMIN_CATALOG_MESSAGES.couponNotFound);
    const used = await repo.ordersOf(id, COUPON_ORDERS_SHOWN);
    return {
      coupon: toAdminCoupon(row),
      orders: used.map((o) => ({
        id: o.id,
        order_number: o.orderNumber,
        customer_name: `${o.firstName} ${o.lastName}`.trim(),
        customer_email: o.email,
        status: o.status,
        discount: fromMinor(o.discountMinor),
        total: fromMinor(o.totalMinor),
        created_at: o.createdAt.toISOString(),
      })),
    };
  }

  function check(c: { type: string; value: number; startsAt: Date | null; expiresAt: Date | null }) {
    if (c.type === 'percentage' && c.value > 100)
      throw new AppError('BAD_REQUEST', ADMIN_CATALOG_MESSAGES.couponPercentRange, { extra: { fields: { value: ADMIN_CATALOG_MESSAGES.couponPercentRange } } });
    if (c.type === 'fixed' && !Number.isInteger(c.value))
      throw new AppError('BAD_REQUEST', 'A fixed discount must be a whole number of RWF', { extra: { fields: { value: 'A fixed discount must be a whole number of RWF' } } });
    if (c.startsAt && c.expiresAt && c.expiresAt <= c.startsAt)
      throw new AppError('BAD_REQUEST', ADMIN_CATALOG_MESSAGES.couponEndsBeforeStart, { extra: { fields: { endsAt: ADMIN_CATALOG_MESSAGES.couponEndsBeforeStart } } });
  }

  async function ensureCodeFree(tx: Tx, code: string, id?: number) {
    const owner = await couponsAdminRepository(tx).idOfCode(code);
    if (owner !== undefined && owner !== id) throw new AppError('CONFLICT', ADMIN_CATALOG_MESSAGES.couponCodeTaken);
  }

  async function write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await deps.transaction(fn);
    } catch (err) {
      if (isUniqueViolation(err, 'coupons_code_unique')) throw new AppError('CONFLICT', ADMIN_CATALOG_MESSAGES.couponCodeTaken);
      throw err;
    }
  }

  const date = (v: string | null) => (v === null ? null : new Date(v));

  return {
    /** GET /api/admin/coupons: a page, newest first, with the total. */
    async list(q: AdminCouponListQuery): Promise<{ coupons: AdminCoupon[]; total: number }> {
      const { rows, total } = await repo.list(q.q || undefined, q.limit, (q.page - 1) * q.limit);
      return { coupons: rows.map((r) => toAdminCoupon(r)), total };
    },

    /** GET /api/admin/coupons/{id}: the coupon, its usage count and the orders that used it. NOT_FOUND. */
    get: detail,

    /** POST /api/admin/coupons. CONFLICT for a code in use, BAD_REQUEST for rules the fields break. */
    async create(actor: Actor, body: AdminCouponCreateBody) {
      const values = {
        code: body.code,
        type: body.type,
        value: body.value,
        minAmountMinor: body.minAmount === null ? null : toMinor(body.minAmount),
        maxDiscountMinor: body.maxDiscount === null ? null : toMinor(body.maxDiscount),
        usageLimit: body.usageLimit,
        perCustomerLimit: body.perCustomerLimit,
        startsAt: date(body.startsAt),
        expiresAt: date(body.endsAt),
        active: body.active,
      };
      check(values);
      const id = await write(async (tx) => {
        await ensureCodeFree(tx, body.code);
        const id = await couponsAdminRepository(tx).insert(values);
        const row = (await couponsAdminRepository(tx).find(id))!;
        await auditRepository(tx).record({ actor, action: 'coupon.created', entity: COUPON_ENTITY, entityId: String(id), after: auditView(row) });
        return id;
      });
      return detail(id);
    },

    /** PATCH /api/admin/coupons/{id}: the given fields. NOT_FOUND, CONFLICT, BAD_REQUEST as create. */
    async update(actor: Actor, id: number, body: AdminCouponPatchBody) {
      await write(async (tx) => {
        const r = couponsAdminRepository(tx);
        const row = await r.find(id, { lock: true });
        if (!row) throw notFound(ADMIN_CATALOG_MESSAGES.couponNotFound);
        const values = {
          ...(body.code !== undefined ? { code: body.code } : {}),
          ...(body.type !== undefined ? { type: body.type } : {}),
          ...(body.value !== undefined ? { value: body.value } : {}),
          ...(body.minAmount !== undefined ? { minAmountMinor: body.minAmount === null ? null : toMinor(body.minAmount) } : {}),
          ...(body.maxDiscount !== undefined ? { maxDiscountMinor: body.maxDiscount === null ? null : toMinor(body.maxDiscount) } : {}),
          ...(body.usageLimit !== undefined ? { usageLimit: body.usageLimit } : {}),
          ...(body.perCustomerLimit !== undefined ? { perCustomerLimit: body.perCustomerLimit } : {}),
          ...(body.startsAt !== undefined ? { startsAt: date(body.startsAt) } : {}),
          ...(body.endsAt !== undefined ? { expiresAt: date(body.endsAt) } : {}),
          ...(body.active !== undefined ? { active: body.active } : {}),
        };
        check({
          type: values.type ?? row.type,
          value: values.value ?? row.value,
          startsAt: values.startsAt !== undefined ? values.startsAt : row.startsAt,
          expiresAt: values.expiresAt !== undefined ? values.expiresAt : row.expiresAt,
        });
        if (body.code !== undefined && body.code !== row.code) await ensureCodeFree(tx, body.code, id);
        await r.update(id, values);
        const after = (await r.find(id))!;
        const b = auditView(row);
        const a = auditView(after);
        const changed = Object.keys(a).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
        await auditRepository(tx).record({
          actor,
          action: 'coupon.updated',
          entity: COUPON_ENTITY,
          entityId: String(id),
          before: Object.fromEntries(changed.map((k) => [k, b[k]])),
          after: Object.fromEntries(changed.map((k) => [k, a[k]])),
        });
      });
      return detail(id);
    },

    /**
     * DELETE /api/admin/coupons/{id}: a coupon orders used is turned off (deleted false: its orders
     * keep naming it); an unused one is deleted. NOT_FOUND for an unknown id.
     */
    async remove(actor: Actor, id: number): Promise<{ deleted: boolean; coupon?: AdminCoupon }> {
      const deleted = await deps.transaction(async (tx) => {
        const r = couponsAdminRepository(tx);
        const row = await r.find(id, { lock: true });
        if (!row) throw notFound(ADMIN_CATALOG_MESSAGES.couponNotFound);
        if (await r.used(id)) {
          if (row.active) await r.update(id, { active: false });
          await auditRepository(tx).record({
            actor,
            action: 'coupon.deactivated',
            entity: COUPON_ENTITY,
            entityId: String(id),
            before: { active: row.active },
            after: { active: false },
            reason: 'Orders used this coupon: turned off instead of deleted',
          });
          return false;
        }
        await r.remove(id);
        await auditRepository(tx).record({ actor, action: 'coupon.deleted', entity: COUPON_ENTITY, entityId: String(id), before: auditView(row) });
        return true;
      });
      return deleted ? { deleted } : { deleted, coupon: (await detail(id)).coupon };
    },
  };
}
export type CouponsAdminService = ReturnType<typeof couponsAdminService>;
