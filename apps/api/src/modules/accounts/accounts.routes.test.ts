import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, lastCodeFor, newCustomer, signUp, type TestContext } from '../../../test/helpers.js';
import { multipart } from '../../../test/multipart.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('POST /api/users (register)', () => {
  it('creates an unverified user, ignores a client role and status, and mails a 6-digit code', async () => {
    const c = newCustomer();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users', ...multipart({ ...c, role: 'admin', status: 'banned' }) });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({ email: c.email, role: 'user', status: 'active', email_verified: false });
    expect(user).not.toHaveProperty('password_hash');
    expect(await lastCodeFor(ctx, c.email)).toMatch(/^\d{6}$/);
  });

  it('stores a profile picture re-encoded as WebP in several widths', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#b45309' } })
      .png()
      .toBuffer();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users', ...multipart(newCustomer(), { name: 'profileImage', data: png, type: 'image/png' }) });
    expect(res.statusCode).toBe(201);
    const url: string = res.json().user.profile_image;
    expect(url).toMatch(/^\/media\/profileImage\/.+-320\.webp$/);
    const file = await ctx.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toContain('immutable');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses a file that is not an image whatever its declared type', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users', ...multipart(newCustomer(), { name: 'profileImage', data: Buffer.from('<script>alert(1)</script>'), type: 'image/png' }) });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('Please select a valid image file');
  });

  it('refuses a picture over 5 MB with the spec message', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users', ...multipart(newCustomer(), { name: 'profileImage', data: Buffer.alloc(5 * 1024 * 1024 + 10, 1), type: 'image/png' }) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('Profile picture must be less than 5MB');
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ phone: '' }, 'Phone number is required'],
    [{ phone: '0788123456' }, 'Please enter a valid phone number'],
    [{ phone: '+25078812345678901' }, 'Please enter a valid phone number'],
    [{ password: '' }, 'Password is required'],
    [{ password: '12345' }, 'Password must be at least 6 characters long'],
  ])('answers 400 for %o with "%s"', async (override, message) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users', payload: { ...newCustomer(), ...override } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('answers 409 for an e-mail already registered, whatever its case', async () => {
    const c = newCustomer();
    await ctx.app.inject({ method: 'POST', url: '/api/users', payload: c });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users', payload: { ...c, email: c.email.toUpperCase() } });
    expect(res.statusCode).toBe(409);
  });
});

describe('verification and login', () => {
  it('refuses login before verification with needsVerification, then accepts the mailed code', async () => {
    const c = newCustomer();
    await ctx.app.inject({ method: 'POST', url: '/api/users', payload: c });
    const early = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: c.email, password: c.password } });
    expect(early.statusCode).toBe(401);
    expect(early.json()).toMatchObject({ error: 'Please verify your email before logging in.', needsVerification: true });

    const code = await lastCodeFor(ctx, c.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email: c.email, verificationCode: wrong } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid or expired verification code');

    const ok = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email: c.email, verificationCode: code } });
    expect(ok.statusCode).toBe(200);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: c.email.toUpperCase(), password: c.password } });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ success: true, needsVerification: false, user: { email: c.email, email_verified: true } });
    expect(login.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('kills a code after 5 wrong tries', async () => {
    const c = newCustomer();
    await ctx.app.inject({ method: 'POST', url: '/api/users', payload: c });
    const code = await lastCodeFor(ctx, c.email);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email: c.email, verificationCode: wrong } });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email: c.email, verificationCode: code } });
    expect(res.statusCode).toBe(400);
  });

  it('validates the code format with the spec messages', async () => {
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email: 'a@b.co' } });
    expect(missing.json().error).toBe('Verification code is required');
    const short = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email: 'a@b.co', verificationCode: '123' } });
    expect(short.json().error).toBe('Verification code must be 6 digits');
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const { email } = await signUp(ctx);
    const wrong = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-password' } });
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ghost@example.com', password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('validates login input with the spec messages', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x@y.co' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Password is required');
    const badJson = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: '{nope', headers: { 'content-type': 'application/json' } });
    expect(badJson.statusCode).toBe(400);
  });
});

describe('session', () => {
  it('answers GET /api/auth/verify with the user, and 401 after logout', async () => {
    const { token, email } = await signUp(ctx);
    const call = as(ctx, token);
    const me = await call({ method: 'GET', url: '/api/auth/verify' });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(email);
    expect((await call({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    const after = await call({ method: 'GET', url: '/api/auth/verify' });
    expect(after.statusCode).toBe(401);
  });

  it('answers 401 "No authentication token found" without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('No authentication token found');
  });
});
