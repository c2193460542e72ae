import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { onUnhandledRejection } from './unhandled-rejection.js';

/** pg's DatabaseError as the server sends it on a restart or pg_terminate_backend. */
const adminShutdown = Object.assign(new Error('terminating connection due to administrator command'), { severity: 'FATAL', code: '57P01' });

function listener() {
  const log = { warn: vi.fn(), fatal: vi.fn() };
  const stop = vi.fn();
  return { log, stop, on: onUnhandledRejection(log, stop) };
}

describe('onUnhandledRejection', () => {
  it('logs a database outage and carries on', () => {
    const { log, stop, on } = listener();
    on(new DrizzleQueryError('insert into orders …', [], adminShutdown));
    on(new DrizzleQueryError('select 1', [], Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })));
    on(new Error('Connection terminated unexpectedly'));
    expect(log.warn).toHaveBeenCalledTimes(3);
    expect(log.fatal).not.toHaveBeenCalled();
    expect(stop).not.toHaveBeenCalled();
  });

  it('stops on anything else, a bug, after logging it with its stack', () => {
    const { log, stop, on } = listener();
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    on(bug);
    expect(log.fatal).toHaveBeenCalledWith({ err: bug }, expect.stringContaining('unhandled promise rejection'));
    expect(stop).toHaveBeenCalledWith(bug);
    // A socket error from anything but a query (SMTP, the AI service) is not the database's.
    const smtp = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' });
    on(smtp);
    expect(stop).toHaveBeenLastCalledWith(smtp);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
