import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChatBody, ChatResponse } from '@atelier/contracts';
import { translate } from '../../lib/i18n.js';
import type { ChatService } from './chat.service.js';

/**
 * POST /api/chat (issue 4): rate-limited per IP; messages over 1000 characters answer 400. The local
 * answerer's fixed lines and links are answered in the request's language (issue 17, through the
 * server catalog of docs/decisions/109); AI replies, FAQ answers and catalog titles stay as written.
 */
export async function chatRoutes(app: FastifyInstance, opts: { chat: ChatService; rateLimit: object }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/chat',
    { config: { rateLimit: opts.rateLimit }, schema: { tags: ['chat'], body: ChatBody, response: { 200: ChatResponse } } },
    async (req) => {
      const answer = await opts.chat.reply(req.body);
      if (answer.source !== 'local') return { success: true as const, ...answer };
      const locale = await req.language();
      return { success: true as const, ...answer, reply: translate(answer.reply, locale), links: answer.links.map((l) => ({ ...l, title: translate(l.title, locale) })) };
    },
  );
}
