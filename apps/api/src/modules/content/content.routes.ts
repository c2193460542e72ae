import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CompanyBasicResponse, CompanySocialResponse } from '@atelier/contracts';
import type { ContentService } from './content.service.js';

/** GET /api/company-settings/public/{basic,social} (spec 01 §7). */
export async function contentRoutes(app: FastifyInstance, opts: { content: ContentService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/company-settings/public/basic', { schema: { tags: ['content'], response: { 200: CompanyBasicResponse } } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { success: true as const, data: await opts.content.basic() };
  });
  r.get('/company-settings/public/social', { schema: { tags: ['content'], response: { 200: CompanySocialResponse } } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { success: true as const, data: await opts.content.social() };
  });
}
