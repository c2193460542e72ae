import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { coupons, orders } from '../../db/schema/index.js';

type CouponRow = typeof coupons.$inferSelect;
/** A coupon with the number of orders that used it and are not cancelled. */
export type CouponWithUsage = CouponRow & { usageCount: number };

const usageCount = sql<number>`(select count(*) from orders o where o.coupon_id = "coupons"."id" and o.status <> 'cancelled')`.mapWith(Number);

/** The back office's reads and writes of coupons (docs/decisions/101). */
export function couponsAdminRepository(db: DbOrTx) {
  return {
    /** A page of coupons, newest first, whose code contains `q`, and how many match. */
    async list(q: string | undefined, limit: number, offset: number): Promise<{ rows: CouponWithUsage[]; total: number }> {
      const where = q ? ilike(coupons.code, `%${q.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
      const [count] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(coupons)
        .where(where);
      const rows = await db.select({ coupon: coupons, usageCount }).from(coupons).where(where).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(limit).offset(offset);
      return { rows: rows.map((r) => ({ ...r.coupon, usageCount: r.usageCount })), total: count?.n ?? 0 };
    },
    /** One coupon with its usage; `lock` takes its row until the transaction ends. */
    async find(id: number, opts: { lock?: boolean } = {}): Promise<CouponWithUsage | undefined> {
      const query = db.select({ coupon: coupons, usageCount }).from(coupons).where(eq(coupons.id, id)).limit(1);
      const [row] = opts.lock ? await query.for('update', { of: coupons }) : await query;
      return row ? { ...row.coupon, usageCount: row.usageCount } : undefined;
    },
    /** The orders that used a coupon, newest first (at most `limit`). */
    async ordersOf(id: number, limit: number) {
      return db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          firstName: orders.customerFirstName,
          lastName: orders.customerLastName,
          email: orders.customerEmail,
          status: orders.status,
          discountMinor: orders.discountMinor,
          totalMinor: orders.totalMinor,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(eq(orders.couponId, id))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    },
    /** The id of the coupon with `code`, if any. */
    async idOfCode(code: string): Promise<number | undefined> {
      const [row] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code)).limit(1);
      return row?.id;
    },
    async insert(values: typeof coupons.$inferInsert): Promise<number> {
      const [row] = await db.insert(coupons).values(values).returning({ id: coupons.id });
      return row!.id;
    },
    async update(id: number, values: Partial<typeof coupons.$inferInsert>): Promise<void> {
      await db
        .update(coupons)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(coupons.id, id));
    },
    /** True when any order (cancelled ones too) used the coupon. */
    async used(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.couponId, id)))
        .limit(1);
      return Boolean(row);
    },
    async remove(id: number): Promise<void> {
      await db.delete(coupons).where(eq(coupons.id, id));
    },
  };
}
