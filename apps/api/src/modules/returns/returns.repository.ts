import { OPEN_RETURN_STATUSES } from '@atelier/contracts';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderItems, orders, returnRequests } from '../../db/schema/index.js';

export type ReturnRow = typeof returnRequests.$inferSelect;

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
  };
}
