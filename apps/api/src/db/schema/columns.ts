import { timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at (UTC) on every table (DESIGN.md § Data). */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
