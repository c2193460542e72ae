import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, translations } from './columns.js';

/**
 * Company settings as named JSON documents: 'basic', 'social', 'orders' (seller WhatsApp number),
 * 'notifications' (sales-team and support addresses). The shop owner edits them, never a request.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  ...timestamps,
});

/** Named rich-text sections: help-center introduction, terms and legal sections (spec 01 §3). */
export const contentSections = pgTable('content_sections', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  position: integer('position').notNull().default(0),
  /** title, content in rw and fr (docs/decisions/112). */
  translations: translations(),
  ...timestamps,
});

/** Help-center FAQs (spec 01 §3 Help center). */
export const helpFaqs = pgTable('help_faqs', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  position: integer('position').notNull().default(0),
  /** title, content in rw and fr (docs/decisions/112). */
  translations: translations(),
  ...timestamps,
});

/** Team members (spec 01 §3). */
export const teamMembers = pgTable('team_members', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  profileImageUrl: text('profile_image_url'),
  bio: text('bio').notNull().default(''),
  position: integer('position').notNull().default(0),
  /** role, bio in rw and fr (docs/decisions/112). */
  translations: translations(),
  ...timestamps,
});

/** Contact items (spec 01 §3 Contact info item). */
export const contactItems = pgTable('contact_items', {
  id: serial('id').primaryKey(),
  contactType: text('contact_type').notNull(),
  contactValue: text('contact_value').notNull(),
  displayName: text('display_name').notNull(),
  isPrimary: boolean('is_primary').notNull().default(false),
  position: integer('position').notNull().default(0),
  /** display_name in rw and fr (docs/decisions/112). */
  translations: translations(),
  ...timestamps,
});

/** Company values (spec 01 §3 Value item). */
export const companyValues = pgTable('company_values', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  icon: text('icon'),
  position: integer('position').notNull().default(0),
  meta: jsonb('meta').$type<Record<string, unknown>>(),
  /** title, description in rw and fr (docs/decisions/112). */
  translations: translations(),
  ...timestamps,
});

/**
 * Newsletter subscribers with double opt-in (spec 01 §7). `email` is lower-cased and unique. The
 * confirm token is used once and kept as a hash; the unsubscribe token goes into every later mail,
 * so it is kept as it is (it can only unsubscribe).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('subscriptions_email_unique').on(t.email),
    uniqueIndex('subscriptions_confirm_token_unique').on(t.confirmTokenHash),
    uniqueIndex('subscriptions_unsubscribe_token_unique').on(t.unsubscribeToken),
  ],
);
