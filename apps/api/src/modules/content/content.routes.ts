import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CompanyBasicResponse,
  CompanyContactResponse,
  CompanySocialResponse,
  ContactInfoResponse,
  HelpCenterResponse,
  PrivacyResponse,
  TeamResponse,
  TermsResponse,
  ValuesResponse,
} from '@atelier/contracts';
import { sendCached, type ReplyCache } from '../../lib/reply-cache.js';
import type { ContentService } from './content.service.js';

/**
 * Public company settings and content (spec 01 §7 Settings and public content), under /api, served
 * from the public reply cache like the catalog.
 */
export async function contentRoutes(app: FastifyInstance, opts: { content: ContentService; cache: ReplyCache }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { content, cache } = opts;
  const tags = ['content'];
  const cached = (key: string, load: () => Promise<unknown>) => cache.get(`content:${key}`, async () => ({ body: await load() }));
  const ok = <T>(data: T) => ({ success: true as const, data });

  r.get('/company-settings/public/basic', { schema: { tags, response: { 200: CompanyBasicResponse } } }, async (req, reply) =>
    sendCached(req, reply, await cached('basic', async () => ok(await content.basic()))),
  );
  r.get('/company-settings/public/social', { schema: { tags, response: { 200: CompanySocialResponse } } }, async (req, reply) =>
    sendCached(req, reply, await cached('social', async () => ok(await content.social()))),
  );
  r.get('/company-settings/public/terms', { schema: { tags, response: { 200: TermsResponse } } }, async (req, reply) =>
    sendCached(req, reply, await cached('terms', async () => ({ success: true, message: 'Terms loaded', data: await content.terms() }))),
  );
  r.get('/company-settings/public/team', { schema: { tags, response: { 200: TeamResponse } } }, async (req, reply) =>
    sendCached(req, reply, await cached('team', async () => ok(await content.team()))),
  );
  r.get('/company-settings/public/values', { schema: { tags, response: { 200: ValuesResponse } } }, async (req, reply) =>
    sendCached(req, reply, await cached('values', async () => ok(await content.values()))),
  );
  r.get('/company-settings/public/contact', { schema: { tags, response: { 200: CompanyContactResponse } } }, async (req, reply) =>
    sendCached(req, reply, await cached('contact', async () => ok(await content.contact()))),
  );
  r.get('/contactinfo/public', { schema: { tags, response: { 200: ContactInfoResponse } } }, async (req, reply) =>
    sendCached(req, reply, await cached('contactinfo', async () => ok(await content.contactInfo()))),
  );
  r.get('/company-settings/public/privacy', { schema: { tags, summary: 'The privacy page (issue 15)', response: { 200: PrivacyResponse } } }, async (req, reply) =>
    sendCached(req, reply, await cached('privacy', async () => ok(await content.privacy()))),
  );
  r.get('/help-center/public', { schema: { tags, response: { 200: HelpCenterResponse } } }, async (req, reply) =>
    sendCached(req, reply, await cached('help', async () => ({ success: true, message: 'Help center loaded', data: await content.helpCenter() }))),
  );
}
