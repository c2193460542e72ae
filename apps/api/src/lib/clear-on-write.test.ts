import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, buildTestApp, checkoutFormData, placeOrder, signUp, signUpAs, type TestContext } from '../../test/helpers.js';

/**
 * Every writing route of the API says in its config whether its successful answer clears the public
 * reply cache (`publicCache: 'clear' | 'keep'`, lib/clear-on-write.ts, docs/decisions/102), and the
 * routes that say `clear` do. The cache lives 10 minutes here, so a public reply changes only
 * because a write cleared it. The clear shared between instances through Redis is cache-bus.test.ts's.
 */
let ctx: TestContext;
let owner: ReturnType<typeof as>;
let customer: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '600000' });
  owner = as(ctx, (await signUpAs(ctx, 'admin')).token);
  customer = await signUp(ctx);
});
afterAll(() => ctx.close());

const said = (method: string, url: string) => ctx.app.writeRoutes.find((r) => r.method === method && r.url === url)?.publicCache;

/** A published item made in the back office (which clears the cache itself). */
async function newItem(body: Record<string, unknown>): Promise<number> {
  const res = await owner({ method: 'POST', url: '/api/admin/catalog', payload: { state: 'published', ...body } });
  expect(res.statusCode).toBe(201);
  return res.json().item.id as number;
}
const product = async (id: number) => (await ctx.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();
const artwork = async (id: number) => (await ctx.app.inject({ method: 'GET', url: `/api/gallery/${id}` })).json();

describe('declarations', () => {
  it('every POST, PUT, PATCH and DELETE route says whether it clears the public cache', () => {
    const undeclared = ctx.app.writeRoutes.filter((r) => r.publicCache === undefined).map((r) => `${r.method} ${r.url}`);
    // A new writing route must decide: config { publicCache: 'clear' } or { publicCache: 'keep' }.
    expect(undeclared).toEqual([]);
  });

  it('lists the whole API, the back office too, with what each route said', () => {
    expect(ctx.app.writeRoutes.length).toBeGreaterThan(60);
    for (const [method, url] of [
      ['POST', '/api/orders'],
      ['POST', '/api/orders/:id/cancel'],
      ['POST', '/api/products/:id/ratings'],
      ['DELETE', '/api/users/account'],
      ['POST', '/api/admin/orders/:id/status'],
      ['POST', '/api/admin/orders/:id/payments'],
      ['POST', '/api/admin/orders/:id/refunds'],
      ['POST', '/api/admin/returns/:id/status'],
      ['PATCH', '/api/admin/catalog/:id'],
      ['PUT', '/api/admin/content/basic'],
      ['PUT', '/api/admin/settings'],
      ['PUT', '/api/admin/hero/order'],
      ['PATCH', '/api/admin/services/:id'],
      ['POST', '/api/admin/ratings/:item_id/:user_id/hide'],
    ] as const)
      expect(said(method, url), `${method} ${url}`).toBe('clear');
    for (const [method, url] of [
      ['POST', '/api/orders/quote'],
      ['POST', '/api/cart'],
      ['POST', '/api/auth/login'],
      ['POST', '/api/admin/orders/:id/notes'],
      ['POST', '/api/admin/coupons'],
      ['POST', '/api/subscriptions/unsubscribe'],
    ] as const)
      expect(said(method, url), `${method} ${url}`).toBe('keep');
  });
});

describe('the hook', () => {
  it('clears after a successful answer of a route that says clear; never after a failed one, nor for a route that says keep', async () => {
    const item = await newItem({ kind: 'product', title: 'Hook Check Basket', price: 5000 });
    const clear = vi.spyOn(ctx.app.publicCache, 'clear');
    try {
      const call = as(ctx, customer.token);
      expect((await call({ method: 'POST', url: '/api/wishlist', payload: { productId: item } })).statusCode).toBe(200);
      expect((await call({ method: 'POST', url: '/api/orders/quote', payload: { formData: checkoutFormData, cartData: { items: [{ productId: item }] } } })).statusCode).toBe(200);
      expect(clear).not.toHaveBeenCalled();
      expect((await call({ method: 'POST', url: '/api/products/999999999/ratings', payload: { rating: 4 } })).statusCode).toBe(404);
      expect((await call({ method: 'POST', url: `/api/products/${item}/ratings`, payload: { rating: 9 } })).statusCode).toBe(400);
      expect(clear).not.toHaveBeenCalled();
      expect((await call({ method: 'POST', url: `/api/products/${item}/ratings`, payload: { rating: 4 } })).statusCode).toBe(200);
      expect(clear).toHaveBeenCalledTimes(1);
    } finally {
      clear.mockRestore();
    }
  });
});

describe('what the storefront shows after a write', () => {
  it('placing an order shows the stock it took; cancelling it shows the stock given back', async () => {
    const id = await newItem({ kind: 'product', title: 'Last Unit Lamp', price: 12000, stock: 1 });
    expect((await product(id)).availability).toBe('available');
    const placed = await placeOrder(ctx, customer.token, [id]);
    expect((await product(id)).availability).toBe('sold_out');
    expect((await as(ctx, customer.token)({ method: 'POST', url: `/api/orders/${placed.orderId}/cancel` })).statusCode).toBe(200);
    expect((await product(id)).availability).toBe('available');
  });

  it("the back office's payments, refunds and cancellations show as sold, reserved and available", async () => {
    const id = await newItem({ kind: 'artwork', title: 'Hills at Noon', price: 40000, artist: 'A. Artist' });
    expect((await artwork(id)).availability).toBe('available');
    const placed = await placeOrder(ctx, customer.token, [id]);
    expect((await artwork(id)).availability).toBe('reserved');
    const paid = await owner({ method: 'POST', url: `/api/admin/orders/${placed.orderId}/payments`, payload: { method: 'cash', amount: placed.order.total } });
    expect(paid.statusCode).toBe(201);
    expect((await artwork(id)).availability).toBe('sold');
    const refunded = await owner({ method: 'POST', url: `/api/admin/orders/${placed.orderId}/refunds`, payload: { method: 'cash', amount: placed.order.total, reason: 'Changed their mind' } });
    expect(refunded.statusCode).toBe(201);
    expect((await artwork(id)).availability).toBe('reserved');
    const cancelled = await owner({ method: 'POST', url: `/api/admin/orders/${placed.orderId}/status`, payload: { status: 'cancelled', reason: 'Refunded in full' } });
    expect(cancelled.statusCode).toBe(200);
    expect((await artwork(id)).availability).toBe('available');
  });

  it('a rating shows in the item and its summary; deleting the account that gave it takes it away', async () => {
    const id = await newItem({ kind: 'product', title: 'Rated Tote', price: 8000 });
    expect(await product(id)).toMatchObject({ averageRating: 0, ratingCount: 0 });
    const summary = async () => (await ctx.app.inject({ method: 'GET', url: `/api/products/${id}/ratings` })).json().data;
    expect(await summary()).toMatchObject({ average: 0, count: 0 });
    const rater = await signUp(ctx);
    expect((await as(ctx, rater.token)({ method: 'POST', url: `/api/products/${id}/ratings`, payload: { rating: 4 } })).statusCode).toBe(200);
    expect(await product(id)).toMatchObject({ averageRating: 4, ratingCount: 1 });
    expect(await summary()).toMatchObject({ average: 4, count: 1 });
    expect((await as(ctx, rater.token)({ method: 'DELETE', url: '/api/users/account' })).statusCode).toBe(200);
    expect(await product(id)).toMatchObject({ averageRating: 0, ratingCount: 0 });
    expect(await summary()).toMatchObject({ average: 0, count: 0 });
  });

  it('a catalog edit in the back office shows in the item and the list', async () => {
    const id = await newItem({ kind: 'product', title: 'Plain Mat', price: 3000 });
    const inList = async () => ((await ctx.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json() as Array<{ id: number; title: string }>).find((p) => p.id === id)?.title;
    expect((await product(id)).title).toBe('Plain Mat');
    expect(await inList()).toBe('Plain Mat');
    expect((await owner({ method: 'PATCH', url: `/api/admin/catalog/${id}`, payload: { title: 'Woven Mat' } })).statusCode).toBe(200);
    expect((await product(id)).title).toBe('Woven Mat');
    expect(await inList()).toBe('Woven Mat');
  });

  it("the owner's content edit shows in the public content", async () => {
    const basic = async () => (await ctx.app.inject({ method: 'GET', url: '/api/company-settings/public/basic' })).json().data.company_name;
    const before = await basic();
    expect((await owner({ method: 'PUT', url: '/api/admin/content/basic', payload: { company_name: 'Cache Check Studio' } })).statusCode).toBe(200);
    expect(await basic()).toBe('Cache Check Studio');
    expect((await owner({ method: 'PUT', url: '/api/admin/content/basic', payload: { company_name: before } })).statusCode).toBe(200);
    expect(await basic()).toBe(before);
  });
});
