import { z } from 'zod';
import { IdSchema, PageQuery, pageLimit } from '../common.js';

/** The back office's rating moderation (/api/admin/ratings, owner only): which ratings count (docs/decisions/102). */

/** Texts of the back office's answers about ratings. */
export const RATING_ADMIN_MESSAGES = {
  ratingNotFound: 'Rating not found',
  ratingAlreadyHidden: 'This rating is already hidden',
  ratingNotHidden: 'This rating is not hidden',
  reasonRequired: 'Please give a reason',
} as const;

/** POST /api/admin/ratings/…/hide|show: the reason (kept in the audit log). */
export const ReasonBody = z.object({
  reason: z.string({ error: RATING_ADMIN_MESSAGES.reasonRequired }).trim().min(1, RATING_ADMIN_MESSAGES.reasonRequired).max(500, 'The reason must be at most 500 characters'),
});
export type ReasonBody = z.input<typeof ReasonBody>;

/** GET /api/admin/ratings: newest first, 20 a page; `hidden` filters, `item_id` narrows to one item. */
export const AdminRatingListQuery = z.object({
  page: PageQuery.shape.page,
  limit: pageLimit(20),
  hidden: z.enum(['true', 'false'], { error: 'hidden must be true or false' }).optional(),
  item_id: IdSchema.optional(),
});
export type AdminRatingListQuery = z.input<typeof AdminRatingListQuery>;
/** One rating: who gave how many stars to which item, and whether (and why) it is hidden. */
export const AdminRating = z.object({
  item_id: z.number().int(),
  item_title: z.string(),
  item_slug: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  rating: z.number().int(),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  hidden_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminRating = z.infer<typeof AdminRating>;
export const AdminRatingListResponse = z.object({ success: z.literal(true), ratings: z.array(AdminRating), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export type AdminRatingListResponse = z.infer<typeof AdminRatingListResponse>;
/** POST /api/admin/ratings/{item_id}/{user_id}/hide|show. */
export const AdminRatingParams = z.object({ item_id: IdSchema, user_id: z.string().min(1).max(64) });
export const AdminRatingResponse = z.object({ success: z.literal(true), data: AdminRating });
