import type { ContactMessageBody } from '@atelier/contracts';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { contactMails } from '../../lib/email-templates.js';
import type { Mailer } from '../../lib/mailer.js';
import type { ContentService } from '../content/content.service.js';
import { contactRepository } from './contact.repository.js';

/** The contact form (spec 02 §5 Contact, §7 POST /contact; issue 7). */
export function contactService(deps: { db: Db; mailer: Mailer; content: ContentService; config: Config }) {
  const repo = contactRepository(deps.db);
  return {
    /** Stores the message, then mails it to the shop's support address and a copy to the sender. */
    async send(body: z.output<typeof ContactMessageBody>, ip: string): Promise<void> {
      await repo.insert({ firstName: body.first_name, lastName: body.last_name, email: body.email, phone: body.phone, notes: body.notes, ipAddress: ip });
      const store = await deps.content.store();
      const mails = contactMails({ brand: await deps.content.brand(), publicUrl: deps.config.publicUrl, name: `${body.first_name} ${body.last_name}`, email: body.email, phone: body.phone, notes: body.notes });
      await deps.mailer.send({ to: store.support_email, kind: 'contact_shop', headers: { 'Reply-To': body.email }, ...mails.shop });
      await deps.mailer.send({ to: body.email, kind: 'contact_copy', ...mails.sender });
    },
  };
}
export type ContactService = ReturnType<typeof contactService>;
