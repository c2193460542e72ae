import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChatBody, ChatResponse } from '@atelier/contracts';
import { translate } from '../../lib/i18n.js';
import type { ChatService } from './chat.service.js';

/**
 * POST /api/chat (spec 01 §7 Chat): rate-limited per IP; messages over 1000 characters answer 400. The local
 * answerer's fixed lines and links are answered in the request's language (through the
 * server catalog of docs/decisions/109), and both answerers read the owner's help-center FAQs and
 * company texts in that language (English where not translated); the spec's FAQ is answered in the
 * request's language too, and catalog links are searched and titled in it (docs/decisions/121).
 */
export async function chatRoutes(app: FastifyInstance, opts: { chat: ChatService; rateLimit: object }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/chat', { config: { rateLimit: opts.rateLimit, publicCache: 'keep' }, schema: { tags: ['chat'], body: ChatBody, response: { 200: ChatResponse } } }, async (req) => {
      const locale = await req.language();
      const answer = await opts.chat.reply(req.body, locale);
      if (answer.source !== 'local') return { success: true as const, ...answer };
      return { success: true as const, ...answer, reply: translate(answer.reply, locale), links: answer.links.map((l) => ({ ...l, title: translate(l.title, locale) })) };
    });
}
