import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Telling "the database is out of reach" (a restart, a crash, the network, a full server) apart
 * from every other failure, so the API answers 503 and the caller retries
 * (docs/decisions/070-database-outages.md). Knows the shapes node-postgres, pg-pool and PGlite
 * throw; drizzle wraps them in `cause`.
 */

/** No connection could be had from the pool: refused, timed out, rejected at log-in, pool closed. */
export class DatabaseConnectionError extends Error {
  constructor(cause: unknown) {
    super(`No connection to the database: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseConnectionError';
  }
}

/** SQLSTATEs that mean the session or server is gone, whatever the statement was. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: a restart, or pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
]);

/** Socket failures; they count only under a query (DrizzleQueryError), since other clients (SMTP, AI) have sockets too. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENOTFOUND', 'EAI_AGAIN']);

/** What node-postgres and pg-pool throw, without a code, once a connection is gone, and PGlite once closed (shutting down). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
  'PGlite is closing',
];

interface ErrorLike {
  code?: unknown;
  severity?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function unavailableHere(err: ErrorLike, underQuery: boolean): boolean {
  if (err instanceof DatabaseConnectionError) return true;
  const code = typeof err.code === 'string' ? err.code : '';
  // Class 08 is connection_exception.
  if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  if (underQuery && SOCKET_CODES.has(code)) return true;
  // FATAL and PANIC end the session: never about the statement, always about the server.
  if (err.severity === 'FATAL' || err.severity === 'PANIC') return true;
  const message = typeof err.message === 'string' ? err.message : '';
  return UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m));
}

/**
 * True when `err`, or any error it wraps (`cause`, an AggregateError's `errors`), says the database
 * cannot be reached right now rather than that the statement was wrong. Never throws.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: Array<{ e: unknown; underQuery: boolean }> = [{ e: err, underQuery: false }];
  while (pending.length) {
    const { e, underQuery: above } = pending.pop()!;
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const like = e as ErrorLike;
    const underQuery = above || e instanceof DrizzleQueryError;
    if (unavailableHere(like, underQuery)) return true;
    pending.push({ e: like.cause, underQuery });
    if (Array.isArray(like.errors)) pending.push(...like.errors.map((inner: unknown) => ({ e: inner, underQuery })));
  }
  return false;
}

/** True when `err` (or a cause under it) is PostgreSQL's unique_violation, on `constraint` when named. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as ErrorLike | undefined, depth = 0; e && depth < 5; e = e.cause as ErrorLike | undefined, depth++) {
    if (e.code === '23505') return !constraint || (e as { constraint?: unknown }).constraint === constraint || String(e.message ?? '').includes(constraint);
  }
  return false;
}
