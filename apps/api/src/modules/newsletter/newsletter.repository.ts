import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
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
    /** Newsletter subscribers of a status and/or matching `q`, newest first, with the total. */
    async subscribers(f: { status?: SubscriptionRow['status']; q?: string }, limit: number, offset: number): Promise<{ rows: SubscriptionRow[]; total: number }> {
      const rows = await db
        .select({ row: subscriptions, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(subscriptions)
        .where(subscriberWhere(f))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(limit)
        .offset(offset);
      return { rows: rows.map((r) => r.row), total: rows[0]?.total ?? 0 };
    },
    async *eachSubscriber(f: { status?: SubscriptionRow['status']; q?: string }): AsyncGenerator<SubscriptionRow> {
      for (let offset = 0; ; offset += 500) {
        const rows = await db.select().from(subscriptions).where(subscriberWhere(f)).orderBy(subscriptions.createdAt, subscriptions.id).limit(500).offset(offset);
        yield* rows;
        if (rows.length < 500) return;
      }
    },
  };
}

function subscriberWhere(f: { status?: SubscriptionRow['status']; q?: string }): SQL | undefined {
  const where: SQL[] = [];
  if (f.status) where.push(eq(subscriptions.status, f.status));
  if (f.q) where.push(sql`${subscriptions.email} like ${`%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  return where.length ? and(...where) : undefined;
}
