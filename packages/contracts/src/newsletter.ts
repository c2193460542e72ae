import { z } from 'zod';
import { PageQuery, SearchText, emailField, pageLimit } from './common.js';

/** Newsletter form texts (spec 01 §5 and §8 Newsletter), shared by the footer form and the subscribe endpoint. */
export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  alreadySubscribed: 'You are already subscribed to our newsletter!',
  subscribed: 'Successfully subscribed! Please check your email for confirmation.',
  failed: 'Subscription failed. Please try again.',
  networkError: 'Network error. Please try again later.',
  submitting: 'Subscribing...',
} as const;

/** POST /api/subscriptions/subscribe {email} (spec 01 §5 Newsletter). */
export const SubscribeBody = z.object({ email: emailField(NEWSLETTER_MESSAGES.emailRequired, NEWSLETTER_MESSAGES.emailInvalid) });
export type SubscribeBody = z.infer<typeof SubscribeBody>;
/** spec 01 §7: success, alreadySubscribed, message. `alreadySubscribed` is shown as a success. */
export const SubscribeResponse = z.object({ success: z.literal(true), alreadySubscribed: z.boolean(), message: z.string() });
export type SubscribeResponse = z.infer<typeof SubscribeResponse>;
/** The confirm and unsubscribe links land on /newsletter?status=… */
export const NEWSLETTER_STATUSES = ['confirmed', 'unsubscribed', 'invalid'] as const;

// ---------------------------------------------------------------------------------------------
// Back office (/api/admin/subscribers, owner only)
// ---------------------------------------------------------------------------------------------

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
