import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { momoAttempts, orders } from '../../db/schema/index.js';

export type MomoAttemptRow = typeof momoAttempts.$inferSelect;
export type MomoOrderRow = typeof orders.$inferSelect;

/** The MTN MoMo attempts table (docs/decisions/132) and the order reads its service needs. */
export function momoRepository(db: DbOrTx) {
  return {
    /** An order by id or by number (already upper-cased and checked by the caller). */
    async order(by: { id: string } | { number: string }): Promise<MomoOrderRow | undefined> {
      const [o] = await db
        .select()
        .from(orders)
        .where('id' in by ? eq(orders.id, by.id) : eq(orders.orderNumber, by.number))
        .limit(1);
      return o;
    },
    async paymentStatus(orderId: string): Promise<string | undefined> {
      const [o] = await db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId));
      return o?.paymentStatus;
    },
    async pendingOf(orderId: string): Promise<MomoAttemptRow | undefined> {
      const [a] = await db
        .select()
        .from(momoAttempts)
        .where(and(eq(momoAttempts.orderId, orderId), eq(momoAttempts.status, 'pending')))
        .limit(1);
      return a;
    },
    /** The pending attempts of the order with this number (a callback naming only its externalId). */
    async pendingOfNumber(orderNumber: string): Promise<MomoAttemptRow[]> {
      const rows = await db
        .select({ a: momoAttempts })
        .from(momoAttempts)
        .innerJoin(orders, eq(orders.id, momoAttempts.orderId))
        .where(and(eq(orders.orderNumber, orderNumber), eq(momoAttempts.status, 'pending')));
      return rows.map((r) => r.a);
    },
    async insert(values: typeof momoAttempts.$inferInsert): Promise<MomoAttemptRow> {
      const [a] = await db.insert(momoAttempts).values(values).returning();
      return a!;
    },
    async byReference(reference: string): Promise<MomoAttemptRow | undefined> {
      const [a] = await db.select().from(momoAttempts).where(eq(momoAttempts.reference, reference)).limit(1);
      return a;
    },
    async byId(orderId: string, id: string): Promise<MomoAttemptRow | undefined> {
      const [a] = await db
        .select()
        .from(momoAttempts)
        .where(and(eq(momoAttempts.id, id), eq(momoAttempts.orderId, orderId)));
      return a;
    },
    async statusOf(id: string): Promise<MomoAttemptRow['status'] | undefined> {
      const [a] = await db.select({ status: momoAttempts.status }).from(momoAttempts).where(eq(momoAttempts.id, id));
      return a?.status;
    },
    /** Ends the attempt if it is still pending; false when it had already ended. */
    async finish(id: string, v: { status: 'failed' | 'successful'; reason: string | null; financialTransactionId: string | null; paymentId?: string; at: Date }): Promise<boolean> {
      const done = await db
        .update(momoAttempts)
        .set({ status: v.status, reason: v.reason, financialTransactionId: v.financialTransactionId, paymentId: v.paymentId ?? null, finishedAt: v.at, updatedAt: v.at })
        .where(and(eq(momoAttempts.id, id), eq(momoAttempts.status, 'pending')))
        .returning({ id: momoAttempts.id });
      return done.length > 0;
    },
    /**
     * Takes one pending attempt due at `now`, for this runner only (FOR UPDATE SKIP LOCKED: runners
     * in parallel never take the same one), counts the check and sets the next one: `pollMs` doubled
     * per check, at most `maxMs`.
     */
    async claimDue(now: Date, pollMs: number, maxMs: number): Promise<MomoAttemptRow | undefined> {
      const due = db
        .select({ id: momoAttempts.id })
        .from(momoAttempts)
        .where(and(eq(momoAttempts.status, 'pending'), lte(momoAttempts.nextCheckAt, now)))
        .orderBy(momoAttempts.nextCheckAt)
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(momoAttempts)
        .set({
          checks: sql`${momoAttempts.checks} + 1`,
          nextCheckAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => least(${pollMs / 1000} * power(2, ${momoAttempts.checks} + 1), ${maxMs / 1000}))`,
        })
        .where(inArray(momoAttempts.id, due))
        .returning();
      return row;
    },
    /** An order's attempts, newest first. */
    async ofOrder(orderId: string): Promise<MomoAttemptRow[]> {
      return db.select().from(momoAttempts).where(eq(momoAttempts.orderId, orderId)).orderBy(desc(momoAttempts.createdAt));
    },
  };
}
