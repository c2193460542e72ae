import { fromMinor, type Locale, type Wishlist } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { imageUrl } from '../../lib/images.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { itemTexts } from '../catalog/item-texts.js';
import { wishlistRepository } from './wishlist.repository.js';

/** The signed-in customer's wishlist of products and artworks alike (spec 02 §7 wishlist calls). */
export function wishlistService(deps: { db: Db; catalog: CatalogService }) {
  const repo = wishlistRepository(deps.db);
  async function get(userId: string, locale: Locale = 'en'): Promise<Wishlist> {
    const rows = await repo.list(userId);
    return {
      items: rows.map(({ item, imageKey, addedAt }) => ({
        productId: item.id,
        kind: item.kind,
        ...itemTexts(item, locale),
        frontimage: imageUrl(imageKey),
        price: fromMinor(item.priceMinor),
        washable: item.washable,
        added_at: addedAt.toISOString(),
      })),
    };
  }
  return {
    /** The wishlist (spec 02 §7 GET /api/wishlist), its items' texts in `locale`, English where not translated. */
    get,
    /** Ids on the customer's wishlist. */
    itemIds: (userId: string) => repo.listItemIds(userId),
    /** Adds an item (idempotent). Throws NOT_FOUND for an unknown item. */
    async add(userId: string, productId: number, locale: Locale = 'en'): Promise<Wishlist> {
      await deps.catalog.get(productId);
      await repo.add(userId, productId);
      return get(userId, locale);
    },
    /** Removes an item. Throws NOT_FOUND when it was not on the list. */
    async remove(userId: string, productId: number, locale: Locale = 'en'): Promise<Wishlist> {
      if (!(await repo.remove(userId, productId))) throw new AppError('NOT_FOUND', 'Item is not in your wishlist');
      return get(userId, locale);
    },
  };
}
export type WishlistService = ReturnType<typeof wishlistService>;
