import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cartItems, catalogItemColumns, catalogItems, isPublished } from '../../db/schema/index.js';
import { MAX_LINE_QUANTITY } from '@atelier/contracts';

/** First picture of the joined catalog item (qualified by hand: see catalog.repository). */
const frontImageKey = sql<string | null>`(select ci.image_key from catalog_images ci where ci.item_id = "catalog_items"."id" order by ci.position limit 1)`;

/** A customer's cart lines joined to the live catalog. */
export function cartRepository(db: DbOrTx) {
  return {
    /** Ids of the items in the customer's cart (for marking catalog replies). */
    async listItemIds(userId: string): Promise<number[]> {
      const rows = await db.select({ id: cartItems.itemId }).from(cartItems).where(eq(cartItems.userId, userId));
      return rows.map((r) => r.id);
    },
    async listLines(userId: string) {
      return db
        .select({ item: catalogItemColumns, quantity: cartItems.quantity, imageKey: frontImageKey })
        .from(cartItems)
        .innerJoin(catalogItems, eq(catalogItems.id, cartItems.itemId))
        .where(and(eq(cartItems.userId, userId), isPublished))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.itemId));
    },
    /** Adds `quantity` to a line (creating it), never above `max` (MAX_LINE_QUANTITY; 1 for an artwork). */
    async addQuantity(userId: string, itemId: number, quantity: number, max = MAX_LINE_QUANTITY): Promise<void> {
      await db
        .insert(cartItems)
        .values({ userId, itemId, quantity: Math.min(quantity, max) })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.itemId],
          set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${max})`, updatedAt: new Date() },
        });
    },
    /** Sets a line's quantity; returns false when the line does not exist. */
    async setQuantity(userId: string, itemId: number, quantity: number): Promise<boolean> {
      const rows = await db
        .update(cartItems)
        .set({ quantity })
        .where(and(eq(cartItems.userId, userId), eq(cartItems.itemId, itemId)))
        .returning({ itemId: cartItems.itemId });
      return rows.length > 0;
    },
    async remove(userId: string, itemIds: number[]): Promise<number> {
      if (itemIds.length === 0) return 0;
      const rows = await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.itemId, itemIds)))
        .returning({ itemId: cartItems.itemId });
      return rows.length;
    },
    async clear(userId: string): Promise<void> {
      await db.delete(cartItems).where(eq(cartItems.userId, userId));
    },
  };
}
