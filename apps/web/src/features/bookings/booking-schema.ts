import { z } from 'zod';
import { BOOKING_MAX_PEOPLE, BOOKING_MESSAGES, toE164, type CreateBookingBody, type Service } from '@atelier/contracts';

/** What the booking form holds: every input as typed (strings). */
export interface BookingDraft {
  service: string;
  location: string;
  type: string;
  number_of_people: string;
  booking_date: string;
  booking_time: string;
  last_name: string;
  first_name: string;
  phone: string;
  email: string;
  notes: string;
}

export const EMPTY_BOOKING: BookingDraft = {
  service: '',
  location: '',
  type: '',
  number_of_people: '1',
  booking_date: '',
  booking_time: '',
  last_name: '',
  first_name: '',
  phone: '',
  email: '',
  notes: '',
};

export interface BookingRules {
  /** The service chosen now (its locations make a location required). */
  service: Service | undefined;
  /** First and last bookable dates, YYYY-MM-DD in Kigali. */
  first: string;
  last: string;
}

// 'abort': a blank field gets the one required message, not the rules that follow as well.
const required = z.string().trim().min(1, { error: BOOKING_MESSAGES.required, abort: true });

/**
 * The booking form's rules (spec 02 §5 Booking), checked in the browser before the server checks
 * them again: service, date, time, first and last name and e-mail required ('Please fill all
 * required fields.'), a location when the service has locations, people a whole number 1–100
 * ('Number of people must be greater than 0.', 'Number of people must be a whole number.'), the
 * date inside today..+30 days ('Booking date cannot be in the past.'), the phone (optional) valid for libphonenumber-js, read as Rwandan unless it starts with +.
 */
export function bookingSchema(rules: BookingRules) {
  return z.object({
    service: required,
    location: z
      .string()
      .trim()
      .refine((v) => v !== '' || !rules.service?.locations.length, BOOKING_MESSAGES.required),
    type: z.string().trim(),
    number_of_people: z
      .string()
      .trim()
      .transform((v) => (v === '' ? 0 : Number(v)))
      .pipe(z.number().int(BOOKING_MESSAGES.peopleWhole).min(1, BOOKING_MESSAGES.people).max(BOOKING_MAX_PEOPLE, BOOKING_MESSAGES.tooMany)),
    booking_date: required.refine((v) => v >= rules.first, BOOKING_MESSAGES.past).refine((v) => v <= rules.last, BOOKING_MESSAGES.tooFar),
    booking_time: required,
    last_name: required.max(100, 'Must be at most 100 characters'),
    first_name: required.max(100, 'Must be at most 100 characters'),
    phone: z
      .string()
      .trim()
      .refine((v) => v === '' || toE164(v) !== null, BOOKING_MESSAGES.phoneInvalid),
    email: required.pipe(z.email(BOOKING_MESSAGES.emailInvalid)),
    notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters'),
  });
}

export type BookingValues = z.output<ReturnType<typeof bookingSchema>>;

/**
 * The spec's booking payload (spec 02 §3) from checked values; the server picks the addresses.
 * `groupRequest`: the group is larger than one session holds and asks for the time.
 */
export function toBookingBody(v: BookingValues, opts: { groupRequest?: boolean } = {}): CreateBookingBody {
  return {
    ...(opts.groupRequest ? { group_request: true } : {}),
    service: v.service,
    location: v.location || null,
    type: v.type || null,
    number_of_people: v.number_of_people,
    booking_date: v.booking_date,
    booking_time: v.booking_time,
    first_name: v.first_name,
    last_name: v.last_name,
    phone: v.phone,
    email: v.email,
    notes: v.notes,
    sendNotification: true,
    sendCustomerConfirmation: true,
  };
}
