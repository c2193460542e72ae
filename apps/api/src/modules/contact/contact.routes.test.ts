import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, lastMailTo, query, type TestContext } from '../../../test/helpers.js';
import { startSmtpServer } from '../../../test/smtp.js';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await buildTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const send = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/contact', payload });
const message = { first_name: 'Eric', last_name: 'N', email: 'Eric@Example.com', phone: '+250788123456', notes: 'Do you paint on leather jackets?' };

describe('POST /api/contact', () => {
  it('stores the message and mails the shop and a copy to the sender', async () => {
    await ctx.app.mailer.flush();
    smtp.mails.length = 0;
    const res = await send(message);
    expect(res.json()).toEqual({ success: true, message: 'Message sent! Please check your email for confirmation.' });
    const [row] = await query<{ email: string; notes: string }>(ctx, sql`select email, notes from contact_messages order by created_at desc limit 1`);
    expect(row).toEqual({ email: 'eric@example.com', notes: message.notes });
    await ctx.app.mailer.flush();
    expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual(['eric@example.com', 'support@atelier.rw']);
    const shop = smtp.mails.find((m) => m.to[0] === 'support@atelier.rw')!;
    expect(shop.raw).toMatch(/^Reply-To: eric@example\.com/m);
    expect(shop.raw).toContain('leather jackets');
  });

  it.each([
    [{ first_name: '' }, 'Please fill all required fields.'],
    [{ last_name: ' ' }, 'Please fill all required fields.'],
    [{ email: '' }, 'Please fill all required fields.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    // The phone follows the booking form's rule and message (spec 02 §5).
    [{ phone: '123' }, 'Please enter a valid phone number.'],
    [{ phone: 'call me maybe' }, 'Please enter a valid phone number.'],
  ])('%o → "%s"', async (over, error) => {
    const res = await send({ ...message, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(error);
  });

  it('keeps a valid phone as the booking form does (E.164), in any of its national forms', async () => {
    expect((await send({ ...message, phone: '0788 123 456' })).statusCode).toBe(200);
    const [row] = await query<{ phone: string }>(ctx, sql`select phone from contact_messages order by created_at desc limit 1`);
    expect(row!.phone).toBe('+250788123456');
    const fr = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { ...message, phone: '12' }, headers: { 'accept-language': 'fr' } });
    expect(fr.json().error).toBe('Veuillez saisir un numéro de téléphone valide.');
  });

  it("tells the sender the shop's own opening hours, in the mail's language, and none when it lists none", async () => {
    const copy = async (email: string, headers: Record<string, string> = {}) => {
      expect((await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { ...message, email }, headers })).statusCode).toBe(200);
      // The copy's greeting line (after the shop's name at the top).
      return (await lastMailTo(ctx, email)).textBody.split('\n').find((line) => line.includes('Eric N'));
    };
    // The demo's hours, as /contact and /fr/contact show them (docs/decisions/112).
    expect(await copy('hours.en@example.com')).toBe('Hello Eric N, thank you for writing to us. We reply within one working day (Mon–Fri 9AM–6PM, Sat 10AM–4PM).');
    expect(await copy('hours.fr@example.com', { 'accept-language': 'fr' })).toBe('Bonjour Eric N, merci de nous avoir écrit. Nous répondons sous un jour ouvré (Lun–ven 9 h–18 h, sam 10 h–16 h).');
    // The owner changes the hours: the next mail names the new ones; without hours, the mail names none.
    const [before] = await query<{ id: number; contact_value: string; translations: unknown }>(
      ctx,
      sql`select id, contact_value, translations from contact_items where contact_type = 'business_hours'`,
    );
    try {
      await query(ctx, sql`update contact_items set contact_value = 'Mon–Sat 8AM–8PM', translations = '{}'::jsonb where id = ${before!.id}`);
      expect(await copy('hours.changed@example.com')).toContain('within one working day (Mon–Sat 8AM–8PM).');
      await query(ctx, sql`update contact_items set contact_type = 'other' where id = ${before!.id}`);
      expect(await copy('hours.none@example.com')).toBe('Hello Eric N, thank you for writing to us. We reply within one working day.');
    } finally {
      await query(
        ctx,
        sql`update contact_items set contact_type = 'business_hours', contact_value = ${before!.contact_value}, translations = ${JSON.stringify(before!.translations)}::jsonb where id = ${before!.id}`,
      );
    }
  });

  it('mails the support address the settings hold', async () => {
    const [before] = await query<{ value: Record<string, unknown> }>(ctx, sql`select value from settings where key = 'store'`);
    await query(ctx, sql`update settings set value = ${JSON.stringify({ ...before!.value, support_email: 'desk@example.org' })}::jsonb where key = 'store'`);
    try {
      await ctx.app.mailer.flush();
      smtp.mails.length = 0;
      expect((await send({ ...message, email: 'ann@example.com', phone: '', notes: '' })).statusCode).toBe(200);
      await ctx.app.mailer.flush();
      expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual(['ann@example.com', 'desk@example.org']);
      expect(smtp.mails.find((m) => m.to[0] === 'ann@example.com')!.raw).toMatch(/^Subject: We received your message/m);
    } finally {
      await query(ctx, sql`update settings set value = ${JSON.stringify(before!.value)}::jsonb where key = 'store'`);
    }
  });

  it('is rate-limited per IP', async () => {
    const strict = await buildTestApp({ CONTACT_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await strict.app.inject({ method: 'POST', url: '/api/contact', payload: message })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      // Another address has its own allowance.
      expect((await strict.app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: '10.0.0.9' })).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
