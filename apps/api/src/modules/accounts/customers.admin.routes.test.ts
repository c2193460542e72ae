import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, payOrder, placeOrder, query, signUp, signUpAs, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
let staff: ReturnType<typeof as>;
let owner: ReturnType<typeof as>;
let staffUser: Awaited<ReturnType<typeof signUpAs>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  staffUser = await signUpAs(ctx, 'staff');
  staff = as(ctx, staffUser.token);
  owner = as(ctx, (await signUpAs(ctx, 'admin')).token);
});
afterAll(() => ctx.close());

const ids = (res: { json(): { customers: Array<{ id: string }> } }) => res.json().customers.map((c) => c.id);

describe('GET /api/admin/customers', () => {
  it('finds customers by name, e-mail or phone (any spelling), paged with X-Total-Count; staff are not customers', async () => {
    await signUp(ctx);
    const c = await signUp(ctx, { name: 'Jeanne Uwimana', phone: '+250 733 456 789' });
    for (const q of ['uwimana', 'JEANNE', c.email, '0733456789', '+250733456789', '250 733 456 789', '733 456', '0733 456']) {
      const res = await staff({ method: 'GET', url: `/api/admin/customers?q=${encodeURIComponent(q)}` });
      expect(res.statusCode).toBe(200);
      expect(ids(res), q).toEqual([c.user.id]);
    }
    const page = await staff({ method: 'GET', url: '/api/admin/customers?limit=1&page=1' });
    expect(page.json()).toMatchObject({ page: 1, limit: 1 });
    expect(page.json().customers).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    expect(ids(await staff({ method: 'GET', url: `/api/admin/customers?q=${encodeURIComponent(staffUser.email)}` }))).toEqual([]);
    const bad = await staff({ method: 'GET', url: '/api/admin/customers?limit=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('limit must be between 1 and 100');
  });
});

describe('GET /api/admin/customers/{id} and notes', () => {
  it('shows orders, bookings, returns, sign-in summary and internal notes', async () => {
    const c = await signUp(ctx);
    const products = ((await ctx.app.inject({ method: 'GET', url: '/api/products?limit=1' })).json() as Array<{ id: number }>).map((p) => p.id);
    const { orderId, order } = await placeOrder(ctx, c.token, products);
    await payOrder(ctx, orderId);
    await as(ctx, c.token)({ method: 'POST', url: '/api/returns', payload: { order_id: orderId, reason: 'Too small' } });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: c.email, password: 'wrong-password-1' } });
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await query(
      ctx,
      sql`insert into bookings (service, location, number_of_people, booking_date, booking_time, first_name, last_name, phone, email) values ('Painting Sessions', 'Main Branch', 2, ${date}, '10:00', 'A', 'B', '', ${c.email})`,
    );

    const note = await staff({ method: 'POST', url: `/api/admin/customers/${c.user.id}/notes`, payload: { text: 'Prefers WhatsApp' } });
    expect(note.statusCode).toBe(201);
    const res = await staff({ method: 'GET', url: `/api/admin/customers/${c.user.id}` });
    expect(res.statusCode).toBe(200);
    const customer = res.json().customer;
    expect(customer).toMatchObject({ id: c.user.id, email: c.email, status: 'active', role: 'user', email_verified: true, orders: 1 });
    expect(customer.order_list).toEqual([expect.objectContaining({ id: orderId, order_number: order.order_number, total: order.total })]);
    expect(customer.returns).toEqual([expect.objectContaining({ order_id: orderId, reason: 'Too small', status: 'requested' })]);
    expect(customer.bookings).toEqual([expect.objectContaining({ booking_date: date, email: c.email })]);
    expect(customer.sign_in).toMatchObject({ successes_30d: 1, failures_30d: 1, active_sessions: 1 });
    expect(customer.sign_in.last_success_at).not.toBeNull();
    expect(customer.notes).toEqual([expect.objectContaining({ text: 'Prefers WhatsApp', author: expect.objectContaining({ id: staffUser.user.id }) })]);
    const [entry] = await query<{ action: string }>(ctx, sql`select action from audit_log where entity = 'customer' and entity_id = ${c.user.id}`);
    expect(entry!.action).toBe('customer.note_added');
    // The note is internal: the customer's own profile does not carry it.
    expect((await as(ctx, c.token)({ method: 'GET', url: '/api/auth/verify' })).body).not.toContain('Prefers WhatsApp');
  });

  it('answers 404 for unknown customers and 400 for an empty note', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await staff({ method: 'GET', url: `/api/admin/customers/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Customer not found');
    }
    const c = await signUp(ctx);
    const empty = await staff({ method: 'POST', url: `/api/admin/customers/${c.user.id}/notes`, payload: { text: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Please write a note');
  });
});

describe('block and unblock', () => {
  it('a blocked account’s token dies at once and it cannot sign in; unblocking lets it sign in again', async () => {
    const c = await signUp(ctx);
    const me = () => as(ctx, c.token)({ method: 'GET', url: '/api/auth/verify' });
    expect((await me()).statusCode).toBe(200);

    const res = await staff({ method: 'POST', url: `/api/admin/customers/${c.user.id}/block`, payload: { reason: 'Fraudulent orders' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().customer).toMatchObject({ status: 'blocked', sign_in: { active_sessions: 0 } });
    expect((await me()).statusCode).toBe(401);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: c.email, password: c.password } });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toBe('This account is not active. Please contact support.');
    const again = await staff({ method: 'POST', url: `/api/admin/customers/${c.user.id}/block` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This account is already blocked');

    const un = await staff({ method: 'POST', url: `/api/admin/customers/${c.user.id}/unblock` });
    expect(un.statusCode).toBe(200);
    expect(un.json().customer.status).toBe('active');
    expect((await me()).statusCode).toBe(401); // the old token stays dead
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: c.email, password: c.password } })).statusCode).toBe(200);
    expect((await staff({ method: 'POST', url: `/api/admin/customers/${c.user.id}/unblock` })).json().error).toBe('This account is not blocked');

    const audit = await query<{ action: string; reason: string | null }>(ctx, sql`select action, reason from audit_log where entity = 'customer' and entity_id = ${c.user.id} order by id`);
    expect(audit).toEqual([
      { action: 'customer.blocked', reason: 'Fraudulent orders' },
      { action: 'customer.unblocked', reason: null },
    ]);
  });

  it('never blocks a staff account, nor an unknown one', async () => {
    const res = await staff({ method: 'POST', url: `/api/admin/customers/${staffUser.user.id}/block` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Only customer accounts can be blocked');
    expect((await staff({ method: 'POST', url: '/api/admin/customers/00000000-0000-4000-8000-000000000000/block' })).statusCode).toBe(404);
  });
});

describe('exports and subscribers (owner only)', () => {
  it('customers.csv: BOM, header, RFC 4180 quoting; staff are refused', async () => {
    const c = await signUp(ctx, { name: 'Kalisa, "KK" Jean' });
    const res = await owner({ method: 'GET', url: `/api/admin/customers.csv?q=${encodeURIComponent(c.email)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFname,email,phone,status,email_verified,orders,created_at');
    expect(lines[1]).toMatch(new RegExp(`^"Kalisa, ""KK"" Jean",${c.email.replace(/\./g, '\\.')},\\+250788123456,active,yes,0,`));
    expect(lines).toHaveLength(3); // header, one row, the final line end
    const refused = await staff({ method: 'GET', url: '/api/admin/customers.csv' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Only the owner can do this.');
  });

  it('lists subscribers with their status and exports them', async () => {
    for (const email of ['reader.one@example.com', 'reader.two@example.com']) await ctx.app.inject({ method: 'POST', url: '/api/subscriptions/subscribe', payload: { email } });
    await query(ctx, sql`update subscriptions set status = 'confirmed', confirmed_at = now() where email = 'reader.two@example.com'`);
    const res = await owner({ method: 'GET', url: '/api/admin/subscribers?q=reader.' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(
      res
        .json()
        .subscribers.map((s: { email: string; status: string }) => [s.email, s.status])
        .sort(),
    ).toEqual([
      ['reader.one@example.com', 'pending'],
      ['reader.two@example.com', 'confirmed'],
    ]);
    expect((await owner({ method: 'GET', url: '/api/admin/subscribers?status=confirmed&q=reader.' })).json().subscribers).toHaveLength(1);
    const bad = await owner({ method: 'GET', url: '/api/admin/subscribers?status=gone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('status must be one of pending, confirmed, unsubscribed');
    expect((await staff({ method: 'GET', url: '/api/admin/subscribers' })).statusCode).toBe(403);

    const csv = await owner({ method: 'GET', url: '/api/admin/subscribers.csv?status=confirmed&q=reader.' });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFemail,status,created_at,confirmed_at,unsubscribed_at');
    expect(lines[1]).toMatch(/^reader\.two@example\.com,confirmed,\d{4}-.+Z,\d{4}-.+Z,$/);
    expect(lines).toHaveLength(3);
  });
});
