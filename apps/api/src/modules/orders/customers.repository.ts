import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { phoneSearchDigits } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { customers, orders, users } from '../../db/schema/index.js';

export type CustomerRow = typeof customers.$inferSelect;

/** One customer an entered order can be for, as a search finds them (docs/decisions/133). */
export interface CustomerMatchRow {
  kind: 'account' | 'record';
  id: string;
  name: string;
  phone: string;
  email: string | null;
  orders: number;
  /** 0: the whole number or e-mail; 1: the name starts with the search; 2: any other match. */
  rank: number;
}

/**
 * The conditions of a customer search on one table's columns, spelt out (`"users"."name"`, `c.name`):
 * inside a one-table select drizzle leaves its columns unqualified, which a subquery would misread.
 * `q` matches a part of the name or e-mail (any case), or, when it looks like a phone number, a part
 * of the number however it is spelt (phoneSearchDigits).
 */
function searchOf(q: string) {
  const text = q.toLowerCase();
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const like = `%${escaped}%`;
  const digits = phoneSearchDigits(q);
  const phoneDigits = (phone: SQL) => sql`regexp_replace(coalesce(${phone}, ''), '[^0-9]', '', 'g')`;
  return {
    matches: (c: { name: SQL; email: SQL; phone: SQL }) =>
      sql`(lower(${c.name}) like ${like} or lower(coalesce(${c.email}, '')) like ${like}${digits ? sql` or ${phoneDigits(c.phone)} like ${`%${digits}%`}` : sql``})`,
    rank: (c: { name: SQL; email: SQL; phone: SQL }) =>
      sql<number>`case when lower(coalesce(${c.email}, '')) = ${text}${digits && digits.length >= 8 ? sql` or ${phoneDigits(c.phone)} like ${`%${digits}`}` : sql``} then 0 when lower(${c.name}) like ${`${escaped}%`} then 1 else 2 end`.mapWith(
        Number,
      ),
  };
}

const columnsOf = (table: string) => ({ name: sql.raw(`${table}.name`), email: sql.raw(`${table}.email`), phone: sql.raw(`${table}.phone`) });

/**
 * Customers without an account (docs/decisions/128): the records of people staff entered orders for
 * with a name and a phone, one per phone number, and their linking to an account once it is verified.
 */
export function customersRepository(db: DbOrTx) {
  return {
    /**
     * Who an entered order can be for, matching `q` (docs/decisions/133): customer accounts (role
     * user) and the records no account holds yet; a record linked to an account finds that account
     * (whatever matched: the record's phone, say), so each person is listed once. The best `limit`
     * matches: the whole number or e-mail first, then names starting with `q`, then by name.
     */
    async searchForOrder(q: string, limit: number): Promise<CustomerMatchRow[]> {
      const search = searchOf(q);
      const account = columnsOf('"users"');
      const record = columnsOf('"customers"');
      const [accounts, records] = [
        await db
          .select({
            id: users.id,
            name: users.name,
            phone: users.phone,
            email: users.email,
            orders: sql<number>`(select count(*) from orders o where o.user_id = "users"."id")`.mapWith(Number),
            rank: search.rank(account),
          })
          .from(users)
          .where(sql`(${users.role} = 'user' and ${search.matches(account)}) or exists (select 1 from customers c where c.user_id = "users"."id" and ${search.matches(columnsOf('c'))})`)
          .orderBy(search.rank(account), sql`lower(${users.name})`, users.id)
          .limit(limit),
        await db
          .select({
            id: customers.id,
            name: customers.name,
            phone: customers.phone,
            email: customers.email,
            orders: sql<number>`(select count(*) from orders o where o.customer_id = "customers"."id")`.mapWith(Number),
            rank: search.rank(record),
          })
          .from(customers)
          .where(and(isNull(customers.userId), search.matches(record)))
          .orderBy(search.rank(record), sql`lower(${customers.name})`, customers.id)
          .limit(limit),
      ];
      return [...accounts.map((a) => ({ kind: 'account' as const, ...a })), ...records.map((r) => ({ kind: 'record' as const, ...r }))]
        .sort((a, b) => a.rank - b.rank || a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || (a.id < b.id ? -1 : 1))
        .slice(0, limit);
    },
    /** The orders of a customer record, newest first (at most 100): what its page lists. */
    async ordersOf(customerId: string) {
      return db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          channel: orders.channel,
          totalMinor: orders.totalMinor,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(100);
    },
    async findById(id: string): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
      return row;
    },
    /** The account with this id (any role), for an order entered for it. */
    async findUser(id: string): Promise<typeof users.$inferSelect | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /**
     * The record of this phone (E.164), made now when there is none (insert … on conflict do nothing,
     * then read: two staff entering the same new number at once get one record). An existing record
     * keeps its name; its missing e-mail or language is filled in.
     */
    async upsertByPhone(values: { name: string; phone: string; email: string | null; language: string | null; createdBy: string | null }): Promise<CustomerRow> {
      await db.insert(customers).values(values).onConflictDoNothing({ target: customers.phone });
      const [row] = await db.select().from(customers).where(eq(customers.phone, values.phone)).limit(1);
      if ((values.email && !row!.email) || (values.language && !row!.language)) {
        const [updated] = await db
          .update(customers)
          .set({ email: row!.email ?? values.email, language: row!.language ?? values.language, updatedAt: new Date() })
          .where(eq(customers.id, row!.id))
          .returning();
        return updated!;
      }
      return row!;
    },
    /**
     * Links to an account whose e-mail was just verified the records no account holds yet with that
     * e-mail, and gives it their orders that have no account (docs/decisions/128). Never by phone: a
     * phone on an account is not proven, and a stranger's number would open a customer's orders.
     * Returns how many orders it linked.
     */
    async linkToAccount(userId: string, email: string): Promise<number> {
      const match = eq(customers.email, email);
      const linked = await db
        .update(customers)
        .set({ userId, updatedAt: new Date() })
        .where(and(isNull(customers.userId), match))
        .returning({ id: customers.id });
      if (linked.length === 0) return 0;
      const moved = await db
        .update(orders)
        .set({ userId })
        .where(
          and(
            inArray(
              orders.customerId,
              linked.map((c) => c.id),
            ),
            isNull(orders.userId),
          ),
        )
        .returning({ id: orders.id });
      return moved.length;
    },
  };
}
