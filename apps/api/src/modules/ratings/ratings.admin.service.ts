import { CONTENT_MESSAGES, isUuid, type Actor, type AdminRating } from '@atelier/contracts';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Db } from '../../db/client.js';
import { auditRepository } from '../audit/audit.repository.js';
import { ratingsRepository } from './ratings.repository.js';

type AdminRow = NonNullable<Awaited<ReturnType<ReturnType<typeof ratingsRepository>['adminFind']>>>;

const toAdminRating = (r: AdminRow): AdminRating => ({
  item_id: r.rating.itemId,
  item_title: r.itemTitle,
  item_slug: r.itemSlug,
  user_id: r.rating.userId,
  user_name: r.userName,
  user_email: r.userEmail,
  rating: r.rating.rating,
  hidden: r.rating.hiddenAt !== null,
  hidden_reason: r.rating.hiddenReason,
  hidden_at: r.rating.hiddenAt?.toISOString() ?? null,
  created_at: r.rating.createdAt.toISOString(),
});

/**
 * Ratings in the back office (docs/decisions/102): a paged list, hide with a reason and show again
 * with a reason. A hidden rating leaves the item's average and count everywhere the shop shows them
 * (catalog replies and GET /api/products/{id}/ratings). Both moves are audited in their transaction.
 */
export function ratingsAdminService(deps: { db: Db; now?: () => Date }) {
  const repo = ratingsRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  async function move(actor: Actor, itemId: number, userId: string, hide: boolean, reason: string): Promise<AdminRating> {
    if (!isUuid(userId)) throw notFound(CONTENT_MESSAGES.ratingNotFound);
    return deps.db.transaction(async (tx) => {
      const r = ratingsRepository(tx);
      const before = await r.adminFind(itemId, userId);
      if (!before) throw notFound(CONTENT_MESSAGES.ratingNotFound);
      const hidden = before.rating.hiddenAt !== null;
      if (hide && hidden) throw new AppError('CONFLICT', CONTENT_MESSAGES.ratingAlreadyHidden);
      if (!hide && !hidden) throw new AppError('CONFLICT', CONTENT_MESSAGES.ratingNotHidden);
      await r.setHidden(itemId, userId, hide ? now() : null, hide ? reason : null);
      const after = toAdminRating((await r.adminFind(itemId, userId))!);
      await auditRepository(tx).record({ actor, action: hide ? 'rating.hidden' : 'rating.shown', entity: 'rating', entityId: `${itemId}:${userId}`, before: toAdminRating(before), after, reason });
      return after;
    });
  }

  return {
    /** A page of ratings, newest first; `hidden` filters, `itemId` narrows to one item. */
    async list(filters: { hidden?: boolean; itemId?: number }, page: number, limit: number) {
      const { rows, total } = await repo.adminPage(filters, limit, (page - 1) * limit);
      return { ratings: rows.map(toAdminRating), total, page, limit };
    },
    /** Hides a visible rating (409 when already hidden, 404 when unknown). */
    hide: (actor: Actor, itemId: number, userId: string, reason: string) => move(actor, itemId, userId, true, reason),
    /** Shows a hidden rating again (409 when it is not hidden, 404 when unknown). */
    show: (actor: Actor, itemId: number, userId: string, reason: string) => move(actor, itemId, userId, false, reason),
  };
}
export type RatingsAdminService = ReturnType<typeof ratingsAdminService>;
