import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, query, signUp, type TestContext } from '../../../test/helpers.js';

/**
 * Catalog replies carry the item's state (available / reserved / sold), its real average
 * rating, and — for a signed-in customer — whether it is in their cart or wishlist, so the pages
 * need no extra round trips (docs/decisions/030).
 */
let ctx: TestContext;
type Item = { id: number; availability: string; averageRating: number; ratingCount: number; inCart?: boolean; inWishlist?: boolean };
let artworks: Item[];
let products: Item[];
beforeAll(async () => {
  ctx = await buildTestApp();
  artworks = (await ctx.app.inject({ method: 'GET', url: '/api/gallery?limit=10' })).json();
  products = (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=10' })).json();
});
afterAll(() => ctx.close());

const orderBody = (productId: number) => ({
  formData: { firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '+250788123456', address: 'KG 1', country: 'Rwanda', state: 'Kigali', postalCode: '0', city: 'Kigali' },
  cartData: { items: [{ productId }] },
});

const galleryItem = async (id: number): Promise<Item> => (await ctx.app.inject({ method: 'GET', url: `/api/gallery/${id}` })).json();

describe('availability of one-of-a-kind artworks', () => {
  it('is available, then Reserved by an order, Sold once paid, and available again when a pending order is cancelled', async () => {
    const [first, second] = [artworks[3]!, artworks[4]!];
    expect(first.availability).toBe('available');
    expect(products.every((p) => p.availability === 'available')).toBe(true);

    const call = as(ctx, (await signUp(ctx)).token);
    const placed = await call({ method: 'POST', url: '/api/orders', payload: orderBody(first.id) });
    expect(placed.statusCode).toBe(201);
    expect((await galleryItem(first.id)).availability).toBe('reserved');
    const list: Item[] = (await ctx.app.inject({ method: 'GET', url: '/api/gallery?limit=10' })).json();
    expect(list.find((a) => a.id === first.id)!.availability).toBe('reserved');

    await query(ctx, sql`update orders set payment_status = 'paid' where id = ${placed.json().orderId}`);
    ctx.app.publicCache.clear();
    expect((await galleryItem(first.id)).availability).toBe('sold');

    const other = await call({ method: 'POST', url: '/api/orders', payload: orderBody(second.id) });
    expect((await galleryItem(second.id)).availability).toBe('reserved');
    expect((await call({ method: 'POST', url: `/api/orders/${other.json().orderId}/cancel` })).statusCode).toBe(200);
    expect((await galleryItem(second.id)).availability).toBe('available');
  });
});

describe('average rating in catalog replies', () => {
  it('is the mean of the ratings to one decimal, with the count, right after a rating', async () => {
    const item = products[5]!;
    expect(item).toMatchObject({ averageRating: 0, ratingCount: 0 });
    for (const rating of [4, 5, 5]) {
      const res = await as(ctx, (await signUp(ctx)).token)({ method: 'POST', url: `/api/products/${item.id}/ratings`, payload: { rating } });
      expect(res.statusCode).toBeLessThan(300);
    }
    const one = (await ctx.app.inject({ method: 'GET', url: `/api/products/${item.id}` })).json();
    expect(one).toMatchObject({ averageRating: 4.7, ratingCount: 3 });
    const page: Item[] = (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=10' })).json();
    expect(page.find((p) => p.id === item.id)).toMatchObject({ averageRating: 4.7, ratingCount: 3 });
  });
});

describe('inCart and inWishlist for the signed-in customer', () => {
  it('are absent for visitors, and true only for what this customer holds', async () => {
    const [cartItem, wishItem, neither] = [products[0]!, products[1]!, products[2]!];
    const anon = await ctx.app.inject({ method: 'GET', url: '/api/products?limit=10' });
    expect(anon.json()[0]).not.toHaveProperty('inCart');
    expect(anon.headers.vary).toContain('authorization');

    const me = as(ctx, (await signUp(ctx)).token);
    expect((await me({ method: 'POST', url: '/api/cart', payload: { productId: cartItem.id, quantity: 1 } })).statusCode).toBeLessThan(300);
    expect((await me({ method: 'POST', url: '/api/wishlist', payload: { productId: wishItem.id } })).statusCode).toBeLessThan(300);

    const mine = await me({ method: 'GET', url: '/api/products?limit=10' });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const byId = new Map((mine.json() as Item[]).map((p) => [p.id, p]));
    expect(byId.get(cartItem.id)).toMatchObject({ inCart: true, inWishlist: false });
    expect(byId.get(wishItem.id)).toMatchObject({ inCart: false, inWishlist: true });
    expect(byId.get(neither.id)).toMatchObject({ inCart: false, inWishlist: false });
    expect((await me({ method: 'GET', url: `/api/products/${wishItem.id}` })).json()).toMatchObject({ inWishlist: true, averageRating: expect.any(Number) });

    // Another customer sees none of it, and a visitor still gets the shared public reply.
    const other = as(ctx, (await signUp(ctx)).token);
    expect((await other({ method: 'GET', url: `/api/products/${cartItem.id}` })).json()).toMatchObject({ inCart: false, inWishlist: false });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/products/${cartItem.id}` })).json()).not.toHaveProperty('inCart');
  });
});
