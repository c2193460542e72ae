import { z } from 'zod';
import { emailField } from '../common.js';

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
