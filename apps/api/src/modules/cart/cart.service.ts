import { CART_MESSAGES, CHECKOUT_MESSAGES, VARIANT_MESSAGES, fromMinor, priceLines, type Cart, type CartItem, type Locale } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { imageUrl } from '../../lib/images.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { itemTexts, localVariantTitle } from '../catalog/item-texts.js';
import { chooseVariant } from '../catalog/variants.js';
import { cartRepository } from './cart.repository.js';

/** What the cart needs of orders: which artworks live orders hold. */
export interface HeldItems {
  heldItems(itemIds: number[]): Promise<Map<number, 'reserved' | 'sold'>>;
}

/**
 * The signed-in customer's cart (spec 02 §7 cart calls), a line per variant (docs/decisions/127). Prices
 * always from the live catalog (the variant's own price, else the item's), added up by the same rule
 * as the checkout quote and the order (contracts' priceLines, docs/decisions/090).
 */
export function cartService(deps: { db: Db; catalog: CatalogService; orders: HeldItems }) {
  const repo = cartRepository(deps.db);

  async function get(userId: string, locale: Locale = 'en'): Promise<Cart> {
    const lines = await repo.listLines(userId);
    const unit = (l: (typeof lines)[number]) => l.variant.priceMinor ?? l.item.priceMinor;
    const p = priceLines(lines.map((l) => ({ unitPriceMinor: unit(l), quantity: l.quantity })));
    const items: CartItem[] = lines.map((l, i) => {
      const { item, quantity, variant } = l;
      const priceMinor = unit(l);
      const compareAt = variant.compareAtPriceMinor ?? item.compareAtPriceMinor;
      return {
        productId: item.id,
        variantId: variant.id,
        variantTitle: localVariantTitle(item.options ?? [], variant.optionValues, locale),
        kind: item.kind,
        ...itemTexts(item, locale),
        frontimage: imageUrl(l.imageKey),
        price: fromMinor(priceMinor),
        compare_at_price: compareAt !== null && compareAt > priceMinor ? fromMinor(compareAt) : null,
        quantity,
        lineTotal: fromMinor(p.lineTotalsMinor[i]!),
        washable: item.washable,
      };
    });
    const itemCount = lines.reduce((n, l) => n + l.quantity, 0);
    return { items, subtotal: fromMinor(p.subtotalMinor), shipping: fromMinor(p.shippingMinor), total: fromMinor(p.totalMinor), itemCount };
  }

  /**
   * The variant of `productId` a PUT names: `variantId`, or the item's only line in the cart (an item
   * with several lines needs `variantId`: BAD_REQUEST naming its first option). NOT_FOUND when absent.
   */
  async function lineOf(userId: string, productId: number, variantId: number | undefined): Promise<number> {
    if (variantId !== undefined) return variantId;
    const inCart = await repo.variantsInCart(userId, productId);
    if (inCart.length === 0) throw new AppError('NOT_FOUND', CART_MESSAGES.itemNotFound);
    if (inCart.length === 1) return inCart[0]!;
    const item = await deps.catalog.get(productId).catch(() => null);
    throw new AppError('BAD_REQUEST', VARIANT_MESSAGES.chooseOption(item?.options[0]?.name ?? 'option'));
  }

  return {
    /** The cart (spec 02 §7 GET /api/cart); item texts and variant titles in `locale`, English where not translated. */
    get,
    /** Ids of the items in the customer's cart. */
    itemIds: (userId: string) => repo.listItemIds(userId),
    /**
     * Adds a variant of an item (spec 02 §7 POST /cart, docs/decisions/127): `variantId`, or the item's only
     * variant; an item with several needs one (BAD_REQUEST naming its first option), and one not on
     * sale or of another item is NOT_FOUND (VARIANT_MESSAGES.variantNotFound). An artwork is one of a
     * kind: its line holds 1, and a reserved or sold one cannot be added (CONFLICT). NOT_FOUND for an unknown item.
     */
    async add(userId: string, productId: number, quantity: number, variantId?: number, locale: Locale = 'en'): Promise<Cart> {
      // In the customer's language: "choose a size" names the option as the page does (Ingano, Taille).
      const item = await deps.catalog.get(productId, undefined, locale);
      const variant = chooseVariant(item, variantId, 'NOT_FOUND');
      if (item.kind === 'artwork') {
        if ((await deps.orders.heldItems([productId])).size > 0) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.artworkUnavailable);
        await repo.addQuantity(userId, productId, variant.id, 1, 1);
      } else await repo.addQuantity(userId, productId, variant.id, quantity);
      return get(userId, locale);
    },
    /**
     * Sets a line's quantity; 0 removes it (spec 02 §7 PUT /api/cart/{productId}); an artwork stays at 1.
     * The line is the one of `variantId`, or the item's only line. NOT_FOUND when absent.
     */
    async setQuantity(userId: string, productId: number, quantity: number, variantId?: number, locale: Locale = 'en'): Promise<Cart> {
      if (quantity > 1 && (await deps.catalog.get(productId).catch(() => null))?.kind === 'artwork') throw new AppError('BAD_REQUEST', CHECKOUT_MESSAGES.artworkQuantity);
      const found = quantity === 0 ? (await repo.remove(userId, productId, variantId)) > 0 : await repo.setQuantity(userId, productId, await lineOf(userId, productId, variantId), quantity);
      if (!found) throw new AppError('NOT_FOUND', CART_MESSAGES.itemNotFound);
      return get(userId, locale);
    },
    /** Removes the line of `variantId`, or every line of the item (spec 02 §7 DELETE /cart/{id}). NOT_FOUND when absent. */
    async remove(userId: string, productId: number, variantId?: number, locale: Locale = 'en'): Promise<Cart> {
      if ((await repo.remove(userId, productId, variantId)) === 0) throw new AppError('NOT_FOUND', CART_MESSAGES.itemNotFound);
      return get(userId, locale);
    },
    /** Empties the cart (spec 02 §7 DELETE /api/cart/clear). */
    async clear(userId: string, locale: Locale = 'en'): Promise<Cart> {
      await repo.clear(userId);
      return get(userId, locale);
    },
  };
}
export type CartService = ReturnType<typeof cartService>;
