import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChatBody, ChatResponse } from '@atelier/contracts';
import type { ChatService } from './chat.service.js';

/** POST /api/chat (issue 4): rate-limited per IP; messages over 1000 characters answer 400. */
export async function chatRoutes(app: FastifyInstance, opts: { chat: ChatService; rateLimit: object }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/chat',
    { config: { rateLimit: opts.rateLimit }, schema: { tags: ['chat'], body: ChatBody, response: { 200: ChatResponse } } },
    async (req) => ({ success: true as const, ...(await opts.chat.reply(req.body)) }),
  );
}
