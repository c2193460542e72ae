import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, lastMailTo, query, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const subscribe = (email: unknown) => ctx.app.inject({ method: 'POST', url: '/api/subscriptions/subscribe', payload: { email } });
const linkIn = (text: string, kind: 'confirm' | 'unsubscribe') => new RegExp(`/api/subscriptions/${kind}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';

describe('newsletter with double opt-in', () => {
  it('subscribes, mails a confirm link and an unsubscribe link, and confirms', async () => {
    const res = await subscribe('Reader@Example.com');
    expect(res.json()).toEqual({ success: true, alreadySubscribed: false, message: 'Successfully subscribed! Please check your email for confirmation.' });
    const mail = await lastMailTo(ctx, 'reader@example.com');
    const confirm = linkIn(mail.textBody, 'confirm');
    expect(confirm).not.toBe('');
    expect(linkIn(mail.textBody, 'unsubscribe')).not.toBe('');
    // Not subscribed until confirmed: subscribing again is not "already subscribed".
    expect((await subscribe('reader@example.com')).json().alreadySubscribed).toBe(false);

    const confirmed = await ctx.app.inject({ method: 'GET', url: `/api/subscriptions/confirm?token=${confirm}`, headers: { accept: 'text/html' } });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/newsletter?status=confirmed');
    const welcome = await lastMailTo(ctx, 'reader@example.com');
    expect(welcome.subject).toMatch(/Welcome/);
    expect(linkIn(welcome.textBody, 'unsubscribe')).toBe(linkIn(mail.textBody, 'unsubscribe'));

    const again = await subscribe('READER@example.com');
    expect(again.json()).toEqual({ success: true, alreadySubscribed: true, message: 'You are already subscribed to our newsletter!' });
    const used = await ctx.app.inject({ method: 'GET', url: `/api/subscriptions/confirm?token=${confirm}` });
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({ success: false, status: 'invalid' });
  });

  it('unsubscribes with the link from any mail (GET and one-click POST), then can subscribe again', async () => {
    await subscribe('leaver@example.com');
    const mail = await lastMailTo(ctx, 'leaver@example.com');
    await ctx.app.inject({ method: 'GET', url: `/api/subscriptions/confirm?token=${linkIn(mail.textBody, 'confirm')}` });
    const token = linkIn(mail.textBody, 'unsubscribe');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/subscriptions/unsubscribe?token=${token}` })).json()).toEqual({ success: true, status: 'unsubscribed' });
    expect((await ctx.app.inject({ method: 'POST', url: `/api/subscriptions/unsubscribe?token=${token}` })).json().status).toBe('unsubscribed');
    const [row] = await query<{ status: string }>(ctx, sql`select status from subscriptions where email = 'leaver@example.com'`);
    expect(row!.status).toBe('unsubscribed');
    expect((await subscribe('leaver@example.com')).json().alreadySubscribed).toBe(false);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/subscriptions/unsubscribe?token=nope', headers: { accept: 'text/html,*/*' } });
    expect(bad.headers.location).toBe('/newsletter?status=invalid');
  });

  it('refuses a malformed token or body with the error envelope, never a 500', async () => {
    const long = 'x'.repeat(300);
    for (const [method, url, extra] of [
      ['GET', '/api/subscriptions/confirm?token=%00', {}],
      ['GET', `/api/subscriptions/confirm?token=${long}`, {}],
      ['GET', '/api/subscriptions/confirm?token=a&token=b', {}],
      ['GET', '/api/subscriptions/unsubscribe?token=%00', {}],
      ['GET', `/api/subscriptions/unsubscribe?token=${long}`, {}],
      ['POST', '/api/subscriptions/unsubscribe?token=a&token=b', {}],
      ['POST', '/api/subscriptions/unsubscribe?token=abc', { headers: { 'content-type': 'application/json' }, payload: '{"a":' }],
    ] as const) {
      const res = await ctx.app.inject({ method, url, ...extra });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json(), url).toEqual({ error: expect.any(String), code: expect.stringMatching(/^(VALIDATION|BAD_REQUEST)$/), ...(res.json().fields ? { fields: expect.any(Object) } : {}) });
    }
  });

  it('sends at most one confirmation a minute to a pending address', async () => {
    await subscribe('twice@example.com');
    await subscribe('twice@example.com');
    const rows = await query(ctx, sql`select 1 from outbox where to_address = 'twice@example.com'`);
    expect(rows).toHaveLength(1);
  });

  it('validates with the spec messages', async () => {
    expect((await subscribe('')).json().error).toBe('Please enter your email address');
    expect((await subscribe('not-mail')).json().error).toBe('Please enter a valid email address');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/subscriptions/subscribe', payload: {} })).json().error).toBe('Please enter your email address');
  });

  it('is rate-limited per IP', async () => {
    const strict = await buildTestApp({ SUBSCRIBE_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await strict.app.inject({ method: 'POST', url: '/api/subscriptions/subscribe', payload: { email: `r${i}@example.com` } })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await strict.close();
    }
  });
});
