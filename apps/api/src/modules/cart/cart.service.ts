import { CART_MESSAGES, CHECKOUT_MESSAGES, fromMinor, priceLines, type Cart, type CartItem } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { imageUrl } from '../../lib/images.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { cartRepository } from './cart.repository.js';

/** What the cart needs of orders: which artworks live orders hold. */
export interface HeldItems {
  heldItems(itemIds: number[]): Promise<Map<number, 'reserved' | 'sold'>>;
}

/**
 * The signed-in customer's cart (spec 02 §7 cart calls). Prices always from the live catalog, added
 * up by the same rule as the checkout quote and the order (contracts' priceLines, docs/decisions/090).
 */
export function cartService(deps: { db: Db; catalog: CatalogService; orders: HeldItems }) {
  const repo = cartRepository(deps.db);

  async function get(userId: string): Promise<Cart> {
    const lines = await repo.listLines(userId);
    const p = priceLines(lines.map(({ item, quantity }) => ({ unitPriceMinor: item.priceMinor, quantity })));
    const items: CartItem[] = lines.map(({ item, quantity, imageKey }, i) => ({
      productId: item.id,
      kind: item.kind,
      title: item.title,
      description: item.description,
      frontimage: imageUrl(imageKey),
      price: fromMinor(item.priceMinor),
      compare_at_price: item.compareAtPriceMinor !== null && item.compareAtPriceMinor > item.priceMinor ? fromMinor(item.compareAtPriceMinor) : null,
      quantity,
      lineTotal: fromMinor(p.lineTotalsMinor[i]!),
      material: item.material,
      size: item.size,
      washable: item.washable,
    }));
    const itemCount = lines.reduce((n, l) => n + l.quantity, 0);
    return { items, subtotal: fromMinor(p.subtotalMinor), shipping: fromMinor(p.shippingMinor), total: fromMinor(p.totalMinor), itemCount };
  }

  return {
    get,
    /** Ids in the customer's cart. */
    itemIds: (userId: string) => repo.listItemIds(userId),
    /**
     * Adds an item (spec 02 §7 POST /cart). An artwork is one of a kind: its line holds 1, and a
     * reserved or sold one cannot be added (CONFLICT). Throws NOT_FOUND for an unknown item.
     */
    async add(userId: string, productId: number, quantity: number): Promise<Cart> {
      const item = await deps.catalog.get(productId);
      if (item.kind === 'artwork') {
        if ((await deps.orders.heldItems([productId])).size > 0) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.artworkUnavailable);
        await repo.addQuantity(userId, productId, 1, 1);
      } else await repo.addQuantity(userId, productId, quantity);
      return get(userId);
    },
    /** Sets a line's quantity; 0 removes it (spec 02 §7 PUT /api/cart/{productId}); an artwork stays at 1. NOT_FOUND when absent. */
    async setQuantity(userId: string, productId: number, quantity: number): Promise<Cart> {
      if (quantity > 1 && (await deps.catalog.get(productId).catch(() => null))?.kind === 'artwork') throw new AppError('BAD_REQUEST', CHECKOUT_MESSAGES.artworkQuantity);
      const found = quantity === 0 ? (await repo.remove(userId, [productId])) > 0 : await repo.setQuantity(userId, productId, quantity);
      if (!found) throw new AppError('NOT_FOUND', CART_MESSAGES.itemNotFound);
      return get(userId);
    },
    /** Removes a line (spec 02 §7 DELETE /cart/{id}). NOT_FOUND when absent. */
    async remove(userId: string, productId: number): Promise<Cart> {
      if ((await repo.remove(userId, [productId])) === 0) throw new AppError('NOT_FOUND', CART_MESSAGES.itemNotFound);
      return get(userId);
    },
    /** Empties the cart (spec 02 §7 DELETE /api/cart/clear). */
    async clear(userId: string): Promise<Cart> {
      await repo.clear(userId);
      return get(userId);
    },
  };
}
export type CartService = ReturnType<typeof cartService>;
