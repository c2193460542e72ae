import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cartItems, catalogItemColumns, catalogItems, catalogVariants, isPublished } from '../../db/schema/index.js';
import { MAX_LINE_QUANTITY } from '@atelier/contracts';

/** The line's picture: its variant's (a colour's), else the item's first (qualified by hand: see catalog.repository). */
const imageKey = sql<
  string | null
>`coalesce((select ci.image_key from catalog_images ci where ci.id = "catalog_variants"."image_id"), (select ci.image_key from catalog_images ci where ci.item_id = "catalog_items"."id" order by ci.position limit 1))`;

/** A customer's cart lines, one per variant (docs/decisions/127), joined to the live catalog. */
export function cartRepository(db: DbOrTx) {
  return {
    /** Ids of the items in the customer's cart (for marking catalog replies). */
    async listItemIds(userId: string): Promise<number[]> {
      const rows = await db.selectDistinct({ id: cartItems.itemId }).from(cartItems).where(eq(cartItems.userId, userId));
      return rows.map((r) => r.id);
    },
    /** The lines of published items whose variant is on sale, oldest first, with the variant's own price (null: the item's). */
    async listLines(userId: string) {
      return db
        .select({
          item: catalogItemColumns,
          quantity: cartItems.quantity,
          variant: { id: catalogVariants.id, optionValues: catalogVariants.optionValues, priceMinor: catalogVariants.priceMinor, compareAtPriceMinor: catalogVariants.compareAtPriceMinor },
          imageKey,
        })
        .from(cartItems)
        .innerJoin(catalogItems, eq(catalogItems.id, cartItems.itemId))
        .innerJoin(catalogVariants, and(eq(catalogVariants.id, cartItems.variantId), isNull(catalogVariants.archivedAt)))
        .where(and(eq(cartItems.userId, userId), isPublished))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.itemId), asc(catalogVariants.position), asc(catalogVariants.id));
    },
    /** The variants of `itemId` in the customer's cart. */
    async variantsInCart(userId: string, itemId: number): Promise<number[]> {
      const rows = await db
        .select({ id: cartItems.variantId })
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.itemId, itemId)));
      return rows.map((r) => r.id);
    },
    /** Adds `quantity` to a variant's line (creating it), never above `max` (MAX_LINE_QUANTITY; 1 for an artwork). */
    async addQuantity(userId: string, itemId: number, variantId: number, quantity: number, max = MAX_LINE_QUANTITY): Promise<void> {
      await db
        .insert(cartItems)
        .values({ userId, itemId, variantId, quantity: Math.min(quantity, max) })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.variantId],
          set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${max})`, updatedAt: new Date() },
        });
    },
    /** Sets a line's quantity; returns false when the line does not exist. */
    async setQuantity(userId: string, itemId: number, variantId: number, quantity: number): Promise<boolean> {
      const rows = await db
        .update(cartItems)
        .set({ quantity, updatedAt: new Date() })
        .where(and(eq(cartItems.userId, userId), eq(cartItems.itemId, itemId), eq(cartItems.variantId, variantId)))
        .returning({ itemId: cartItems.itemId });
      return rows.length > 0;
    },
    /** Removes the lines of `itemId`: the one of `variantId`, or all of them. Returns how many went. */
    async remove(userId: string, itemId: number, variantId?: number): Promise<number> {
      const rows = await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.itemId, itemId), variantId === undefined ? undefined : eq(cartItems.variantId, variantId)))
        .returning({ itemId: cartItems.itemId });
      return rows.length;
    },
    async clear(userId: string): Promise<void> {
      await db.delete(cartItems).where(eq(cartItems.userId, userId));
    },
  };
}
