import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository } from './outbox.repository.js';

/** One e-mail: both an HTML and a plain-text part. `kind` names the template (for the outbox). */
interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /**
   * Records the mail in the outbox, then delivers it in the background through SMTP (or, with no
   * SMTP configured, writes it to the log). Resolves once recorded; delivery failures never throw.
   */
  send(mail: Mail): Promise<{ id: string }>;
  /**
   * Retries failed deliveries, at most `limit` (20) per call; called on a timer by every instance.
   * Each mail is claimed by one runner (outbox.repository.ts claimRetryable), so runners in
   * parallel, in one process or several, send it once. Resolves how many this runner tried.
   */
  retryFailed(limit?: number): Promise<number>;
  /** Waits for deliveries in flight (shutdown and tests). */
  flush(): Promise<void>;
  close(): void;
}

const MAX_ATTEMPTS = 5;
/**
 * A mail's retry lease, ms: the least time between two attempts at it, and how long a mail taken by
 * a runner that died waits before another runner takes it. Well above one SMTP delivery (nodemailer
 * gives up connecting after 2 min).
 */
export const OUTBOX_LEASE_MS = 5 * 60_000;

/** DESIGN.md: SMTP when SMTP_URL is set; otherwise the outbox table and the log. */
export function createMailer(opts: { smtpUrl?: string; from: string; outbox: OutboxRepository; log: FastifyBaseLogger }): Mailer {
  const transport: Transporter | undefined = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl, { from: opts.from }) : undefined;
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: string, mail: Mail): Promise<void> {
    if (!transport) {
      opts.log.info({ mailId: id, to: mail.to, subject: mail.subject, kind: mail.kind }, `e-mail (no SMTP_URL set, not sent):\n${mail.text}`);
      await opts.outbox.markLogged(id);
      return;
    }
    try {
      await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, attachments: mail.attachments, headers: mail.headers });
      await opts.outbox.markSent(id);
    } catch (err) {
      opts.log.warn({ mailId: id, err }, 'e-mail delivery failed; kept in the outbox for a retry');
      await opts.outbox.markFailed(id, err instanceof Error ? err.message : String(err)).catch(() => undefined);
    }
  }

  function track(p: Promise<void>) {
    const tracked = p.catch((err) => opts.log.error({ err }, 'mailer')).finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  return {
    async send(mail) {
      const row = await opts.outbox.insert({
        toAddress: mail.to.toLowerCase(),
        subject: mail.subject,
        html: mail.html,
        textBody: mail.text,
        kind: mail.kind,
        attachments: mail.attachments ?? null,
        headers: mail.headers ?? null,
      });
      track(deliver(row.id, mail));
      return { id: row.id };
    },
    async retryFailed(limit = 20) {
      if (!transport) return 0;
      let tried = 0;
      for (; tried < limit; tried++) {
        const r = await opts.outbox.claimRetryable(MAX_ATTEMPTS, OUTBOX_LEASE_MS);
        if (!r) break;
        await deliver(r.id, { to: r.toAddress, subject: r.subject, html: r.html, text: r.textBody, kind: r.kind, attachments: r.attachments ?? undefined, headers: r.headers ?? undefined });
      }
      return tried;
    },
    async flush() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    close() {
      transport?.close();
    },
  };
}
