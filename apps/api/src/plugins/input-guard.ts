import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

export const NUL_MESSAGE = 'Text contains characters that are not allowed';

/** True when any string in `value` (deeply) holds a NUL character, which PostgreSQL text cannot store. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

/**
 * Refuses NUL characters anywhere in a request's body, query or params with a 400 before any
 * handler runs (PostgreSQL would otherwise fail the query, a 5xx for bad input).
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req) => {
    if (containsNul(req.body) || containsNul(req.query) || containsNul(req.params)) throw new AppError('BAD_REQUEST', NUL_MESSAGE);
  });
});
