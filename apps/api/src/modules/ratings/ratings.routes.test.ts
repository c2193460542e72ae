import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, signUp, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
let products: Array<{ id: number; title: string; price: number }>;
beforeAll(async () => {
  ctx = await buildTestApp();
  products = (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=3' })).json();
});
afterAll(() => ctx.close());

const order = (productId: number, email: string) => ({
  formData: { firstName: 'A', lastName: 'B', email, phone: '+250788123456', address: 'KG 1', country: 'Rwanda', state: 'Kigali', postalCode: '0', city: 'Kigali' },
  cartData: { items: [{ productId }] },
});

describe('ratings', () => {
  it('averages to one decimal and counts', async () => {
    const item = products[0]!.id;
    for (const stars of [5, 4, 4]) {
      const c = await signUp(ctx);
      expect((await as(ctx, c.token)({ method: 'POST', url: `/api/products/${item}/ratings`, payload: { rating: stars } })).statusCode).toBe(200);
    }
    const res = (await ctx.app.inject({ method: 'GET', url: `/api/products/${item}/ratings` })).json();
    expect(res).toEqual({ success: true, data: { productId: item, average: 4.3, count: 3, userRating: null } });
  });

  it("serves a visitor's summary from the shared cache, which a new rating clears", async () => {
    const item = products[2]!.id;
    const url = `/api/products/${item}/ratings`;
    const first = await ctx.app.inject({ method: 'GET', url });
    expect(first.json().data).toMatchObject({ count: 0, userRating: null });
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers.vary).toContain('authorization');
    expect((await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } })).statusCode).toBe(304);

    const c = await signUp(ctx);
    expect((await as(ctx, c.token)({ method: 'POST', url, payload: { rating: 3 } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url })).json().data).toMatchObject({ average: 3, count: 1, userRating: null });
    // A customer still gets their own rating, never the shared reply.
    const mine = await as(ctx, c.token)({ method: 'GET', url });
    expect(mine.json().data).toMatchObject({ count: 1, userRating: 3 });
    expect(mine.headers.etag).toBeUndefined();
  });

  it('keeps the first rating: a second click changes nothing', async () => {
    const c = await signUp(ctx);
    const call = as(ctx, c.token);
    const item = products[1]!.id;
    await call({ method: 'POST', url: `/api/products/${item}/ratings`, payload: { rating: 2 } });
    const again = (await call({ method: 'POST', url: `/api/products/${item}/ratings`, payload: { rating: 5 } })).json();
    expect(again.data).toMatchObject({ average: 2, count: 1, userRating: 2 });
  });

  it('takes whole numbers 1 to 5 only, and needs a signed-in customer', async () => {
    const c = await signUp(ctx);
    const call = as(ctx, c.token);
    for (const rating of [0, 6, 3.5, '4', null]) {
      const res = await call({ method: 'POST', url: `/api/products/${products[2]!.id}/ratings`, payload: { rating } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Ratings are whole numbers 1 to 5');
    }
    expect((await ctx.app.inject({ method: 'POST', url: `/api/products/${products[2]!.id}/ratings`, payload: { rating: 3 } })).statusCode).toBe(401);
    expect((await call({ method: 'POST', url: '/api/products/999999/ratings', payload: { rating: 3 } })).statusCode).toBe(404);
    for (const id of [2 ** 31, 2 ** 53]) {
      expect((await call({ method: 'POST', url: `/api/products/${id}/ratings`, payload: { rating: 3 } })).statusCode).toBe(400);
      expect((await ctx.app.inject({ method: 'GET', url: `/api/products/${id}/ratings` })).statusCode).toBe(400);
    }
  });

  it('lists my ratings, marking the items I bought as verified', async () => {
    const c = await signUp(ctx);
    const call = as(ctx, c.token);
    const [bought, notBought] = [products[0]!, products[2]!];
    await call({ method: 'POST', url: '/api/orders', payload: order(bought.id, c.email) });
    await call({ method: 'POST', url: `/api/products/${bought.id}/ratings`, payload: { rating: 5 } });
    await call({ method: 'POST', url: `/api/products/${notBought.id}/ratings`, payload: { rating: 3 } });
    const { items } = (await call({ method: 'GET', url: '/api/products/me/ratings' })).json();
    expect(items).toHaveLength(2);
    expect(items.find((i: { productId: number }) => i.productId === bought.id)).toMatchObject({ rating: 5, verified: true, title: bought.title, price: bought.price });
    expect(items.find((i: { productId: number }) => i.productId === notBought.id)).toMatchObject({ rating: 3, verified: false });
    const mine = (await call({ method: 'GET', url: `/api/products/${bought.id}/ratings` })).json();
    expect(mine.data.userRating).toBe(5);
  });
});
