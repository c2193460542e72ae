import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminSubscriberListQuery, AdminSubscriberListResponse } from '@atelier/contracts';
import { csvHeaders } from '../../lib/csv.js';
import type { NewsletterService } from './newsletter.service.js';

/** The newsletter's subscribers in the back office (docs/decisions/103): the owner's. */
export async function newsletterAdminRoutes(app: FastifyInstance, opts: { newsletter: NewsletterService; now: () => Date }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearer: [] }] };
  const owner = { role: 'admin' as const };

  r.get(
    '/subscribers',
    {
      config: owner,
      schema: { ...base, summary: 'Newsletter subscribers with their status (owner; X-Total-Count)', querystring: AdminSubscriberListQuery, response: { 200: AdminSubscriberListResponse } },
    },
    async (req, reply) => {
      const result = await opts.newsletter.subscribers(req.query);
      reply.header('x-total-count', String(result.total));
      return { success: true as const, ...result };
    },
  );

  r.get(
    '/subscribers.csv',
    { config: owner, schema: { ...base, summary: 'Subscribers as CSV (owner): UTF-8 with BOM, RFC 4180', querystring: AdminSubscriberListQuery.omit({ page: true, limit: true }) } },
    async (req, reply) => reply.headers(csvHeaders('subscribers', opts.now())).send(opts.newsletter.subscribersCsv(req.query)),
  );
}
