import { z } from 'zod';
import { wireNumber } from '../common.js';
import { OptionalPhone, PHONE_INVALID } from '../phone-field.js';
import { addDays, kigaliToday } from '../domain/kigali-time.js';

/** Spec 02 §5 / §8 booking texts. */
export const BOOKING_MESSAGES = {
  required: 'Please fill all required fields.',
  people: 'Number of people must be greater than 0.',
  /** '2.5 people': a count is whole (spec 02 §5 is silent; the input's step is 1). */
  peopleWhole: 'Number of people must be a whole number.',
  past: 'Booking date cannot be in the past.',
  slotTaken: 'Selected time is no longer available. Please choose another.',
  failed: 'Failed to create booking',
  slotsFailed: 'Failed to load available time slots',
  created: 'Booking created successfully. Confirmation emails sent to you and our team. We will contact you soon.',
  phoneInvalid: PHONE_INVALID,
  emailInvalid: 'Please enter a valid email address.',
  /** A booking made for a caller (back office) needs one way to reach them. */
  phoneOrEmail: 'Please enter a phone number or an e-mail address.',
  tooFar: 'Bookings open up to 30 days ahead.',
  tooMany: 'At most 100 people per booking.',
  unknownLocation: 'Unknown location. Please choose one of the listed locations.',
  requested: 'We e-mailed you a copy and will contact you to confirm the date and time. Nothing is booked until we confirm.',
  requestTooSmall: 'Your group fits in one session: please book a time directly.',
} as const;

/**
 * A booking's status (docs/decisions/103): `confirmed` takes places in its slot; `requested` is a
 * group larger than one session holds, waiting for staff to confirm it (takes no places);
 * `cancelled`. After the session staff mark it `attended` or `no_show` (both still hold their
 * places); the moves between them are BOOKING_TRANSITIONS (bookings/admin.ts).
 */
export const BOOKING_STATUSES = ['confirmed', 'requested', 'cancelled', 'attended', 'no_show'] as const;
export const BookingStatus = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof BookingStatus>;

/** Spec 02 §9: 0–100 people in the input, up to 30 days ahead, half-hour slots 09:00–17:30. */
export const BOOKING_MAX_PEOPLE = 100;
const BOOKING_DAYS_AHEAD = 30;
/** The bookable window (spec 02 §9): today through BOOKING_DAYS_AHEAD days ahead, as Kigali dates. */
export function bookingWindow(now: Date = new Date()): { first: string; last: string } {
  const first = kigaliToday(now);
  return { first, last: addDays(first, BOOKING_DAYS_AHEAD) };
}
/** Every half hour from 09:00 to 17:30: the fallback when the slots call fails (spec 02 §7). */
export const FALLBACK_SLOTS: readonly string[] = Array.from({ length: 18 }, (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

/** A service offered on /services (spec 02 §2 Services page); data from the database. */
export const Service = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  button_label: z.string(),
  /** Where the button leads: /store, /soon or /book. */
  target: z.string().nullable(),
  featured: z.boolean(),
  locations: z.array(z.string()),
  types: z.array(z.string()),
  image: z.string().nullable(),
});
export type Service = z.infer<typeof Service>;
export const ServicesResponse = z.object({ success: z.literal(true), data: z.array(Service) });

/** GET /api/bookings/available-slots/{date} ?location=&people= (spec 02 §7). */
export const SlotsParams = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must look like 2026-12-31') });
export const SlotsQuery = z.object({
  location: z.string().trim().max(100).optional(),
  /** The service's slug or name: its own places per slot apply (docs/decisions/102); else the shop's default. */
  service: z.string().trim().max(100).optional(),
  people: wireNumber(z.number({ error: BOOKING_MESSAGES.people }).int(BOOKING_MESSAGES.peopleWhole).min(1, BOOKING_MESSAGES.people).max(BOOKING_MAX_PEOPLE, BOOKING_MESSAGES.tooMany)).default(1),
});
export const SlotsResponse = z.object({
  success: z.literal(true),
  date: z.string(),
  available_slots: z.array(z.string()),
  /** Places left per offered slot. */
  remaining: z.record(z.string(), z.number().int()),
  /** Places one session holds per location (the owner's setting). */
  capacity_per_slot: z.number().int(),
  /**
   * True when the group is larger than one session holds: `available_slots` then lists the times a
   * group request may name (every half hour not yet begun) and `remaining` is empty.
   */
  group_request: z.boolean(),
});
export type SlotsResponse = z.infer<typeof SlotsResponse>;

const required = (max: number) => z.string({ error: BOOKING_MESSAGES.required }).trim().min(1, BOOKING_MESSAGES.required).max(max, `Must be at most ${max} characters`);

/**
 * POST /api/bookings: the spec's booking payload (spec 02 §3). `salesTeamEmail` and `customerEmail`
 * are accepted and ignored: the team's address is a setting and the confirmation goes only to
 * the booking's own `email`.
 */
export const CreateBookingBody = z.looseObject({
  service: required(100),
  location: z.string().trim().max(100).nullish(),
  type: z.string().trim().max(100).nullish(),
  number_of_people: wireNumber(z.number({ error: BOOKING_MESSAGES.people }).int(BOOKING_MESSAGES.peopleWhole).min(1, BOOKING_MESSAGES.people).max(BOOKING_MAX_PEOPLE, BOOKING_MESSAGES.tooMany)),
  booking_date: z.string({ error: BOOKING_MESSAGES.required }).regex(/^\d{4}-\d{2}-\d{2}$/, BOOKING_MESSAGES.required),
  booking_time: z.string({ error: BOOKING_MESSAGES.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, BOOKING_MESSAGES.required),
  first_name: required(100),
  last_name: required(100),
  phone: OptionalPhone,
  email: required(254)
    .pipe(z.email(BOOKING_MESSAGES.emailInvalid))
    .transform((v) => v.toLowerCase()),
  notes: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => v ?? ''),
  /**
   * A group request: the group is larger than one session holds, so the booking is
   * saved as `requested`, takes no places and waits for staff. Refused when the group fits a session.
   */
  group_request: z.boolean().optional(),
  sendNotification: z.boolean().optional(),
  sendCustomerConfirmation: z.boolean().optional(),
  salesTeamEmail: z.unknown().optional(),
  customerEmail: z.unknown().optional(),
});
export type CreateBookingBody = z.input<typeof CreateBookingBody>;

export const Booking = z.object({
  id: z.string(),
  service: z.string(),
  location: z.string().nullable(),
  type: z.string().nullable(),
  number_of_people: z.number().int(),
  booking_date: z.string(),
  booking_time: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string(),
  notes: z.string(),
  status: BookingStatus,
  created_at: z.string(),
});
export type Booking = z.infer<typeof Booking>;
export const CreateBookingResponse = z.object({ success: z.literal(true), message: z.string(), id: z.string(), booking: Booking });

/**
 * GET /api/bookings/{id}?key= (the customer's confirmation link): the booking as it is now. A
 * booking is private: without its `key` (sent only in the customer's e-mails) the answer is 404
 * 'Booking not found', exactly as for an unknown id (docs/decisions/105).
 */
export const BookingStatusQuery = z.object({ key: z.string().trim().max(100).optional() });
export const BookingStatusResponse = z.object({
  success: z.literal(true),
  booking: z.object({
    id: z.string(),
    first_name: z.string(),
    service: z.string(),
    location: z.string().nullable(),
    type: z.string().nullable(),
    number_of_people: z.number().int(),
    booking_date: z.string(),
    booking_time: z.string(),
    status: BookingStatus,
    /** Why it was cancelled; null unless cancelled. */
    status_reason: z.string().nullable(),
    /** True once staff moved it to another date, time or place. */
    rescheduled: z.boolean(),
    updated_at: z.string(),
  }),
});
export type BookingStatusResponse = z.infer<typeof BookingStatusResponse>;
