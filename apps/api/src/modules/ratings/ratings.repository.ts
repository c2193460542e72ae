import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { catalogItemColumns, catalogItems, ratings, users } from '../../db/schema/index.js';

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
        // A hidden rating (docs/decisions/102) leaves the average and the count.
        .where(and(eq(ratings.itemId, itemId), isNull(ratings.hiddenAt)));
      return row ?? { sum: 0, count: 0 };
    },
    async findOne(userId: string, itemId: number): Promise<number | null> {
      const [row] = await db
        .select({ rating: ratings.rating })
        .from(ratings)
        .where(and(eq(ratings.userId, userId), eq(ratings.itemId, itemId)))
        .limit(1);
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
    /** A page of every rating for the back office, newest first, with the item and the customer. */
    async adminPage(filters: { hidden?: boolean; itemId?: number }, limit: number, offset: number) {
      const where = adminWhere(filters);
      const rows = await db
        .select({ rating: ratings, itemTitle: catalogItems.title, itemSlug: catalogItems.slug, userName: users.name, userEmail: users.email })
        .from(ratings)
        .innerJoin(catalogItems, eq(catalogItems.id, ratings.itemId))
        .innerJoin(users, eq(users.id, ratings.userId))
        .where(where)
        .orderBy(desc(ratings.createdAt), desc(ratings.itemId), desc(ratings.userId))
        .limit(limit)
        .offset(offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(ratings)
        .where(where);
      return { rows, total: count?.n ?? 0 };
    },
    /** One rating with its item and customer, for the back office. */
    async adminFind(itemId: number, userId: string) {
      const [row] = await db
        .select({ rating: ratings, itemTitle: catalogItems.title, itemSlug: catalogItems.slug, userName: users.name, userEmail: users.email })
        .from(ratings)
        .innerJoin(catalogItems, eq(catalogItems.id, ratings.itemId))
        .innerJoin(users, eq(users.id, ratings.userId))
        .where(and(eq(ratings.itemId, itemId), eq(ratings.userId, userId)))
        .limit(1);
      return row;
    },
    /** Hides a rating with a reason, or shows it again (null, null). */
    async setHidden(itemId: number, userId: string, hiddenAt: Date | null, reason: string | null): Promise<void> {
      await db
        .update(ratings)
        .set({ hiddenAt, hiddenReason: reason })
        .where(and(eq(ratings.itemId, itemId), eq(ratings.userId, userId)));
    },
  };
}

function adminWhere(filters: { hidden?: boolean; itemId?: number }): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.hidden === true) parts.push(isNotNull(ratings.hiddenAt));
  if (filters.hidden === false) parts.push(isNull(ratings.hiddenAt));
  if (filters.itemId !== undefined) parts.push(eq(ratings.itemId, filters.itemId));
  return parts.length ? and(...parts) : undefined;
}
