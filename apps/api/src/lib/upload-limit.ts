import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

export interface UploadLimiter {
  /**
   * Runs `handle` for a multipart request while it holds one of its client's upload slots, from
   * reading the body to the stored picture. Throws AppError RATE_LIMITED (429, Retry-After) at
   * once, without reading the body, when the client (by IP) already has `perClient` uploads in
   * flight. Other requests run as they are.
   */
  run<T>(req: FastifyRequest, handle: () => Promise<T>): Promise<T>;
  /** Uploads of `ip` in flight now. */
  inFlight(ip: string): number;
}

/**
 * Concurrent uploads per client (docs/decisions/007). In this process only, which is where the memory
 * is spent; a refusal is cheaper than a queue, which would keep each waiting body (up to 5 MB)
 * and connection open. A person sends one picture at a time; two leave room for a retry while
 * the first is still on its way.
 */
export function createUploadLimiter(opts: { perClient: number }): UploadLimiter {
  const inFlight = new Map<string, number>();
  const message = `You are already sending ${opts.perClient} pictures. Please wait until they are done.`;
  return {
    inFlight: (ip) => inFlight.get(ip) ?? 0,
    async run(req, handle) {
      if (!req.isMultipart()) return handle();
      const ip = req.ip;
      const n = inFlight.get(ip) ?? 0;
      if (n >= opts.perClient) throw new AppError('RATE_LIMITED', message, { headers: { 'retry-after': '5' } });
      inFlight.set(ip, n + 1);
      try {
        return await handle();
      } finally {
        const left = (inFlight.get(ip) ?? 1) - 1;
        if (left > 0) inFlight.set(ip, left);
        else inFlight.delete(ip);
      }
    },
  };
}
