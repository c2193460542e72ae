import pg from 'pg';

/**
 * Runs one statement on the PostgreSQL server DATABASE_URL names, over a connection of its own
 * (creating and dropping test databases, ending connections). Only for runs on PostgreSQL.
 */
export async function serverQuery(text: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    return await admin.query(text, params);
  } finally {
    await admin.end();
  }
}
