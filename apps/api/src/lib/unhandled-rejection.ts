import { isDatabaseUnavailable } from '../db/errors.js';

interface Log {
  warn(obj: object, msg: string): void;
  fatal(obj: object, msg: string): void;
}

/**
 * The server's 'unhandledRejection' listener (docs/decisions/070-database-outages.md). A promise
 * nobody awaited that failed because the database is out of reach is logged as a warning and the
 * server carries on: the pool has already dropped the connection and opens a new one when asked.
 * Any other reason is a bug whose effects are unknown: logged as fatal with its stack, then
 * `stop(reason)` (the server closes and exits with code 1, for its supervisor to restart it).
 */
export function onUnhandledRejection(log: Log, stop: (reason: unknown) => void): (reason: unknown) => void {
  return (reason) => {
    if (isDatabaseUnavailable(reason)) {
      log.warn({ reason: reason instanceof Error ? reason.message : String(reason) }, 'database unavailable (a promise nobody awaited); carrying on');
      return;
    }
    log.fatal({ err: reason }, 'unhandled promise rejection (a bug); stopping');
    stop(reason);
  };
}
