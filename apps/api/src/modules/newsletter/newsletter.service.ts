import type { Readable } from 'node:stream';
import { NEWSLETTER_MESSAGES, SUBSCRIBERS_CSV_COLUMNS, type AdminSubscriber, type Locale, type SubscribeResponse } from '@atelier/contracts';
import { csvStream } from '../../lib/csv.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import { newsletterConfirmMail, newsletterWelcomeMail } from '../../lib/email-templates.js';
import type { Mailer } from '../../lib/mailer.js';
import { fallbackLanguage, type LanguageOf } from '../../lib/i18n.js';
import { newsletterRepository, type SubscriptionRow } from './newsletter.repository.js';

/** A subscription as the back office lists it. */
function toSubscriber(s: SubscriptionRow): AdminSubscriber {
  return {
    id: s.id,
    email: s.email,
    status: s.status,
    created_at: s.createdAt.toISOString(),
    confirmed_at: s.confirmedAt?.toISOString() ?? null,
    unsubscribed_at: s.unsubscribedAt?.toISOString() ?? null,
  };
}

/** A pending address gets at most one confirmation mail per this interval, ms. */
const CONFIRM_RESEND_MS = 60_000;

/** Newsletter with double opt-in (spec 01 §5, §7, §8). Addresses are compared lower-cased. */
export function newsletterService(deps: { db: Db; mailer: Mailer; config: Config; brand: () => Promise<string>; languageOf?: LanguageOf }) {
  const languageOf = deps.languageOf ?? fallbackLanguage;
  const repo = newsletterRepository(deps.db);
  const links = (confirmToken: string | null, unsubscribeToken: string) => ({
    confirmLink: confirmToken ? `${deps.config.publicUrl}/api/subscriptions/confirm?token=${confirmToken}` : '',
    unsubscribeLink: `${deps.config.publicUrl}/api/subscriptions/unsubscribe?token=${unsubscribeToken}`,
  });
  const unsubscribeHeaders = (link: string) => ({ 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

  async function sendConfirmation(sub: SubscriptionRow, requestLocale?: Locale): Promise<void> {
    const confirmToken = newToken();
    await repo.update(sub.id, { status: 'pending', confirmTokenHash: sha256(confirmToken), confirmationSentAt: new Date() });
    const { confirmLink, unsubscribeLink } = links(confirmToken, sub.unsubscribeToken);
    const mail = newsletterConfirmMail({
      brand: await deps.brand(),
      confirmLink,
      unsubscribeLink,
      publicUrl: deps.config.publicUrl,
      locale: await languageOf({ email: sub.email, fallback: requestLocale }),
    });
    await deps.mailer.send({ to: sub.email, kind: 'newsletter_confirm', headers: unsubscribeHeaders(unsubscribeLink), ...mail });
  }

  return {
    /**
     * Subscribes an address (spec 01 §7): a confirmed one answers alreadySubscribed; otherwise a
     * confirmation mail goes out (at most once a minute per address) and the spec's success text.
     */
    async subscribe(email: string, ip: string, requestLocale?: Locale): Promise<Omit<SubscribeResponse, 'success'>> {
      const existing = await repo.findByEmail(email);
      if (existing?.status === 'confirmed') return { alreadySubscribed: true, message: NEWSLETTER_MESSAGES.alreadySubscribed };
      const sub = existing ?? (await repo.insert({ email, unsubscribeToken: newToken(), ipAddress: ip }));
      const recentlySent = sub.status === 'pending' && sub.confirmationSentAt && Date.now() - sub.confirmationSentAt.getTime() < CONFIRM_RESEND_MS;
      if (!recentlySent) await sendConfirmation(sub, requestLocale);
      return { alreadySubscribed: false, message: NEWSLETTER_MESSAGES.subscribed };
    },

    /** Confirms with the mailed token (used once) and sends the welcome mail. */
    async confirm(token: string): Promise<'confirmed' | 'invalid'> {
      const sub = await repo.findByConfirmHash(sha256(token));
      if (!sub || sub.status !== 'pending') return 'invalid';
      await repo.update(sub.id, { status: 'confirmed', confirmTokenHash: null, confirmedAt: new Date(), unsubscribedAt: null });
      const { unsubscribeLink } = links(null, sub.unsubscribeToken);
      const mail = newsletterWelcomeMail({ brand: await deps.brand(), unsubscribeLink, publicUrl: deps.config.publicUrl, locale: await languageOf({ email: sub.email }) });
      await deps.mailer.send({ to: sub.email, kind: 'newsletter_welcome', headers: unsubscribeHeaders(unsubscribeLink), ...mail });
      return 'confirmed';
    },

    /** Unsubscribes with the token every mail carries; idempotent. */
    async unsubscribe(token: string): Promise<'unsubscribed' | 'invalid'> {
      const sub = await repo.findByUnsubscribeToken(token);
      if (!sub) return 'invalid';
      if (sub.status !== 'unsubscribed') await repo.update(sub.id, { status: 'unsubscribed', confirmTokenHash: null, unsubscribedAt: new Date() });
      return 'unsubscribed';
    },

    /** GET /api/admin/subscribers (owner): by status and/or address, newest first, with the total (docs/decisions/103). */
    async subscribers(f: { status?: SubscriptionRow['status']; q?: string; page: number; limit: number }): Promise<{ subscribers: AdminSubscriber[]; total: number }> {
      const { rows, total } = await repo.subscribers({ status: f.status, q: f.q || undefined }, f.limit, (f.page - 1) * f.limit);
      return { subscribers: rows.map(toSubscriber), total };
    },

    /** GET /api/admin/subscribers.csv (owner): the list's filters, every row, streamed. */
    subscribersCsv(f: { status?: SubscriptionRow['status']; q?: string }): Readable {
      const each = repo.eachSubscriber({ status: f.status, q: f.q || undefined });
      async function* rows() {
        for await (const s of each) {
          const w = toSubscriber(s);
          yield { email: w.email, status: w.status, created_at: w.created_at, confirmed_at: w.confirmed_at ?? '', unsubscribed_at: w.unsubscribed_at ?? '' };
        }
      }
      return csvStream(SUBSCRIBERS_CSV_COLUMNS, rows());
    },
  };
}
export type NewsletterService = ReturnType<typeof newsletterService>;
