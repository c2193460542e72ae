import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, signUp, type TestContext } from '../../../test/helpers.js';

/** The server's quote is what the order costs, and one cart is ordered once (docs/decisions/090). */
let ctx: TestContext;
let shoes: { id: number; price: number; title: string };
let tee: { id: number; price: number; title: string };

const formData = {
  firstName: 'Aline',
  lastName: 'Uwase',
  email: 'aline@example.com',
  phone: '0788123456',
  address: 'KG 7 Ave 12',
  country: 'Rwanda',
  state: 'Kigali',
  postalCode: '00000',
  city: 'Kigali',
};
const body = (items: Array<{ productId: number; quantity?: number; price?: number }>, extra: Record<string, unknown> = {}) => ({
  paymentMethod: 'whatsapp',
  formData,
  cartData: { items },
  fromCart: false,
  coupon: null,
  ...extra,
});

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
}
const orderCount = async (userId: string) => (await one<{ n: number }>(sql`select count(*)::int as n from orders where user_id = ${userId}`)).n;

beforeAll(async () => {
  ctx = await buildTestApp();
  const products = (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json() as Array<{ id: number; price: number; title: string; category: string }>;
  shoes = products.find((p) => p.category === 'custom-shoes' && p.price === 65000)!;
  tee = products.find((p) => p.price === 18000)!;
});
afterAll(() => ctx.close());

async function customer() {
  const who = await signUp(ctx);
  return { id: who.user.id as string, call: as(ctx, who.token) };
}

describe('POST /api/orders/quote', () => {
  it('prices lines, subtotal, shipping, discount and total as the order then does, from the catalog', async () => {
    const { call } = await customer();
    const payload = body([{ productId: shoes.id, quantity: 2, price: 1 }, { productId: tee.id }], {
      coupon: { code: 'WELCOME10' },
      cartData: { items: [{ productId: shoes.id, quantity: 2, price: 1 }, { productId: tee.id }], total: 1 },
    });
    const res = await call({ method: 'POST', url: '/api/orders/quote', payload });
    expect(res.statusCode).toBe(200);
    const { quote } = res.json();
    const subtotal = shoes.price * 2 + tee.price;
    const discount = Math.min(subtotal / 10, 20000);
    expect(quote).toEqual({
      lines: expect.arrayContaining([
        expect.objectContaining({ productId: shoes.id, title: shoes.title, kind: 'product', quantity: 2, unitPrice: shoes.price, lineTotal: shoes.price * 2 }),
        expect.objectContaining({ productId: tee.id, quantity: 1, unitPrice: tee.price, lineTotal: tee.price }),
      ]),
      itemCount: 3,
      subtotal,
      shipping: 0,
      discount,
      couponCode: 'WELCOME10',
      total: subtotal - discount,
      currency: 'RWF',
    });
    expect(quote.lines).toHaveLength(2);
    const order = (await call({ method: 'POST', url: '/api/orders', payload: { ...payload, expectedTotal: quote.total } })).json().order;
    expect({ subtotal: order.subtotal, shipping: order.shipping, discount: order.discount, total: order.total }).toEqual({
      subtotal: quote.subtotal,
      shipping: quote.shipping,
      discount: quote.discount,
      total: quote.total,
    });
  });

  it('has no side effects: no order, no coupon use, the cart untouched', async () => {
    const { id, call } = await customer();
    await call({ method: 'POST', url: '/api/cart', payload: { productId: tee.id } });
    const uses = async () => (await one<{ n: number }>(sql`select times_used as n from coupons where code = 'WELCOME10'`)).n;
    const [ordersBefore, usesBefore] = [await orderCount(id), await uses()];
    const res = await call({ method: 'POST', url: '/api/orders/quote', payload: body([{ productId: tee.id }], { fromCart: true, coupon: { code: 'WELCOME10' } }) });
    expect(res.statusCode).toBe(200);
    expect(await orderCount(id)).toBe(ordersBefore);
    expect(await uses()).toBe(usesBefore);
    expect((await call({ method: 'GET', url: '/api/cart' })).json().items.map((i: { productId: number }) => i.productId)).toEqual([tee.id]);
  });

  it.each([
    [{ formData: { ...formData, city: '' } }, 400, 'Please fill in all required fields: City'],
    [{ cartData: { items: [] } }, 400, 'Your cart is empty. Please add items first.'],
    [{ coupon: { code: 'ART5000' } }, 400, 'This coupon needs an order of at least RWF 50,000'],
    [{ cartData: { items: [{ productId: 999999 }] } }, 400, 'One of the items in your cart is no longer available.'],
  ])('validates like the order: %o → %i "%s"', async (override, status, message) => {
    const { call } = await customer();
    const res = await call({ method: 'POST', url: '/api/orders/quote', payload: { ...body([{ productId: tee.id }]), ...override } });
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(message);
  });

  it('needs a token', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/orders/quote', payload: body([{ productId: tee.id }]) })).statusCode).toBe(401);
  });
});

describe('expectedTotal: the order is placed at the price the customer saw', () => {
  it('answers 409 with the new quote when the price changed after the quote, and saves nothing', async () => {
    const { id, call } = await customer();
    const quoted = (await call({ method: 'POST', url: '/api/orders/quote', payload: body([{ productId: tee.id, quantity: 2 }]) })).json().quote;
    expect(quoted.total).toBe(tee.price * 2);
    await ctx.database.db.execute(sql`update catalog_items set price_minor = price_minor + 150050 where id = ${tee.id}`);
    try {
      const before = await orderCount(id);
      const res = await call({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': randomUUID() },
        payload: body([{ productId: tee.id, quantity: 2 }], { expectedTotal: quoted.total }),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', error: 'The price of your order has changed. Please check the new total, then press BUY DIRECT again.' });
      expect(res.json().quote).toMatchObject({ subtotal: (tee.price + 1500.5) * 2, total: (tee.price + 1500.5) * 2, lines: [expect.objectContaining({ unitPrice: tee.price + 1500.5 })] });
      expect(await orderCount(id)).toBe(before);
      const again = await call({ method: 'POST', url: '/api/orders', payload: body([{ productId: tee.id, quantity: 2 }], { expectedTotal: res.json().quote.total }) });
      expect(again.statusCode).toBe(201);
      expect(again.json().order.total).toBe((tee.price + 1500.5) * 2);
    } finally {
      await ctx.database.db.execute(sql`update catalog_items set price_minor = price_minor - 150050 where id = ${tee.id}`);
    }
  });
});

describe('a cart is ordered once', () => {
  it('refuses a second cart order of the emptied cart with 409 whatever the key; the same key still returns the same order', async () => {
    const { id, call } = await customer();
    await call({ method: 'POST', url: '/api/cart', payload: { productId: shoes.id } });
    await call({ method: 'POST', url: '/api/cart', payload: { productId: tee.id } });
    const payload = body([{ productId: shoes.id }, { productId: tee.id }], { fromCart: true });
    const key = randomUUID();
    const first = await call({ method: 'POST', url: '/api/orders', headers: { 'idempotency-key': key }, payload });
    expect(first.statusCode).toBe(201);
    expect((await call({ method: 'GET', url: '/api/cart' })).json().items).toEqual([]);

    for (const headers of [{ 'idempotency-key': randomUUID() }, {}]) {
      const second = await call({ method: 'POST', url: '/api/orders', headers, payload });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ code: 'CONFLICT', error: 'Your cart is empty. Please add items first.' });
    }
    const quote = await call({ method: 'POST', url: '/api/orders/quote', payload });
    expect(quote.statusCode).toBe(409);
    expect(quote.json().error).toBe('Your cart is empty. Please add items first.');

    const replay = await call({ method: 'POST', url: '/api/orders', headers: { 'idempotency-key': key }, payload });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().orderId).toBe(first.json().orderId);
    expect(await orderCount(id)).toBe(1);
  });

  it('refuses a cart order with a line no longer in the cart', async () => {
    const { call } = await customer();
    await call({ method: 'POST', url: '/api/cart', payload: { productId: tee.id } });
    const res = await call({ method: 'POST', url: '/api/orders', payload: body([{ productId: tee.id }, { productId: shoes.id }], { fromCart: true }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Your cart has changed since you opened the checkout. Please review your cart and check out again.');
  });

  it('lets one of two cart orders sent at once (different keys) through', async () => {
    const { id, call } = await customer();
    await call({ method: 'POST', url: '/api/cart', payload: { productId: tee.id } });
    const payload = body([{ productId: tee.id }], { fromCart: true });
    const results = await Promise.all([0, 1].map(() => call({ method: 'POST', url: '/api/orders', headers: { 'idempotency-key': randomUUID() }, payload })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await orderCount(id)).toBe(1);
  });
});
