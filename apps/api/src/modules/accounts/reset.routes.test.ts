import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, lastMailTo, query, signUp, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ CODE_RESEND_INTERVAL_SECONDS: '1' });
});
afterAll(() => ctx.close());

async function resetMail(email: string) {
  const mail = await lastMailTo(ctx, email);
  const code = /code is: (\d{6})/.exec(mail.textBody)?.[1];
  const token = /\/login\?token=([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1];
  if (!code || !token) throw new Error('reset mail without code or link');
  return { code, token, mail };
}

describe('forgot and reset password', () => {
  it('answers identically for known and unknown addresses, and mails only the known one', async () => {
    const { email } = await signUp(ctx);
    const known = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody-here@example.com' } });
    // Asked again at once: the known address is inside its resend interval, yet the answer is the same.
    const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(known.statusCode).toBe(200);
    expect([unknown.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(unknown.json()).toEqual(known.json());
    expect(again.json()).toEqual(known.json());
    const { mail, code, token } = await resetMail(email);
    expect(mail.subject).toMatch(/reset/i);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.textBody).toContain(`${ctx.config.publicUrl}/login?token=${token}`);
    expect(await query(ctx, sql`select 1 from outbox where to_address = 'nobody-here@example.com'`)).toEqual([]);
  });

  it('checks the code without using it, then resets the password and revokes every session', async () => {
    const c = await signUp(ctx);
    const second = (await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: c.email, password: c.password } })).json().token;
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: c.email } });
    const { code } = await resetMail(c.email);

    const check = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-reset-token', payload: { email: c.email, code } });
    expect(check.json()).toEqual({ success: true, message: 'Verification code verified! You can now set your new password.', email: c.email });
    const short = await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: c.email, code, newPassword: '123' } });
    expect(short.json().error).toBe('Password must be at least 6 characters long');
    const done = await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: c.email, code, newPassword: 'brand-new-pass' } });
    expect(done.json()).toEqual({ success: true, message: 'Password reset successfully! You can now login with your new password.' });

    for (const token of [c.token, second]) expect((await as(ctx, token)({ method: 'GET', url: '/api/auth/verify' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: c.email, password: c.password } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: c.email, password: 'brand-new-pass' } })).statusCode).toBe(200);
    const reused = await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: c.email, code, newPassword: 'another-pass' } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('Invalid or expired verification code');
  });

  it('resets with the link token from the mail, and refuses a bad or used token', async () => {
    const c = await signUp(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: c.email } });
    const { token } = await resetMail(c.email);
    const check = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-reset-token', payload: { token } });
    expect(check.json().email).toBe(c.email);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-reset-token', payload: { token: 'x'.repeat(43) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid or expired reset token');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'via-the-link' } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'again-link' } })).json().error).toBe('Invalid or expired reset token');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: c.email, password: 'via-the-link' } })).statusCode).toBe(200);
  });

  it('kills a reset code after 5 wrong tries and after 10 minutes', async () => {
    const c = await signUp(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: c.email } });
    const { code } = await resetMail(c.email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-reset-token', payload: { email: c.email, code: wrong } });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-reset-token', payload: { email: c.email, code } })).statusCode).toBe(400);

    await new Promise((r) => setTimeout(r, 1100)); // the test app's resend interval is 1 s
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: c.email } });
    const fresh = await resetMail(c.email);
    await query(ctx, sql`update verification_codes set expires_at = now() - interval '1 second' where email = ${c.email} and consumed_at is null`);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-reset-token', payload: { email: c.email, code: fresh.code } })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-reset-token', payload: { token: fresh.token } })).statusCode).toBe(400);
  });

  it('validates with the spec messages', async () => {
    const noEmail = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: {} });
    expect(noEmail.json().error).toBe('Email is required');
    const badCode = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-reset-token', payload: { email: 'a@b.co', code: '12' } });
    expect(badCode.statusCode).toBe(400);
  });
});
