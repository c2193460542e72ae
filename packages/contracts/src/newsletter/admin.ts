import { z } from 'zod';
import { PageQuery, SearchText, pageLimit } from '../common.js';

/** The owner's subscriber list (/api/admin/subscribers, owner only) and its CSV columns. */

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const AdminSubscriberListQuery = z.object({
  status: z.enum(SUBSCRIBER_STATUSES, { error: `status must be one of ${SUBSCRIBER_STATUSES.join(', ')}` }).optional(),
  q: SearchText,
  page: PageQuery.shape.page,
  limit: pageLimit(50),
});
export type AdminSubscriberListQuery = z.input<typeof AdminSubscriberListQuery>;
export const AdminSubscriber = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof AdminSubscriber>;
export const AdminSubscriberListResponse = z.object({ success: z.literal(true), subscribers: z.array(AdminSubscriber), total: z.number().int() });
export type AdminSubscriberListResponse = z.infer<typeof AdminSubscriberListResponse>;
/** Columns of GET /api/admin/subscribers.csv. */
export const SUBSCRIBERS_CSV_COLUMNS = ['email', 'status', 'created_at', 'confirmed_at', 'unsubscribed_at'] as const;
