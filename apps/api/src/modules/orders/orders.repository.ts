import { and, asc, desc, eq, inArray, isNull, lt, min, or, sql } from 'drizzle-orm';
import { isUuid, type PaymentMethod } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { cartItems, catalogItems, catalogVariants, coupons, orderItems, orderPayments, orders } from '../../db/schema/index.js';

export type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
/** An order with its lines and the methods of its live payments, first-paid first (no repeats). */
export type OrderWithItems = OrderRow & { items: OrderItemRow[]; paymentMethods: PaymentMethod[] };

/** The shape of an order number (lib/crypto newOrderNumber), upper-cased. */
const ORDER_NUMBER = /^ATL-[0-9A-Z]{6}$/;

/** Orders, their lines and coupons. */
export function ordersRepository(db: DbOrTx) {
  async function withItems(rows: OrderRow[]): Promise<OrderWithItems[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const lines = await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id);
    // Only orders with money in need the second read.
    const paidIds = rows.filter((r) => r.amountPaidMinor > 0).map((r) => r.id);
    const methods = paidIds.length
      ? await db
          .select({ orderId: orderPayments.orderId, method: orderPayments.method, first: min(orderPayments.createdAt) })
          .from(orderPayments)
          .where(and(inArray(orderPayments.orderId, paidIds), isNull(orderPayments.voidedAt)))
          .groupBy(orderPayments.orderId, orderPayments.method)
          .orderBy(asc(min(orderPayments.createdAt)))
      : [];
    return rows.map((r) => ({ ...r, items: lines.filter((l) => l.orderId === r.id), paymentMethods: methods.filter((m) => m.orderId === r.id).map((m) => m.method) }));
  }

  return {
    /** A coupon by code (case-insensitive: codes are stored upper-case). */
    async findCoupon(code: string): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase())).limit(1);
      return row;
    },
    /**
     * Takes one use of a coupon if it has uses left: one UPDATE whose WHERE re-checks the limit, so
     * two racing orders cannot both take the last use. Returns false when none is left.
     */
    async takeCouponUse(couponId: number): Promise<boolean> {
      // The coupon must also still be on and within its dates (the owner may change them meanwhile).
      const rows = await db
        .update(coupons)
        .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
        .where(
          and(
            eq(coupons.id, couponId),
            eq(coupons.active, true),
            sql`(${coupons.startsAt} is null or ${coupons.startsAt} <= now()) and (${coupons.expiresAt} is null or ${coupons.expiresAt} > now())`,
            or(isNull(coupons.usageLimit), lt(coupons.timesUsed, coupons.usageLimit)),
          ),
        )
        .returning({ id: coupons.id });
      return rows.length > 0;
    },
    /**
     * Takes `quantity` units of a counted variant's stock (docs/decisions/101, 127): one UPDATE whose WHERE
     * re-checks what is left, so two racing orders cannot both take the last unit (the second waits on
     * the row, then finds too few). Returns false when fewer are left, or the variant is no longer counted.
     */
    async takeStock(variantId: number, quantity: number): Promise<boolean> {
      const rows = await db
        .update(catalogVariants)
        .set({ stock: sql`${catalogVariants.stock} - ${quantity}` })
        .where(and(eq(catalogVariants.id, variantId), sql`${catalogVariants.stock} >= ${quantity}`))
        .returning({ id: catalogVariants.id });
      return rows.length > 0;
    },
    /** Units left of a variant (null: not counted), as this transaction sees them now. */
    async stockOf(variantId: number): Promise<number | null> {
      const [row] = await db.select({ stock: catalogVariants.stock }).from(catalogVariants).where(eq(catalogVariants.id, variantId)).limit(1);
      return row?.stock ?? null;
    },
    /**
     * Orders of this customer that used the coupon and are not cancelled (its per-customer limit,
     * docs/decisions/101). Called after takeCouponUse in the order's transaction, whose row lock on the coupon
     * makes a second order of the same coupon wait and then count the first.
     */
    async customerCouponUses(couponId: number, userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(orders)
        .where(and(eq(orders.couponId, couponId), eq(orders.userId, userId), sql`${orders.status} <> 'cancelled'`));
      return row?.n ?? 0;
    },
    /** Inserts an order unless its number or idempotency key is taken (then returns undefined). */
    async insertOrder(values: typeof orders.$inferInsert): Promise<OrderRow | undefined> {
      const [row] = await db.insert(orders).values(values).onConflictDoNothing().returning();
      return row;
    },
    async insertItems(values: Array<typeof orderItems.$inferInsert>): Promise<void> {
      await db.insert(orderItems).values(values);
    },
    async findByIdempotencyKey(userId: string, key: string): Promise<OrderWithItems | undefined> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
        .limit(1);
      return (await withItems(rows))[0];
    },
    /**
     * An order of this customer, by its id or by the number the customer reads in WhatsApp and the
     * e-mail (`ATL-7K3QX9`, any case); undefined for another's or an unknown one.
     */
    async findOwned(userId: string, idOrNumber: string): Promise<OrderWithItems | undefined> {
      const number = idOrNumber.toUpperCase();
      const which = isUuid(idOrNumber) ? eq(orders.id, idOrNumber) : ORDER_NUMBER.test(number) ? eq(orders.orderNumber, number) : undefined;
      if (!which) return undefined;
      const rows = await db
        .select()
        .from(orders)
        .where(and(which, eq(orders.userId, userId)))
        .limit(1);
      return (await withItems(rows))[0];
    },
    /** An order by its number (`ATL-XXXXXX`, any case) with its lines, whoever's it is (the pay link); undefined otherwise. */
    async findByNumber(orderNumber: string): Promise<OrderWithItems | undefined> {
      const number = orderNumber.trim().toUpperCase();
      if (!ORDER_NUMBER.test(number)) return undefined;
      const rows = await db.select().from(orders).where(eq(orders.orderNumber, number)).limit(1);
      return (await withItems(rows))[0];
    },
    /** Orders by id with their lines (any customer's: the back office). */
    async findManyWithItems(ids: string[]): Promise<OrderWithItems[]> {
      if (ids.length === 0) return [];
      return withItems(await db.select().from(orders).where(inArray(orders.id, ids)));
    },
    async listOwned(userId: string, limit: number, offset: number): Promise<{ orders: OrderWithItems[]; total: number }> {
      const rows = await db
        .select({ order: orders, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt))
        .limit(limit)
        .offset(offset);
      return { orders: await withItems(rows.map((r) => r.order)), total: rows[0]?.total ?? 0 };
    },
    /** Marks the confirmation as sent; true only for the first caller (so it is sent once). */
    async claimConfirmation(orderId: string): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ confirmationSentAt: new Date() })
        .where(and(eq(orders.id, orderId), isNull(orders.confirmationSentAt)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },
    /**
     * Locks catalog rows until the transaction ends (one-of-a-kind artworks): a second order for
     * the same artwork waits here, then sees the first one's line.
     */
    async lockItems(itemIds: number[]): Promise<void> {
      if (itemIds.length) await db.select({ id: catalogItems.id }).from(catalogItems).where(inArray(catalogItems.id, itemIds)).for('update');
    },
    /** Of these items, those held by an order that is not cancelled (reserved, or sold when paid). */
    async heldItems(itemIds: number[]): Promise<Map<number, 'reserved' | 'sold'>> {
      if (itemIds.length === 0) return new Map();
      const rows = await db
        .select({ itemId: orderItems.itemId, sold: sql<boolean>`bool_or(${orders.paymentStatus} in ('paid', 'partially_refunded'))` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(inArray(orderItems.itemId, itemIds), sql`${orders.status} <> 'cancelled'`))
        .groupBy(orderItems.itemId);
      return new Map(rows.map((r) => [r.itemId!, r.sold ? 'sold' : 'reserved']));
    },
    /** Cancels a pending order; false when it was not pending any more (someone else moved it). */
    async cancel(orderId: string): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ status: 'cancelled', cancelledAt: new Date() })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
        .returning({ id: orders.id });
      return rows.length > 0;
    },
    /** Gives back one use of a coupon (its order was cancelled). */
    async returnCouponUse(code: string): Promise<void> {
      await db
        .update(coupons)
        .set({ timesUsed: sql`greatest(${coupons.timesUsed} - 1, 0)` })
        .where(eq(coupons.code, code));
    },
    /** The customer's cart lines, item and variant (a cart order must be made of them). */
    async cartLines(userId: string): Promise<Array<{ itemId: number; variantId: number }>> {
      return db.select({ itemId: cartItems.itemId, variantId: cartItems.variantId }).from(cartItems).where(eq(cartItems.userId, userId));
    },
    /** Removes ordered lines (by variant) from the customer's cart; returns how many were there to remove. */
    async removeFromCart(userId: string, variantIds: number[]): Promise<number> {
      if (variantIds.length === 0) return 0;
      const rows = await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.variantId, variantIds)))
        .returning({ id: cartItems.variantId });
      return rows.length;
    },
  };
}
