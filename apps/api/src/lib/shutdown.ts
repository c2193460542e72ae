import type { FastifyInstance } from 'fastify';
import { setTimeout as pause } from 'node:timers/promises';

/**
 * Stops one instance without losing a request (docs/decisions/115):
 * 1. readiness answers 503 `draining` at once (`app.lifecycle.draining`), while the server keeps
 *    serving for `delayMs`, so the balancer's health check takes the instance out first;
 * 2. `app.close()`: the server stops listening, closes idle keep-alive connections, answers 503 with
 *    `Connection: close` to a request that arrives on a busy one, and waits for the requests in flight
 *    and the app's onClose work (mails in flight, Redis);
 * 3. after `timeoutMs` of waiting, the connections still open are cut (their clients retry; an order
 *    with the same Idempotency-Key is found, not placed twice);
 * 4. `closeDatabase()`, last, so every answered request had its database.
 * Resolves `'drained'` or `'timed out'`; never rejects (an error while closing is logged).
 */
export async function drainAndClose(app: FastifyInstance, opts: { delayMs: number; timeoutMs: number; closeDatabase: () => Promise<void> }): Promise<'drained' | 'timed out'> {
  app.lifecycle.draining = true;
  if (opts.delayMs > 0) await pause(opts.delayMs);
  let timer: NodeJS.Timeout | undefined;
  const closed = app.close().then(
    () => 'drained' as const,
    (err: unknown) => {
      app.log.error({ err }, 'error while closing');
      return 'drained' as const;
    },
  );
  const outcome = await Promise.race([closed, new Promise<'timed out'>((resolve) => (timer = setTimeout(() => resolve('timed out'), opts.timeoutMs)))]);
  clearTimeout(timer);
  if (outcome === 'timed out') {
    app.log.warn({ timeoutMs: opts.timeoutMs }, 'requests still in flight after SHUTDOWN_TIMEOUT_MS; closing their connections');
    app.server.closeAllConnections();
  }
  await opts.closeDatabase().catch((err: unknown) => app.log.error({ err }, 'error while closing the database'));
  return outcome;
}
