import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_VARIANT_KEYS, ITEM_VARIANT_KEYS, PUBLIC_ITEM_KEYS, as, buildTestApp, cardBodyOf, signUp, type TestContext } from '../../../test/helpers.js';

/**
 * The list's card body (docs/decisions/127, "The list's card body"): the pages of the store and the
 * gallery and the search results carry each item with its variants cut to { id, options, price,
 * compare_at_price, availability }; the single-item endpoints keep the full body (with each variant's
 * sku and image). Everything else of the item is the same in both. With the reply cache on and off,
 * signed out and signed in (the marks still come after the other keys).
 */
type Variant = Record<string, unknown> & { id: number };
type Item = Record<string, unknown> & { id: number; kind: string; variants: Variant[]; inCart?: boolean; inWishlist?: boolean };

describe.each([
  ['on', '600000'],
  ['off', '0'],
])('the list’s card body, reply cache %s', (_, ttl) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ PUBLIC_CACHE_TTL_MS: ttl });
  });
  afterAll(() => ctx.close());

  const get = async (url: string, token?: string): Promise<Item[] & Item> => {
    const res = token ? await as(ctx, token)({ method: 'GET', url }) : await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  it('sends card variants in the store’s and the gallery’s pages, and the full body for one item', async () => {
    for (const [list, one] of [
      ['/api/products?limit=20', '/api/products'],
      ['/api/gallery?limit=10', '/api/gallery'],
    ] as const) {
      const page = await get(list);
      expect(page.length).toBeGreaterThan(0);
      for (const item of page) {
        expect(Object.keys(item), list).toEqual(PUBLIC_ITEM_KEYS);
        expect(item.variants.length).toBeGreaterThan(0);
        for (const v of item.variants) expect(Object.keys(v), list).toEqual(CARD_VARIANT_KEYS);
      }
      // The first item with several variants (the store's) or the first artwork: its full body has the rest.
      const item = page.find((i) => i.variants.length > 1) ?? page[0]!;
      const full = await get(`${one}/${item.id}`);
      for (const v of full.variants) expect(Object.keys(v)).toEqual(ITEM_VARIANT_KEYS);
      expect(item).toEqual(cardBodyOf(full));
    }
    expect((await get('/api/products?limit=20')).some((i) => i.variants.length > 1)).toBe(true);
  });

  it('sends card variants in search results', async () => {
    const found = await get('/api/products/search?q=runners');
    expect(found.length).toBeGreaterThan(0);
    for (const item of found) {
      expect(Object.keys(item)).toEqual(PUBLIC_ITEM_KEYS);
      for (const v of item.variants) expect(Object.keys(v)).toEqual(CARD_VARIANT_KEYS);
    }
  });

  it('marks a signed-in customer’s cart and wishlist on the card bodies, after their other keys', async () => {
    const { token } = await signUp(ctx);
    const page = await get('/api/products?limit=20');
    const single = page.find((i) => i.variants.length === 1)!;
    const me = as(ctx, token);
    expect((await me({ method: 'POST', url: '/api/cart', payload: { productId: single.id, quantity: 1 } })).statusCode).toBeLessThan(300);
    expect((await me({ method: 'POST', url: '/api/wishlist', payload: { productId: single.id } })).statusCode).toBeLessThan(300);
    const marked = await get('/api/products?limit=20', token);
    expect(marked.map((i) => i.id)).toEqual(page.map((i) => i.id));
    for (const [n, item] of marked.entries()) {
      const { inCart, inWishlist, ...rest } = item;
      expect(Object.keys(item)).toEqual([...PUBLIC_ITEM_KEYS, 'inCart', 'inWishlist']);
      expect(rest).toEqual(page[n]);
      expect({ inCart, inWishlist }).toEqual(item.id === single.id ? { inCart: true, inWishlist: true } : { inCart: false, inWishlist: false });
    }
    const one = await get(`/api/products/${single.id}`, token);
    expect(one).toMatchObject({ inCart: true, inWishlist: true });
    for (const v of one.variants) expect(Object.keys(v)).toEqual(ITEM_VARIANT_KEYS);
  });
});
