import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contactMessages, contactReplies, users } from '../../db/schema/index.js';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactReplyRow = typeof contactReplies.$inferSelect & { author: { id: string; name: string; email: string } | null };

/** Contact-form messages and the back office's replies. */
export function contactRepository(db: DbOrTx) {
  return {
    async insert(values: typeof contactMessages.$inferInsert) {
      const [row] = await db.insert(contactMessages).values(values).returning();
      return row!;
    },
    /** Messages of a status (or every one not archived), newest first, with the total. */
    async list(status: ContactMessageRow['status'] | undefined, limit: number, offset: number): Promise<{ rows: ContactMessageRow[]; total: number }> {
      const rows = await db
        .select({ row: contactMessages, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(contactMessages)
        .where(status ? eq(contactMessages.status, status) : ne(contactMessages.status, 'archived'))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset(offset);
      return { rows: rows.map((r) => r.row), total: rows[0]?.total ?? 0 };
    },
    async findById(id: string, forUpdate = false): Promise<ContactMessageRow | undefined> {
      const q = db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
      const [row] = forUpdate ? await q.for('update') : await q;
      return row;
    },
    async update(id: string, values: Partial<typeof contactMessages.$inferInsert>): Promise<ContactMessageRow> {
      const [row] = await db.update(contactMessages).set(values).where(eq(contactMessages.id, id)).returning();
      return row!;
    },
    /** Marks an unread message read (a no-op for read or archived ones). */
    async markRead(id: string, at: Date): Promise<void> {
      await db
        .update(contactMessages)
        .set({ status: 'read', readAt: at })
        .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'unread')));
    },
    async insertReply(values: typeof contactReplies.$inferInsert) {
      const [row] = await db.insert(contactReplies).values(values).returning();
      return row!;
    },
    /** The replies of some messages, oldest first, with who wrote them. */
    async replies(messageIds: string[]): Promise<ContactReplyRow[]> {
      if (messageIds.length === 0) return [];
      const rows = await db
        .select({ r: contactReplies, authorId: users.id, authorName: users.name, authorEmail: users.email })
        .from(contactReplies)
        .leftJoin(users, eq(users.id, contactReplies.authorId))
        .where(inArray(contactReplies.messageId, messageIds))
        .orderBy(contactReplies.createdAt, contactReplies.id);
      return rows.map((x) => ({ ...x.r, author: x.authorId ? { id: x.authorId, name: x.authorName!, email: x.authorEmail! } : null }));
    },
    async countUnread(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(contactMessages)
        .where(eq(contactMessages.status, 'unread'));
      return row?.n ?? 0;
    },
  };
}
