import type { DbOrTx } from '../../db/client.js';
import { contactMessages } from '../../db/schema/index.js';

/** Contact-form messages. */
export function contactRepository(db: DbOrTx) {
  return {
    async insert(values: typeof contactMessages.$inferInsert) {
      const [row] = await db.insert(contactMessages).values(values).returning();
      return row!;
    },
  };
}
