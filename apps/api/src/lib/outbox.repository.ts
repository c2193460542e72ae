import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema/index.js';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

/** The outbox table: every e-mail the shop meant to send, and what became of it. */
export function outboxRepository(db: Db) {
  return {
    async insert(row: NewOutboxRow): Promise<OutboxRow> {
      const [created] = await db.insert(outbox).values(row).returning();
      return created!;
    },
    async markSent(id: string): Promise<void> {
      await db.update(outbox).set({ status: 'sent', sentAt: new Date(), attempts: sql`${outbox.attempts} + 1`, lastError: null }).where(eq(outbox.id, id));
    },
    async markLogged(id: string): Promise<void> {
      await db.update(outbox).set({ status: 'logged' }).where(eq(outbox.id, id));
    },
    async markFailed(id: string, error: string): Promise<void> {
      await db.update(outbox).set({ status: 'failed', lastError: error.slice(0, 500), attempts: sql`${outbox.attempts} + 1` }).where(eq(outbox.id, id));
    },
    /** Failed rows worth another try, oldest first. */
    async findRetryable(maxAttempts: number, limit: number): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outbox)
        .where(and(inArray(outbox.status, ['failed', 'pending']), lt(outbox.attempts, maxAttempts), lt(outbox.createdAt, sql`now() - interval '30 seconds'`)))
        .orderBy(outbox.createdAt)
        .limit(limit);
    },
    /** The newest mails to an address (tests and the local-development hint). */
    async findByRecipient(to: string, limit = 10): Promise<OutboxRow[]> {
      return db.select().from(outbox).where(eq(outbox.toAddress, to.toLowerCase())).orderBy(sql`${outbox.createdAt} desc`).limit(limit);
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
