import { and, count, desc, eq, gt, gte, inArray, isNull, lt, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Backoff } from './login-throttle.js';
import { addresses, loginHistory, loginThrottles, orders, outbox, returnRequests, sessions, users, verificationCodes } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type CodeRow = typeof verificationCodes.$inferSelect;
export type CodePurpose = CodeRow['purpose'];
export type LoginRow = typeof loginHistory.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

/**
 * A live session of a token hash, as a WHERE condition on `sessions` joined to `users` (for a
 * statement of another module that selects from them, e.g. the signed-in catalog page,
 * docs/decisions/107). The same rule as `findLiveSession` plus `authenticate`: not revoked, not expired, its user active.
 */
export const isLiveSessionOf = (tokenHash: SQLWrapper) => and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), eq(users.status, 'active'));
/** A live session as the signed-in catalog page reads it (last_seen_at in ms since the epoch). */
export interface LiveViewer {
  userId: string;
  sessionId: string;
  lastSeenMs: number;
}

/** Users, sessions and one-time codes. The only file of the module that touches the database. */
export function accountsRepository(db: DbOrTx) {
  // Every signed-in request looks its token up (docs/decisions/061): prepared once, so node-postgres parses
  // and plans it once per connection.
  const prepareLiveSession = () =>
    db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
      .limit(1)
      .prepare('auth_live_session');
  let liveSessionStatement: ReturnType<typeof prepareLiveSession> | undefined;
  const liveSession = () => (liveSessionStatement ??= prepareLiveSession());
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /** Inserts a user; returns undefined when the e-mail is taken (unique index). */
    async insertUser(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
      return row;
    },
    async markEmailVerified(userId: string): Promise<void> {
      await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
    },
    async findUserByPendingEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.pendingEmail, email)).limit(1);
      return row;
    },
    /** True when another account uses `email` as its login address. */
    async isEmailTaken(email: string, exceptUserId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
        .limit(1);
      return row !== undefined;
    },
    async updateUser(id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },
    /** Makes the pending e-mail the login e-mail (it was verified). */
    async confirmPendingEmail(userId: string): Promise<void> {
      await db
        .update(users)
        .set({ email: sql`${users.pendingEmail}`, pendingEmail: null, emailVerifiedAt: new Date() })
        .where(eq(users.id, userId));
    },
    /** Puts `email` back as the verified sign-in address and drops a pending one ("This was not me", decision 123). */
    async restoreEmail(userId: string, email: string): Promise<void> {
      await db.update(users).set({ email, pendingEmail: null, emailVerifiedAt: new Date() }).where(eq(users.id, userId));
    },
    async deleteUser(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },
    async setRole(email: string, role: 'user' | 'admin'): Promise<boolean> {
      const rows = await db.update(users).set({ role }).where(eq(users.email, email)).returning({ id: users.id });
      return rows.length > 0;
    },

    async insertSession(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },
    /** The live session of a token hash with its user: not revoked, not expired. */
    async findLiveSession(tokenHash: string) {
      const [row] = await liveSession().execute({ tokenHash });
      return row;
    },
    async touchSession(sessionId: string): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
    },
    async revokeSession(tokenHash: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },
    /** Revokes every live session of a user, but `keepSessionId` when given. */
    async revokeUserSessions(userId: string, keepSessionId?: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
    },

    /** Holds the codes of an address until the transaction ends (a transaction-level advisory lock). */
    async lockCodesOf(email: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`codes:${email}`}, 0))`);
    },
    async insertCode(values: typeof verificationCodes.$inferInsert): Promise<CodeRow> {
      const [row] = await db.insert(verificationCodes).values(values).returning();
      return row!;
    },
    /** The newest code of an address for a purpose, used or not. */
    async latestCode(email: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return row;
    },
    async countCodesSince(email: string, purpose: CodePurpose, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose), gt(verificationCodes.createdAt, since)));
      return row?.n ?? 0;
    },
    /** The reset code or "This was not me" link (decision 123) whose link token hashes to `tokenHash`. */
    async findCodeByLinkToken(tokenHash: string): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.linkTokenHash, tokenHash), inArray(verificationCodes.purpose, ['reset_password', 'revert_email'])))
        .limit(1);
      return row;
    },
    /** Adds one wrong try; returns the new count. */
    async addCodeAttempt(id: string): Promise<number> {
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, id))
        .returning({ attempts: verificationCodes.attempts });
      return row?.attempts ?? 0;
    },
    /** Uses up every open code of an address for a purpose (a new one replaces them, or one was used). */
    async consumeCodes(email: string, purpose: CodePurpose): Promise<void> {
      await db
        .update(verificationCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.consumedAt)));
    },

    /** Uses up the "This was not me" links of an account (`owner`: their code_hash) made at or after `since` (decision 123). */
    async consumeRevertLinksSince(owner: string, since: Date): Promise<void> {
      await db
        .update(verificationCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(verificationCodes.purpose, 'revert_email'), eq(verificationCodes.codeHash, owner), gte(verificationCodes.createdAt, since), isNull(verificationCodes.consumedAt)));
    },

    async recordLogin(values: typeof loginHistory.$inferInsert): Promise<void> {
      await db.insert(loginHistory).values(values);
    },
    /**
     * Counts one login attempt under a throttle key, unless the key is still waiting out its backoff
     * (then nothing changes and the answer is false). Counted before the password is checked, so
     * attempts sent at once cannot all slip in before the first failure is written. Times are the
     * database's, shared by every instance.
     */
    async countLoginAttempt(key: string, b: Backoff): Promise<boolean> {
      const t = loginThrottles;
      const forgotten = sql`${t.lastFailureAt} < now() - make_interval(secs => ${b.forgetMs / 1000})`;
      const waitOver = sql`${t.lastFailureAt} + make_interval(secs => least(${b.maxMs}, ${b.baseMs} * power(2, least(${t.failures} - ${b.free}, 30))) / 1000.0) <= now()`;
      const rows = await db
        .insert(t)
        .values({ key, failures: 1, lastFailureAt: sql`now()` })
        .onConflictDoUpdate({
          target: t.key,
          set: { failures: sql`case when ${forgotten} then 1 else ${t.failures} + 1 end`, lastFailureAt: sql`now()`, updatedAt: sql`now()` },
          setWhere: sql`${forgotten} or ${t.failures} < ${b.free} or ${waitOver}`,
        })
        .returning({ failures: t.failures });
      return rows.length > 0;
    },
    /** Takes back an attempt counted under a key (its password was right). */
    async uncountLoginAttempt(key: string): Promise<void> {
      await db
        .update(loginThrottles)
        .set({ failures: sql`greatest(${loginThrottles.failures} - 1, 0)` })
        .where(eq(loginThrottles.key, key));
    },
    /** Adds one failure under a key, forgetting older ones after `forgetMs` without any. */
    async addLoginFailure(key: string, forgetMs: number): Promise<void> {
      const t = loginThrottles;
      await db
        .insert(t)
        .values({ key, failures: 1, lastFailureAt: sql`now()` })
        .onConflictDoUpdate({
          target: t.key,
          set: { failures: sql`case when ${t.lastFailureAt} < now() - make_interval(secs => ${forgetMs / 1000}) then 1 else ${t.failures} + 1 end`, lastFailureAt: sql`now()`, updatedAt: sql`now()` },
        });
    },
    /** The failures remembered under a key (0 when none, or forgotten after `forgetMs`) and ms since the last. */
    async loginThrottle(key: string, forgetMs: number): Promise<{ failures: number; sinceLastMs: number }> {
      const [row] = await db
        .select({ failures: loginThrottles.failures, sinceLastMs: sql<number>`extract(epoch from now() - ${loginThrottles.lastFailureAt}) * 1000`.mapWith(Number) })
        .from(loginThrottles)
        .where(eq(loginThrottles.key, key));
      return row && row.sinceLastMs < forgetMs ? row : { failures: 0, sinceLastMs: 0 };
    },
    async clearLoginThrottle(key: string): Promise<void> {
      await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
    },
    /** Deletes throttle keys without a failure since `before` (housekeeping). */
    async purgeLoginThrottles(before: Date): Promise<void> {
      await db.delete(loginThrottles).where(lt(loginThrottles.lastFailureAt, before));
    },
    async listLogins(userId: string, limit: number, offset: number): Promise<{ rows: LoginRow[]; total: number }> {
      const rows = await db
        .select({ row: loginHistory, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(loginHistory)
        .where(eq(loginHistory.userId, userId))
        .orderBy(desc(loginHistory.createdAt))
        .limit(limit)
        .offset(offset);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && offset > 0) {
        const [c] = await db.select({ n: count() }).from(loginHistory).where(eq(loginHistory.userId, userId));
        total = c?.n ?? 0;
      }
      return { rows: rows.map((r) => r.row), total };
    },
    /** Successful logins: in all, since `monthStart`, and the latest. */
    async loginStats(userId: string, monthStart: Date) {
      const [row] = await db
        .select({
          total: count(),
          monthly: sql<number>`count(*) filter (where ${loginHistory.createdAt} >= ${monthStart.toISOString()})`.mapWith(Number),
          last: sql<string | null>`max(${loginHistory.createdAt})`,
        })
        .from(loginHistory)
        .where(and(eq(loginHistory.userId, userId), eq(loginHistory.success, true)));
      return { total: row?.total ?? 0, monthly: row?.monthly ?? 0, last: row?.last ? new Date(row.last) : null };
    },

    async listAddresses(userId: string): Promise<AddressRow[]> {
      return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.createdAt)).limit(100);
    },
    async insertAddress(values: typeof addresses.$inferInsert): Promise<AddressRow> {
      const [row] = await db.insert(addresses).values(values).returning();
      return row!;
    },
    /** Deletes one of the user's addresses; false when it is not theirs or not there. */
    async deleteAddress(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },

    /**
     * Removes what identifies a customer from their orders and returns, keeping amounts, items and
     * the town for the shop's books (account deletion).
     */
    async anonymiseOrders(userId: string): Promise<void> {
      await db
        .update(orders)
        .set({
          userId: null,
          idempotencyKey: null,
          customerFirstName: 'Deleted',
          customerLastName: 'customer',
          customerEmail: '',
          customerPhone: '',
          shippingAddress: '',
          shippingAddress2: null,
          shippingPostalCode: '',
          billingAddress: '',
          billingAddress2: null,
          billingPostalCode: '',
        })
        .where(eq(orders.userId, userId));
      await db.update(returnRequests).set({ userId: null }).where(eq(returnRequests.userId, userId));
    },
    /** Forgets codes and mails of addresses (account deletion). */
    async forgetAddresses(emails: string[]): Promise<void> {
      for (const email of emails) {
        await db.delete(verificationCodes).where(eq(verificationCodes.email, email));
        await db.delete(outbox).where(eq(outbox.toAddress, email));
        await db.delete(loginHistory).where(and(eq(loginHistory.email, email), isNull(loginHistory.userId)));
      }
    },
  };
}
export type AccountsRepository = ReturnType<typeof accountsRepository>;
