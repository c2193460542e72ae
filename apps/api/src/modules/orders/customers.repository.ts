import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers, orders, users } from '../../db/schema/index.js';

export type CustomerRow = typeof customers.$inferSelect;

/**
 * Customers without an account (docs/decisions/128): the records of people staff entered orders for
 * with a name and a phone, one per phone number, and their linking to an account once it is verified.
 */
export function customersRepository(db: DbOrTx) {
  return {
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
     * e-mail, or with its phone (E.164) and no other e-mail, and gives it their orders that have no
     * account (docs/decisions/128). Returns how many orders it linked.
     */
    async linkToAccount(userId: string, email: string, phone: string | null): Promise<number> {
      const byPhone = phone ? and(eq(customers.phone, phone), or(isNull(customers.email), eq(customers.email, email))) : undefined;
      const match = byPhone ? or(eq(customers.email, email), byPhone) : eq(customers.email, email);
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
