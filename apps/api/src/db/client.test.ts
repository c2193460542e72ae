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
  // First in the file: Node prints each deprecation once per module load, so it must be the first to open connections.
  it('gives every connection the search settings, with no deprecation warning from pg', async () => {
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on('warning', onWarning);
    try {
      const { database, drop } = await openTestDatabase({ seed: false });
      try {
        // Five at once: new connections straight from the pool, each asked first thing.
        const rows = await Promise.all(
          Array.from({ length: 5 }, () =>
            one<{ similarity: string; word: string; pid: number }>(
              database.db,
              sql`select current_setting('pg_trgm.similarity_threshold') as similarity, current_setting('pg_trgm.word_similarity_threshold') as word, pg_backend_pid() as pid`,
            ),
          ),
        );
        expect(new Set(rows.map((r) => r.pid)).size).toBeGreaterThan(1);
        for (const r of rows) expect(r).toMatchObject({ similarity: '0.3', word: '0.45' });
      } finally {
        await database.close();
        await drop();
      }
      await new Promise((r) => setImmediate(r)); // 'warning' is emitted on the next tick
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((w) => w.name === 'DeprecationWarning').map((w) => w.message)).toEqual([]);
  });

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
