import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, query, signUp, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
let artworks: Array<{ id: number; price: number; title: string }>;
let product: { id: number; price: number };
beforeAll(async () => {
  ctx = await buildTestApp();
  artworks = (await ctx.app.inject({ method: 'GET', url: '/api/gallery?limit=10' })).json();
  [product] = (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=1' })).json();
});
afterAll(() => ctx.close());

const body = (items: Array<{ productId: number; quantity?: number }>, extra: Record<string, unknown> = {}) => ({
  formData: { firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '+250788123456', address: 'KG 1', country: 'Rwanda', state: 'Kigali', postalCode: '0', city: 'Kigali' },
  cartData: { items },
  ...extra,
});

describe('one-of-a-kind artworks', () => {
  it('are ordered one at a time: quantity above 1 is refused', async () => {
    const call = as(ctx, (await signUp(ctx)).token);
    const res = await call({ method: 'POST', url: '/api/orders', payload: body([{ productId: artworks[0]!.id, quantity: 2 }]) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('An artwork is one of a kind: its quantity is 1.');
  });

  it('of two customers racing for the same artwork, exactly one gets it; the other a clear 409', async () => {
    const art = artworks[1]!;
    const [a, b] = await Promise.all([signUp(ctx), signUp(ctx)]);
    const results = await Promise.all([a, b].map((c) => as(ctx, c.token)({ method: 'POST', url: '/api/orders', payload: body([{ productId: art.id }]) })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error).toBe('Sorry, this artwork has just been reserved by another customer.');
    const lines = await query<{ n: number }>(ctx, sql`select count(*)::int as n from order_items where item_id = ${art.id}`);
    expect(lines[0]!.n).toBe(1);
  });

  it('the same Idempotency-Key twice at once for an artwork gives one order, not a 409', async () => {
    const call = as(ctx, (await signUp(ctx)).token);
    const key = randomUUID();
    const [x, y] = await Promise.all([0, 1].map(() => call({ method: 'POST', url: '/api/orders', headers: { 'idempotency-key': key }, payload: body([{ productId: artworks[2]!.id }]) })));
    expect([x!.statusCode, y!.statusCode].sort()).toEqual([200, 201]);
    expect(x!.json().orderId).toBe(y!.json().orderId);
  });

  it('a reserved artwork cannot go into another cart; a cart holds an artwork once', async () => {
    const art = artworks[3]!;
    const buyer = as(ctx, (await signUp(ctx)).token);
    const other = as(ctx, (await signUp(ctx)).token);
    await other({ method: 'POST', url: '/api/cart', payload: { productId: art.id, quantity: 3 } });
    const cart = (await other({ method: 'POST', url: '/api/cart', payload: { productId: art.id } })).json();
    expect(cart.items.find((i: { productId: number }) => i.productId === art.id).quantity).toBe(1);
    expect((await other({ method: 'PUT', url: `/api/cart/${art.id}`, payload: { quantity: 2 } })).json().error).toBe('An artwork is one of a kind: its quantity is 1.');
    await buyer({ method: 'POST', url: '/api/orders', payload: body([{ productId: art.id }]) });
    const late = await as(ctx, (await signUp(ctx)).token)({ method: 'POST', url: '/api/cart', payload: { productId: art.id } });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This artwork is no longer available.');
    // Someone who put it in the cart before cannot order it any more either.
    expect((await other({ method: 'POST', url: '/api/orders', payload: body([{ productId: art.id }]) })).statusCode).toBe(409);
  });
});

describe('cancelling an order (POST /api/orders/{id}/cancel)', () => {
  it('cancels a pending order within 24 hours, frees its artwork and gives back its coupon use', async () => {
    const art = artworks[4]!;
    const c = await signUp(ctx);
    const call = as(ctx, c.token);
    const uses = async () => (await query<{ n: number }>(ctx, sql`select times_used as n from coupons where code = 'WELCOME10'`))[0]!.n;
    const before = await uses();
    const { orderId } = (await call({ method: 'POST', url: '/api/orders', payload: body([{ productId: art.id }], { coupon: { code: 'WELCOME10' } }) })).json();
    expect(await uses()).toBe(before + 1);
    const res = await call({ method: 'POST', url: `/api/orders/${orderId}/cancel` });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.status).toBe('cancelled');
    expect(await uses()).toBe(before);
    const next = await as(ctx, (await signUp(ctx)).token)({ method: 'POST', url: '/api/orders', payload: body([{ productId: art.id }]) });
    expect(next.statusCode).toBe(201);
    expect((await call({ method: 'POST', url: `/api/orders/${orderId}/cancel` })).statusCode).toBe(409);
  });

  it('refuses after 24 hours, once processing, and for another customer', async () => {
    const c = await signUp(ctx);
    const call = as(ctx, c.token);
    const place = async () => (await call({ method: 'POST', url: '/api/orders', payload: body([{ productId: product.id }]) })).json().orderId as string;
    const old = await place();
    await query(ctx, sql`update orders set created_at = now() - interval '25 hours' where id = ${old}`);
    const late = await call({ method: 'POST', url: `/api/orders/${old}/cancel` });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This order can no longer be cancelled. Pending orders can be cancelled within 24 hours.');
    const moving = await place();
    await query(ctx, sql`update orders set status = 'processing' where id = ${moving}`);
    expect((await call({ method: 'POST', url: `/api/orders/${moving}/cancel` })).statusCode).toBe(409);
    const mine = await place();
    expect((await as(ctx, (await signUp(ctx)).token)({ method: 'POST', url: `/api/orders/${mine}/cancel` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/orders/${mine}/cancel` })).statusCode).toBe(401);
  });
});
