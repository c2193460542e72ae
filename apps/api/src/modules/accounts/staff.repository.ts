import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { staffInvites, users } from '../../db/schema/index.js';

export type StaffUserRow = typeof users.$inferSelect;
export type InviteRow = typeof staffInvites.$inferSelect;
type Inviter = { id: string | null; name: string | null; email: string | null } | null;

/** Staff members and invitations (docs/decisions/100). */
export function staffRepository(db: DbOrTx) {
  const live = (now: Date) => and(isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt), gt(staffInvites.expiresAt, now));
  return {
    async members(): Promise<StaffUserRow[]> {
      return db
        .select()
        .from(users)
        .where(inArray(users.role, ['staff', 'admin']))
        .orderBy(asc(users.createdAt));
    },
    async liveInvites(now: Date): Promise<Array<{ invite: InviteRow; inviter: Inviter }>> {
      const rows = await db
        .select({ invite: staffInvites, inviter: { id: users.id, name: users.name, email: users.email } })
        .from(staffInvites)
        .leftJoin(users, eq(users.id, staffInvites.invitedBy))
        .where(live(now))
        .orderBy(asc(staffInvites.createdAt));
      return rows;
    },
    async liveInviteByTokenHash(tokenHash: string, now: Date): Promise<InviteRow | undefined> {
      const [row] = await db
        .select()
        .from(staffInvites)
        .where(and(eq(staffInvites.tokenHash, tokenHash), live(now)))
        .limit(1);
      return row;
    },
    async userByEmail(email: string): Promise<StaffUserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    /** The user, locked until the transaction ends. */
    async lockUser(id: string): Promise<StaffUserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },
    /** Sets the role of a user whose role is `from`; undefined when it was not (someone else changed it). */
    async changeRole(id: string, from: StaffUserRow['role'], to: StaffUserRow['role']): Promise<StaffUserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ role: to })
        .where(and(eq(users.id, id), eq(users.role, from)))
        .returning();
      return row;
    },
    async promoteCustomerByEmail(email: string): Promise<StaffUserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ role: 'staff' })
        .where(and(eq(users.email, email), eq(users.role, 'user')))
        .returning();
      return row;
    },
    /** Inserts a user unless the e-mail is taken (then undefined). */
    async insertUser(values: typeof users.$inferInsert): Promise<StaffUserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
      return row;
    },
    async revokeOpenInvites(email: string, now: Date): Promise<void> {
      await db
        .update(staffInvites)
        .set({ revokedAt: now })
        .where(and(eq(staffInvites.email, email), isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt)));
    },
    async revokeInvite(id: string, now: Date): Promise<InviteRow | undefined> {
      const [row] = await db
        .update(staffInvites)
        .set({ revokedAt: now })
        .where(and(eq(staffInvites.id, id), isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt)))
        .returning();
      return row;
    },
    async insertInvite(values: typeof staffInvites.$inferInsert): Promise<InviteRow> {
      const [row] = await db.insert(staffInvites).values(values).returning();
      return row!;
    },
    /** Marks an open invitation accepted; undefined when it was not open any more (used once). */
    async claimInvite(id: string, now: Date): Promise<InviteRow | undefined> {
      const [row] = await db
        .update(staffInvites)
        .set({ acceptedAt: now })
        .where(and(eq(staffInvites.id, id), isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt)))
        .returning();
      return row;
    },
    async anOwner(): Promise<{ id: string } | undefined> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
      return row;
    },
    /** Serialises the first-owner check across instances starting at once (until the transaction ends). */
    async lockFirstOwner(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(7231005)`);
    },
  };
}
