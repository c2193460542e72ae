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
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${outbox.attempts} + 1`, lastError: null })
        .where(eq(outbox.id, id));
    },
    async markLogged(id: string): Promise<void> {
      await db.update(outbox).set({ status: 'logged' }).where(eq(outbox.id, id));
    },
    async markFailed(id: string, error: string): Promise<void> {
      await db
        .update(outbox)
        .set({ status: 'failed', lastError: error.slice(0, 500), attempts: sql`${outbox.attempts} + 1` })
        .where(eq(outbox.id, id));
    },
    /**
     * Takes the oldest mail worth another try, for this runner only (background work runs
     * once across instances, docs/decisions/115): a row `pending` or `failed`, under `maxAttempts`, untouched for
     * `leaseMs`. Taking it stamps `updated_at`, which is the lease: no other runner takes it for
     * `leaseMs`, by which time this one has marked it sent or failed (both stamp it again). Rows that
     * another runner is taking at this moment are skipped (`FOR UPDATE SKIP LOCKED`), so runners in
     * parallel share the work instead of repeating it. A runner that dies holding a mail lets it go
     * when the lease ends. A mail just sent for the first time is `pending` and recent, so it is
     * left to its own delivery. Null when nothing is due.
     */
    async claimRetryable(maxAttempts: number, leaseMs: number): Promise<OutboxRow | null> {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(inArray(outbox.status, ['failed', 'pending']), lt(outbox.attempts, maxAttempts), lt(outbox.updatedAt, sql`now() - make_interval(secs => ${leaseMs / 1000})`)))
        .orderBy(outbox.createdAt)
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(outbox)
        .set({ updatedAt: sql`now()` })
        .where(inArray(outbox.id, due))
        .returning();
      return row ?? null;
    },
    /** The newest mails to an address (tests and the local-development hint). */
    async findByRecipient(to: string, limit = 10): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outbox)
        .where(eq(outbox.toAddress, to.toLowerCase()))
        .orderBy(sql`${outbox.createdAt} desc`)
        .limit(limit);
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
