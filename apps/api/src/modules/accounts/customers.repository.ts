import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { phoneSearchDigits } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { customerNotes, loginHistory, orders, sessions, users } from '../../db/schema/index.js';

export type CustomerRow = typeof users.$inferSelect & { orders: number };
export type CustomerNoteRow = typeof customerNotes.$inferSelect & { author: { id: string; name: string; email: string } | null };

// Spelled out: inside a one-table select drizzle leaves columns unqualified, which the subquery would misread.
const orderCount = sql<number>`(select count(*) from orders o where o.user_id = "users"."id")`.mapWith(Number);

/** Customers (role user) whose name, e-mail or phone matches `q` (any spelling of the number, phoneSearchDigits). */
function customerWhere(q?: string): SQL | undefined {
  const where: SQL[] = [eq(users.role, 'user')];
  if (q) {
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // The number's national digits, so 0733 456…, +250 733 456… and 250733456… find the same account (docs/decisions/133).
    const digits = phoneSearchDigits(q);
    const byPhone = digits ? sql` or regexp_replace(${users.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}` : sql``;
    where.push(sql`(lower(${users.name}) like ${like} or ${users.email} like ${like}${byPhone})`);
  }
  return and(...where);
}

/** The back office's reads and writes on customer accounts, and their notes (docs/decisions/103). */
export function customersRepository(db: DbOrTx) {
  return {
    /** Customers matching `q`, newest first, with their order counts and the total. */
    async list(q: string | undefined, limit: number, offset: number): Promise<{ rows: CustomerRow[]; total: number }> {
      const rows = await db
        .select({ user: users, orders: orderCount, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(users)
        .where(customerWhere(q))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset);
      return { rows: rows.map((r) => ({ ...r.user, orders: r.orders })), total: rows[0]?.total ?? 0 };
    },
    /** Every customer matching `q`, in pages of 500 (the CSV export streams them). */
    async *each(q?: string): AsyncGenerator<CustomerRow> {
      for (let offset = 0; ; offset += 500) {
        const rows = await db.select({ user: users, orders: orderCount }).from(users).where(customerWhere(q)).orderBy(users.createdAt, users.id).limit(500).offset(offset);
        yield* rows.map((r) => ({ ...r.user, orders: r.orders }));
        if (rows.length < 500) return;
      }
    },
    /** One account; `forUpdate` locks its row. */
    async find(id: string, forUpdate = false): Promise<CustomerRow | undefined> {
      const q = db.select({ user: users, orders: orderCount }).from(users).where(eq(users.id, id)).limit(1);
      const [row] = forUpdate ? await q.for('update', { of: users }) : await q;
      return row ? { ...row.user, orders: row.orders } : undefined;
    },
    async setStatus(id: string, status: 'active' | 'blocked'): Promise<void> {
      await db.update(users).set({ status }).where(eq(users.id, id));
    },
    /** Ends every live session of the account at once. */
    async revokeSessions(userId: string, at: Date): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length;
    },
    /** The customer's orders, newest first. */
    async orders(userId: string) {
      return db
        .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status, totalMinor: orders.totalMinor, createdAt: orders.createdAt })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt))
        .limit(100);
    },
    /** Sign-ins of the last 30 days, the last success and failure ever, and live sessions. */
    async signInSummary(userId: string, since: Date) {
      const [row] = await db
        .select({
          lastSuccess: sql<Date | null>`max(${loginHistory.createdAt}) filter (where ${loginHistory.success})`,
          lastFailure: sql<Date | null>`max(${loginHistory.createdAt}) filter (where not ${loginHistory.success})`,
          successes: sql<number>`count(*) filter (where ${loginHistory.success} and ${loginHistory.createdAt} >= ${since})`.mapWith(Number),
          failures: sql<number>`count(*) filter (where not ${loginHistory.success} and ${loginHistory.createdAt} >= ${since})`.mapWith(Number),
        })
        .from(loginHistory)
        .where(eq(loginHistory.userId, userId));
      const [live] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
      const at = (v: Date | string | null | undefined) => (v ? new Date(v) : null);
      return { lastSuccess: at(row?.lastSuccess), lastFailure: at(row?.lastFailure), successes: row?.successes ?? 0, failures: row?.failures ?? 0, activeSessions: live?.n ?? 0 };
    },
    async notes(userId: string): Promise<CustomerNoteRow[]> {
      const rows = await db
        .select({ n: customerNotes, authorId: users.id, authorName: users.name, authorEmail: users.email })
        .from(customerNotes)
        .leftJoin(users, eq(users.id, customerNotes.authorId))
        .where(eq(customerNotes.userId, userId))
        .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
      return rows.map((r) => ({ ...r.n, author: r.authorId ? { id: r.authorId, name: r.authorName!, email: r.authorEmail! } : null }));
    },
    async insertNote(values: typeof customerNotes.$inferInsert) {
      const [row] = await db.insert(customerNotes).values(values).returning();
      return row!;
    },
  };
}
