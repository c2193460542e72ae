import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, payOrder, query, signUp, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
let call: ReturnType<typeof as>;
let email: string;
let products: Array<{ id: number; title: string }>;
beforeAll(async () => {
  ctx = await buildTestApp();
  const c = await signUp(ctx);
  call = as(ctx, c.token);
  email = c.email;
  products = (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=2' })).json();
});
afterAll(() => ctx.close());

/** Places an order of two products; paid unless `paid` is false (a return needs a payment). */
async function placeOrder({ paid = true } = {}) {
  const res = await call({
    method: 'POST',
    url: '/api/orders',
    payload: {
      formData: { firstName: 'A', lastName: 'B', email, phone: '+250788123456', address: 'KG 1', country: 'Rwanda', state: 'Kigali', postalCode: '0', city: 'Kigali' },
      cartData: { items: products.map((p) => ({ productId: p.id })) },
    },
  });
  const placed = res.json() as { orderId: string; order: { order_number: string; order_items: Array<{ id: number; product_name: string }> } };
  if (paid) await payOrder(ctx, placed.orderId);
  return placed;
}

describe('returns', () => {
  it('requests a return for one line of my order and lists it', async () => {
    const { orderId, order } = await placeOrder();
    const line = order.order_items[1]!;
    const res = await call({ method: 'POST', url: '/api/returns', payload: { order_id: orderId, order_item_id: line.id, reason: 'Wrong size', details: 'EU 42 please' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().item).toMatchObject({
      order_id: orderId,
      order_number: order.order_number,
      order_item_id: line.id,
      product_name: line.product_name,
      reason: 'Wrong size',
      details: 'EU 42 please',
      status: 'requested',
    });
    const { items } = (await call({ method: 'GET', url: '/api/returns/me' })).json();
    expect(items[0]).toMatchObject({ id: res.json().item.id, status: 'requested' });
  });

  it('needs an order and a reason, with the spec message', async () => {
    for (const payload of [{ reason: 'x' }, { order_id: 'abc' }, { order_id: '', reason: '' }]) {
      const res = await call({ method: 'POST', url: '/api/returns', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Order and reason are required');
    }
  });

  it('answers 400 for a line id past a PostgreSQL integer (docs/decisions/093)', async () => {
    const { orderId } = await placeOrder();
    for (const order_item_id of [2 ** 31, String(2 ** 31), '0x10', true]) {
      const res = await call({ method: 'POST', url: '/api/returns', payload: { order_id: orderId, order_item_id, reason: 'Wrong size' } });
      expect(res.statusCode, `${JSON.stringify(order_item_id)}: ${res.body}`).toBe(400);
    }
  });

  it('refuses a line from another order, a second open return, and orders older than 30 days', async () => {
    const a = await placeOrder();
    const b = await placeOrder();
    const foreign = await call({ method: 'POST', url: '/api/returns', payload: { order_id: a.orderId, order_item_id: b.order.order_items[0]!.id, reason: 'x' } });
    expect(foreign.json().error).toBe('That item is not part of this order');
    await call({ method: 'POST', url: '/api/returns', payload: { order_id: a.orderId, reason: 'Changed my mind' } });
    const twice = await call({ method: 'POST', url: '/api/returns', payload: { order_id: a.orderId, order_item_id: a.order.order_items[0]!.id, reason: 'x' } });
    expect(twice.statusCode).toBe(409);
    await query(ctx, sql`update orders set created_at = now() - interval '31 days' where id = ${b.orderId}`);
    const late = await call({ method: 'POST', url: '/api/returns', payload: { order_id: b.orderId, reason: 'Too late?' } });
    expect(late.json().error).toBe('Returns are accepted within 30 days of the order');
  });

  it('refuses a return while nothing is paid on the order, in the customer’s language; a part-paid order may be returned (docs/decisions/122)', async () => {
    const { orderId } = await placeOrder({ paid: false });
    const en = await call({ method: 'POST', url: '/api/returns', payload: { order_id: orderId, reason: 'Changed my mind' } });
    expect(en.statusCode).toBe(409);
    expect(en.json().error).toBe('This order is not paid yet: a return can be requested once it is paid.');
    const rw = await call({ method: 'POST', url: '/api/returns', headers: { referer: 'http://localhost/rw/profile?tab=returns' }, payload: { order_id: orderId, reason: 'Changed my mind' } });
    expect(rw.statusCode).toBe(409);
    expect(rw.json().error).toBe('Iyi komande ntiyari yishyurwa: gusaba gusubiza igicuruzwa bishoboka imaze kwishyurwa.');
    const fr = await call({ method: 'POST', url: '/api/returns', headers: { referer: 'http://localhost/fr/profile?tab=returns' }, payload: { order_id: orderId, reason: 'Changed my mind' } });
    expect(fr.json().error).toBe('Cette commande n’est pas encore payée : un retour peut être demandé une fois qu’elle est payée.');
    expect((await call({ method: 'GET', url: '/api/returns/me' })).json().items.filter((r: { order_id: string }) => r.order_id === orderId)).toEqual([]);
    await payOrder(ctx, orderId, 1000);
    expect((await call({ method: 'POST', url: '/api/returns', payload: { order_id: orderId, reason: 'Changed my mind' } })).statusCode).toBe(201);
  });
});
