import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR } from '../paths.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The drizzle database, whichever engine is behind it. Only repositories use it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: the same API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs the committed migrations (idempotent; serialised across instances on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** PGlite data folder; omitted means in memory (tests). */
  dataDir?: string;
  poolMax?: number;
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
 * statements (the catalog page, the token lookup: issue 13 §7) keep one generic plan: without
 * statistics (a small catalog autovacuum never analyzes) PostgreSQL would plan them again on
 * every execution. Unnamed statements are always planned with their values, whatever this says.
 */
const SEARCH_SETTINGS = 'set pg_trgm.similarity_threshold = 0.3; set pg_trgm.word_similarity_threshold = 0.45; set plan_cache_mode = force_generic_plan';

/** Any advisory-lock number will do, as long as every instance uses the same one. */
const MIGRATION_LOCK = 7_231_004;

/** Opens PGlite (embedded, with pg_trgm) or a PostgreSQL pool, per DESIGN.md. Only the driver in use is loaded. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolMax ?? 10 });
    // Queued on the new connection before any query the pool hands it.
    pool.on('connect', (client) => void client.query(SEARCH_SETTINGS).catch(() => undefined));
    // Without a listener, a pool's 'error' event throws and takes the whole process down. After
    // close() the server may still end connections that are closing (e.g. a dropped database): expected.
    let closing = false;
    const onIdleError = opts.onIdleError ?? ((err: Error) => console.warn(`PostgreSQL ended an idle connection; the pool will open a new one (${err.message})`));
    pool.on('error', (err) => {
      if (!closing) onIdleError(err);
    });
    // numeric and bigint come back as strings by default; drizzle's mode:'number' converts them.
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
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
  if (opts.dataDir) {
    const dir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions: { pg_trgm }, postgresqlconf: PGLITE_CONF });
  } else {
    client = await PGlite.create({ extensions: { pg_trgm }, postgresqlconf: PGLITE_CONF });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
      await client.exec(SEARCH_SETTINGS); // needs pg_trgm, created by the first migration
    },
    close: () => client.close(),
  };
}

/** True when the catalog is empty, i.e. a fresh database that wants the demo content. */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from catalog_items`);
  const first = (rows as unknown as { rows: Array<{ n: number }> }).rows[0];
  return !first || first.n === 0;
}

/** Runs `fn` in one transaction: everything it writes lands together or not at all. */
export type RunInTransaction = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

/** The transaction runner services use, so they own transactions without touching drizzle. */
export function transactor(db: Db): RunInTransaction {
  return (fn) => db.transaction(fn);
}
