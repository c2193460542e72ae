import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { catalogItemColumns, catalogItems, ratings } from '../../db/schema/index.js';

/** Did this customer buy this item? (orders of theirs holding a line of it). Qualified by hand like the catalog's subqueries. */
const boughtIt = sql<boolean>`exists (select 1 from orders o join order_items oi on oi.order_id = o.id where o.user_id = "ratings"."user_id" and oi.item_id = "ratings"."item_id")`;
const frontImageKey = sql<string | null>`(select ci.image_key from catalog_images ci where ci.item_id = "catalog_items"."id" order by ci.position limit 1)`;

/** Ratings: one row per customer and item. */
export function ratingsRepository(db: DbOrTx) {
  return {
    async summary(itemId: number): Promise<{ sum: number; count: number }> {
      const [row] = await db
        .select({ sum: sql<number>`coalesce(sum(${ratings.rating}), 0)`.mapWith(Number), count: sql<number>`count(*)`.mapWith(Number) })
        .from(ratings)
        .where(eq(ratings.itemId, itemId));
      return row ?? { sum: 0, count: 0 };
    },
    async findOne(userId: string, itemId: number): Promise<number | null> {
      const [row] = await db.select({ rating: ratings.rating }).from(ratings).where(and(eq(ratings.userId, userId), eq(ratings.itemId, itemId))).limit(1);
      return row?.rating ?? null;
    },
    /** Inserts the rating unless the customer already rated the item (then nothing changes). */
    async insertOnce(userId: string, itemId: number, rating: number): Promise<void> {
      await db.insert(ratings).values({ userId, itemId, rating }).onConflictDoNothing();
    },
    async listByUser(userId: string) {
      return db
        .select({ rating: ratings, item: catalogItemColumns, imageKey: frontImageKey, verified: boughtIt })
        .from(ratings)
        .innerJoin(catalogItems, eq(catalogItems.id, ratings.itemId))
        .where(eq(ratings.userId, userId))
        .orderBy(desc(ratings.updatedAt))
        .limit(200);
    },
  };
}
