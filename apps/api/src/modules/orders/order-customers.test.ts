import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomerRecord, AdminOrder, AdminOrderCustomerMatch, CatalogItem } from '@atelier/contracts';
import { as, buildTestApp, lastCodeFor, newCustomer, query, signUp, signUpAs, type TestContext } from '../../../test/helpers.js';

/**
 * Finding the customer of an entered order (docs/decisions/133): GET /api/admin/order-customers finds
 * accounts and the customer records staff entered before (name and phone only), by name, e-mail or a
 * phone number in any usual Rwandan spelling, each tagged with its kind, a record an account took over
 * listed once as that account; an order entered for a record found so lands on that record; a
 * record's page lists its orders. On PGlite and, with DATABASE_URL, on PostgreSQL.
 */
let ctx: TestContext;
let staff: ReturnType<typeof as>;
let owner: ReturnType<typeof as>;
let customerToken: string;
let staffEmail: string;
let single: CatalogItem;

type Who = ReturnType<typeof as>;
const find = (who: Who, q: string, extra = '') => who({ method: 'GET', url: `/api/admin/order-customers?q=${encodeURIComponent(q)}${extra}` });
const found = async (q: string, extra = '') => {
  const res = await find(staff, q, extra);
  expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
  return res.json().customers as AdminOrderCustomerMatch[];
};
const enter = (customer: Record<string, unknown>) => staff({ method: 'POST', url: '/api/admin/orders', payload: { customer, channel: 'whatsapp', lines: [{ productId: single.id }] } });
const recordOf = async (id: string) => (await staff({ method: 'GET', url: `/api/admin/customer-records/${id}` })).json().record as AdminCustomerRecord;

beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '0' });
  customerToken = (await signUp(ctx, { phone: '+250788000001' })).token;
  const s = await signUpAs(ctx, 'staff', { name: 'Sam Staff', phone: '+250788000002' });
  staffEmail = s.email;
  staff = as(ctx, s.token);
  owner = as(ctx, (await signUpAs(ctx, 'admin', { name: 'Olive Owner', phone: '+250788000003' })).token);
  single = (await ctx.app.inject({ method: 'GET', url: '/api/products/imigongo-high-top-sneakers' })).json();
});
afterAll(() => ctx.close());

describe('GET /api/admin/order-customers', () => {
  it('is for staff and the owner: anonymous 401, a customer 403', async () => {
    const url = '/api/admin/order-customers?q=aline';
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await as(ctx, customerToken)({ method: 'GET', url })).statusCode).toBe(403);
    expect((await staff({ method: 'GET', url })).statusCode).toBe(200);
    expect((await owner({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('refuses a search too short or too long and a limit out of range, with a readable 400 in the back office’s language', async () => {
    for (const [url, message] of [
      ['/api/admin/order-customers', 'Type at least 2 characters to find a customer'],
      ['/api/admin/order-customers?q=a', 'Type at least 2 characters to find a customer'],
      ['/api/admin/order-customers?q=%20%20a%20', 'Type at least 2 characters to find a customer'],
      [`/api/admin/order-customers?q=${'a'.repeat(101)}`, 'The search must be at most 100 characters'],
      ['/api/admin/order-customers?q=aline&limit=0', 'limit must be between 1 and 20'],
      ['/api/admin/order-customers?q=aline&limit=21', 'limit must be between 1 and 20'],
      ['/api/admin/order-customers?q=aline&limit=many', 'limit must be between 1 and 20'],
    ] as const) {
      const res = await staff({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toBe(message);
    }
    const rw = await staff({ method: 'GET', url: '/api/admin/order-customers?q=a', headers: { 'accept-language': 'rw', referer: 'http://localhost:80/admin/orders/new', host: 'localhost:80' } });
    expect(rw.statusCode).toBe(400);
    expect(rw.json().error).toBe('Andika nibura inyuguti 2 kugira ngo ubone umukiriya');
  });

  it('finds a phone-only customer record by name, by e-mail and by her number however it is spelt, tagged as a record', async () => {
    const first = (await enter({ name: 'Aline Mukamana', phone: '0722 300 001' })).json().order as AdminOrder;
    const withEmail = (await enter({ name: 'Beata Uwase', phone: '0722 300 002', email: 'beata.uwase@example.com' })).json().order as AdminOrder;
    const aline = { kind: 'record', id: first.customer.customer_id, name: 'Aline Mukamana', phone: '+250722300001', email: null, orders: 1 };
    for (const q of ['aline', 'MUKAMANA', 'Aline Muka', '0722300001', '0722 300 001', '+250722300001', '+250 722 300 001', '250722300001', '722300001', '300 001', '0722-300-001'])
      expect(await found(q), q).toEqual([aline]);
    expect(await found('beata.uwase@example')).toEqual([
      { kind: 'record', id: withEmail.customer.customer_id, name: 'Beata Uwase', phone: '+250722300002', email: 'beata.uwase@example.com', orders: 1 },
    ]);
    // A part of a number common to both, and nothing for what matches no one.
    expect((await found('0722 300')).map((c) => c.name)).toEqual(['Aline Mukamana', 'Beata Uwase']);
    expect(await found('Nobody Here')).toEqual([]);
    // LIKE's wildcards are searched as text, not as "anything".
    expect(await found('%%')).toEqual([]);
    expect(await found('__')).toEqual([]);
  });

  it('lists accounts and records together, each with its kind, never a staff account, at most `limit`, the whole number first', async () => {
    const account = await signUp(ctx, { name: 'Claudine Ingabire', phone: '+250733400001' });
    const record = (await enter({ name: 'Claudette Ingabire', phone: '0722 400 002' })).json().order as AdminOrder;
    const both = await found('ingabire');
    expect(both).toEqual([
      { kind: 'record', id: record.customer.customer_id, name: 'Claudette Ingabire', phone: '+250722400002', email: null, orders: 1 },
      { kind: 'account', id: account.user.id, name: 'Claudine Ingabire', phone: '+250733400001', email: account.email, orders: 0 },
    ]);
    expect(await found('ingabire', '&limit=1')).toHaveLength(1);
    // The account's number, spelt as people say it: the account first.
    expect((await found('0733 400 001'))[0]).toMatchObject({ kind: 'account', id: account.user.id });
    // The whole e-mail, then names starting with the search, then the rest.
    expect((await found(account.email))[0]).toMatchObject({ kind: 'account', id: account.user.id });
    await enter({ name: 'Marie Claude', phone: '0722 400 003' });
    expect((await found('claud')).map((c) => c.name)).toEqual(['Claudette Ingabire', 'Claudine Ingabire', 'Marie Claude']);
    // Staff and the owner are not customers.
    expect(await found(staffEmail)).toEqual([]);
    expect(await found('Olive Owner')).toEqual([]);
  });

  it('lists a record an account took over once, as the account, even when only the record matches', async () => {
    const email = `gisele.${randomUUID().slice(0, 6)}@example.com`;
    const entered = (await enter({ name: 'Gisele Entered', phone: '0722 500 001', email })).json().order as AdminOrder;
    expect(await found('0722500001')).toEqual([expect.objectContaining({ kind: 'record', id: entered.customer.customer_id })]);

    // She signs up with another name and number and verifies her e-mail: the record is hers now.
    const who = newCustomer({ name: 'Gisele Account', email, phone: '+250733500009' });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/users', payload: who })).statusCode).toBe(201);
    const code = await lastCodeFor(ctx, email);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email, verificationCode: code } })).statusCode).toBe(200);
    const [user] = await query<{ id: string }>(ctx, sql`select id from users where email = ${email}`);

    const asAccount = [{ kind: 'account', id: user!.id, name: 'Gisele Account', phone: '+250733500009', email, orders: 1 }];
    expect(await found('0722500001')).toEqual(asAccount);
    expect(await found('Gisele')).toEqual(asAccount);
    expect(await found('Entered')).toEqual(asAccount);
  });
});

describe('an order for a customer record found by the search', () => {
  it('lands on that record: no second record, the phone stays unique, and her page lists both orders', async () => {
    const first = (await enter({ name: 'Diane Umutoni', phone: '0722 600 001' })).json().order as AdminOrder;
    const [her] = await found('+250 722 600 001');
    expect(her).toMatchObject({ kind: 'record', id: first.customer.customer_id, orders: 1 });

    const res = await enter({ customer_id: her!.id });
    expect(res.statusCode).toBe(201);
    const second = res.json().order as AdminOrder;
    expect(second.customer).toMatchObject({ user_id: null, customer_id: her!.id, name: 'Diane Umutoni', phone: '+250722600001', email: '' });
    // `{ id }` (the server looks in both tables) lands on the same record.
    const third = (await enter({ id: her!.id })).json().order as AdminOrder;
    expect(third.customer.customer_id).toBe(her!.id);

    expect((await query<{ n: number }>(ctx, sql`select count(*)::int as n from customers where phone = '+250722600001'`))[0]!.n).toBe(1);
    expect((await found('Diane'))[0]).toMatchObject({ id: her!.id, orders: 3 });
    const record = await recordOf(her!.id);
    expect(record).toMatchObject({ id: her!.id, name: 'Diane Umutoni', phone: '+250722600001', email: null, language: null, user_id: null });
    expect(record.orders.map((o) => o.order_number)).toEqual([third.order_number, second.order_number, first.order_number]);
    expect(record.orders[0]).toMatchObject({ id: third.id, status: 'pending', payment_status: 'pending', channel: 'whatsapp', total: third.total });
  });

  it('answers 404 for a record that does not exist, and a record id as an account id', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await staff({ method: 'GET', url: `/api/admin/customer-records/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Customer not found');
    }
    const first = (await enter({ name: 'Esther Record', phone: '0722 700 001' })).json().order as AdminOrder;
    const wrongTable = await enter({ user_id: first.customer.customer_id });
    expect(wrongTable.statusCode).toBe(404);
    expect(wrongTable.json().error).toBe('Customer not found');
    expect((await as(ctx, customerToken)({ method: 'GET', url: `/api/admin/customer-records/${first.customer.customer_id}` })).statusCode).toBe(403);
  });
});
