import { msg } from '@lingui/core/macro';
import { SEARCH_MESSAGES } from '@atelier/contracts';
import { addSpecMessages } from '@/lib/i18n/spec-messages';

/** The combined search's spec messages (spec 01 §2 Combined search) with their translatable twins (see lib/i18n/spec-messages.ts). */
addSpecMessages([
  [SEARCH_MESSAGES.searching, msg`Searching...`],
  [SEARCH_MESSAGES.tryDifferent, msg`Try different keywords`],
  [SEARCH_MESSAGES.hint, msg`Click on any result to view in Store or Gallery`],
]);

export { specText } from '@/lib/i18n/spec-messages';
