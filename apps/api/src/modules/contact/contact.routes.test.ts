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
  ])('%o → "%s"', async (over, error) => {
    const res = await send({ ...message, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(error);
  });

  it('is rate-limited per IP', async () => {
    const strict = await buildTestApp({ CONTACT_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await strict.app.inject({ method: 'POST', url: '/api/contact', payload: message })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await strict.close();
    }
  });
});
