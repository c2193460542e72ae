import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

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
    /** Hidden by the owner: kept (bookings name it), but not offered (issue 15). */
    hidden: boolean('hidden').notNull().default(false),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('services_slug_unique').on(t.slug)],
);

/** Bookings of sessions (spec 02 §3 Booking payload). Times are Kigali local time (HH:MM). */
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
    status: text('status', { enum: ['confirmed', 'cancelled'] }).notNull().default('confirmed'),
    ...timestamps,
  },
  (t) => [index('bookings_slot_idx').on(t.bookingDate, t.bookingTime, t.location).where(sql`status = 'confirmed'`)],
);

/** Messages from the contact form (spec 02 §3 Contact message). */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  notes: text('notes').notNull().default(''),
  ipAddress: text('ip_address'),
  ...timestamps,
});
