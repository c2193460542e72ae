import { msg } from '@lingui/core/macro';
import { NEWSLETTER_MESSAGES } from '@atelier/contracts';
import { addSpecMessages } from '@/lib/i18n/spec-messages';

/** The newsletter form's spec messages (spec 01 §5, §8) with their translatable twins (see lib/i18n/spec-messages.ts). */
addSpecMessages([
  [NEWSLETTER_MESSAGES.emailRequired, msg`Please enter your email address`],
  [NEWSLETTER_MESSAGES.emailInvalid, msg`Please enter a valid email address`],
  [NEWSLETTER_MESSAGES.alreadySubscribed, msg`You are already subscribed to our newsletter!`],
  [NEWSLETTER_MESSAGES.subscribed, msg`Successfully subscribed! Please check your email for confirmation.`],
  [NEWSLETTER_MESSAGES.failed, msg`Subscription failed. Please try again.`],
  [NEWSLETTER_MESSAGES.networkError, msg`Network error. Please try again later.`],
  [NEWSLETTER_MESSAGES.submitting, msg`Subscribing...`],
]);

export { specText } from '@/lib/i18n/spec-messages';
