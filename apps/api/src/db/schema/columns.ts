import { jsonb, timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at (UTC) on every table (DESIGN.md § Data). */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * The owner's texts in the other languages (docs/decisions/112):
 * `{ "rw": { "title": "…" }, "fr": { … } }`, fields named as on the wire. English stays in the
 * table's own columns; a field absent here falls back to English.
 */
export const translations = () => jsonb('translations').$type<Partial<Record<'rw' | 'fr', Record<string, string>>>>().notNull().default({});
