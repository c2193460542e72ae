import { msg } from '@lingui/core/macro';
import { BOOKING_MESSAGES } from '@atelier/contracts';
import { addSpecMessages } from '@/lib/i18n/spec-messages';

/**
 * The booking form's spec messages (contracts' BOOKING_MESSAGES, spec 02 §5, §8) and its own length
 * rules, each with its translatable twin (see lib/i18n/spec-messages.ts): the English stays the
 * contract's text letter for letter; a text the server sent is shown as it came (already in the
 * page's language, docs/decisions/109).
 */
addSpecMessages([
  [BOOKING_MESSAGES.required, msg`Please fill all required fields.`],
  [BOOKING_MESSAGES.people, msg`Number of people must be greater than 0.`],
  [BOOKING_MESSAGES.peopleWhole, msg`Number of people must be a whole number.`],
  [BOOKING_MESSAGES.past, msg`Booking date cannot be in the past.`],
  [BOOKING_MESSAGES.slotTaken, msg`Selected time is no longer available. Please choose another.`],
  [BOOKING_MESSAGES.failed, msg`Failed to create booking`],
  [BOOKING_MESSAGES.slotsFailed, msg`Failed to load available time slots`],
  [BOOKING_MESSAGES.created, msg`Booking created successfully. Confirmation emails sent to you and our team. We will contact you soon.`],
  [BOOKING_MESSAGES.phoneInvalid, msg`Please enter a valid phone number.`],
  [BOOKING_MESSAGES.emailInvalid, msg`Please enter a valid email address.`],
  [BOOKING_MESSAGES.tooFar, msg`Bookings open up to 30 days ahead.`],
  [BOOKING_MESSAGES.tooMany, msg`At most 100 people per booking.`],
  [BOOKING_MESSAGES.unknownLocation, msg`Unknown location. Please choose one of the listed locations.`],
  [BOOKING_MESSAGES.requested, msg`We e-mailed you a copy and will contact you to confirm the date and time. Nothing is booked until we confirm.`],
  [BOOKING_MESSAGES.requestTooSmall, msg`Your group fits in one session: please book a time directly.`],
  ['Must be at most 100 characters', msg`Must be at most 100 characters`],
  ['Notes must be at most 2000 characters', msg`Notes must be at most 2000 characters`],
]);

export { specText } from '@/lib/i18n/spec-messages';
