import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminIdParams, AdminMessageListQuery, AdminMessageListResponse, AdminMessageResponse, MessageReplyBody } from '@atelier/contracts';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../audit/audit.service.js';
import type { ContactService } from './contact.service.js';

/** The back office's inbox of contact-form messages (docs/decisions/103), under /api/admin, for staff. */
export async function contactAdminRoutes(app: FastifyInstance, opts: { contact: ContactService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearer: [] }] };
  const staff = { role: 'staff' as const };
  const ok = { 200: AdminMessageResponse };

  r.get(
    '/messages',
    {
      config: staff,
      schema: { ...base, summary: 'Messages: unread, read or archived (default: not archived), X-Total-Count', querystring: AdminMessageListQuery, response: { 200: AdminMessageListResponse } },
    },
    async (req, reply) => {
      const result = await opts.contact.list(req.query);
      reply.header('x-total-count', String(result.total));
      return { success: true as const, ...result };
    },
  );

  r.get('/messages/:id', { config: staff, schema: { ...base, summary: 'One message with its replies; marks it read', params: AdminIdParams, response: ok } }, async (req) => ({
    success: true as const,
    message: await opts.contact.read(req.params.id),
  }));

  r.post(
    '/messages/:id/reply',
    { config: { ...staff, publicCache: 'keep' }, schema: { ...base, summary: 'Reply by e-mail (kept with the message; marks it read)', params: AdminIdParams, body: MessageReplyBody, response: ok } },
    async (req) => ({
      success: true as const,
      message: await opts.contact.reply(actorOf(currentUser(req)), req.params.id, req.body.text),
    }),
  );

  r.post('/messages/:id/archive', { config: { ...staff, publicCache: 'keep' }, schema: { ...base, summary: 'Archive a message', params: AdminIdParams, response: ok } }, async (req) => ({
    success: true as const,
    message: await opts.contact.archive(actorOf(currentUser(req)), req.params.id),
  }));
}
