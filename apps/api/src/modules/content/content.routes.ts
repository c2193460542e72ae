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
  type Locale,
} from '@atelier/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCached, type ReplyCache } from '../../lib/reply-cache.js';
import { varyByLanguage } from '../../plugins/language.js';
import type { ContentService } from './content.service.js';

/**
 * Public company settings and content (spec 01 §7 Settings and public content), under /api, served
 * from the public reply cache like the catalog. The owner's texts come in the request's language,
 * English where not translated (docs/decisions/112); the cache keeps one reply per language.
 */
export async function contentRoutes(app: FastifyInstance, opts: { content: ContentService; cache: ReplyCache }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { content, cache } = opts;
  const tags = ['content'];
  const cached = (key: string, load: () => Promise<unknown>) => cache.get(`content:${key}`, async () => ({ body: await load() }));
  /** A reply holding owner texts: cached per language, and marked as varying by it. */
  const inLanguage = async (req: FastifyRequest, reply: FastifyReply, key: string, load: (locale: Locale) => Promise<unknown>) => {
    const locale = await req.language();
    varyByLanguage(reply, locale);
    return sendCached(req, reply, await cache.get(`${locale}:content:${key}`, async () => ({ body: await load(locale) })));
  };
  const ok = <T>(data: T) => ({ success: true as const, data });

  r.get('/company-settings/public/basic', { schema: { tags, response: { 200: CompanyBasicResponse } } }, async (req, reply) =>
    inLanguage(req, reply, 'basic', async (locale) => ok(await content.basic(locale))),
  );
  r.get('/company-settings/public/social', { schema: { tags, response: { 200: CompanySocialResponse } } }, async (req, reply) =>
    sendCached(req, reply, await cached('social', async () => ok(await content.social()))),
  );
  r.get('/company-settings/public/terms', { schema: { tags, response: { 200: TermsResponse } } }, async (req, reply) =>
    inLanguage(req, reply, 'terms', async (locale) => ({ success: true, message: 'Terms loaded', data: await content.terms(locale) })),
  );
  r.get('/company-settings/public/team', { schema: { tags, response: { 200: TeamResponse } } }, async (req, reply) => inLanguage(req, reply, 'team', async (locale) => ok(await content.team(locale))));
  r.get('/company-settings/public/values', { schema: { tags, response: { 200: ValuesResponse } } }, async (req, reply) =>
    inLanguage(req, reply, 'values', async (locale) => ok(await content.values(locale))),
  );
  r.get('/company-settings/public/contact', { schema: { tags, response: { 200: CompanyContactResponse } } }, async (req, reply) =>
    inLanguage(req, reply, 'contact', async (locale) => ok(await content.contact(locale))),
  );
  r.get('/contactinfo/public', { schema: { tags, response: { 200: ContactInfoResponse } } }, async (req, reply) =>
    inLanguage(req, reply, 'contactinfo', async (locale) => ok(await content.contactInfo(locale))),
  );
  r.get('/company-settings/public/privacy', { schema: { tags, summary: 'The privacy page', response: { 200: PrivacyResponse } } }, async (req, reply) =>
    inLanguage(req, reply, 'privacy', async (locale) => ok(await content.privacy(locale))),
  );
  r.get('/help-center/public', { schema: { tags, response: { 200: HelpCenterResponse } } }, async (req, reply) =>
    inLanguage(req, reply, 'help', async (locale) => ({ success: true, message: 'Help center loaded', data: await content.helpCenter(locale) })),
  );
}
