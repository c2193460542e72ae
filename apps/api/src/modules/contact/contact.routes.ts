import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Ack, CONTACT_MESSAGES, ContactMessageBody } from '@atelier/contracts';
import type { ContactService } from './contact.service.js';

/** POST /api/contact (spec 02 §7), rate-limited per IP. */
export async function contactRoutes(app: FastifyInstance, opts: { contact: ContactService; rateLimit: object }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/contact', { config: { rateLimit: opts.rateLimit, publicCache: 'keep' }, schema: { tags: ['contact'], body: ContactMessageBody, response: { 200: Ack } } }, async (req) => {
      await opts.contact.send(req.body, req.ip, await req.language());
      return { success: true, message: CONTACT_MESSAGES.sent };
    });
}
