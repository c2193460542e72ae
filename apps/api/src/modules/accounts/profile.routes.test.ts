import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, lastCodeFor, query, signUp, type TestContext } from '../../../test/helpers.js';
import { multipart } from '../../../test/multipart.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const png = (color = '#b45309') =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();
const address = {
  first_name: 'Aline',
  last_name: 'Uwase',
  email: 'aline@example.com',
  phone: '+250788123456',
  street_address: 'KG 7 Ave 12',
  street_address2: '',
  country: 'Rwanda',
  province: 'Kigali City',
  zip_code: '00000',
  city: 'Kigali',
};

describe('PUT /api/users/{id}', () => {
  it('changes only the fields sent and ignores role, status and password', async () => {
    const c = await signUp(ctx);
    const call = as(ctx, c.token);
    const res = await call({ method: 'PUT', url: `/api/users/${c.user.id}`, ...multipart({ name: 'Aline U.', phone: '', role: 'admin', status: 'banned', password: 'hijack-1' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Aline U.', phone: '+250788123456', role: 'user', status: 'active', email: c.email });
    expect(res.json().pendingEmail).toBeNull();
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: c.email, password: 'hijack-1' } })).statusCode).toBe(401);
  });

  it('replaces the picture, re-encoded, and removes the old files', async () => {
    const c = await signUp(ctx);
    const call = as(ctx, c.token);
    const first = (await call({ method: 'PUT', url: `/api/users/${c.user.id}`, ...multipart({}, { name: 'profileImage', data: await png(), type: 'image/png' }) })).json().user.profile_image as string;
    const second = (await call({ method: 'PUT', url: `/api/users/${c.user.id}`, ...multipart({}, { name: 'profileImage', data: await png('#123456'), type: 'image/png' }) })).json().user
      .profile_image as string;
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    expect(fs.existsSync(path.join(ctx.config.mediaDir, first.replace('/media/', '')))).toBe(false);
  });

  it('keeps a new e-mail pending until its code is entered, then logs in with it', async () => {
    const c = await signUp(ctx);
    const call = as(ctx, c.token);
    const newEmail = `new.${c.email}`;
    const res = await call({ method: 'PUT', url: `/api/users/${c.user.id}`, ...multipart({ email: newEmail.toUpperCase() }) });
    expect(res.json()).toMatchObject({ pendingEmail: newEmail, user: { email: c.email } });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: newEmail, password: c.password } })).statusCode).toBe(401);
    const code = await lastCodeFor(ctx, newEmail);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email: newEmail, verificationCode: code } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: newEmail, password: c.password } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: c.email, password: c.password } })).statusCode).toBe(401);
  });

  it("refuses another account's e-mail, a bad phone, and another user's id", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const call = as(ctx, a.token);
    expect((await call({ method: 'PUT', url: `/api/users/${a.user.id}`, ...multipart({ email: b.email }) })).statusCode).toBe(409);
    const phone = await call({ method: 'PUT', url: `/api/users/${a.user.id}`, ...multipart({ phone: '0123' }) });
    expect(phone.json().error).toBe('Please enter a valid phone number');
    expect((await call({ method: 'PUT', url: `/api/users/${b.user.id}`, ...multipart({ name: 'Taken over' }) })).statusCode).toBe(404);
    expect((await as(ctx, b.token)({ method: 'GET', url: '/api/auth/verify' })).json().user.name).not.toBe('Taken over');
  });
});

describe('POST /api/users/change-password', () => {
  it('needs the current password and revokes every other session', async () => {
    const c = await signUp(ctx);
    const other = (await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: c.email, password: c.password } })).json().token;
    const call = as(ctx, c.token);
    const wrong = await call({ method: 'POST', url: '/api/users/change-password', payload: { currentPassword: 'not-it', newPassword: 'new-pass-1' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Current password is incorrect');
    const short = await call({ method: 'POST', url: '/api/users/change-password', payload: { currentPassword: c.password, newPassword: '123' } });
    expect(short.json().error).toBe('New password must be at least 6 characters long');
    expect((await call({ method: 'POST', url: '/api/users/change-password', payload: { currentPassword: c.password, newPassword: 'new-pass-1' } })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/auth/verify' })).statusCode).toBe(200);
    expect((await as(ctx, other)({ method: 'GET', url: '/api/auth/verify' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: c.email, password: 'new-pass-1' } })).statusCode).toBe(200);
  });
});

describe('DELETE /api/users/account', () => {
  it('removes personal data and sessions, keeping the orders anonymised', async () => {
    const c = await signUp(ctx);
    const call = as(ctx, c.token);
    const [product] = (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=1' })).json();
    await call({ method: 'POST', url: '/api/addresses', payload: address });
    await call({ method: 'POST', url: '/api/cart', payload: { productId: product.id } });
    const { orderId } = (
      await call({
        method: 'POST',
        url: '/api/orders',
        payload: {
          formData: { firstName: 'Aline', lastName: 'Uwase', email: c.email, phone: '+250788123456', address: 'KG 7 Ave', country: 'Rwanda', state: 'Kigali', postalCode: '00000', city: 'Kigali' },
          cartData: { items: [{ productId: product.id, quantity: 1 }] },
        },
      })
    ).json();

    expect((await call({ method: 'DELETE', url: '/api/users/account' })).json()).toEqual({ success: true, message: 'Your account has been deleted' });
    expect((await call({ method: 'GET', url: '/api/auth/verify' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: c.email, password: c.password } })).statusCode).toBe(401);

    const [order] = await query<Record<string, unknown>>(ctx, sql`select user_id, customer_email, customer_first_name, shipping_address, total_minor, shipping_city from orders where id = ${orderId}`);
    expect(order).toMatchObject({ user_id: null, customer_email: '', customer_first_name: 'Deleted', shipping_address: '', shipping_city: 'Kigali' });
    expect(Number(order!.total_minor)).toBe(product.price * 100);
    for (const table of ['users', 'sessions', 'addresses', 'cart_items', 'login_history']) {
      const rows = await query(ctx, sql.raw(`select 1 from ${table} where ${table === 'users' ? 'id' : 'user_id'} = '${c.user.id}'`));
      expect(rows, table).toEqual([]);
    }
    // Only the notice of the deletion itself stays (docs/decisions/123).
    expect(await query(ctx, sql`select kind from outbox where to_address = ${c.email}`)).toEqual([{ kind: 'account_deleted' }]);
    expect(await query(ctx, sql`select 1 from verification_codes where email = ${c.email}`)).toEqual([]);
  });
});

describe('addresses', () => {
  it('adds, lists and deletes, with the spec message for a missing field', async () => {
    const c = await signUp(ctx);
    const call = as(ctx, c.token);
    const missing = await call({ method: 'POST', url: '/api/addresses', payload: { ...address, city: ' ' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Please fill all required fields');
    const created = await call({ method: 'POST', url: '/api/addresses', payload: address });
    expect(created.statusCode).toBe(201);
    expect(created.json().address).toMatchObject({ ...address, street_address2: null });
    const list = (await call({ method: 'GET', url: '/api/addresses' })).json();
    expect(list.addresses).toHaveLength(1);
    expect((await call({ method: 'DELETE', url: `/api/addresses/${created.json().address.id}` })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/addresses' })).json().addresses).toEqual([]);
    expect((await call({ method: 'DELETE', url: '/api/addresses/not-an-id' })).statusCode).toBe(404);
  });
});

describe('login history', () => {
  it('records every attempt with method, time, IP and user agent, and counts successful logins', async () => {
    const c = await signUp(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: c.email, password: 'wrong-one' },
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
    });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: c.email, password: c.password }, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0' } });
    const call = as(ctx, c.token);
    const history = (await call({ method: 'GET', url: '/api/login-history/history?page=1&limit=10' })).json();
    expect(history.data.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
    const [latest, failed, first] = history.data.logins;
    expect(latest).toMatchObject({ success: true, login_method: 'EMAIL', user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0', ip_address: '127.0.0.1' });
    expect(failed).toMatchObject({ success: false, failure_reason: 'invalid_credentials' });
    expect(first.success).toBe(true);
    expect(new Date(latest.login_time) >= new Date(failed.login_time)).toBe(true);
    const stats = (await call({ method: 'GET', url: '/api/login-history/stats' })).json();
    expect(stats.data).toMatchObject({ totalLogins: 2, monthlyLogins: 2, lastLogin: latest.login_time });
    const page2 = (await call({ method: 'GET', url: '/api/login-history/history?page=2&limit=2' })).json();
    expect(page2.data.logins).toHaveLength(1);
    expect((await call({ method: 'GET', url: '/api/login-history/history?limit=500' })).statusCode).toBe(400);
  });
});
