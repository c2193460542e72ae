import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, query, signUpAs, type TestContext } from '../../../test/helpers.js';
import { startSmtpServer } from '../../../test/smtp.js';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let staff: ReturnType<typeof as>;
let staffId: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await buildTestApp({ SMTP_URL: smtp.url });
  const s = await signUpAs(ctx, 'staff');
  staffId = s.user.id;
  staff = as(ctx, s.token);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

let n = 0;
/** A message through the public contact form; returns its id and sender. */
async function contact(over: Record<string, unknown> = {}) {
  const email = `sender${++n}@example.com`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { first_name: 'Eric', last_name: 'Niyonzima', email, phone: '+250 788 123 456', notes: 'Do you paint on leather jackets?', ...over },
  });
  expect(res.statusCode).toBe(200);
  const [row] = await query<{ id: string }>(ctx, sql`select id from contact_messages where email = ${email}`);
  return { id: row!.id, email };
}
const list = (qs = '') => staff({ method: 'GET', url: `/api/admin/messages${qs}` });
const ids = (res: Awaited<ReturnType<typeof list>>) => res.json().messages.map((m: { id: string }) => m.id);

describe('the inbox', () => {
  it('lists unread messages with a WhatsApp link; opening one marks it read', async () => {
    const m = await contact();
    const unread = await list('?status=unread');
    expect(unread.statusCode).toBe(200);
    expect(unread.headers['x-total-count']).toBe(String(unread.json().total));
    const row = unread.json().messages.find((x: { id: string }) => x.id === m.id);
    expect(row).toMatchObject({ email: m.email, status: 'unread', read_at: null, replies: [], notes: 'Do you paint on leather jackets?' });
    expect(row.whatsapp_url).toBe('https://wa.me/250788123456?text=Hello%20Eric%2C%20');

    const opened = await staff({ method: 'GET', url: `/api/admin/messages/${m.id}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().message.status).toBe('read');
    expect(opened.json().message.read_at).not.toBeNull();
    expect(ids(await list('?status=unread'))).not.toContain(m.id);
    expect(ids(await list('?status=read'))).toContain(m.id);
    expect(ids(await list())).toContain(m.id);
  });

  it('has no WhatsApp link without a phone', async () => {
    const m = await contact({ phone: '' });
    expect((await staff({ method: 'GET', url: `/api/admin/messages/${m.id}` })).json().message.whatsapp_url).toBeNull();
  });

  it('replies by e-mail through the mailer (a real SMTP peer gets it), keeps the reply, marks read, audits', async () => {
    const m = await contact();
    const res = await staff({ method: 'POST', url: `/api/admin/messages/${m.id}/reply`, payload: { text: 'Yes, we do! Bring it to the Main Branch.' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({ status: 'read', replies: [{ text: 'Yes, we do! Bring it to the Main Branch.', author: { id: staffId } }] });
    await ctx.app.mailer.flush();
    const delivered = smtp.mails.filter((x) => x.to[0] === m.email && /Subject: Re: your message/.test(x.raw));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.raw).toContain('Yes, we do! Bring it to the Main Branch.');
    const [outbox] = await query<{ status: string; kind: string }>(ctx, sql`select status, kind from outbox where to_address = ${m.email} and kind = 'contact_reply'`);
    expect(outbox).toEqual({ status: 'sent', kind: 'contact_reply' });
    const [entry] = await query<{ action: string; actor_id: string }>(ctx, sql`select action, actor_id from audit_log where entity = 'message' and entity_id = ${m.id}`);
    expect(entry).toEqual({ action: 'message.replied', actor_id: staffId });
    // Kept with the message: the list shows it too.
    expect((await list('?status=read')).json().messages.find((x: { id: string }) => x.id === m.id).replies).toHaveLength(1);
  });

  it('archives: out of the default list, under status=archived; audited once', async () => {
    const m = await contact();
    const res = await staff({ method: 'POST', url: `/api/admin/messages/${m.id}/archive` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.status).toBe('archived');
    expect((await staff({ method: 'POST', url: `/api/admin/messages/${m.id}/archive` })).statusCode).toBe(200);
    expect(ids(await list())).not.toContain(m.id);
    expect(ids(await list('?status=archived'))).toContain(m.id);
    // Opening an archived message leaves it archived.
    expect((await staff({ method: 'GET', url: `/api/admin/messages/${m.id}` })).json().message.status).toBe('archived');
    const entries = await query<{ action: string }>(ctx, sql`select action from audit_log where entity = 'message' and entity_id = ${m.id}`);
    expect(entries.map((e) => e.action)).toEqual(['message.archived']);
  });

  it('answers 404 for unknown messages and 400 for an empty reply or an unknown status', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const req of [
      { method: 'GET' as const, url: `/api/admin/messages/${unknown}` },
      { method: 'GET' as const, url: '/api/admin/messages/nope' },
      { method: 'POST' as const, url: `/api/admin/messages/${unknown}/reply`, payload: { text: 'Hi' } },
      { method: 'POST' as const, url: `/api/admin/messages/${unknown}/archive` },
    ]) {
      const res = await staff(req);
      expect(res.statusCode, req.url).toBe(404);
      expect(res.json().error).toBe('Message not found');
    }
    const m = await contact();
    const empty = await staff({ method: 'POST', url: `/api/admin/messages/${m.id}/reply`, payload: { text: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Please write a reply');
    const bad = await list('?status=spam');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('status must be one of unread, read, archived');
  });
});
