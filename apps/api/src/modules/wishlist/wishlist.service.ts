import { fromMinor, type Wishlist } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { imageUrl } from '../../lib/images.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { wishlistRepository } from './wishlist.repository.js';

/** The signed-in customer's wishlist of products and artworks alike (spec 02 §7 wishlist calls). */
export function wishlistService(deps: { db: Db; catalog: CatalogService }) {
  const repo = wishlistRepository(deps.db);
  async function get(userId: string): Promise<Wishlist> {
    const rows = await repo.list(userId);
    return {
      items: rows.map(({ item, imageKey, addedAt }) => ({
        productId: item.id,
        kind: item.kind,
        title: item.title,
        description: item.description,
        frontimage: imageUrl(imageKey),
        price: fromMinor(item.priceMinor),
        material: item.material,
        size: item.size,
        washable: item.washable,
        added_at: addedAt.toISOString(),
      })),
    };
  }
  return {
    get,
    /** Ids on the customer's wishlist. */
    itemIds: (userId: string) => repo.listItemIds(userId),
    /** Adds an item (idempotent). Throws NOT_FOUND for an unknown item. */
    async add(userId: string, productId: number): Promise<Wishlist> {
      await deps.catalog.get(productId);
      await repo.add(userId, productId);
      return get(userId);
    },
    /** Removes an item. Throws NOT_FOUND when it was not on the list. */
    async remove(userId: string, productId: number): Promise<Wishlist> {
      if (!(await repo.remove(userId, productId))) throw new AppError('NOT_FOUND', 'Item is not in your wishlist');
      return get(userId);
    },
  };
}
export type WishlistService = ReturnType<typeof wishlistService>;
