import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxRepository } from '../../lib/outbox.repository.js';
import { as, buildTestApp, lastMailTo, query, settled, signUp, type TestContext } from '../../../test/helpers.js';
import { multipart } from '../../../test/multipart.js';

/** The account's security notices and the "This was not me" link (docs/decisions/123), read from the outbox. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ CODE_RESEND_INTERVAL_SECONDS: '1' });
});
afterAll(() => ctx.close());

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
const kindsTo = async (email: string) => {
  await settled(ctx);
  return (await outboxRepository(ctx.database.db).findByRecipient(email, 20)).map((m) => m.kind);
};
/** Signs up and sets the account's language (the language of its mails, decision 110). */
async function customer(language: 'en' | 'rw' | 'fr' = 'en') {
  const c = await signUp(ctx);
  await as(ctx, c.token)({ method: 'PUT', url: `/api/users/${c.user.id}`, ...multipart({ language }) });
  return c;
}
/** Changes the sign-in e-mail of `c` to `to` and confirms it with the mailed code. */
async function changeEmail(c: { user: { id: string }; token: string }, to: string) {
  expect((await as(ctx, c.token)({ method: 'PUT', url: `/api/users/${c.user.id}`, ...multipart({ email: to }) })).statusCode).toBe(200);
  const code = await lastCode(to);
  expect((await post('/api/auth/verify-email', { email: to, verificationCode: code })).statusCode).toBe(200);
}
/** The 6-digit code of the newest mail to `email`, whatever its language. */
const lastCode = async (email: string) => /\b(\d{6})\b/.exec((await lastMailTo(ctx, email)).textBody)![1]!;
const notMeToken = (text: string) => /\/login\?token=(\S+)/.exec(text)?.[1];

describe('security notices', () => {
  it('tells the account when its password is changed, in its language', async () => {
    const c = await customer('rw');
    const res = await as(ctx, c.token)({ method: 'POST', url: '/api/users/change-password', payload: { currentPassword: c.password, newPassword: 'new-pass-1' } });
    expect(res.statusCode).toBe(200);
    const mail = await lastMailTo(ctx, c.email);
    expect(mail.kind).toBe('password_changed');
    expect(mail.subject).toBe('Ijambobanga rya konti yawe ya Atelier Kigali ryahinduwe');
    expect(mail.textBody).toContain('Ijambobanga rya konti yawe ryahinduwe ku itariki ya ');
    expect(mail.textBody).toContain('Wibagiwe ijambobanga?');
    expect(mail.html).toContain('lang="rw"');
    expect(mail.textBody).toMatch(/\/rw\/login/);
  });

  it('tells the account when its password is reset', async () => {
    const c = await customer('fr');
    await post('/api/auth/forgot-password', { email: c.email });
    const code = await lastCode(c.email);
    expect((await post('/api/auth/reset-password', { email: c.email, code, newPassword: 'reset-pass-1' })).statusCode).toBe(200);
    const mail = await lastMailTo(ctx, c.email);
    expect(mail.kind).toBe('password_reset');
    expect(mail.subject).toBe('Le mot de passe de votre compte Atelier Kigali a été réinitialisé');
    expect(mail.textBody).toContain('« Mot de passe oublié ? »');
  });

  it('tells the address of a deleted account, and keeps only that mail for it', async () => {
    const c = await customer('fr');
    expect((await as(ctx, c.token)({ method: 'DELETE', url: '/api/users/account' })).statusCode).toBe(200);
    expect(await kindsTo(c.email)).toEqual(['account_deleted']);
    const mail = await lastMailTo(ctx, c.email);
    expect(mail.subject).toBe('Votre compte Atelier Kigali a été supprimé');
    expect(mail.textBody).toContain('Vos commandes sont conservées sans votre nom');
  });
});

describe('a changed sign-in e-mail', () => {
  it('is told to the old address, whose "This was not me" link puts it back, signs everyone out and sets a new password', async () => {
    const owner = await customer();
    const intruderEmail = `intruder-${owner.user.id.slice(0, 8)}@example.com`;
    await changeEmail(owner, intruderEmail);
    // The intruder now signs in with their address and the owner's password; they keep their session.
    expect((await login(intruderEmail, owner.password)).statusCode).toBe(200);

    const notice = await lastMailTo(ctx, owner.email);
    expect(notice.kind).toBe('email_changed');
    expect(notice.subject).toBe('The e-mail of your Atelier Kigali account was changed');
    expect(notice.textBody).toContain(`changed from this address to ${intruderEmail}`);
    expect(notice.textBody).toContain('This was not me: http://localhost:');
    expect(notice.html).toContain('This was not me</a>');
    const token = notMeToken(notice.textBody)!;
    expect(token).toBeDefined();

    // Opening the link changes nothing; it names the old address, as a reset link names its own.
    const check = await post('/api/auth/verify-reset-token', { token });
    expect(check.json()).toMatchObject({ success: true, email: owner.email });
    expect((await login(intruderEmail, owner.password)).statusCode).toBe(200);

    const done = await post('/api/auth/reset-password', { token, newPassword: 'mine-again-1' });
    expect(done.json()).toEqual({ success: true, message: 'Password reset successfully! You can now login with your new password.' });
    expect((await as(ctx, owner.token)({ method: 'GET', url: '/api/auth/verify' })).statusCode).toBe(401);
    expect((await login(intruderEmail, owner.password)).statusCode).toBe(401);
    expect((await login(intruderEmail, 'mine-again-1')).statusCode).toBe(401);
    const back = await login(owner.email, 'mine-again-1');
    expect(back.statusCode).toBe(200);
    expect(back.json().user).toMatchObject({ email: owner.email, email_verified: true });
    expect((await lastMailTo(ctx, owner.email)).kind).toBe('password_reset');
    // Used once.
    expect((await post('/api/auth/reset-password', { token, newPassword: 'again-again-1' })).json().error).toBe('Invalid or expired reset token');
  });

  it("keeps the owner's link working after the intruder used the link of their own later change, and refuses used, altered or old links", async () => {
    const owner = await customer('rw');
    const second = `second-${owner.user.id.slice(0, 8)}@example.com`;
    const third = `third-${owner.user.id.slice(0, 8)}@example.com`;
    await changeEmail(owner, second);
    const toOwner = await lastMailTo(ctx, owner.email);
    expect(toOwner.subject).toBe('Imeri ya konti yawe ya Atelier Kigali yahinduwe');
    expect(toOwner.textBody).toContain('/rw/login?token=');
    const ownerLink = notMeToken(toOwner.textBody)!;
    // The intruder moves the account on, then uses the link of that change (mailed to their own address).
    const intruder = (await login(second, owner.password)).json().token as string;
    await changeEmail({ user: owner.user, token: intruder }, third);
    const intruderLink = notMeToken((await lastMailTo(ctx, second)).textBody)!;
    expect((await post('/api/auth/reset-password', { token: intruderLink, newPassword: 'intruder-pass-1' })).statusCode).toBe(200);
    expect((await login(second, 'intruder-pass-1')).statusCode).toBe(200);

    const altered = `${ownerLink.slice(0, -1)}${ownerLink.endsWith('A') ? 'B' : 'A'}`;
    expect((await post('/api/auth/verify-reset-token', { token: altered })).json().error).toBe('Invalid or expired reset token');
    // The owner's earlier link still works and wins: their address, their password, nobody signed in.
    expect((await post('/api/auth/reset-password', { token: ownerLink, newPassword: 'owner-pass-1' })).statusCode).toBe(200);
    expect((await login(second, 'intruder-pass-1')).statusCode).toBe(401);
    expect((await login(owner.email, 'owner-pass-1')).statusCode).toBe(200);
    const again = await post('/api/auth/reset-password', { token: intruderLink, newPassword: 'intruder-pass-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('Invalid or expired reset token');

    // A link past its 7 days is refused.
    await changeEmail({ user: owner.user, token: (await login(owner.email, 'owner-pass-1')).json().token }, `fourth-${owner.user.id.slice(0, 8)}@example.com`);
    const late = notMeToken((await lastMailTo(ctx, owner.email)).textBody)!;
    await query(ctx, sql`update verification_codes set expires_at = now() - interval '1 second' where purpose = 'revert_email' and email = ${owner.email} and consumed_at is null`);
    expect((await post('/api/auth/verify-reset-token', { token: late })).statusCode).toBe(400);
  });
});
