import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, newCustomer, query, settled, signUp, type TestContext } from '../../../test/helpers.js';

/**
 * The code-mailing endpoints answer alike for every address. Their timing is
 * measured by `npm run bench:login`, not here (docs/decisions/006).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, email: string) => ctx.app.inject({ method: 'POST', url, payload: { email } });
const mails = async (email: string, kind: string) => (await query<{ n: number }>(ctx, sql`select count(*)::int as n from outbox where to_address = ${email} and kind = ${kind}`))[0]!.n;

/** An unverified account (its sign-up code was mailed just now), a verified one and an unknown address. */
async function threeAddresses() {
  const unverified = newCustomer();
  expect((await ctx.app.inject({ method: 'POST', url: '/api/users', payload: unverified })).statusCode).toBe(201);
  const verified = await signUp(ctx);
  return { unverified: unverified.email, verified: verified.email, unknown: newCustomer().email };
}

/** Each address asked twice in a row: the second call falls within the 60 s resend interval. */
async function askTwice(url: string, emails: string[]) {
  const replies = [];
  for (const email of emails) for (let i = 0; i < 2; i++) replies.push(await post(url, email));
  return replies.map((r) => ({ status: r.statusCode, body: r.json(), retryAfter: r.headers['retry-after'] }));
}

describe('no account enumeration', () => {
  it('resend-verification gives the same answer for every address, also asked again within 60 s', async () => {
    const a = await threeAddresses();
    const replies = await askTwice('/api/auth/resend-verification', [a.unverified, a.verified, a.unknown]);
    expect(replies[0]).toEqual({ status: 200, body: { success: true, message: 'A new verification code has been sent to your email.' }, retryAfter: undefined });
    for (const reply of replies) expect(reply).toEqual(replies[0]);

    // Behind the answer: the sign-up code was the only one within the interval, and only real accounts get mail.
    await settled(ctx);
    expect([await mails(a.unverified, 'verify_email'), await mails(a.verified, 'verify_email'), await mails(a.unknown, 'verify_email')]).toEqual([1, 1, 0]);
    await query(ctx, sql`update verification_codes set created_at = created_at - interval '61 seconds' where email = ${a.unverified}`);
    expect((await post('/api/auth/resend-verification', a.unverified)).json()).toEqual(replies[0]!.body);
    await settled(ctx);
    expect(await mails(a.unverified, 'verify_email')).toBe(2);
  });

  it('forgot-password gives the same answer for every address, also asked again within 60 s', async () => {
    const a = await threeAddresses();
    const replies = await askTwice('/api/auth/forgot-password', [a.unverified, a.verified, a.unknown]);
    expect(replies[0]).toEqual({ status: 200, body: { success: true, message: 'If an account exists for this email, we sent a code to reset its password.' }, retryAfter: undefined });
    for (const reply of replies) expect(reply).toEqual(replies[0]);
    await settled(ctx);
    expect([await mails(a.unverified, 'reset_password'), await mails(a.verified, 'reset_password'), await mails(a.unknown, 'reset_password')]).toEqual([1, 1, 0]);
  });
});
