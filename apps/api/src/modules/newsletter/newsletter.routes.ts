import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorReply, SubscribeBody, SubscribeResponse } from '@atelier/contracts';
import { z } from 'zod';
import type { NewsletterService } from './newsletter.service.js';

const TokenQuery = z.object({ token: z.string().trim().max(200).default('') });
const StatusResponse = z.object({ success: z.boolean(), status: z.enum(['confirmed', 'unsubscribed', 'invalid']) });
/** A 400 is either an unknown token (the status body) or input the error handler refused (its envelope). */
const StatusOrError = z.union([StatusResponse, ErrorReply]);

/** A browser following a mailed link lands on /newsletter?status=…; API clients get JSON. */
function answer(req: FastifyRequest, reply: FastifyReply, status: 'confirmed' | 'unsubscribed' | 'invalid') {
  if ((req.headers.accept ?? '').includes('text/html')) return reply.redirect(`/newsletter?status=${status}`, 303);
  return reply.code(status === 'invalid' ? 400 : 200).send({ success: status !== 'invalid', status });
}

/** Newsletter routes (spec 01 §7 POST /api/subscriptions/subscribe; confirm and unsubscribe of the double opt-in). */
export async function newsletterRoutes(app: FastifyInstance, opts: { newsletter: NewsletterService; rateLimit: object }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { newsletter } = opts;
  const tags = ['newsletter'];

  r.post('/subscriptions/subscribe', { config: { rateLimit: opts.rateLimit, publicCache: 'keep' }, schema: { tags, body: SubscribeBody, response: { 200: SubscribeResponse } } }, async (req) => ({
    success: true as const,
    ...(await newsletter.subscribe(req.body.email, req.ip, await req.language())),
  }));

  r.get('/subscriptions/confirm', { schema: { tags, querystring: TokenQuery, response: { 200: StatusResponse, 400: StatusOrError } } }, async (req, reply) =>
    answer(req, reply, await newsletter.confirm(req.query.token)),
  );

  // GET for the link in the mail, POST for one-click unsubscribe from mail clients (RFC 8058).
  for (const method of ['GET', 'POST'] as const) {
    r.route({
      method,
      url: '/subscriptions/unsubscribe',
      config: { publicCache: 'keep' },
      schema: { tags, querystring: TokenQuery, response: { 200: StatusResponse, 400: StatusOrError } },
      handler: async (req, reply) => answer(req, reply, await newsletter.unsubscribe(req.query.token)),
    });
  }
}
