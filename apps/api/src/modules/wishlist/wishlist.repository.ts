import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { catalogItemColumns, catalogItems, isPublished, wishlistItems } from '../../db/schema/index.js';

/** First picture of the joined catalog item (qualified by hand: see catalog.repository). */
const frontImageKey = sql<string | null>`(select ci.image_key from catalog_images ci where ci.item_id = "catalog_items"."id" order by ci.position limit 1)`;

/** A customer's wishlist joined to the live catalog. */
export function wishlistRepository(db: DbOrTx) {
  return {
    /** Ids of the items on the customer's wishlist (for marking catalog replies). */
    async listItemIds(userId: string): Promise<number[]> {
      const rows = await db.select({ id: wishlistItems.itemId }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
      return rows.map((r) => r.id);
    },
    async list(userId: string) {
      return db
        .select({ item: catalogItemColumns, imageKey: frontImageKey, addedAt: wishlistItems.createdAt })
        .from(wishlistItems)
        .innerJoin(catalogItems, eq(catalogItems.id, wishlistItems.itemId))
        .where(and(eq(wishlistItems.userId, userId), isPublished))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.itemId))
        .limit(500);
    },
    async add(userId: string, itemId: number): Promise<void> {
      await db.insert(wishlistItems).values({ userId, itemId }).onConflictDoNothing();
    },
    async remove(userId: string, itemId: number): Promise<boolean> {
      const rows = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.itemId, itemId)))
        .returning({ itemId: wishlistItems.itemId });
      return rows.length > 0;
    },
  };
}
