import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import v8 from 'node:v8';
import { createTar } from '../lib/archive-files.js';
import type { PGlite } from '@electric-sql/pglite';
import type { PoolClient } from 'pg';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR } from '../paths.js';
import { DatabaseConnectionError } from './errors.js';
import * as schema from './schema/index.js';

type Schema = typeof schema;
/** The drizzle database, whichever engine is behind it. Only repositories use it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: the same API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** PostgreSQL only: the address it was opened with (pg_dump for a backup: docs/decisions/131-backups.md). */
  url?: string;
  /**
   * Runs the committed migrations (idempotent; serialised across instances on PostgreSQL). `folder`: another
   * migrations folder (a test that stops at an earlier migration, adds data, then runs the rest).
   */
  migrate(folder?: string): Promise<void>;
  /** PGlite only: the whole data folder as a tar file, which `snapshot` opens again (test templates). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PGlite only: runs `read` (plain SQL, rows back) and writes the data folder as a tar file to `out`
   * inside one transaction of its own, so no other caller's transaction commits in between: a backup's
   * counts describe its copy (docs/decisions/131-backups.md). A folder on disk is streamed file by file
   * (bounded memory); an in-memory database is dumped whole. `snapshot` opens the tar again.
   */
  snapshotDataDir?<T>(read: (query: (text: string) => Promise<Array<Record<string, unknown>>>) => Promise<T>, out: string): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** PGlite data folder; omitted means in memory (tests). */
  dataDir?: string;
  poolMax?: number;
  /** PGlite only: start from this data folder (a `dumpDataDir()` tar) instead of an empty one; with `dataDir`, that folder must be new (a restore). */
  snapshot?: Blob;
  /**
   * Told when PostgreSQL ends a connection the pool holds idle (a server restart, an admin's
   * pg_terminate_backend, a network drop). The pool has already dropped that connection and opens a
   * new one on the next query. Defaults to a warning on stderr.
   */
  onIdleError?: (err: Error) => void;
}

/**
 * PGlite's defaults (128 MB shared buffers) are sized for a dedicated server; a shop's catalog fits
 * in a few MB and the operating system caches the files, so the embedded database keeps its memory
 * small: 32 MB of buffers (search reads the catalog heap; 8 MB meant reading it from disk every
 * time — docs/decisions/009) instead of 128 MB.
 */
const PGLITE_CONF = ['shared_buffers=32MB', 'wal_buffers=512kB', 'work_mem=2MB', 'maintenance_work_mem=16MB', 'temp_buffers=1MB'];

/**
 * pg_trgm thresholds for search on every connection: word similarity 0.45 lets one typo in a
 * word through ('sneekers' finds 'sneakers'; the default 0.6 is stricter). Named prepared
 * statements (the catalog page, the token lookup: docs/decisions/061) keep one generic plan: without
 * statistics (a small catalog autovacuum never analyzes) PostgreSQL would plan them again on
 * every execution. Unnamed statements are always planned with their values, whatever this says.
 */
const SEARCH_SETTINGS: Record<string, string> = {
  'pg_trgm.similarity_threshold': '0.3',
  'pg_trgm.word_similarity_threshold': '0.45',
  plan_cache_mode: 'force_generic_plan',
};

/**
 * `url` with SEARCH_SETTINGS as startup options (`-c name=value`), so every new connection has them
 * from its first statement without a query of its own. Options already in the URL or PGOPTIONS
 * come after ours, so an operator's choice wins.
 */
function withStartupOptions(url: string): string {
  const u = new URL(url);
  const ours = Object.entries(SEARCH_SETTINGS).map(([name, value]) => `-c ${name}=${value}`);
  const theirs = u.searchParams.get('options') ?? process.env.PGOPTIONS;
  u.searchParams.set('options', [...ours, ...(theirs ? [theirs] : [])].join(' '));
  return u.toString();
}

/** How long a request waits for a new connection before it is told the database is unavailable, ms. */
const CONNECT_TIMEOUT_MS = 5_000;

/** Any advisory-lock number will do, as long as every instance uses the same one. */
const MIGRATION_LOCK = 7_231_004;

/** Opens PGlite (embedded, with pg_trgm) or a PostgreSQL pool, per DESIGN.md. Only the driver in use is loaded. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: withStartupOptions(opts.url), max: opts.poolMax ?? 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // An 'error' event nobody listens to throws and ends the process. The server ends connections
    // on a restart, pg_terminate_backend or a network drop; after close() it may still end those
    // that are closing (e.g. a dropped test database), which is expected.
    let closing = false;
    const onIdleError = opts.onIdleError ?? ((err: Error) => console.warn(`PostgreSQL ended an idle connection; the pool will open a new one (${err.message})`));
    // Idle connections: the pool has already dropped the connection and opens a new one when asked.
    pool.on('error', (err) => {
      if (!closing) onIdleError(err);
    });
    // Checked-out connections: the pool listens only while a connection is idle, so each one gets a
    // listener for its whole life. The holder learns of the loss from its current or next query and
    // rolls back; a connection taken with connect() is also given back at once, since drizzle's
    // transaction() never releases one whose BEGIN failed and the pool would run out of them.
    const giveBack = new WeakMap<PoolClient, (err: Error) => void>();
    pool.on('connect', (client) => {
      client.on('error', (err) => giveBack.get(client as PoolClient)?.(err));
    });
    const connect = pool.connect.bind(pool);
    pool.connect = ((callback?: Parameters<typeof connect>[0]) => {
      // pool.query()'s own path: it releases a broken connection itself.
      if (callback) return connect(callback);
      return connect().then(
        (client) => {
          const release = client.release;
          let released = false;
          client.release = (err?: Error | boolean) => {
            if (released) return;
            released = true;
            giveBack.delete(client);
            release(err);
          };
          giveBack.set(client, client.release);
          return client;
        },
        (err: unknown) => {
          throw new DatabaseConnectionError(err);
        },
      );
    }) as typeof pool.connect;
    // numeric and bigint come back as strings by default; drizzle's mode:'number' converts them.
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      url: opts.url,
      async migrate(folder = MIGRATIONS_DIR) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: folder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      close() {
        closing = true;
        return pool.end();
      },
    };
  }
  // V8 compiles PGlite's WebAssembly twice (baseline, then optimised); the optimised copy costs
  // ~45 MB resident and measured no faster for the shop's queries, so keep the baseline only.
  v8.setFlagsFromString('--liftoff-only');
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
  let client: PGlite;
  const pgliteDir = opts.dataDir ? path.join(opts.dataDir, 'pglite') : undefined;
  if (pgliteDir) {
    fs.mkdirSync(pgliteDir, { recursive: true });
    client = await PGlite.create(pgliteDir, { extensions: { pg_trgm }, postgresqlconf: PGLITE_CONF, loadDataDir: opts.snapshot });
  } else {
    client = await PGlite.create({ extensions: { pg_trgm }, postgresqlconf: PGLITE_CONF, loadDataDir: opts.snapshot });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: async (folder = MIGRATIONS_DIR) => {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: folder });
      // Needs pg_trgm, created by the first migration.
      await client.exec(
        Object.entries(SEARCH_SETTINGS)
          .map(([name, value]) => `set ${name} = ${value}`)
          .join('; '),
      );
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    snapshotDataDir: (read, out) =>
      client.transaction(async (tx) => {
        const result = await read(async (text) => (await tx.query<Record<string, unknown>>(text)).rows);
        if (pgliteDir) {
          // PGlite writes through to these files and runs nothing while this transaction is open (every
          // other query waits for it), so reading them now gives what dumpDataDir would, without holding
          // the whole folder in memory three times over (files, tar, copy).
          // The system's tar reads them in a process of its own (lib/archive-files.ts).
          await createTar({ cwd: pgliteDir, file: out, entries: fs.readdirSync(pgliteDir) });
        } else await pipeline(Readable.fromWeb((await client.dumpDataDir('none')).stream() as WebReadableStream), fs.createWriteStream(out));
        return result;
      }),
    close: () => client.close(),
  };
}

/** True when the catalog is empty, i.e. a fresh database that wants the demo content. */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from catalog_items`);
  const first = (rows as unknown as { rows: Array<{ n: number }> }).rows[0];
  return !first || first.n === 0;
}

/** Resolves when the database answers a trivial statement; rejects with its error otherwise (health checks). */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Runs `fn` in one transaction: everything it writes lands together or not at all. */
export type RunInTransaction = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

/** The transaction runner services use, so they own transactions without touching drizzle. */
export function transactor(db: Db): RunInTransaction {
  return (fn) => db.transaction(fn);
}
