import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, signUp, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
let call: ReturnType<typeof as>;
let products: Array<{ id: number; price: number }>;
beforeAll(async () => {
  ctx = await buildTestApp();
  call = as(ctx, (await signUp(ctx)).token);
  products = (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=3' })).json();
});
afterAll(() => ctx.close());

describe('cart', () => {
  it('needs a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/cart' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('No authentication token found');
  });

  it('adds, sums and prices lines from the catalog', async () => {
    const [a, b] = products as [{ id: number; price: number }, { id: number; price: number }];
    await call({ method: 'POST', url: '/api/cart', payload: { productId: a.id, quantity: 1 } });
    await call({ method: 'POST', url: '/api/cart', payload: { productId: a.id, quantity: 2 } });
    const res = await call({ method: 'POST', url: '/api/cart', payload: { productId: b.id } });
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(cart.items.map((i: { productId: number; quantity: number }) => [i.productId, i.quantity])).toEqual([
      [a.id, 3],
      [b.id, 1],
    ]);
    expect(cart.subtotal).toBe(a.price * 3 + b.price);
    expect(cart).toMatchObject({ shipping: 0, total: cart.subtotal, itemCount: 4 });
    // Each line shows its item's own first picture.
    expect(cart.items[0].frontimage).toBe((await ctx.app.inject({ method: 'GET', url: `/api/products/${a.id}` })).json().frontimage);
    expect(cart.items[1].frontimage).toMatch(/-0-640\.webp$/);
  });

  it('sets a quantity, and 0 removes the line', async () => {
    const a = products[0]!;
    expect((await call({ method: 'PUT', url: `/api/cart/${a.id}`, payload: { quantity: 5 } })).json().items[0].quantity).toBe(5);
    const removed = (await call({ method: 'PUT', url: `/api/cart/${a.id}`, payload: { quantity: 0 } })).json();
    expect(removed.items.find((i: { productId: number }) => i.productId === a.id)).toBeUndefined();
  });

  it('validates quantities and ids with readable messages', async () => {
    const neg = await call({ method: 'PUT', url: `/api/cart/${products[1]!.id}`, payload: { quantity: -1 } });
    expect(neg.statusCode).toBe(400);
    expect(neg.json().error).toBe('Quantity cannot be negative');
    const unknown = await call({ method: 'POST', url: '/api/cart', payload: { productId: 999999 } });
    expect(unknown.statusCode).toBe(404);
    const notInCart = await call({ method: 'DELETE', url: `/api/cart/${products[2]!.id}` });
    expect(notInCart.statusCode).toBe(404);
  });

  it('answers 400, not 500, for ids past a PostgreSQL integer and for numbers that are not decimal', async () => {
    for (const id of [2 ** 31, 2 ** 53, 1e300]) {
      for (const req of [
        { method: 'POST' as const, url: '/api/cart', payload: { productId: id } },
        { method: 'POST' as const, url: '/api/cart', payload: { productId: String(id) } },
        { method: 'PUT' as const, url: `/api/cart/${id}`, payload: { quantity: 1 } },
        { method: 'DELETE' as const, url: `/api/cart/${id}` },
      ]) {
        const res = await call(req);
        expect(res.statusCode, `${req.method} ${req.url} ${JSON.stringify(req.payload)}: ${res.body}`).toBe(400);
      }
    }
    for (const quantity of ['0x10', true, [2], '1e1', '', ' 2']) {
      const res = await call({ method: 'PUT', url: `/api/cart/${products[1]!.id}`, payload: { quantity } });
      expect(res.statusCode, JSON.stringify(quantity)).toBe(400);
    }
    expect((await call({ method: 'PUT', url: '/api/cart/0x10', payload: { quantity: 1 } })).statusCode).toBe(400);
    expect((await call({ method: 'POST', url: '/api/cart', payload: { productId: String(products[1]!.id), quantity: '2' } })).statusCode).toBe(200);
  });

  it('removes a line and clears the cart', async () => {
    await call({ method: 'POST', url: '/api/cart', payload: { productId: products[2]!.id } });
    const afterRemove = (await call({ method: 'DELETE', url: `/api/cart/${products[2]!.id}` })).json();
    expect(afterRemove.items.some((i: { productId: number }) => i.productId === products[2]!.id)).toBe(false);
    const cleared = (await call({ method: 'DELETE', url: '/api/cart/clear' })).json();
    expect(cleared).toMatchObject({ items: [], subtotal: 0, total: 0, itemCount: 0 });
  });

  it("keeps each customer's cart apart", async () => {
    await call({ method: 'POST', url: '/api/cart', payload: { productId: products[0]!.id } });
    const other = as(ctx, (await signUp(ctx)).token);
    expect((await other({ method: 'GET', url: '/api/cart' })).json().items).toEqual([]);
  });
});

describe('wishlist', () => {
  it('adds products and artworks alike, idempotently, and removes them', async () => {
    const [art] = (await ctx.app.inject({ method: 'GET', url: '/api/gallery?limit=1' })).json();
    await call({ method: 'POST', url: '/api/wishlist', payload: { productId: products[0]!.id } });
    await call({ method: 'POST', url: '/api/wishlist', payload: { productId: products[0]!.id } });
    const added = await call({ method: 'POST', url: '/api/wishlist', payload: { productId: art.id } });
    expect(added.json()).toMatchObject({ success: true, message: 'Added to wishlist' });
    const list = (await call({ method: 'GET', url: '/api/wishlist' })).json();
    expect(list.items.map((i: { productId: number }) => i.productId).sort()).toEqual([products[0]!.id, art.id].sort());
    expect(list.items.find((i: { productId: number }) => i.productId === art.id).frontimage).toBe(art.frontimage);
    const removed = await call({ method: 'DELETE', url: `/api/wishlist/${art.id}` });
    expect(removed.json().message).toBe('Removed from wishlist');
    expect(removed.json().items).toHaveLength(1);
    expect((await call({ method: 'DELETE', url: `/api/wishlist/${art.id}` })).statusCode).toBe(404);
  });

  it("shows its items' texts as their pages do in the customer's language, English where not translated (docs/decisions/112)", async () => {
    const id = products[0]!.id;
    await call({ method: 'POST', url: '/api/wishlist', payload: { productId: id } });
    for (const language of ['fr', 'rw', 'en']) {
      // As a browser asks from the wishlist page in that language (the page's address decides, docs/decisions/110).
      const headers = { host: 'shop.test', referer: `http://shop.test${language === 'en' ? '' : `/${language}`}/wishlist` };
      const page = (await ctx.app.inject({ method: 'GET', url: `/api/products/${id}`, headers })).json();
      const line = (await call({ method: 'GET', url: '/api/wishlist', headers })).json().items.find((i: { productId: number }) => i.productId === id);
      expect({ language, ...line }).toMatchObject({ language, title: page.title, description: page.description, material: page.material, size: page.size });
    }
    const fr = (await ctx.app.inject({ method: 'GET', url: `/api/products/${id}`, headers: { 'accept-language': 'fr' } })).json();
    const en = (await ctx.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();
    expect(fr.title, 'the demo item has a French title').not.toBe(en.title);
    await call({ method: 'DELETE', url: `/api/wishlist/${id}` });
  });

  it('answers 401 without a token and 400 for a bad id', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/wishlist' })).statusCode).toBe(401);
    expect((await call({ method: 'POST', url: '/api/wishlist', payload: { productId: 'abc' } })).statusCode).toBe(400);
    for (const id of [2 ** 31, 2 ** 53]) {
      expect((await call({ method: 'POST', url: '/api/wishlist', payload: { productId: id } })).statusCode).toBe(400);
      expect((await call({ method: 'DELETE', url: `/api/wishlist/${id}` })).statusCode).toBe(400);
    }
    expect((await call({ method: 'POST', url: '/api/wishlist', payload: { productId: true } })).statusCode).toBe(400);
  });
});
