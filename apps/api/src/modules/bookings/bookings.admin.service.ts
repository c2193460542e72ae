import type { Readable } from 'node:stream';
import {
  BOOKINGS_CSV_COLUMNS,
  BOOKING_MESSAGES,
  BOOKING_TRANSITIONS,
  DESK_MESSAGES,
  FALLBACK_SLOTS,
  addDays,
  bookingTransitionRefused,
  canMoveBooking,
  closureCovers,
  isCalendarDate,
  isUuid,
  kigaliDateTime,
  type Actor,
  type AdminBooking,
  type AdminBookingListFilters,
  type AdminBookingStatusBody,
  type AdminRescheduleBody,
  type AgendaSlot,
  type Closure,
  type ClosureBody,
  type CreateBookingBody,
} from '@atelier/contracts';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db, RunInTransaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { fallbackLanguage, type LanguageOf } from '../../lib/i18n.js';
import { csvStream } from '../../lib/csv.js';
import { bookingStatusMail, type BookingMailInput } from '../../lib/email-templates.js';
import type { Mailer } from '../../lib/mailer.js';
import { auditRepository } from '../audit/audit.repository.js';
import type { ContentService } from '../content/content.service.js';
import { bookingsRepository, type BookingFilters, type BookingRow, type ClosureRow } from './bookings.repository.js';
import { bookingLink, bookingSnapshot, calendarFile, closureShape, type BookingsService } from './bookings.service.js';

/** The agenda shows places per slot for at most this many days at once. */
const AGENDA_MAX_DAYS = 62;
/** Staff may move a booking at most this far ahead, days. */
const RESCHEDULE_MAX_DAYS = 365;
const ENTITY = 'booking';

export interface BookingsAdminDeps {
  db: Db;
  transaction: RunInTransaction;
  bookings: BookingsService;
  content: ContentService;
  mailer: Mailer;
  config: Config;
  now: () => Date;
  /** The customer's e-mail language (docs/decisions/109); English when not given. */
  languageOf?: LanguageOf;
}

/** A booking as the back office shows it. */
function toAdminBooking(b: BookingRow): AdminBooking {
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
    status_reason: b.statusReason,
    allowed_transitions: [...BOOKING_TRANSITIONS[b.status]],
    created_at: b.createdAt.toISOString(),
    updated_at: b.updatedAt.toISOString(),
  };
}

function toClosure(c: ClosureRow): Closure {
  return { id: c.id, date: c.date, from_time: c.fromTime, to_time: c.toTime, location: c.location, reason: c.reason, created_at: c.createdAt.toISOString(), created_by: c.author };
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The back office's bookings and closures (docs/decisions/103). The slot rules are the public
 * form's (bookings.service `slotsLeft`, `create`): one truth for both. Every write locks what it
 * changes, writes the audit log in its transaction, then mails the customer.
 */
export function bookingsAdminService(deps: BookingsAdminDeps) {
  const repo = bookingsRepository(deps.db);
  const today = () => kigaliDateTime(deps.now()).date;

  async function mailCustomer(row: BookingRow, change: 'confirmed' | 'rescheduled' | 'cancelled', extra: { reason?: string | null; previous?: string } = {}) {
    // A caller booked by phone (no e-mail) hears it by phone.
    if (!row.email) return;
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
      link: bookingLink(deps.config.publicUrl, row),
      locale: await (deps.languageOf ?? fallbackLanguage)({ email: row.email }),
    };
    const cancel = change === 'cancelled';
    const attachments = [
      {
        filename: cancel ? 'cancel-booking.ics' : 'booking.ics',
        content: calendarFile(mail, row.id, { sequence: row.calendarSequence, cancel }),
        contentType: `text/calendar; charset=utf-8; method=${cancel ? 'CANCEL' : 'PUBLISH'}`,
      },
    ];
    await deps.mailer.send({ to: row.email, kind: `booking_${change}`, attachments, ...bookingStatusMail({ ...mail, change, status: row.status, ...extra }) });
  }

  /** Every location a slot can be at: each service's locations, and null for services without any. */
  async function locations(): Promise<Array<string | null>> {
    const all = new Set<string | null>();
    for (const s of await deps.bookings.services()) {
      if (s.locations.length === 0) all.add(null);
      for (const l of s.locations) all.add(l);
    }
    return [...all];
  }

  async function find(id: string, r = repo, forUpdate = false): Promise<BookingRow> {
    const row = isUuid(id) ? await r.findById(id, forUpdate) : undefined;
    if (!row) throw new AppError('NOT_FOUND', DESK_MESSAGES.bookingNotFound);
    return row;
  }

  function filtersOf(q: Pick<AdminBookingListFilters, 'from' | 'to' | 'status' | 'location' | 'q'>): BookingFilters {
    return { from: q.from ?? (q.to ? undefined : today()), to: q.to, status: q.status, location: q.location || undefined, q: q.q || undefined };
  }

  return {
    /**
     * GET /api/admin/bookings: the bookings of the range (from today by default), paged, and the
     * agenda's slots: every half hour of every day from `from` to `to` (a week when `to` is not
     * given) at every location, with capacity, people booked, places left and whether it is closed.
     */
    async list(q: AdminBookingListFilters): Promise<{ from: string; to: string | null; bookings: AdminBooking[]; total: number; slots: AgendaSlot[] }> {
      for (const d of [q.from, q.to]) if (d && !isCalendarDate(d)) throw new AppError('BAD_REQUEST', 'Please give dates as YYYY-MM-DD');
      const filters = filtersOf(q);
      const { rows, total } = await repo.list(filters, q.limit, (q.page - 1) * q.limit, q.sort === '-date');
      const from = q.from ?? q.to ?? today();
      const to = q.to ?? addDays(from, 6);
      const slots: AgendaSlot[] = [];
      const capacity = (await deps.content.bookingSettings()).capacity_per_slot;
      if (daysBetween(from, to) >= AGENDA_MAX_DAYS) {
        // A long list (e.g. every cancelled booking of a year): only the slots of the listed bookings.
        const keys = [...new Map(rows.map((b) => [`${b.bookingDate}|${b.bookingTime}|${b.location ?? ''}`, { date: b.bookingDate, time: b.bookingTime, location: b.location }])).values()];
        const booked = await repo.peopleBookedIn(keys);
        const closures = (await repo.closuresOnDates([...new Set(keys.map((k) => k.date))])).map(closureShape);
        for (const { date, time, location } of keys) {
          const people = booked.get(`${date}|${time}|${location ?? ''}`) ?? 0;
          const closed = closures.some((c) => closureCovers(c, date, time, location));
          slots.push({ date, time, location, capacity, booked: people, left: closed ? 0 : Math.max(0, capacity - people), closed });
        }
      } else {
        const booked = new Map((await repo.peopleBookedInRange(from, to)).map((b) => [`${b.date}|${b.time}|${b.location ?? ''}`, b.people]));
        const closures = (await repo.closures(from, to)).map(closureShape);
        const places = q.location ? [q.location] : await locations();
        for (let date = from; date <= to; date = addDays(date, 1))
          for (const location of places)
            for (const time of FALLBACK_SLOTS) {
              const people = booked.get(`${date}|${time}|${location ?? ''}`) ?? 0;
              const closed = closures.some((c) => closureCovers(c, date, time, location));
              slots.push({ date, time, location, capacity, booked: people, left: closed ? 0 : Math.max(0, capacity - people), closed });
            }
      }
      return { from: filters.from ?? from, to: q.to ?? null, bookings: rows.map(toAdminBooking), total, slots };
    },

    /** GET /api/admin/bookings.csv (owner): the list's filters, every row, streamed. */
    csv(q: Pick<AdminBookingListFilters, 'from' | 'to' | 'status' | 'q'>): Readable {
      const each = repo.each(filtersOf(q));
      async function* rows() {
        for await (const b of each)
          yield {
            booking_date: b.bookingDate,
            booking_time: b.bookingTime,
            service: b.service,
            location: b.location ?? '',
            type: b.type ?? '',
            number_of_people: b.numberOfPeople,
            status: b.status,
            first_name: b.firstName,
            last_name: b.lastName,
            email: b.email,
            phone: b.phone,
            notes: b.notes,
            created_at: b.createdAt.toISOString(),
          };
      }
      return csvStream(BOOKINGS_CSV_COLUMNS, rows());
    },

    /** POST /api/admin/bookings: for a caller, exactly the public form's rules and mails, audited. */
    async create(actor: Actor, body: z.output<typeof CreateBookingBody>): Promise<AdminBooking> {
      const booking = await deps.bookings.create(body, actor);
      return toAdminBooking(await find(booking.id));
    },

    /**
     * POST /api/admin/bookings/{id}/status, by BOOKING_TRANSITIONS (CONFLICT otherwise): confirm a
     * requested group, cancel with a reason (the customer gets a cancelling calendar file), or mark
     * a begun session attended or no-show. NOT_FOUND for unknown ids.
     */
    async setStatus(actor: Actor, id: string, body: AdminBookingStatusBody): Promise<AdminBooking> {
      const { before, after } = await deps.transaction(async (tx) => {
        const r = bookingsRepository(tx);
        const b = await find(id, r, true);
        if (!canMoveBooking(b.status, body.status)) throw new AppError('CONFLICT', bookingTransitionRefused(b.status, body.status));
        if (body.status === 'attended' || body.status === 'no_show') {
          const now = kigaliDateTime(deps.now());
          if (b.bookingDate > now.date || (b.bookingDate === now.date && b.bookingTime > now.time)) throw new AppError('CONFLICT', DESK_MESSAGES.notBegun);
        }
        const updated = await r.update(b.id, {
          status: body.status,
          statusReason: body.status === 'cancelled' ? (body.reason ?? null) : b.statusReason,
          calendarSequence: body.status === 'cancelled' || body.status === 'confirmed' ? b.calendarSequence + 1 : b.calendarSequence,
        });
        await auditRepository(tx).record({
          actor,
          action: body.status === 'cancelled' ? 'booking.cancelled' : 'booking.status_changed',
          entity: ENTITY,
          entityId: b.id,
          before: bookingSnapshot(b),
          after: bookingSnapshot(updated),
          reason: body.reason ?? null,
        });
        return { before: b, after: updated };
      });
      if (after.status === 'cancelled') await mailCustomer(after, 'cancelled', { reason: after.statusReason });
      if (after.status === 'confirmed' && before.status === 'requested') await mailCustomer(after, 'confirmed');
      return toAdminBooking(after);
    },

    /**
     * POST /api/admin/bookings/{id}/reschedule: moves a requested or confirmed booking into an open
     * slot with enough places, holding the target slot's lock (the public form's), so two moves
     * into its last place cannot both succeed. CONFLICT when the slot is full, closed or begun,
     * BAD_REQUEST for an unknown location, the same slot or a date beyond a year; the customer
     * gets the updated calendar file.
     */
    async reschedule(actor: Actor, id: string, body: AdminRescheduleBody): Promise<AdminBooking> {
      const current = await find(id);
      const service = (await deps.bookings.services()).find((s) => s.name === current.service);
      const location = body.location === undefined ? current.location : body.location.trim() || null;
      if (service && (service.locations.length > 0 ? !location || !service.locations.includes(location) : location !== null)) throw new AppError('BAD_REQUEST', DESK_MESSAGES.unknownLocation);
      if (!isCalendarDate(body.booking_date)) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.required);
      if (body.booking_date < today()) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.past);
      const lastDay = addDays(today(), RESCHEDULE_MAX_DAYS);
      if (body.booking_date > lastDay) throw new AppError('BAD_REQUEST', DESK_MESSAGES.tooFarAhead);
      // The service's own places per slot, as when it was booked (docs/decisions/102).
      const capacity = await deps.bookings.capacityFor(current.service);

      const { before, after } = await deps.transaction(async (tx) => {
        const r = bookingsRepository(tx);
        await r.lockSlot(body.booking_date, body.booking_time, location);
        const b = await find(id, r, true);
        if (b.status !== 'confirmed' && b.status !== 'requested') throw new AppError('CONFLICT', DESK_MESSAGES.notMovable);
        if (b.bookingDate === body.booking_date && b.bookingTime === body.booking_time && b.location === location) throw new AppError('BAD_REQUEST', DESK_MESSAGES.sameSlot);
        const left = (await deps.bookings.slotsLeft(body.booking_date, location, capacity, r, { lastDay })).get(body.booking_time);
        if (left === undefined) {
          if (await deps.bookings.isClosed(body.booking_date, body.booking_time, location, r)) throw new AppError('CONFLICT', DESK_MESSAGES.slotClosed);
          throw new AppError('CONFLICT', FALLBACK_SLOTS.includes(body.booking_time) ? DESK_MESSAGES.pastSlot : BOOKING_MESSAGES.slotTaken);
        }
        if (b.status === 'confirmed' && left < b.numberOfPeople) throw new AppError('CONFLICT', DESK_MESSAGES.slotTaken);
        const updated = await r.update(b.id, { bookingDate: body.booking_date, bookingTime: body.booking_time, location, calendarSequence: b.calendarSequence + 1, rescheduledAt: deps.now() });
        await auditRepository(tx).record({ actor, action: 'booking.rescheduled', entity: ENTITY, entityId: b.id, before: bookingSnapshot(b), after: bookingSnapshot(updated) });
        return { before: b, after: updated };
      });
      await mailCustomer(after, 'rescheduled', { previous: `${before.bookingDate} at ${before.bookingTime}` });
      return toAdminBooking(after);
    },

    /** GET /api/admin/closures: from today (or `from`) on, by date. */
    async closures(q: { from?: string; to?: string }): Promise<Closure[]> {
      return (await repo.closures(q.from ?? today(), q.to)).map(toClosure);
    },

    /**
     * POST /api/admin/closures: closes a date or a range of its slots, at one location or all.
     * Returns it with the live bookings inside it (not cancelled: staff decide and tell them).
     */
    async addClosure(actor: Actor, body: z.output<typeof ClosureBody>): Promise<{ closure: Closure; affected: AdminBooking[] }> {
      if (!isCalendarDate(body.date)) throw new AppError('BAD_REQUEST', 'Please give the date as YYYY-MM-DD');
      if (body.date < today()) throw new AppError('BAD_REQUEST', DESK_MESSAGES.closurePast);
      const id = await deps.transaction(async (tx) => {
        const r = bookingsRepository(tx);
        const row = await r.insertClosure({ date: body.date, fromTime: body.from_time, toTime: body.to_time, location: body.location, reason: body.reason, createdBy: actor.id });
        await auditRepository(tx).record({ actor, action: 'closure.created', entity: 'closure', entityId: row.id, after: closureShape(row), reason: body.reason });
        return row.id;
      });
      const closure = (await repo.closuresOn(body.date)).find((c) => c.id === id)!;
      const affected = (await repo.liveOn(body.date, body.location)).filter((b) => closureCovers(closureShape(closure), b.bookingDate, b.bookingTime, b.location));
      return { closure: toClosure(closure), affected: affected.map(toAdminBooking) };
    },

    /** DELETE /api/admin/closures/{id}: reopens its slots. NOT_FOUND for unknown ids. */
    async removeClosure(actor: Actor, id: string): Promise<void> {
      await deps.transaction(async (tx) => {
        const r = bookingsRepository(tx);
        const row = isUuid(id) ? await r.findClosure(id) : undefined;
        if (!row) throw new AppError('NOT_FOUND', DESK_MESSAGES.closureNotFound);
        await r.deleteClosure(id);
        await auditRepository(tx).record({ actor, action: 'closure.deleted', entity: 'closure', entityId: id, before: { ...closureShape(row), reason: row.reason } });
      });
    },

    /** The dashboard tile: today's bookings (Kigali), cancelled ones left out. */
    todayCount: () => repo.countOn(today()),

    /** A customer's bookings (by their e-mail), newest first (the customer page). */
    async forEmail(email: string): Promise<AdminBooking[]> {
      const { rows } = await repo.list({ email }, 100, 0);
      return rows.reverse().map(toAdminBooking);
    },
  };
}
export type BookingsAdminService = ReturnType<typeof bookingsAdminService>;
