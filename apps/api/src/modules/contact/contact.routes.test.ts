import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, query, type TestContext } from '../../../test/helpers.js';
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
