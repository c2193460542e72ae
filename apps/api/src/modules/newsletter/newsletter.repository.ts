import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { subscriptions } from '../../db/schema/index.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Newsletter subscriptions. */
export function newsletterRepository(db: DbOrTx) {
  const by = async (column: typeof subscriptions.email | typeof subscriptions.confirmTokenHash | typeof subscriptions.unsubscribeToken, value: string) => {
    const [row] = await db.select().from(subscriptions).where(eq(column, value)).limit(1);
    return row;
  };
  return {
    findByEmail: (email: string) => by(subscriptions.email, email),
    findByConfirmHash: (hash: string) => by(subscriptions.confirmTokenHash, hash),
    findByUnsubscribeToken: (token: string) => by(subscriptions.unsubscribeToken, token),
    /** Inserts a subscription unless the address exists (a concurrent request); returns it either way. */
    async insert(values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
      const [row] = await db.insert(subscriptions).values(values).onConflictDoNothing({ target: subscriptions.email }).returning();
      return row ?? (await by(subscriptions.email, values.email))!;
    },
    async update(id: string, values: Partial<typeof subscriptions.$inferInsert>): Promise<void> {
      await db.update(subscriptions).set(values).where(eq(subscriptions.id, id));
    },
  };
}
