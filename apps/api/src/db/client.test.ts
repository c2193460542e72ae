import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { openTestDatabase, serverQuery } from '../../test/helpers.js';
import type { Db } from './client.js';

const serverUrl = process.env.DATABASE_URL;

async function one<T>(db: Db, q: ReturnType<typeof sql>): Promise<T> {
  const res = (await db.execute(q)) as unknown as { rows: T[] };
  return res.rows[0]!;
}

/** Ends every connection of `database` on the server, as a restart or an admin would. */
async function terminateConnections(database: string): Promise<number> {
  const res = await serverQuery('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
  return res.rowCount ?? 0;
}

// The pool only exists on PostgreSQL; PGlite runs in this process and has no connections to lose.
describe.skipIf(!serverUrl)('openDatabase on PostgreSQL', () => {
  it('keeps serving after the server ends an idle connection, and says so once', async () => {
    const lost: Error[] = [];
    const { database, url, drop } = await openTestDatabase({ seed: false, onIdleError: (err) => lost.push(err) });
    try {
      const name = new URL(url!).pathname.slice(1);
      expect(await one<{ n: number }>(database.db, sql`select 1::int as n`)).toEqual({ n: 1 });
      expect(await terminateConnections(name)).toBeGreaterThan(0);
      await vi.waitFor(() => expect(lost.length).toBeGreaterThan(0), { timeout: 5000 });
      expect((lost[0] as Error & { code?: string }).code).toBe('57P01'); // admin_shutdown
      expect(await one<{ n: number }>(database.db, sql`select 2::int as n`)).toEqual({ n: 2 });
    } finally {
      await database.close();
      await drop();
    }
  });

  it('reports nothing when connections end after close, as when a test drops its database', async () => {
    const lost: Error[] = [];
    const { database, url, drop } = await openTestDatabase({ seed: false, onIdleError: (err) => lost.push(err) });
    const name = new URL(url!).pathname.slice(1);
    await Promise.all([one(database.db, sql`select 1`), one(database.db, sql`select 2`)]);
    await database.close();
    await terminateConnections(name);
    await drop();
    await new Promise((r) => setTimeout(r, 200));
    expect(lost).toEqual([]);
  });
});
