import { DESK_MESSAGES, type Locale, isUuid, whatsappUrl, type Actor, type AdminMessage, type ContactMessageBody, type MessageStatus } from '@atelier/contracts';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db, RunInTransaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { fallbackLanguage, type LanguageOf } from '../../lib/i18n.js';
import { contactMails, contactReplyMail } from '../../lib/email-templates.js';
import type { Mailer } from '../../lib/mailer.js';
import { auditRepository } from '../audit/audit.repository.js';
import type { ContentService } from '../content/content.service.js';
import { contactRepository, type ContactMessageRow, type ContactReplyRow } from './contact.repository.js';

function toAdminMessage(m: ContactMessageRow, replies: ContactReplyRow[]): AdminMessage {
  const digits = m.phone.replace(/\D/g, '');
  return {
    id: m.id,
    first_name: m.firstName,
    last_name: m.lastName,
    email: m.email,
    phone: m.phone,
    notes: m.notes,
    status: m.status,
    whatsapp_url: digits.length >= 9 ? whatsappUrl(m.phone, `Hello ${m.firstName}, `) : null,
    replies: replies.filter((r) => r.messageId === m.id).map((r) => ({ id: r.id, text: r.text, sent_at: r.createdAt.toISOString(), author: r.author })),
    created_at: m.createdAt.toISOString(),
    read_at: m.readAt?.toISOString() ?? null,
  };
}

/** The contact form (spec 02 §5 Contact, §7 POST /contact; docs/decisions/050) and its back-office inbox (docs/decisions/103). */
export function contactService(deps: { db: Db; transaction: RunInTransaction; mailer: Mailer; content: ContentService; config: Config; now: () => Date; languageOf?: LanguageOf }) {
  const languageOf = deps.languageOf ?? fallbackLanguage;
  const repo = contactRepository(deps.db);

  async function find(id: string, r = repo, forUpdate = false): Promise<ContactMessageRow> {
    const row = isUuid(id) ? await r.findById(id, forUpdate) : undefined;
    if (!row) throw new AppError('NOT_FOUND', DESK_MESSAGES.messageNotFound);
    return row;
  }
  const withReplies = async (m: ContactMessageRow) => toAdminMessage(m, await repo.replies([m.id]));

  return {
    /** Stores the message, then mails it to the shop's support address and a copy to the sender. */
    async send(body: z.output<typeof ContactMessageBody>, ip: string, requestLocale?: Locale): Promise<void> {
      await repo.insert({ firstName: body.first_name, lastName: body.last_name, email: body.email, phone: body.phone, notes: body.notes, ipAddress: ip });
      const store = await deps.content.store();
      const locale = await languageOf({ email: body.email, fallback: requestLocale });
      const mails = contactMails({
        brand: await deps.content.brand(),
        publicUrl: deps.config.publicUrl,
        name: `${body.first_name} ${body.last_name}`,
        email: body.email,
        phone: body.phone,
        notes: body.notes,
        locale,
        // The shop's own opening hours, as its contact page shows them in that language.
        hours: (await deps.content.contact(locale)).business_hours,
      });
      await deps.mailer.send({ to: store.support_email, kind: 'contact_shop', headers: { 'Reply-To': body.email }, ...mails.shop });
      await deps.mailer.send({ to: body.email, kind: 'contact_copy', ...mails.sender });
    },

    /** GET /api/admin/messages: of a status, or all but archived; newest first, with their replies. */
    async list(q: { status?: MessageStatus; page: number; limit: number }): Promise<{ messages: AdminMessage[]; total: number }> {
      const { rows, total } = await repo.list(q.status, q.limit, (q.page - 1) * q.limit);
      const replies = await repo.replies(rows.map((m) => m.id));
      return { messages: rows.map((m) => toAdminMessage(m, replies)), total };
    },

    /** GET /api/admin/messages/{id}: one message; opening an unread one marks it read. NOT_FOUND for unknown ids. */
    async read(id: string): Promise<AdminMessage> {
      await find(id);
      await repo.markRead(id, deps.now());
      return withReplies(await find(id));
    },

    /**
     * POST /api/admin/messages/{id}/reply: e-mails the reply to the sender through the mailer (the
     * outbox keeps it until delivered), keeps it with the message, and marks an unread message read.
     */
    async reply(actor: Actor, id: string, text: string): Promise<AdminMessage> {
      const { message } = await deps.transaction(async (tx) => {
        const r = contactRepository(tx);
        const m = await find(id, r, true);
        const reply = await r.insertReply({ messageId: m.id, text, authorId: actor.id });
        const updated = m.status === 'unread' ? await r.update(m.id, { status: 'read', readAt: deps.now() }) : m;
        await auditRepository(tx).record({ actor, action: 'message.replied', entity: 'message', entityId: m.id, after: { reply_id: reply.id, text } });
        return { message: updated };
      });
      await deps.mailer.send({
        to: message.email,
        kind: 'contact_reply',
        ...contactReplyMail({
          locale: await languageOf({ email: message.email }),
          brand: await deps.content.brand(),
          publicUrl: deps.config.publicUrl,
          name: message.firstName,
          text,
          original: message.notes,
        }),
      });
      return withReplies(message);
    },

    /** POST /api/admin/messages/{id}/archive: out of the inbox (still listed under status=archived). */
    async archive(actor: Actor, id: string): Promise<AdminMessage> {
      const message = await deps.transaction(async (tx) => {
        const r = contactRepository(tx);
        const m = await find(id, r, true);
        if (m.status === 'archived') return m;
        const updated = await r.update(m.id, { status: 'archived', readAt: m.readAt ?? deps.now() });
        await auditRepository(tx).record({ actor, action: 'message.archived', entity: 'message', entityId: m.id, before: { status: m.status }, after: { status: 'archived' } });
        return updated;
      });
      return withReplies(message);
    },

    /** The dashboard tile. */
    unreadCount: () => repo.countUnread(),
  };
}
export type ContactService = ReturnType<typeof contactService>;
