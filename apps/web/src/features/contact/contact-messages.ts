import { msg } from '@lingui/core/macro';
import { CONTACT_MESSAGES } from '@atelier/contracts';
import { addSpecMessages } from '@/lib/i18n/spec-messages';

/**
 * The contact form's spec messages (contracts' CONTACT_MESSAGES and ContactMessageBody's length
 * rules, spec 02 §5, §8) with their translatable twins (see lib/i18n/spec-messages.ts).
 */
addSpecMessages([
  [CONTACT_MESSAGES.required, msg`Please fill all required fields.`],
  [CONTACT_MESSAGES.emailInvalid, msg`Please enter a valid email address.`],
  [CONTACT_MESSAGES.phoneInvalid, msg`Please enter a valid phone number.`],
  [CONTACT_MESSAGES.failed, msg`Failed to submit.`],
  [CONTACT_MESSAGES.sent, msg`Message sent! Please check your email for confirmation.`],
  [CONTACT_MESSAGES.loadFailed, msg`Failed to load contact information`],
  ['Must be at most 100 characters', msg`Must be at most 100 characters`],
  ['Must be at most 254 characters', msg`Must be at most 254 characters`],
  ['Your message must be at most 5000 characters', msg`Your message must be at most 5000 characters`],
]);

export { specText } from '@/lib/i18n/spec-messages';
