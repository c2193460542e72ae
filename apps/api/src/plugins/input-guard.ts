import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

/** The 400 for text PostgreSQL cannot store (NUL, half a surrogate pair). */
export const UNSTORABLE_TEXT_MESSAGE = 'Text contains characters that are not allowed';

/** Half of a UTF-16 surrogate pair on its own (`"\ud800"` in JSON): in /u mode \p{Cs} matches only unpaired halves. */
const LONE_SURROGATE = /\p{Cs}/u;
/** NUL or a lone surrogate half. */
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * True when any string in `value` (deeply), or any key, holds a character PostgreSQL cannot store:
 * NUL (text) or a lone surrogate half (no UTF-8 form; jsonb refuses its escape).
 */
export function containsUnstorable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => unstorable(k) || containsUnstorable(v, depth + 1));
}

/**
 * Refuses NUL characters and lone surrogate halves anywhere in a request's body, query or params
 * with a 400 before any handler runs (PostgreSQL would otherwise fail the query, a 5xx for bad input).
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req) => {
    if (containsUnstorable(req.body) || containsUnstorable(req.query) || containsUnstorable(req.params)) throw new AppError('BAD_REQUEST', UNSTORABLE_TEXT_MESSAGE);
  });
});
