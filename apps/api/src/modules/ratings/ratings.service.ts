import { fromMinor, roundAverage, type RatingItem } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { imageUrl } from '../../lib/images.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { ratingsRepository } from './ratings.repository.js';

/** Product and artwork ratings (spec 02 §4 Rating, §5, §7 ratings calls). */
export function ratingsService(deps: { db: Db; catalog: CatalogService }) {
  const repo = ratingsRepository(deps.db);

  async function summary(itemId: number, userId?: string) {
    const { sum, count } = await repo.summary(itemId);
    return { productId: itemId, average: roundAverage(sum, count), count, userRating: userId ? await repo.findOne(userId, itemId) : null };
  }

  return {
    /** Average (one decimal), count and the caller's own rating. Throws NOT_FOUND for an unknown item. */
    async get(itemId: number, userId?: string) {
      await deps.catalog.get(itemId);
      return summary(itemId, userId);
    },
    /**
     * Records the customer's rating of an item; once rated, later ratings change nothing (spec 02 §4).
     * Throws NOT_FOUND for an unknown item.
     */
    async rate(userId: string, itemId: number, rating: number) {
      await deps.catalog.get(itemId);
      await repo.insertOnce(userId, itemId, rating);
      return summary(itemId, userId);
    },
    /** The customer's ratings, newest first; `verified` when they bought the item (spec 02 §3 Rating item). */
    async mine(userId: string): Promise<RatingItem[]> {
      const rows = await repo.listByUser(userId);
      return rows.map(({ rating, item, imageKey, verified }) => ({
        productId: item.id,
        title: item.title,
        price: fromMinor(item.priceMinor),
        rating: rating.rating,
        frontimage: imageUrl(imageKey),
        updated_at: rating.updatedAt.toISOString(),
        verified: Boolean(verified),
      }));
    },
  };
}
export type RatingsService = ReturnType<typeof ratingsService>;
