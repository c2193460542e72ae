import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { timestamps } from './columns.js';

/**
 * The audit log (docs/decisions/100): who did what to which record, the
 * record before and after as JSON, why, and when. Written by the services inside the transaction of
 * the change. Append-only: no route changes it and a trigger (migration 0009) refuses UPDATE and
 * DELETE. The actor is a snapshot (id, name, e-mail) with no foreign key, so deleting an account
 * never rewrites history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.id), index('audit_log_created_idx').on(t.createdAt), index('audit_log_actor_idx').on(t.actorId, t.createdAt)],
);

/**
 * Staff invitations (docs/decisions/100): the owner invites an address that has no account; the link
 * (only the SHA-256 of its token is kept) lets them set a name and password within 7 days.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('staff_invites_token_unique').on(t.tokenHash),
    index('staff_invites_email_idx')
      .on(t.email)
      .where(sql`accepted_at is null and revoked_at is null`),
  ],
);

/**
 * Secrets the server makes itself when the environment gives none (docs/decisions/128): the pay
 * links' HMAC key `pay_link` when PAY_LINK_SECRET is unset. Created once, race-safe (insert … on
 * conflict do nothing, then read), so every instance agrees. Never sent by any route.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
