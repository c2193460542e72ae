import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CATALOG_MESSAGES, COUPON_MESSAGES } from '@atelier/contracts';
import { as, buildTestApp, checkoutFormData, query, signUp, signUpAs, type TestContext } from '../../../test/helpers.js';

/**
 * Checkout against counted stock and coupon limits (docs/decisions/101): the server takes the last unit and
 * the customer's last use of a coupon once, also when orders race (on PostgreSQL they run on
 * separate connections at the same moment; on PGlite one after the other, with the same outcome).
 */
let ctx: TestContext;
let owner: ReturnType<typeof as>;

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = as(ctx, (await signUpAs(ctx, 'admin')).token);
});
afterAll(() => ctx.close());

async function product(title: string, stock: number | null, price = 10000): Promise<number> {
  const res = await owner({ method: 'POST', url: '/api/admin/catalog', payload: { kind: 'product', title, price, stock, state: 'published' } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().item.id;
}
async function coupon(body: Record<string, unknown>): Promise<number> {
  const res = await owner({ method: 'POST', url: '/api/admin/coupons', payload: { type: 'percentage', value: 10, ...body } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().coupon.id;
}
const order = (token: string, items: Array<{ productId: number; quantity?: number }>, code?: string) =>
  as(ctx, token)({ method: 'POST', url: '/api/orders', payload: { formData: checkoutFormData, cartData: { items }, ...(code ? { coupon: { code } } : {}) } });
/** Units left of an item's single variant (stock lives on the variant, docs/decisions/127). */
const stockOf = async (id: number) => (await query<{ stock: number | null }>(ctx, sql`select stock from catalog_variants where item_id = ${id}`))[0]!.stock;

describe('counted stock', () => {
  it('of several customers ordering the last unit at once, exactly one gets it; the others a readable 409', async () => {
    const id = await product('Last Unit Clutch', 1);
    const tokens = await Promise.all(Array.from({ length: 4 }, () => signUp(ctx).then((c) => c.token)));
    const answers = await Promise.all(tokens.map((t) => order(t, [{ productId: id }])));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().error).toBe(ADMIN_CATALOG_MESSAGES.notEnoughStock('Last Unit Clutch', 0));
    expect(await stockOf(id)).toBe(0);
    const [lines] = await query<{ n: number }>(ctx, sql`select count(*)::int as n from order_items where item_id = ${id}`);
    expect(lines!.n).toBe(1);
  });

  it('takes the quantity ordered, refuses more than is left, and leaves uncounted products alone', async () => {
    const counted = await product('Five Bowls', 5);
    const free = await product('Made To Order Dress', null);
    const c = await signUp(ctx);
    const over = await order(c.token, [{ productId: counted, quantity: 6 }]);
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe('Only 5 of “Five Bowls” left');
    expect(
      (
        await order(c.token, [
          { productId: counted, quantity: 3 },
          { productId: free, quantity: 2 },
        ])
      ).statusCode,
    ).toBe(201);
    expect(await stockOf(counted)).toBe(2);
    expect(await stockOf(free)).toBeNull();
    const [line] = await query<{ stock_taken: number }>(ctx, sql`select stock_taken from order_items where item_id = ${free}`);
    expect(line!.stock_taken).toBe(0);
  });
});

describe('coupon limits at checkout', () => {
  it('one customer racing two orders with a one-per-customer coupon gets exactly one; another customer still may use it', async () => {
    await coupon({ code: 'ONCEEACH', perCustomerLimit: 1 });
    const id = await product('Coupon Race Mug', null);
    const c = await signUp(ctx);
    const answers = await Promise.all([order(c.token, [{ productId: id }], 'onceeach'), order(c.token, [{ productId: id }], 'ONCEEACH'), order(c.token, [{ productId: id }], 'ONCEEACH')]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1).every((s) => s === 400 || s === 409)).toBe(true);
    for (const a of answers.filter((x) => x.statusCode !== 201)) expect(a.json().error).toBe(ADMIN_CATALOG_MESSAGES.couponPerCustomerUsed(1));
    const [used] = await query<{ n: number }>(ctx, sql`select count(*)::int as n from orders where user_id = ${c.user.id} and coupon_code = 'ONCEEACH'`);
    expect(used!.n).toBe(1);
    const [counter] = await query<{ times_used: number }>(ctx, sql`select times_used from coupons where code = 'ONCEEACH'`);
    expect(counter!.times_used).toBe(1);

    // The signed-in customer is told before ordering; an anonymous check only sees the coupon.
    const check = await as(ctx, c.token)({ method: 'POST', url: '/api/coupons/validate', payload: { code: 'ONCEEACH' } });
    expect(check.json()).toMatchObject({ success: false, message: ADMIN_CATALOG_MESSAGES.couponPerCustomerUsed(1) });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/coupons/validate', payload: { code: 'ONCEEACH' } })).json().success).toBe(true);

    const other = await signUp(ctx);
    expect((await order(other.token, [{ productId: id }], 'ONCEEACH')).statusCode).toBe(201);
  });

  it('a cancelled order gives the customer their use back; a limit of 2 allows two', async () => {
    await coupon({ code: 'TWICE', perCustomerLimit: 2 });
    const id = await product('Twice Candle', null);
    const c = await signUp(ctx);
    const first = await order(c.token, [{ productId: id }], 'TWICE');
    expect((await order(c.token, [{ productId: id }], 'TWICE')).statusCode).toBe(201);
    const third = await order(c.token, [{ productId: id }], 'TWICE');
    expect(third.statusCode).toBe(400);
    expect(third.json().error).toBe('You have already used this coupon 2 times');
    expect((await as(ctx, c.token)({ method: 'POST', url: `/api/orders/${first.json().orderId}/cancel` })).statusCode).toBe(200);
    expect((await order(c.token, [{ productId: id }], 'TWICE')).statusCode).toBe(201);
  });

  it('enforces the dates and the on switch on the server', async () => {
    const id = await product('Dated Coupon Vase', null);
    const c = await signUp(ctx);
    const hour = 3_600_000;
    await coupon({ code: 'LATER', startsAt: new Date(Date.now() + 24 * hour).toISOString() });
    await coupon({ code: 'OVER', startsAt: new Date(Date.now() - 48 * hour).toISOString(), endsAt: new Date(Date.now() - hour).toISOString() });
    await coupon({ code: 'OFF', active: false });
    for (const [code, message] of [
      ['LATER', ADMIN_CATALOG_MESSAGES.couponNotStarted],
      ['OVER', COUPON_MESSAGES.expired],
      ['OFF', COUPON_MESSAGES.invalid],
    ] as const) {
      const res = await order(c.token, [{ productId: id }], code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error, code).toBe(message);
    }
    const [n] = await query<{ n: number }>(ctx, sql`select count(*)::int as n from orders where user_id = ${c.user.id}`);
    expect(n!.n).toBe(0);
  });

  it('the usage limit holds when the last use is raced', async () => {
    await coupon({ code: 'LASTONE', usageLimit: 1 });
    const id = await product('Usage Race Plate', null);
    const tokens = await Promise.all(Array.from({ length: 3 }, () => signUp(ctx).then((c) => c.token)));
    const answers = await Promise.all(tokens.map((t) => order(t, [{ productId: id }], 'LASTONE')));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 201)) expect(a.json().error).toBe(COUPON_MESSAGES.usedUp);
  });
});
