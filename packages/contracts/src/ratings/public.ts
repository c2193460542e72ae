import { z } from 'zod';

export const RATING_MESSAGES = {
  invalid: 'Ratings are whole numbers 1 to 5',
  signIn: 'Please log in to rate this item',
  thanks: 'Thank you for your rating!',
} as const;
export const RATING_STARS = 5;

/** POST /api/products/{id}/ratings {rating} (spec 02 §5: whole numbers 1 to 5). */
export const RateBody = z.object({
  rating: z.number({ error: RATING_MESSAGES.invalid }).int(RATING_MESSAGES.invalid).min(1, RATING_MESSAGES.invalid).max(RATING_STARS, RATING_MESSAGES.invalid),
});
export type RateBody = z.infer<typeof RateBody>;

/** An item's ratings: average to one decimal (spec 02 §9), how many, and the caller's own if signed in. */
export const RatingSummary = z.object({
  success: z.literal(true),
  data: z.object({ productId: z.number().int(), average: z.number(), count: z.number().int(), userRating: z.number().int().nullable() }),
});
export type RatingSummary = z.infer<typeof RatingSummary>;

/** A customer's rating of an item (spec 02 §3 Rating item). `verified` marks a buyer. */
export const RatingItem = z.object({
  productId: z.number().int(),
  title: z.string(),
  price: z.number(),
  rating: z.number().int(),
  frontimage: z.string().nullable(),
  updated_at: z.string(),
  verified: z.boolean(),
});
export type RatingItem = z.infer<typeof RatingItem>;
export const MyRatingsResponse = z.object({ success: z.literal(true), items: z.array(RatingItem) });
export type MyRatingsResponse = z.infer<typeof MyRatingsResponse>;

/** Average rounded to one decimal (spec 02 §9). */
export function roundAverage(sum: number, count: number): number {
  return count === 0 ? 0 : Math.round((sum / count) * 10) / 10;
}
