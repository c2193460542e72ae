import { z } from 'zod';
import { Actor } from '../audit.js';
import { PageQuery, SearchText, pageLimit, requiredText, wireNumber } from '../common.js';
import { ImageKey, LinkTarget } from '../content/admin.js';
import { translatedReply, translatedText, translationsSchema } from '../i18n/content.js';
import { BOOKING_MESSAGES, BOOKING_STATUSES, Booking, CreateBookingBody, Service, type BookingStatus } from './public.js';
import { isCalendarDate } from '../domain/kigali-time.js';

/**
 * The back office's bookings, closures and services (docs/decisions/102, 103, 105): the agenda, a
 * booking's status moves, bookings for callers, reschedules, closed dates and the services offered,
 * under `/api/admin`. Times are ISO 8601 strings; booking dates and times are Kigali's
 * (`YYYY-MM-DD`, `HH:MM`).
 */

/** Texts of the back office's answers about bookings and closures. */
export const BOOKING_ADMIN_MESSAGES = {
  bookingNotFound: 'Booking not found',
  closureNotFound: 'Closure not found',
  cancelReasonRequired: 'Please give a reason for cancelling this booking',
  slotClosed: 'We are closed at that time. Please choose another.',
  slotTaken: 'That time has no places left. Please choose another.',
  sameSlot: 'The booking is already at that time',
  pastSlot: 'That time has already begun. Please choose a later one.',
  unknownLocation: 'Please choose one of the listed locations',
  notMovable: 'Only a requested or confirmed booking can be moved',
  reasonRequired: 'Please give a reason',
  closureTimes: 'The closure must end after it starts',
  closurePast: 'A closure cannot be in the past',
  rangeTooLong: 'The agenda shows at most 62 days at once',
  rangeOrder: 'The end date must not be before the start date',
  notBegun: 'This session has not begun yet',
  tooFarAhead: 'A booking can be moved at most a year ahead',
} as const;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const YMD = /^\d{4}-\d{2}-\d{2}$/;
/** True for a real calendar date YYYY-MM-DD (not 2026-02-30). */
const isDay = (v: string) => YMD.test(v) && isCalendarDate(v);
const dateField = (name: string) =>
  z
    .string({ error: `Please give ${name} as YYYY-MM-DD` })
    .trim()
    .refine((v) => isDay(v), `Please give ${name} as YYYY-MM-DD`);
const timeField = (name: string) =>
  z
    .string({ error: `Please give ${name} as HH:MM` })
    .trim()
    .regex(HHMM, `Please give ${name} as HH:MM`);
const location = z
  .string()
  .trim()
  .max(100, 'The location must be at most 100 characters')
  .nullish()
  .transform((v) => v || null);

// ---------------------------------------------------------------------------------------------
// Bookings (/api/admin/bookings)
// ---------------------------------------------------------------------------------------------

/**
 * Every status a booking can have (docs/decisions/103): `requested` (a group waiting for staff,
 * takes no places), `confirmed`, `cancelled`, and after the session `attended` or `no_show`.
 */
export const ADMIN_BOOKING_STATUSES = BOOKING_STATUSES;
export type AdminBookingStatus = BookingStatus;
/** The statuses whose people take places in their slot. */
export const PLACE_TAKING_STATUSES: readonly AdminBookingStatus[] = ['confirmed', 'attended', 'no_show'];
/** What a booking's status may become (attended and no-show may be corrected into each other). */
export const BOOKING_TRANSITIONS: Record<AdminBookingStatus, readonly AdminBookingStatus[]> = {
  requested: ['confirmed', 'cancelled'],
  confirmed: ['cancelled', 'attended', 'no_show'],
  cancelled: [],
  attended: ['no_show'],
  no_show: ['attended'],
};
/** True when the table lets `from` become `to`. */
export function canMoveBooking(from: string, to: string): boolean {
  return (BOOKING_TRANSITIONS as Record<string, readonly string[] | undefined>)[from]?.includes(to) ?? false;
}
/** The message for a booking status move the table does not allow. */
export const bookingTransitionRefused = (from: string, to: string) => `A booking that is ${from.replace('_', '-')} cannot become ${to.replace('_', '-')}`;

/** Orders of the booking list: by date and time, soonest or latest first. */
const ADMIN_BOOKING_SORTS = ['date', '-date'] as const;

/** GET /api/admin/bookings (and bookings.csv): `from`/`to` inclusive Kigali days (default: from today); `q` name, e-mail or phone. */
export const AdminBookingListQuery = z
  .object({
    from: dateField('from').optional(),
    to: dateField('to').optional(),
    status: z.enum(ADMIN_BOOKING_STATUSES, { error: `status must be one of ${ADMIN_BOOKING_STATUSES.join(', ')}` }).optional(),
    location: z.string().trim().max(100).optional(),
    q: SearchText,
    /** `date`: soonest first (the default); `-date`: latest first (the past list). */
    sort: z.enum(ADMIN_BOOKING_SORTS, { error: `sort must be one of ${ADMIN_BOOKING_SORTS.join(', ')}` }).default('date'),
    page: PageQuery.shape.page,
    limit: pageLimit(100),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: BOOKING_ADMIN_MESSAGES.rangeOrder, path: ['to'] });
export type AdminBookingListQuery = z.input<typeof AdminBookingListQuery>;
export type AdminBookingListFilters = z.output<typeof AdminBookingListQuery>;

const { created_at, ...booking } = Booking.shape;
/** One booking as the back office shows it: the Booking, why its status is what it is, and what that status may become now. */
export const AdminBooking = z.object({
  ...booking,
  status_reason: z.string().nullable(),
  allowed_transitions: z.array(z.enum(ADMIN_BOOKING_STATUSES)),
  created_at,
  updated_at: z.string(),
});
export type AdminBooking = z.infer<typeof AdminBooking>;

/** Places of one half-hour slot at one location on one day (null location: services without one). */
export const AgendaSlot = z.object({
  date: z.string(),
  time: z.string(),
  location: z.string().nullable(),
  capacity: z.number().int(),
  booked: z.number().int(),
  left: z.number().int(),
  closed: z.boolean(),
});
export type AgendaSlot = z.infer<typeof AgendaSlot>;

/**
 * Reply of GET /api/admin/bookings: the bookings of the range (in `sort` order; X-Total-Count
 * carries `total`) and, for the agenda, every slot of every day of the range at every location
 * with its places left. When the range is longer than 62 days `slots` holds only the slots of
 * the listed bookings (so the list still shows places left in each).
 */
export const AdminBookingListResponse = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string().nullable(),
  bookings: z.array(AdminBooking),
  total: z.number().int(),
  slots: z.array(AgendaSlot),
});
export type AdminBookingListResponse = z.infer<typeof AdminBookingListResponse>;

/**
 * POST /api/admin/bookings: a booking for a caller, the public form's body and rules, except that a
 * caller may give only a phone number: the e-mail is optional ('' when none; then no e-mail goes to
 * the customer), and one of the two is needed (BOOKING_MESSAGES.phoneOrEmail, on `phone`).
 */
export const AdminCreateBookingBody = CreateBookingBody.extend({
  email: z
    .string()
    .trim()
    .max(254, 'Must be at most 254 characters')
    .optional()
    .transform((v) => (v ?? '').toLowerCase())
    .refine((v) => v === '' || z.email().safeParse(v).success, BOOKING_MESSAGES.emailInvalid),
}).superRefine((v, ctx) => {
  if (!v.phone && !v.email) ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.phoneOrEmail, path: ['phone'] });
});
export type AdminCreateBookingBody = z.input<typeof AdminCreateBookingBody>;
export const AdminBookingResponse = z.object({ success: z.literal(true), booking: AdminBooking });
export type AdminBookingResponse = z.infer<typeof AdminBookingResponse>;

/** POST /api/admin/bookings/{id}/status: by BOOKING_TRANSITIONS; cancelling needs a reason (e-mailed). */
export const AdminBookingStatusBody = z
  .object({
    status: z.enum(['confirmed', 'cancelled', 'attended', 'no_show'], { error: 'status must be one of confirmed, cancelled, attended, no_show' }),
    reason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'cancelled' && !v.reason) ctx.addIssue({ code: 'custom', message: BOOKING_ADMIN_MESSAGES.cancelReasonRequired, path: ['reason'] });
  });
export type AdminBookingStatusBody = z.infer<typeof AdminBookingStatusBody>;

/** POST /api/admin/bookings/{id}/reschedule: into a free, open slot only (location defaults to the booking's). */
export const AdminRescheduleBody = z.object({
  booking_date: dateField('the date'),
  booking_time: timeField('the time'),
  location: z.string().trim().max(100).optional(),
});
export type AdminRescheduleBody = z.infer<typeof AdminRescheduleBody>;

/** Columns of GET /api/admin/bookings.csv, in order. */
export const BOOKINGS_CSV_COLUMNS = [
  'booking_date',
  'booking_time',
  'service',
  'location',
  'type',
  'number_of_people',
  'status',
  'first_name',
  'last_name',
  'email',
  'phone',
  'notes',
  'created_at',
] as const;

/** A day for the CSV filters of bookings.csv (the list's filters, without paging). */
export const AdminBookingCsvQuery = z.object({
  from: dateField('from').optional(),
  to: dateField('to').optional(),
  status: z.enum(ADMIN_BOOKING_STATUSES, { error: `status must be one of ${ADMIN_BOOKING_STATUSES.join(', ')}` }).optional(),
  q: SearchText,
});

// ---------------------------------------------------------------------------------------------
// Closures (/api/admin/closures)
// ---------------------------------------------------------------------------------------------

/**
 * A closed date or range of slots (holidays, private events): no slot inside it is offered or
 * booked. No times: the whole day; `from_time` only: from then on; `to_time` only: until then
 * (exclusive). No location: every location.
 */
export const Closure = z.object({
  id: z.string(),
  date: z.string(),
  from_time: z.string().nullable(),
  to_time: z.string().nullable(),
  location: z.string().nullable(),
  reason: z.string(),
  created_at: z.string(),
  created_by: Actor.nullable(),
});
export type Closure = z.infer<typeof Closure>;

/** GET /api/admin/closures ?from=&to= (default: from today). */
export const ClosureListQuery = z.object({ from: dateField('from').optional(), to: dateField('to').optional() });
export const ClosureListResponse = z.object({ success: z.literal(true), closures: z.array(Closure) });
export type ClosureListResponse = z.infer<typeof ClosureListResponse>;

/** POST /api/admin/closures. */
export const ClosureBody = z
  .object({
    date: dateField('the date'),
    from_time: timeField('from_time')
      .nullish()
      .transform((v) => v ?? null),
    to_time: timeField('to_time')
      .nullish()
      .transform((v) => v ?? null),
    location,
    reason: z.string({ error: BOOKING_ADMIN_MESSAGES.reasonRequired }).trim().min(1, BOOKING_ADMIN_MESSAGES.reasonRequired).max(500, 'The reason must be at most 500 characters'),
  })
  .refine((v) => !v.from_time || !v.to_time || v.from_time < v.to_time, { message: BOOKING_ADMIN_MESSAGES.closureTimes, path: ['to_time'] });
export type ClosureBody = z.input<typeof ClosureBody>;
/** Reply of POST /api/admin/closures: the closure and how many live bookings fall inside it (staff call them). */
export const ClosureResponse = z.object({ success: z.literal(true), closure: Closure, affected_bookings: z.array(AdminBooking) });
export type ClosureResponse = z.infer<typeof ClosureResponse>;

/** True when the slot `time` at `location` on `date` falls inside closure `c`. */
export function closureCovers(c: Pick<Closure, 'date' | 'from_time' | 'to_time' | 'location'>, date: string, time: string, location: string | null): boolean {
  return c.date === date && (c.location === null || c.location === location) && (c.from_time === null || time >= c.from_time) && (c.to_time === null || time < c.to_time);
}

// ---------------------------------------------------------------------------------------------
// Services (/api/admin/services, owner only; docs/decisions/102)
// ---------------------------------------------------------------------------------------------

/** Texts of the back office's answers about services. */
export const SERVICE_ADMIN_MESSAGES = {
  serviceNotFound: 'Service not found',
  slugTaken: 'Another service already uses this address',
} as const;

/** A service as the back office sees it: the public Service (spec 02 §3) plus its picture's key, places, visibility and place in the list. */
export const AdminService = z.object({
  id: z.number().int(),
  ...Service.shape,
  image_key: z.string().nullable(),
  /** People one half-hour slot takes; null: the shop's default. */
  places_per_slot: z.number().int().nullable(),
  hidden: z.boolean(),
  position: z.number().int(),
  ...translatedReply,
});
export type AdminService = z.infer<typeof AdminService>;
/** A service's texts the owner writes in each language (docs/decisions/112), wire names. */
export const SERVICE_TRANSLATED_FIELDS = ['name', 'description', 'button_label'] as const;
/** A service's `translations` in a write: rw and fr name, description and button label, the English limits. */
const ServiceTranslations = translationsSchema({ name: translatedText('The name', 100), description: translatedText('The description', 2000), button_label: translatedText('The button label', 50) });
const names = (what: string) =>
  z
    .array(requiredText(what, 100), { error: `${what}s must be a list` })
    .max(20, `At most 20 ${what.toLowerCase()}s`)
    .refine((l) => new Set(l.map((v) => v.toLowerCase())).size === l.length, `Each ${what.toLowerCase()} may appear once`);
/** POST /api/admin/services: `slug` is made from the name when not given; added last. */
export const AdminServiceBody = z.object({
  name: requiredText('The name', 100),
  slug: z
    .string()
    .trim()
    .max(80, 'The address must be at most 80 characters')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The address may use a-z, 0-9 and single dashes')
    .optional(),
  description: requiredText('The description', 2000),
  button_label: requiredText('The button label', 50),
  target: LinkTarget.nullish(),
  featured: z.boolean({ error: 'featured must be true or false' }).default(false),
  locations: names('Location').default([]),
  types: names('Type').default([]),
  image_key: ImageKey.nullish(),
  places_per_slot: wireNumber(
    z
      .number({ error: 'Places per slot must be a number from 1 to 500' })
      .int('Places per slot must be a whole number')
      .min(1, 'Places per slot must be at least 1')
      .max(500, 'Places per slot must be at most 500'),
  ).nullish(),
  hidden: z.boolean({ error: 'hidden must be true or false' }).default(false),
  translations: ServiceTranslations.optional(),
});
export type AdminServiceBody = z.input<typeof AdminServiceBody>;
/** PATCH /api/admin/services/{id}: any field; `hidden: true` stops offering the service. */
export const AdminServicePatch = AdminServiceBody.extend({
  featured: z.boolean({ error: 'featured must be true or false' }),
  locations: names('Location'),
  types: names('Type'),
  hidden: z.boolean({ error: 'hidden must be true or false' }),
}).partial();
export type AdminServicePatch = z.input<typeof AdminServicePatch>;
export const AdminServiceResponse = z.object({ success: z.literal(true), data: AdminService });
export const AdminServicesResponse = z.object({ success: z.literal(true), data: z.array(AdminService) });
