import { OPEN_RETURN_STATUSES } from '@atelier/contracts';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderItems, orderRefunds, orders, returnRequests } from '../../db/schema/index.js';

export type ReturnRow = typeof returnRequests.$inferSelect;

/** The columns of a return as the back office lists it: the request, its order's number and customer, the item's name. */
const adminColumns = {
  ret: returnRequests,
  orderNumber: orders.orderNumber,
  productName: orderItems.productName,
  firstName: orders.customerFirstName,
  lastName: orders.customerLastName,
  email: orders.customerEmail,
  phone: orders.customerPhone,
  refund: { id: orderRefunds.id, amountMinor: orderRefunds.amountMinor, method: orderRefunds.method, reference: orderRefunds.reference, createdAt: orderRefunds.createdAt },
};
export type AdminReturnRow = {
  ret: ReturnRow;
  orderNumber: string;
  productName: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The order's refund that settled it (docs/decisions/105), null until it is refunded. */
  refund: { id: string; amountMinor: number; method: (typeof orderRefunds.$inferSelect)['method']; reference: string | null; createdAt: Date } | null;
};

/** Return requests. */
export function returnsRepository(db: DbOrTx) {
  return {
    async insert(values: typeof returnRequests.$inferInsert): Promise<ReturnRow> {
      const [row] = await db.insert(returnRequests).values(values).returning();
      return row!;
    },
    /** An open (requested, approved or received) return for the same order and line (or the whole order). */
    async findOpen(orderId: string, orderItemId: number | null): Promise<ReturnRow | undefined> {
      const [row] = await db
        .select()
        .from(returnRequests)
        .where(
          and(
            eq(returnRequests.orderId, orderId),
            orderItemId === null ? isNull(returnRequests.orderItemId) : or(eq(returnRequests.orderItemId, orderItemId), isNull(returnRequests.orderItemId)),
            inArray(returnRequests.status, [...OPEN_RETURN_STATUSES]),
          ),
        )
        .limit(1);
      return row;
    },
    /** The customer's returns with their order numbers and item names, newest first. */
    async listByUser(userId: string) {
      return db
        .select({ ret: returnRequests, orderNumber: orders.orderNumber, productName: orderItems.productName })
        .from(returnRequests)
        .innerJoin(orders, eq(orders.id, returnRequests.orderId))
        .leftJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
        .where(eq(returnRequests.userId, userId))
        .orderBy(desc(returnRequests.createdAt))
        .limit(200);
    },
    /** The back office's queue: oldest first when filtered to a status, newest first otherwise; with the total. */
    async listAdmin(f: { status?: ReturnRow['status']; userId?: string }, limit: number, offset: number): Promise<{ rows: AdminReturnRow[]; total: number }> {
      const rows = await db
        .select({ ...adminColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(returnRequests)
        .innerJoin(orders, eq(orders.id, returnRequests.orderId))
        .leftJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
        .leftJoin(orderRefunds, eq(orderRefunds.returnId, returnRequests.id))
        .where(and(f.status ? eq(returnRequests.status, f.status) : undefined, f.userId ? eq(returnRequests.userId, f.userId) : undefined))
        .orderBy(f.status ? returnRequests.createdAt : desc(returnRequests.createdAt), returnRequests.id)
        .limit(limit)
        .offset(offset);
      return { rows: rows.map(({ total: _total, ...r }) => r), total: rows[0]?.total ?? 0 };
    },
    /** One return with its order and item; `forUpdate` locks the request's row. */
    async findAdmin(id: string, forUpdate = false): Promise<AdminReturnRow | undefined> {
      const q = db
        .select(adminColumns)
        .from(returnRequests)
        .innerJoin(orders, eq(orders.id, returnRequests.orderId))
        .leftJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
        .leftJoin(orderRefunds, eq(orderRefunds.returnId, returnRequests.id))
        .where(eq(returnRequests.id, id))
        .limit(1);
      const [row] = forUpdate ? await q.for('update', { of: returnRequests }) : await q;
      return row;
    },
    async update(id: string, values: Partial<typeof returnRequests.$inferInsert>): Promise<ReturnRow> {
      const [row] = await db.update(returnRequests).set(values).where(eq(returnRequests.id, id)).returning();
      return row!;
    },
    /** Requests still being handled (the dashboard tile). */
    async countOpen(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(returnRequests)
        .where(inArray(returnRequests.status, [...OPEN_RETURN_STATUSES]));
      return row?.n ?? 0;
    },
  };
}
