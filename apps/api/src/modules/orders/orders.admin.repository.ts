import { and, asc, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminOrderListFilters, OrderChannel, OrderStatus, PaymentMethod, PaymentStatus } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { customers, orderItems, orderNotes, orderPayments, orderRefunds, orders, users } from '../../db/schema/index.js';

export type PaymentRow = typeof orderPayments.$inferSelect;
export type RefundRow = typeof orderRefunds.$inferSelect;
export type NoteRow = typeof orderNotes.$inferSelect;
type ActorCols = { id: string | null; name: string | null; email: string | null };

/** The list's filters as SQL (shared by the list, the CSV export and the dashboard). */
export interface OrderFilters {
  q?: string;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  from?: Date;
  to?: Date;
  channel?: OrderChannel;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What `q` must contain, as orders.search_text spells things: lower case, and for a phone number
 * (digits, spaces, +, -, brackets; 6 digits or more) only its digits after any 250 or leading 0, so
 * 0788 123 456, +250788123456 and 788123456 all find the same customer.
 */
function searchNeedle(q: string): string {
  const t = q.trim().toLowerCase();
  if (/^[+\d\s().-]+$/.test(t)) {
    const digits = t.replace(/\D/g, '');
    if (digits.length >= 6) return digits.replace(/^250/, '').replace(/^0/, '');
  }
  return t;
}

function where(f: OrderFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (f.q) parts.push(sql`${orders.searchText} like ${`%${likeEscape(searchNeedle(f.q))}%`}`);
  if (f.status) parts.push(eq(orders.status, f.status));
  if (f.paymentStatus) parts.push(eq(orders.paymentStatus, f.paymentStatus));
  if (f.from) parts.push(gte(orders.createdAt, f.from));
  if (f.to) parts.push(lt(orders.createdAt, f.to));
  if (f.channel) parts.push(eq(orders.channel, f.channel));
  return parts.length ? and(...parts) : undefined;
}

const SORTS: Record<AdminOrderListFilters['sort'], SQL[]> = {
  created_at: [asc(orders.createdAt), asc(orders.id)],
  '-created_at': [desc(orders.createdAt), desc(orders.id)],
  total: [asc(orders.totalMinor), desc(orders.createdAt)],
  '-total': [desc(orders.totalMinor), desc(orders.createdAt)],
  order_number: [asc(orders.orderNumber)],
  '-order_number': [desc(orders.orderNumber)],
};

const listColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  firstName: orders.customerFirstName,
  lastName: orders.customerLastName,
  email: orders.customerEmail,
  phone: orders.customerPhone,
  totalMinor: orders.totalMinor,
  subtotalMinor: orders.subtotalMinor,
  discountMinor: orders.discountMinor,
  couponCode: orders.couponCode,
  paidMinor: orders.amountPaidMinor,
  refundedMinor: orders.amountRefundedMinor,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  createdAt: orders.createdAt,
  channel: orders.channel,
  payKeyNonce: orders.payKeyNonce,
  itemCount: sql<number>`(select coalesce(sum(oi.quantity), 0) from order_items oi where oi.order_id = "orders"."id")`.mapWith(Number),
};
/** One row of the list, minor units. */
export interface AdminListRow {
  id: string;
  orderNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  totalMinor: number;
  subtotalMinor: number;
  discountMinor: number;
  couponCode: string | null;
  paidMinor: number;
  refundedMinor: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  createdAt: Date;
  channel: OrderChannel;
  payKeyNonce: string;
  itemCount: number;
}

const recorder = alias(users, 'recorder');
const voider = alias(users, 'voider');
const actor = (u: typeof recorder | typeof voider) => ({ id: u.id, name: u.name, email: u.email });

/** The back office's reads and writes on orders (docs/decisions/100). Writes run inside the service's transaction. */
export function ordersAdminRepository(db: DbOrTx) {
  return {
    /** One page of orders matching the filters, with the total count. */
    async list(f: OrderFilters, sort: AdminOrderListFilters['sort'], limit: number, offset: number): Promise<{ rows: AdminListRow[]; total: number }> {
      // Two statements: a window count(*) would compute the item counts of every match, not of one page.
      const [rows, [count]] = await Promise.all([
        db
          .select(listColumns)
          .from(orders)
          .where(where(f))
          .orderBy(...SORTS[sort])
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(orders)
          .where(where(f)),
      ]);
      return { rows: rows as unknown as AdminListRow[], total: count?.n ?? 0 };
    },
    /** Orders matching the filters after `after` (keyset on created_at, id), newest first: CSV batches. */
    async batch(f: OrderFilters, after: { createdAt: Date; id: string } | undefined, limit: number): Promise<Array<AdminListRow & { methods: string | null; references: string | null }>> {
      const cond = [where(f), after ? sql`("orders"."created_at", "orders"."id") < (${after.createdAt}, ${after.id}::uuid)` : undefined].filter(Boolean) as SQL[];
      const rows = await db
        .select({
          ...listColumns,
          methods: sql<string | null>`(select string_agg(distinct op.method, '; ') from order_payments op where op.order_id = "orders"."id" and op.voided_at is null)`,
          references: sql<
            string | null
          >`(select string_agg(op.reference, '; ' order by op.paid_at) from order_payments op where op.order_id = "orders"."id" and op.voided_at is null and op.reference is not null)`,
        })
        .from(orders)
        .where(cond.length ? and(...cond) : undefined)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
      return rows as unknown as Array<AdminListRow & { methods: string | null; references: string | null }>;
    },
    /** Locks the order row until the transaction ends: payments, refunds and moves on one order queue here. */
    async lock(orderId: string): Promise<typeof orders.$inferSelect | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row;
    },
    async payments(orderId: string): Promise<Array<PaymentRow & { recorder: ActorCols | null; voider: ActorCols | null }>> {
      const rows = await db
        .select({ p: orderPayments, recorder: actor(recorder), voider: actor(voider) })
        .from(orderPayments)
        .leftJoin(recorder, eq(recorder.id, orderPayments.recordedBy))
        .leftJoin(voider, eq(voider.id, orderPayments.voidedBy))
        .where(eq(orderPayments.orderId, orderId))
        .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id));
      return rows.map((r) => ({ ...r.p, recorder: r.recorder?.id ? r.recorder : null, voider: r.voider?.id ? r.voider : null }));
    },
    async refunds(orderId: string): Promise<Array<RefundRow & { recorder: ActorCols | null }>> {
      const rows = await db
        .select({ r: orderRefunds, recorder: actor(recorder) })
        .from(orderRefunds)
        .leftJoin(recorder, eq(recorder.id, orderRefunds.recordedBy))
        .where(eq(orderRefunds.orderId, orderId))
        .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
      return rows.map((r) => ({ ...r.r, recorder: r.recorder?.id ? r.recorder : null }));
    },
    async notes(orderId: string): Promise<Array<NoteRow & { author: ActorCols | null }>> {
      const rows = await db
        .select({ n: orderNotes, author: actor(recorder) })
        .from(orderNotes)
        .leftJoin(recorder, eq(recorder.id, orderNotes.authorId))
        .where(eq(orderNotes.orderId, orderId))
        .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
      return rows.map((r) => ({ ...r.n, author: r.author?.id ? r.author : null }));
    },
    async insertNote(values: typeof orderNotes.$inferInsert): Promise<NoteRow> {
      const [row] = await db.insert(orderNotes).values(values).returning();
      return row!;
    },
    async insertPayment(values: typeof orderPayments.$inferInsert): Promise<PaymentRow> {
      const [row] = await db.insert(orderPayments).values(values).returning();
      return row!;
    },
    /** A live payment with this mobile-money reference, on any order. */
    async findLiveReference(method: PaymentMethod, reference: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(orderPayments)
        .where(and(eq(orderPayments.method, method), eq(orderPayments.reference, reference), isNull(orderPayments.voidedAt)))
        .limit(1);
      return row;
    },
    async findPayment(orderId: string, paymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(orderPayments)
        .where(and(eq(orderPayments.id, paymentId), eq(orderPayments.orderId, orderId)))
        .limit(1);
      return row;
    },
    async voidPayment(paymentId: string, by: string, reason: string): Promise<PaymentRow> {
      const [row] = await db.update(orderPayments).set({ voidedAt: new Date(), voidedBy: by, voidReason: reason }).where(eq(orderPayments.id, paymentId)).returning();
      return row!;
    },
    async insertRefund(values: typeof orderRefunds.$inferInsert): Promise<RefundRow> {
      const [row] = await db.insert(orderRefunds).values(values).returning();
      return row!;
    },
    /** The sums of an order's live payments and its refunds, minor units (read under the order's lock). */
    async sums(orderId: string): Promise<{ paidMinor: number; refundedMinor: number; lastPaidAt: Date | null }> {
      const [p] = await db
        .select({ paid: sql<number>`coalesce(sum(${orderPayments.amountMinor}), 0)`.mapWith(Number), last: sql<Date | null>`max(${orderPayments.paidAt})` })
        .from(orderPayments)
        .where(and(eq(orderPayments.orderId, orderId), isNull(orderPayments.voidedAt)));
      const [r] = await db
        .select({ refunded: sql<number>`coalesce(sum(${orderRefunds.amountMinor}), 0)`.mapWith(Number) })
        .from(orderRefunds)
        .where(eq(orderRefunds.orderId, orderId));
      const last = p?.last ? new Date(p.last) : null;
      return { paidMinor: p?.paid ?? 0, refundedMinor: r?.refunded ?? 0, lastPaidAt: last };
    },
    async updateMoney(orderId: string, v: { paidMinor: number; refundedMinor: number; paymentStatus: PaymentStatus; paidAt: Date | null }): Promise<void> {
      await db.update(orders).set({ amountPaidMinor: v.paidMinor, amountRefundedMinor: v.refundedMinor, paymentStatus: v.paymentStatus, paidAt: v.paidAt }).where(eq(orders.id, orderId));
    },
    async setStatus(orderId: string, status: OrderStatus): Promise<void> {
      await db
        .update(orders)
        .set({ status, ...(status === 'cancelled' ? { cancelledAt: new Date() } : {}) })
        .where(eq(orders.id, orderId));
    },
    /** Dashboard figures for orders placed since `since` (cancelled left out), minor units. */
    async salesSince(since: Date): Promise<{ paidMinor: number; dueMinor: number; orders: number }> {
      const [row] = await db
        .select({
          paid: sql<number>`coalesce(sum(${orders.amountPaidMinor} - ${orders.amountRefundedMinor}), 0)`.mapWith(Number),
          due: sql<number>`coalesce(sum(greatest(${orders.totalMinor} - ${orders.amountPaidMinor}, 0)), 0)`.mapWith(Number),
          n: sql<number>`count(*)`.mapWith(Number),
        })
        .from(orders)
        .where(and(gte(orders.createdAt, since), sql`${orders.status} <> 'cancelled'`));
      return { paidMinor: row?.paid ?? 0, dueMinor: row?.due ?? 0, orders: row?.n ?? 0 };
    },
    /** Counts for the dashboard's tiles; refunds owed: cancelled orders paid more than refunded (minor units). */
    async counts(weekStart: Date): Promise<{ awaitingPayment: number; inProgress: number; cancelledThisWeek: number; refundsOwed: number; refundsOwedMinor: number }> {
      const owing = sql`${orders.status} = 'cancelled' and ${orders.amountPaidMinor} > ${orders.amountRefundedMinor}`;
      const [row] = await db
        .select({
          owed: sql<number>`count(*) filter (where ${owing})`.mapWith(Number),
          owedMinor: sql<number>`coalesce(sum(${orders.amountPaidMinor} - ${orders.amountRefundedMinor}) filter (where ${owing}), 0)`.mapWith(Number),
          awaiting: sql<number>`count(*) filter (where ${orders.status} <> 'cancelled' and ${orders.paymentStatus} in ('pending', 'partially_paid'))`.mapWith(Number),
          progress: sql<number>`count(*) filter (where ${orders.status} in ('processing', 'ready'))`.mapWith(Number),
          cancelled: sql<number>`count(*) filter (where ${orders.status} = 'cancelled' and ${orders.cancelledAt} >= ${weekStart})`.mapWith(Number),
        })
        .from(orders);
      return { awaitingPayment: row?.awaiting ?? 0, inProgress: row?.progress ?? 0, cancelledThisWeek: row?.cancelled ?? 0, refundsOwed: row?.owed ?? 0, refundsOwedMinor: row?.owedMinor ?? 0 };
    },
    /** This week's (or any period's) sales by channel: orders placed since `since`, cancelled left out, minor units. */
    async salesByChannel(since: Date): Promise<Array<{ channel: OrderChannel; paidMinor: number; dueMinor: number; orders: number }>> {
      const rows = await db
        .select({
          channel: orders.channel,
          paid: sql<number>`coalesce(sum(${orders.amountPaidMinor} - ${orders.amountRefundedMinor}), 0)`.mapWith(Number),
          due: sql<number>`coalesce(sum(greatest(${orders.totalMinor} - ${orders.amountPaidMinor}, 0)), 0)`.mapWith(Number),
          n: sql<number>`count(*)`.mapWith(Number),
        })
        .from(orders)
        .where(and(gte(orders.createdAt, since), sql`${orders.status} <> 'cancelled'`))
        .groupBy(orders.channel);
      return rows.map((r) => ({ channel: r.channel, paidMinor: r.paid, dueMinor: r.due, orders: r.n }));
    },
    /** True when any payment was ever recorded on the order, voided ones included: its lines are then locked (docs/decisions/128). */
    async hasPayments(orderId: string): Promise<boolean> {
      const [row] = await db.select({ id: orderPayments.id }).from(orderPayments).where(eq(orderPayments.orderId, orderId)).limit(1);
      return row !== undefined;
    },
    /**
     * Removes an order's lines, giving each counted variant back exactly the units its lines took
     * (as a cancellation does, migration 0022), in the edit's transaction (docs/decisions/128).
     */
    async releaseLines(orderId: string): Promise<void> {
      await db.execute(sql`update catalog_variants v set stock = v.stock + l.taken
        from (select variant_id, sum(stock_taken)::int as taken from order_items where order_id = ${orderId} and variant_id is not null and stock_taken > 0 group by variant_id) l
        where v.id = l.variant_id and v.stock is not null`);
      await db.delete(orderItems).where(eq(orderItems.orderId, orderId));
    },
    /** Writes an edited order's columns (docs/decisions/128). */
    async updateOrder(orderId: string, values: Partial<typeof orders.$inferInsert>): Promise<void> {
      await db.update(orders).set(values).where(eq(orders.id, orderId));
    },
    /** The language of a customer record's messages (en, rw, fr), or undefined. */
    async customerLanguage(customerId: string): Promise<string | undefined> {
      const [row] = await db.select({ language: customers.language }).from(customers).where(eq(customers.id, customerId)).limit(1);
      return row?.language ?? undefined;
    },
    /** Ids of the artworks on an order (freed when it is cancelled). */
    async artworkIds(orderId: string): Promise<number[]> {
      const rows = await db
        .select({ id: orderItems.itemId })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'artwork')));
      return rows.map((r) => r.id).filter((id): id is number => id !== null);
    },
  };
}
