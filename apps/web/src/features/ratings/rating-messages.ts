import { msg } from '@lingui/core/macro';
import { RATING_MESSAGES } from '@atelier/contracts';
import { addSpecMessages } from '@/lib/i18n/spec-messages';

/** The rating control's spec messages (spec 02 §5, §8) with their translatable twins (see lib/i18n/spec-messages.ts). */
addSpecMessages([
  [RATING_MESSAGES.invalid, msg`Ratings are whole numbers 1 to 5`],
  [RATING_MESSAGES.signIn, msg`Please log in to rate this item`],
  [RATING_MESSAGES.thanks, msg`Thank you for your rating!`],
]);

export { specText } from '@/lib/i18n/spec-messages';
