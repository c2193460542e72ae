import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors.js';
import { AppError } from '../lib/app-error.js';
import { fieldMessages } from '../lib/validation.js';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
const UNAVAILABLE_MESSAGE = 'The shop cannot reach its database right now. Please try again in a few seconds.';
/** What a 503 asks the client to wait before retrying, seconds: about a database restart. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Readable texts for the framework's own 4xx errors. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart form',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
};

/**
 * One place that turns errors into replies (DESIGN.md): AppError → its status and message;
 * schema validation → 400 with the first message and every field's; framework 4xx → a readable
 * message; the database out of reach (a restart, a dropped connection; docs/decisions/070) → 503 UNAVAILABLE
 * with Retry-After; anything else → logged, answered 500 without details. Unknown /api paths → 404 JSON.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // The envelope is this handler's own shape: a route's declared error schema must never turn a
    // refusal into a serialization 500, so it is written without the route's serializer.
    reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.status).send({ error: err.message, code: err.code, ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = fieldMessages(err.validation);
      return reply.code(400).send({ error: err.validation[0]?.message ?? 'Invalid request', code: 'VALIDATION', fields });
    }
    // Text PostgreSQL cannot store (NUL, bad encoding) that slipped past the input guard: bad input.
    const pgCode = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? err.code;
    if (pgCode === '22021' || pgCode === '22P05') return reply.code(400).send({ error: 'Text contains characters that are not allowed', code: 'BAD_REQUEST' });
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 429 ? 'RATE_LIMITED' : status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA' : status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
      return reply.code(status).send({ error: FASTIFY_MESSAGES[err.code] ?? err.message, code });
    }
    if (isDatabaseUnavailable(err)) {
      // Expected while the database restarts: a line each, without the stack.
      req.log.warn({ reason: err.cause instanceof Error ? err.cause.message : err.message }, 'database unavailable');
      return reply.code(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send({ error: UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: INTERNAL_MESSAGE, code: 'INTERNAL' });
  });
});

/**
 * Fastify's `frameworkErrors` option: the errors the router raises before any route or hook runs
 * (a malformed percent-encoding, a path parameter past 100 characters) answer 400 with the same
 * envelope instead of Fastify's own body and internal code.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const error = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'The address is too long' : 'The address is not valid';
  return reply
    .code(400)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ error, code: 'BAD_REQUEST' }));
}
