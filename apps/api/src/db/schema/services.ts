import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { timestamps, translations } from './columns.js';

/** The services page (spec 02 §2 Services): texts, buttons, targets and choices are data. */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    buttonLabel: text('button_label').notNull(),
    target: text('target'),
    featured: boolean('featured').notNull().default(false),
    locations: jsonb('locations').$type<string[]>().notNull().default([]),
    types: jsonb('types').$type<string[]>().notNull().default([]),
    imageKey: text('image_key'),
    /** People one half-hour slot takes for this service; null: the booking setting's capacity_per_slot. */
    capacityPerSlot: integer('capacity_per_slot'),
    /** Hidden by the owner: kept (bookings name it), but not offered (docs/decisions/102). */
    hidden: boolean('hidden').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** name, description, button_label in rw and fr (docs/decisions/112). */
    translations: translations(),
    ...timestamps,
  },
  (t) => [uniqueIndex('services_slug_unique').on(t.slug)],
);

/**
 * Bookings of sessions (spec 02 §3 Booking payload). Times are Kigali local time (HH:MM).
 * `confirmed`, `attended` and `no_show` rows take places in a slot (contracts PLACE_TAKING_STATUSES);
 * `requested` (a group request) waits for staff.
 * The status enum is TypeScript-only (no check constraint), so adding a status needs no migration;
 * it matches BOOKING_STATUSES in the contracts.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    service: text('service').notNull(),
    location: text('location'),
    type: text('type'),
    numberOfPeople: integer('number_of_people').notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    bookingTime: text('booking_time').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    notes: text('notes').notNull().default(''),
    /** requested, confirmed, cancelled, attended, no_show (contracts ADMIN_BOOKING_STATUSES, docs/decisions/103). */
    status: text('status', { enum: ['requested', 'confirmed', 'cancelled', 'attended', 'no_show'] })
      .notNull()
      .default('confirmed'),
    /** Why it was cancelled (e-mailed to the customer) (docs/decisions/103). */
    statusReason: text('status_reason'),
    /** The calendar file's SEQUENCE: raised by every move or cancel, so calendars replace the event. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /**
     * The key of the customer's confirmation link (/bookings/{id}?key=…, docs/decisions/105): 122 random bits,
     * sent only in the customer's e-mails; GET /api/bookings/{id} needs it (decision 105).
     */
    /** When staff last moved it to another date, time or place (the confirmation link says so). */
    rescheduledAt: timestamp('rescheduled_at', { withTimezone: true }),
    accessKey: text('access_key')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    ...timestamps,
  },
  (t) => [
    index('bookings_slot_idx')
      .on(t.bookingDate, t.bookingTime, t.location)
      .where(sql`status = 'confirmed'`),
    index('bookings_date_idx').on(t.bookingDate, t.bookingTime),
    index('bookings_email_idx').on(t.email),
  ],
);

/**
 * Closed dates and ranges of slots (docs/decisions/103): no slot inside one is offered or booked.
 * Null times: the whole day (`from_time` only: from then on, `to_time` only: until then,
 * exclusive); null location: every location.
 */
export const bookingClosures = pgTable(
  'booking_closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: date('date', { mode: 'string' }).notNull(),
    fromTime: text('from_time'),
    toTime: text('to_time'),
    location: text('location'),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('booking_closures_date_idx').on(t.date)],
);

/** Messages from the contact form (spec 02 §3 Contact message). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    notes: text('notes').notNull().default(''),
    ipAddress: text('ip_address'),
    /** unread, read or archived (docs/decisions/103). */
    status: text('status', { enum: ['unread', 'read', 'archived'] })
      .notNull()
      .default('unread'),
    readAt: timestamp('read_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('contact_messages_status_idx').on(t.status, t.createdAt)],
);

/** Replies sent from the back office, kept with their message (docs/decisions/103). */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);
