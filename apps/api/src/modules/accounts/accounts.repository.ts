import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users, verificationCodes } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type CodeRow = typeof verificationCodes.$inferSelect;
export type CodePurpose = CodeRow['purpose'];

/** Users, sessions and one-time codes. The only file of the module that touches the database. */
export function accountsRepository(db: DbOrTx) {
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
    async setRole(email: string, role: 'user' | 'admin'): Promise<boolean> {
      const rows = await db.update(users).set({ role }).where(eq(users.email, email)).returning({ id: users.id });
      return rows.length > 0;
    },

    async insertSession(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },
    /** The live session of a token hash with its user: not revoked, not expired. */
    async findLiveSession(tokenHash: string) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
        .limit(1);
      return row;
    },
    async touchSession(sessionId: string): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
    },
    async revokeSession(tokenHash: string): Promise<void> {
      await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
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
  };
}
export type AccountsRepository = ReturnType<typeof accountsRepository>;
