import { DrizzleQueryError, fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

const dialect = new PgDialect();

/** What drizzle keeps as `$client`: a pg Pool (PostgreSQL) or a PGlite instance. */
interface PoolLike {
  idleCount: number;
  query(config: { name: string; text: string; values: unknown[]; rowMode: 'array' }): Promise<{ rows: unknown[][] }>;
}
interface PgliteLike {
  query(text: string, params: unknown[], options: { rowMode: 'array' }): Promise<{ rows: unknown[][] }>;
}

/**
 * A named prepared statement run on the driver itself, each row an array in the select's column
 * order, values as the driver parses them (int8 and numeric arrive as strings on PostgreSQL).
 *
 * For the hottest reads only (the signed-in catalog page; docs/decisions/116): drizzle's
 * prepared query costs ~3× the driver's own CPU per call (per-query type parsers, row mapping,
 * tracing wrappers). `query` is any drizzle SQL with `sql.placeholder(name)`s, rendered once; the
 * placeholders are filled from `values` on each call. Errors are wrapped in DrizzleQueryError as
 * drizzle's are, so an outage still answers 503 (db/errors.ts). Needs the app's Db (not a
 * transaction): `$client` is the pool, or PGlite, which has no named statements and caches plans itself.
 */
export function rawStatement<Row extends unknown[]>(db: Db, name: string, query: SQL): (values: Record<string, unknown>) => Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { $client: PoolLike | PgliteLike }).$client;
  const run: (values: unknown[]) => Promise<{ rows: unknown[][] }> =
    'idleCount' in client ? (values) => client.query({ name, text, values, rowMode: 'array' }) : (values) => (client as PgliteLike).query(text, values, { rowMode: 'array' });
  return async (values) => {
    const filled = fillPlaceholders(params, values);
    try {
      return (await run(filled)).rows as Row[];
    } catch (err) {
      throw new DrizzleQueryError(text, filled, err as Error);
    }
  };
}
