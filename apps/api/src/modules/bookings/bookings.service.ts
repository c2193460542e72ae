import {
  BOOKING_MESSAGES,
  DESK_MESSAGES,
  FALLBACK_SLOTS,
  bookingWindow,
  closureCovers,
  isCalendarDate,
  isUuid,
  kigaliInstant,
  kigaliNow,
  localize,
  type Actor,
  type Booking,
  type CreateBookingBody,
  type Service,
} from '@atelier/contracts';
import { timingSafeEqual } from 'node:crypto';
import { createEvent } from 'ics';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db, RunInTransaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { fallbackLanguage, type LanguageOf } from '../../lib/i18n.js';
import type { Locale } from '@atelier/contracts';
import { bookingCustomerMail, bookingTeamMail, type BookingMailInput } from '../../lib/email-templates.js';
import { imageUrl } from '../../lib/images.js';
import type { Mailer } from '../../lib/mailer.js';
import type { ContentService } from '../content/content.service.js';
import { auditRepository } from '../audit/audit.repository.js';
import { bookingsRepository, type BookingRow, type ClosureRow, type ServiceRow } from './bookings.repository.js';

/** A session lasts this long in the calendar file, minutes. */
const SESSION_MINUTES = 120;

export interface BookingsDeps {
  db: Db;
  transaction: RunInTransaction;
  content: ContentService;
  mailer: Mailer;
  config: Config;
  /** The clock (tests move it). */
  now: () => Date;
  /** The customer's e-mail language (docs/decisions/109); English when not given. */
  languageOf?: LanguageOf;
}

/** Compares a link's key with the booking's in constant time. */
function sameKey(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The customer's confirmation link: the store page showing the booking's current status (docs/decisions/105). */
export function bookingLink(publicUrl: string, b: Pick<BookingRow, 'id' | 'accessKey'>): string {
  return `${publicUrl}/bookings/${b.id}?key=${b.accessKey}`;
}

/** A service as customers see it; name, description and button label in `locale`, English where not translated (docs/decisions/112). */
function toService(s: ServiceRow, locale: Locale = 'en'): Service {
  return localize(
    {
      slug: s.slug,
      name: s.name,
      description: s.description,
      button_label: s.buttonLabel,
      target: s.target,
      featured: s.featured,
      locations: s.locations,
      types: s.types,
      image: imageUrl(s.imageKey),
    },
    s.translations,
    locale,
    ['name', 'description', 'button_label'],
  );
}

/** A closure as the contract's closureCovers reads it. */
export function closureShape(c: Pick<ClosureRow, 'date' | 'fromTime' | 'toTime' | 'location'>) {
  return { date: c.date, from_time: c.fromTime, to_time: c.toTime, location: c.location };
}

/** The booking as the audit log keeps it (before/after of a change). */
export function bookingSnapshot(b: BookingRow) {
  return { status: b.status, booking_date: b.bookingDate, booking_time: b.bookingTime, location: b.location, number_of_people: b.numberOfPeople, status_reason: b.statusReason };
}

function toBooking(b: BookingRow): Booking {
  return {
    id: b.id,
    service: b.service,
    location: b.location,
    type: b.type,
    number_of_people: b.numberOfPeople,
    booking_date: b.bookingDate,
    booking_time: b.bookingTime,
    first_name: b.firstName,
    last_name: b.lastName,
    phone: b.phone,
    email: b.email,
    notes: b.notes,
    status: b.status,
    created_at: b.createdAt.toISOString(),
  };
}

/**
 * An .ics file for the session (times converted from Kigali to UTC). The same UID every time, so a
 * later file with a higher `sequence` updates the event and `cancel` (METHOD:CANCEL,
 * STATUS:CANCELLED) removes it from the customer's calendar (docs/decisions/103).
 */
export function calendarFile(b: BookingMailInput, id: string, opts: { sequence?: number; cancel?: boolean } = {}): string {
  const start = kigaliInstant(b.date, b.time.slice(0, 5));
  const { error, value } = createEvent({
    uid: `${id}@atelier`,
    title: `${b.service}${b.type ? ` (${b.type})` : ''} at ${b.brand}`,
    description: `${b.people} ${b.people === 1 ? 'person' : 'people'}. ${b.notes}`.trim(),
    location: b.location ? `${b.brand}, ${b.location}, Kigali` : `${b.brand}, Kigali`,
    start: [start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate(), start.getUTCHours(), start.getUTCMinutes()],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: SESSION_MINUTES },
    status: opts.cancel ? 'CANCELLED' : 'CONFIRMED',
    method: opts.cancel ? 'CANCEL' : 'PUBLISH',
    sequence: opts.sequence ?? 0,
    organizer: { name: b.brand },
  });
  if (error || !value) throw error ?? new Error('calendar file not built');
  return value;
}

/** Services and bookings (spec 02 §2 Services, Booking page; §5, §7; docs/decisions/050). */
export function bookingsService(deps: BookingsDeps) {
  const repo = bookingsRepository(deps.db);

  /** Today, the last bookable day and the current time, all in Kigali. */
  function window() {
    const now = deps.now();
    const { first: today, last } = bookingWindow(now);
    return { today, last, time: kigaliNow(now) };
  }

  /**
   * Places left per slot on a date at a location; slots of today already begun are left out.
   * `capacity` is read beforehand: inside a transaction every query must go through `r` (PGlite
   * has one connection, which the transaction holds).
   */
  async function remaining(date: string, location: string | null, capacity: number, r = repo, opts: { lastDay?: string } = {}): Promise<Map<string, number>> {
    const { today, last, time } = window();
    if (!isCalendarDate(date) || date < today || date > (opts.lastDay ?? last)) return new Map();
    const booked = await r.peopleBookedByTime(date, location);
    // Closed dates and ranges (docs/decisions/103) offer no slot at all.
    const closures = (await r.closuresOn(date)).map(closureShape);
    return new Map(
      FALLBACK_SLOTS.filter((slot) => (date > today || slot > time) && !closures.some((c) => closureCovers(c, date, slot, location))).map((slot) => [slot, capacity - (booked.get(slot) ?? 0)]),
    );
  }

  /** True when a closure covers the slot (read through `r` inside a transaction). */
  async function isClosed(date: string, time: string, location: string | null, r = repo): Promise<boolean> {
    return (await r.closuresOn(date)).some((c) => closureCovers(closureShape(c), date, time, location));
  }

  return {
    /** The services page's data (GET /api/services). */
    /** The offered services in order; texts in `locale`, English where not translated. */
    async services(locale: Locale = 'en'): Promise<Service[]> {
      return (await repo.listServices()).map((s) => toService(s, locale));
    },

    /**
     * Free half-hour slots of a date for a group of `people` (spec 02 §7 available-slots): a slot has
     * `capacity_per_slot` places per location; past times of today and dates outside today..+30 days
     * have none. A group larger than `capacity_per_slot` gets `group_request: true` and the times it
     * may request instead. Throws BAD_REQUEST for a location no service offers. With
     * `service` (slug or name), that service's own places per slot apply (docs/decisions/102).
     */
    async availableSlots(date: string, location: string | null, people: number, service?: string) {
      if (location !== null && !(await repo.isKnownLocation(location))) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.unknownLocation);
      const own = service ? (await repo.findService(service))?.capacityPerSlot : null;
      const capacity = own ?? (await deps.content.bookingSettings()).capacity_per_slot;
      const left = await remaining(date, location, capacity);
      // A group larger than a session: the times it may request, no places to count.
      if (people > capacity) return { date, available_slots: [...left.keys()], remaining: {}, capacity_per_slot: capacity, group_request: true };
      const open = [...left].filter(([, n]) => n >= people);
      return { date, available_slots: open.map(([slot]) => slot), remaining: Object.fromEntries(open), capacity_per_slot: capacity, group_request: false };
    },

    /**
     * Books a slot (spec 02 §5 Booking) after checking everything again; the capacity check and the
     * insert run in one transaction holding the slot's lock, so parallel requests cannot overbook.
     * Then mails the team (address from settings) and the customer (the booking's own e-mail),
     * each with an .ics file. Throws BAD_REQUEST with the spec's messages, CONFLICT when the time
     * is no longer available.
     *
     * With `group_request` the group must be larger than one session holds (else
     * BAD_REQUEST): it is saved as `requested` for a time not yet begun, takes no places, and the
     * e-mails are worded as a request, without a calendar file (nothing is booked yet).
     */
    async create(body: z.output<typeof CreateBookingBody>, actor?: Actor, requestLocale?: Locale): Promise<Booking> {
      const service = await repo.findService(body.service);
      if (!service) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.required);
      const location = body.location?.trim() || null;
      const type = body.type?.trim() || null;
      if (service.locations.length > 0 && (!location || !service.locations.includes(location))) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.required);
      if (service.locations.length === 0 && location) throw new AppError('BAD_REQUEST', 'This service has no locations to choose from.');
      if (type && !service.types.includes(type)) throw new AppError('BAD_REQUEST', 'Please choose one of the listed types.');
      const { today, last } = window();
      if (!isCalendarDate(body.booking_date)) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.required);
      if (body.booking_date < today) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.past);
      if (body.booking_date > last) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.tooFar);

      // A service may set its own places per slot (docs/decisions/102); else the shop's setting.
      const capacity = service.capacityPerSlot ?? (await deps.content.bookingSettings()).capacity_per_slot;
      const request = body.group_request === true;
      if (request && body.number_of_people <= capacity) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.requestTooSmall);
      const row = await deps.transaction(async (tx) => {
        const r = bookingsRepository(tx);
        await r.lockSlot(body.booking_date, body.booking_time, location);
        const left = (await remaining(body.booking_date, location, capacity, r)).get(body.booking_time);
        if (left === undefined && (await isClosed(body.booking_date, body.booking_time, location, r))) throw new AppError('CONFLICT', DESK_MESSAGES.slotClosed);
        if (left === undefined || (!request && left < body.number_of_people)) throw new AppError('CONFLICT', BOOKING_MESSAGES.slotTaken);
        const inserted = await r.insert({
          status: request ? 'requested' : 'confirmed',
          service: service.name,
          location,
          type,
          numberOfPeople: body.number_of_people,
          bookingDate: body.booking_date,
          bookingTime: body.booking_time,
          firstName: body.first_name,
          lastName: body.last_name,
          phone: body.phone,
          email: body.email,
          notes: body.notes,
        });
        // A booking made in the back office for a caller (docs/decisions/103) is audited with it.
        if (actor) await auditRepository(tx).record({ actor, action: 'booking.created', entity: 'booking', entityId: inserted.id, after: bookingSnapshot(inserted) });
        return inserted;
      });

      const store = await deps.content.store();
      const mail: BookingMailInput = {
        brand: await deps.content.brand(),
        publicUrl: deps.config.publicUrl,
        service: row.service,
        location: row.location,
        type: row.type,
        people: row.numberOfPeople,
        date: row.bookingDate,
        time: row.bookingTime,
        name: `${row.firstName} ${row.lastName}`,
        email: row.email,
        phone: row.phone,
        notes: row.notes,
        request,
        link: bookingLink(deps.config.publicUrl, row),
        // The account's language for a known address, else the language the booking was made in (docs/decisions/109).
        locale: await (deps.languageOf ?? fallbackLanguage)({ email: row.email, fallback: requestLocale }),
      };
      if (request) {
        await deps.mailer.send({ to: store.sales_email, kind: 'booking_request_team', ...bookingTeamMail(mail) });
        if (row.email) await deps.mailer.send({ to: row.email, kind: 'booking_request_customer', ...bookingCustomerMail(mail) });
        return toBooking(row);
      }
      const attachments = [{ filename: 'booking.ics', content: calendarFile(mail, row.id), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }];
      await deps.mailer.send({ to: store.sales_email, kind: 'booking_team', attachments, ...bookingTeamMail(mail) });
      // A caller booked by phone in the back office may have no e-mail: the team's copy still goes.
      if (row.email) await deps.mailer.send({ to: row.email, kind: 'booking_customer', attachments, ...bookingCustomerMail(mail) });
      return toBooking(row);
    },

    /**
     * A booking's current status for its confirmation link (GET /api/bookings/{id}?key=):
     * only what the customer booked and where it stands. The booking is private: NOT_FOUND for an
     * unknown id and, alike, for a missing or wrong key (decision 105).
     */
    async status(id: string, key: string | undefined) {
      const b = isUuid(id) ? await repo.findById(id) : undefined;
      if (!b || !key || !sameKey(b.accessKey, key)) throw new AppError('NOT_FOUND', DESK_MESSAGES.bookingNotFound);
      return {
        id: b.id,
        first_name: b.firstName,
        service: b.service,
        location: b.location,
        type: b.type,
        number_of_people: b.numberOfPeople,
        booking_date: b.bookingDate,
        booking_time: b.bookingTime,
        status: b.status,
        status_reason: b.status === 'cancelled' ? b.statusReason : null,
        rescheduled: b.rescheduledAt !== null,
        updated_at: b.updatedAt.toISOString(),
      };
    },

    /**
     * Places left per open slot of a date at a location (closed and begun slots left out), read
     * through `r` when inside a transaction; `lastDay` lets the back office move a booking beyond
     * the public 30 days. The one rule the public form and the back office share (docs/decisions/103).
     */
    /** Places one session of `service` (slug or name) holds: its own setting (docs/decisions/102), else the shop's. */
    async capacityFor(service: string): Promise<number> {
      return (await repo.findService(service))?.capacityPerSlot ?? (await deps.content.bookingSettings()).capacity_per_slot;
    },
    slotsLeft: (date: string, location: string | null, capacity: number, r = repo, opts: { lastDay?: string } = {}) => remaining(date, location, capacity, r, opts),
    isClosed,
  };
}
export type BookingsService = ReturnType<typeof bookingsService>;
