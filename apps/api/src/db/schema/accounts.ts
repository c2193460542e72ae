import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

/** Customers and admins (spec 01 §3 User). `email` is stored lower-cased. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** user (customer), staff or admin (the owner): docs/decisions/100. */
    role: text('role', { enum: ['user', 'staff', 'admin'] })
      .notNull()
      .default('user'),
    status: text('status').notNull().default('active'),
    profileImage: text('profile_image'),
    /** A new e-mail waiting for its code; login keeps using `email` until then. */
    pendingEmail: text('pending_email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastPasswordChange: timestamp('last_password_change', { withTimezone: true }),
    /** en | rw | fr (docs/decisions/109): the language of the account's e-mails and of the API's messages to it. */
    language: text('language', { enum: ['en', 'rw', 'fr'] })
      .notNull()
      .default('en'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/** Opaque bearer tokens: only the SHA-256 of the token is kept (DESIGN.md decisions). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * 6-digit codes for e-mail verification and password reset, stored as argon2id hashes; and the
 * "This was not me" links of an e-mail change (`revert_email`, docs/decisions/123: link only, the
 * old address as `email`, `revert:<user id>` as `code_hash`). `purpose` is plain text in the database.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'revert_email'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** SHA-256 of the link's token (reset codes and revert links only). */
    linkTokenHash: text('link_token_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('verification_codes_lookup_idx').on(t.email, t.purpose, t.createdAt),
    uniqueIndex('verification_codes_link_token_unique')
      .on(t.linkTokenHash)
      .where(sql`link_token_hash is not null`),
  ],
);

/** Every login attempt, successful or not (docs/decisions/010); `userId` is null for unknown addresses. */
export const loginHistory = pgTable(
  'login_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    success: boolean('success').notNull(),
    loginMethod: text('login_method').notNull().default('EMAIL'),
    failureReason: text('failure_reason'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (t) => [index('login_history_user_idx').on(t.userId, t.createdAt), index('login_history_email_idx').on(t.email, t.createdAt)],
);

/**
 * Failed logins remembered per key for the login throttle (docs/decisions/006): one
 * row per address, per client (IP) and per address and client. `key` is the SHA-256 of the scope and
 * its value, so no address or IP is kept here; a success deletes its address-and-client row.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('login_throttles_last_failure_idx').on(t.lastFailureAt)],
);

/** A customer's saved addresses (spec 01 §3 Address). */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    streetAddress: text('street_address').notNull(),
    streetAddress2: text('street_address2'),
    country: text('country').notNull(),
    province: text('province').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    ...timestamps,
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.createdAt)],
);

/** Every e-mail the shop meant to send; SMTP delivery updates `status`, so nothing is lost. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    textBody: text('text_body').notNull(),
    kind: text('kind').notNull(),
    /** Kept so a retried delivery sends exactly what was meant (calendar files, List-Unsubscribe). */
    attachments: jsonb('attachments').$type<Array<{ filename: string; content: string; contentType: string }>>(),
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'logged'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('outbox_status_idx')
      .on(t.status)
      .where(sql`status in ('pending', 'failed')`),
  ],
);

/** Internal notes on a customer, written in the back office and never shown to them (docs/decisions/103). */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    ...timestamps,
  },
  (t) => [index('customer_notes_user_idx').on(t.userId, t.createdAt)],
);
