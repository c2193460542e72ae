import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CATALOG_MESSAGES, VARIANT_MESSAGES, type CatalogItem } from '@atelier/contracts';
import { as, buildTestApp, cardBodyOf, checkoutFormData, lastMailTo, query, signUp, signUpAs, type TestContext } from '../../../test/helpers.js';

/**
 * Sizes and colours on the storefront path (docs/decisions/127), on the demo catalog: the public JSON
 * carries options and variants in the reply's language; the cart and the orders name a variant (an item
 * with several needs one), price it, take its stock in the order's transaction and give it back on
 * cancel; the order's lines, its WhatsApp message and its e-mail name the variant. PGlite and PostgreSQL.
 */
let ctx: TestContext;
type Item = CatalogItem;

const RUNNERS = 'nyungwe-canopy-runners';
const CAP = 'kitenge-snapback-cap';
const JACKET = 'thousand-hills-denim-jacket';
const SINGLE = 'imigongo-high-top-sneakers';

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const item = async (slug: string, locale = 'en'): Promise<Item> => (await get(`/api/products/${slug}`, { 'accept-language': locale })).json();
const stockOf = async (variantId: number) => (await query<{ stock: number | null }>(ctx, sql`select stock from catalog_variants where id = ${variantId}`))[0]!.stock;
const order = (token: string, items: Array<{ productId: number; variantId?: number; quantity?: number }>, extra: Record<string, unknown> = {}) =>
  as(ctx, token)({ method: 'POST', url: '/api/orders', payload: { formData: checkoutFormData, cartData: { items }, ...extra } });

beforeAll(async () => {
  // The reply cache off: the tests write variants in SQL and read the item again at once.
  ctx = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '0' });
});
afterAll(() => ctx.close());

describe('the public JSON of an item with options', () => {
  it('carries the options and the variants on sale in order, translated per language, with prices and availability', async () => {
    const runners = await item(RUNNERS);
    expect(runners.options).toEqual([{ name: 'Size', values: ['38', '39', '40', '41', '42', '43', '44', '45'] }]);
    expect(runners.variants.map((v) => [v.sku, v.options, v.availability])).toEqual([
      ['NYUNGWE-CANOPY-RUNNERS-38', { Size: '38' }, 'available'],
      ['NYUNGWE-CANOPY-RUNNERS-39', { Size: '39' }, 'available'],
      ['NYUNGWE-CANOPY-RUNNERS-40', { Size: '40' }, 'sold_out'],
      ['NYUNGWE-CANOPY-RUNNERS-41', { Size: '41' }, 'available'],
      ['NYUNGWE-CANOPY-RUNNERS-42', { Size: '42' }, 'available'],
      ['NYUNGWE-CANOPY-RUNNERS-43', { Size: '43' }, 'available'],
      ['NYUNGWE-CANOPY-RUNNERS-44', { Size: '44' }, 'sold_out'],
      ['NYUNGWE-CANOPY-RUNNERS-45', { Size: '45' }, 'available'],
    ]);
    expect(runners).toMatchObject({ availability: 'available', price: 58000 });
    expect(Object.keys(runners.variants[0]!)).toEqual(['id', 'sku', 'options', 'price', 'compare_at_price', 'availability', 'image']);
    // French: the option's name translated, its values (sizes) as they are, the map keyed the same way.
    expect((await item(RUNNERS, 'fr')).options).toEqual([{ name: 'Taille', values: ['38', '39', '40', '41', '42', '43', '44', '45'] }]);
    expect((await item(RUNNERS, 'fr')).variants[4]).toMatchObject({ id: runners.variants[4]!.id, options: { Taille: '42' } });
    // Colours: name and values translated, a picture per colour.
    const cap = await item(CAP, 'rw');
    expect(cap.options).toEqual([{ name: 'Ibara', values: ['Iroza', 'Umuhondo'] }]);
    expect(cap.variants.map((v) => [v.options, v.image])).toEqual([
      [{ Ibara: 'Iroza' }, cap.frontimage],
      [{ Ibara: 'Umuhondo' }, cap.image1],
    ]);
    expect((await item(CAP, 'fr')).variants.map((v) => v.options)).toEqual([{ Couleur: 'Rose' }, { Couleur: 'Jaune' }]);
    // A variant with a price of its own; the item shows the lowest.
    const jacket = await item(JACKET);
    expect(jacket.price).toBe(68000);
    expect(jacket.variants.map((v) => v.price)).toEqual([68000, 68000, 68000, 72000]);
    // An item without options: one variant, no choice.
    const single = await item(SINGLE);
    expect(single.options).toEqual([]);
    expect(single.variants).toEqual([{ id: expect.any(Number), sku: 'IMIGONGO-HIGH-TOP-SNEAKERS', options: {}, price: 65000, compare_at_price: null, availability: 'available', image: null }]);
  });

  it('is the same bytes by id and by slug, and its card body (docs/decisions/127) on the page and in search', async () => {
    for (const locale of ['en', 'fr', 'rw']) {
      const headers = { 'accept-language': locale };
      const bySlug = (await get(`/api/products/${RUNNERS}`, headers)).body;
      const full = JSON.parse(bySlug) as Item;
      expect((await get(`/api/products/${full.id}`, headers)).body).toBe(bySlug);
      const card = JSON.stringify(cardBodyOf(full));
      const page = (await get('/api/products?limit=100', headers)).json() as Item[];
      expect(JSON.stringify(page.find((p) => p.id === full.id))).toBe(card);
      const found = (await get('/api/products/search?q=nyungwe', headers)).json() as Item[];
      expect(JSON.stringify(found.find((p) => p.id === full.id))).toBe(card);
    }
  });

  it('follows writes of the variants: archived ones left out, sold out when every one is, prices and compare-at per variant', async () => {
    const bomber = await item('kigali-nights-bomber');
    const [s, m, l, xl] = bomber.variants.map((v) => v.id) as [number, number, number, number];
    await ctx.database.db.execute(sql`update catalog_variants set archived_at = now() where id = ${xl}`);
    expect((await item('kigali-nights-bomber')).variants.map((v) => v.id)).toEqual([s, m, l]);
    await ctx.database.db.execute(sql`update catalog_variants set stock = 0 where id in (${m}, ${l})`);
    expect(await item('kigali-nights-bomber')).toMatchObject({ availability: 'sold_out' });
    await ctx.database.db.execute(sql`update catalog_variants set stock = 2, price_minor = 7000000 where id = ${m}`);
    await ctx.database.db.execute(sql`update catalog_items set compare_at_price_minor = 7500000 where id = ${bomber.id}`);
    const after = await item('kigali-nights-bomber');
    // 78,000 for S and L, 70,000 for M: the item shows the lowest, with that variant's compare-at (75,000 above 70,000).
    expect(after).toMatchObject({ availability: 'available', price: 70000, compare_at_price: 75000 });
    expect(after.variants.map((v) => [v.price, v.compare_at_price])).toEqual([
      [78000, null],
      [70000, 75000],
      [78000, null],
    ]);
  });
});

describe('the cart, a line per variant', () => {
  it('needs a variant for an item with several, refuses one not on sale, and prices and names each line', async () => {
    const { token, user } = await signUp(ctx);
    const me = as(ctx, token);
    const runners = await item(RUNNERS);
    const [v42, v43] = [runners.variants[4]!, runners.variants[5]!];
    const none = await me({ method: 'POST', url: '/api/cart', payload: { productId: runners.id, quantity: 1 } });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(VARIANT_MESSAGES.chooseOption('Size'));
    expect(none.json().error).toBe('Please choose a size');
    const other = (await item(SINGLE)).variants[0]!.id;
    const wrong = await me({ method: 'POST', url: '/api/cart', payload: { productId: runners.id, variantId: other } });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toBe(VARIANT_MESSAGES.variantNotFound);
    expect((await me({ method: 'POST', url: '/api/cart', payload: { productId: runners.id, variantId: 999999 } })).statusCode).toBe(404);

    expect((await me({ method: 'POST', url: '/api/cart', payload: { productId: runners.id, variantId: v42.id, quantity: 2 } })).statusCode).toBe(200);
    const cap = await item(CAP);
    const yellow = cap.variants[1]!;
    const added = await me({ method: 'POST', url: '/api/cart', payload: { productId: cap.id, variantId: yellow.id } });
    expect(added.json().items).toEqual([
      expect.objectContaining({ productId: runners.id, variantId: v42.id, variantTitle: '42', price: 58000, quantity: 2, lineTotal: 116000 }),
      expect.objectContaining({ productId: cap.id, variantId: yellow.id, variantTitle: 'Yellow', frontimage: cap.image1 }),
    ]);
    // A single-variant item needs none.
    const single = await item(SINGLE);
    expect((await me({ method: 'POST', url: '/api/cart', payload: { productId: single.id } })).json().items[2]).toMatchObject({
      productId: single.id,
      variantId: single.variants[0]!.id,
      variantTitle: '',
    });
    // The variant title in the customer's language.
    await ctx.database.db.execute(sql`update users set language = 'rw' where id = ${user.id}`);
    // The item's own texts too, as its page shows them (docs/decisions/112): the cap's and the runners' titles.
    const rwCart = (await me({ method: 'GET', url: '/api/cart' })).json().items;
    expect(rwCart[1]).toMatchObject({ variantTitle: 'Umuhondo', title: (await item(CAP, 'rw')).title });
    expect(rwCart[0].title).toBe((await item(RUNNERS, 'rw')).title);
    expect(rwCart[0].title).not.toBe(runners.title);
    // And the refusal names the option in that language too.
    const rw = await me({ method: 'POST', url: '/api/cart', payload: { productId: runners.id } });
    expect([rw.statusCode, rw.json().error]).toEqual([400, 'Hitamo ingano']);
    await ctx.database.db.execute(sql`update users set language = 'en' where id = ${user.id}`);

    // A second size of the same item is a line of its own; the card shows the item as in the cart.
    await me({ method: 'POST', url: '/api/cart', payload: { productId: runners.id, variantId: v43.id } });
    const page = (await me({ method: 'GET', url: '/api/products?limit=100' })).json() as Item[];
    expect(page.find((p) => p.id === runners.id)).toMatchObject({ inCart: true });
    // PUT names the line: without a variant, an item with two lines is a 400.
    const ambiguous = await me({ method: 'PUT', url: `/api/cart/${runners.id}`, payload: { quantity: 3 } });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().error).toBe('Please choose a size');
    const put = await me({ method: 'PUT', url: `/api/cart/${runners.id}`, payload: { quantity: 3, variantId: v43.id } });
    expect(
      put
        .json()
        .items.filter((l: { productId: number }) => l.productId === runners.id)
        .map((l: { variantTitle: string; quantity: number }) => [l.variantTitle, l.quantity]),
    ).toEqual([
      ['42', 2],
      ['43', 3],
    ]);
    expect((await me({ method: 'PUT', url: `/api/cart/${cap.id}`, payload: { quantity: 2 } })).json().items[1]).toMatchObject({ variantId: yellow.id, quantity: 2 });
    // DELETE one size, then every line of the item.
    const one = await me({ method: 'DELETE', url: `/api/cart/${runners.id}?variantId=${v42.id}` });
    expect(
      one
        .json()
        .items.filter((l: { productId: number }) => l.productId === runners.id)
        .map((l: { variantId: number }) => l.variantId),
    ).toEqual([v43.id]);
    await me({ method: 'POST', url: '/api/cart', payload: { productId: runners.id, variantId: v42.id } });
    const all = await me({ method: 'DELETE', url: `/api/cart/${runners.id}` });
    expect(all.json().items.some((l: { productId: number }) => l.productId === runners.id)).toBe(false);
    expect((await me({ method: 'DELETE', url: `/api/cart/${runners.id}?variantId=${v42.id}` })).statusCode).toBe(404);
    // An archived variant leaves the cart and cannot be added.
    await ctx.database.db.execute(sql`update catalog_variants set archived_at = now() where id = ${yellow.id}`);
    expect((await me({ method: 'GET', url: '/api/cart' })).json().items.map((l: { productId: number }) => l.productId)).toEqual([single.id]);
    const archived = await me({ method: 'POST', url: '/api/cart', payload: { productId: cap.id, variantId: yellow.id } });
    expect([archived.statusCode, archived.json().error]).toEqual([404, VARIANT_MESSAGES.variantNotFound]);
    await ctx.database.db.execute(sql`update catalog_variants set archived_at = null where id = ${yellow.id}`);
  });
});

describe('orders of variants', () => {
  it('quotes and orders per variant, takes its stock, names it in the lines, the message and the e-mail, and gives it back on cancel', async () => {
    const { token } = await signUp(ctx);
    const me = as(ctx, token);
    const runners = await item(RUNNERS);
    const jacket = await item(JACKET);
    const [v41, xl] = [runners.variants[3]!, jacket.variants[3]!];
    const quote = (items: unknown[]) => me({ method: 'POST', url: '/api/orders/quote', payload: { formData: checkoutFormData, cartData: { items } } });
    const unnamed = await quote([{ productId: runners.id }]);
    expect([unnamed.statusCode, unnamed.json().error]).toEqual([400, 'Please choose a size']);
    const foreign = await quote([{ productId: runners.id, variantId: xl.id }]);
    expect([foreign.statusCode, foreign.json().error]).toEqual([400, VARIANT_MESSAGES.variantNotFound]);
    const quoted = await quote([
      { productId: runners.id, variantId: v41.id, quantity: 2 },
      { productId: jacket.id, variantId: xl.id },
    ]);
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json().quote.lines).toEqual([
      expect.objectContaining({ productId: runners.id, variantId: v41.id, variantTitle: '41', unitPrice: 58000, quantity: 2, lineTotal: 116000 }),
      expect.objectContaining({ productId: jacket.id, variantId: xl.id, variantTitle: 'XL', unitPrice: 72000, lineTotal: 72000 }),
    ]);
    // Asked from the checkout page in French, the lines read as the items' pages and the cart do
    // (docs/decisions/112): the cap's colour too. The order itself still saves English (below).
    const [cap, frRunners, frCap] = [await item(CAP), await item(RUNNERS, 'fr'), await item(CAP, 'fr')];
    expect(frRunners.title).not.toBe(runners.title);
    const yellow = cap.variants.find((v) => v.options.Colour === 'Yellow')!;
    const fromFrench = await me({
      method: 'POST',
      url: '/api/orders/quote',
      headers: { host: 'shop.test', referer: 'http://shop.test/fr/checkout' },
      payload: {
        formData: checkoutFormData,
        cartData: {
          items: [
            { productId: runners.id, variantId: v41.id },
            { productId: cap.id, variantId: yellow.id },
          ],
        },
      },
    });
    expect(fromFrench.json().quote.lines).toEqual([
      expect.objectContaining({ productId: runners.id, title: frRunners.title, variantTitle: '41', unitPrice: 58000 }),
      expect.objectContaining({ productId: cap.id, title: frCap.title, variantTitle: 'Jaune' }),
    ]);

    const before = await stockOf(v41.id);
    const placed = await order(token, [
      { productId: runners.id, variantId: v41.id, quantity: 2 },
      { productId: jacket.id, variantId: xl.id },
    ]);
    expect(placed.statusCode).toBe(201);
    const { order: o, whatsappUrl } = placed.json();
    expect(o.total).toBe(116000 + 72000);
    expect(await stockOf(v41.id)).toBe(before! - 2);
    expect(o.order_items.map((l: Record<string, unknown>) => [l.product_name, l.variant_id, l.variant_title, l.sku, l.unit_price])).toEqual([
      ['Nyungwe Canopy Runners', v41.id, '41', 'NYUNGWE-CANOPY-RUNNERS-41', 58000],
      ['Thousand Hills Denim Jacket', xl.id, 'XL', 'THOUSAND-HILLS-DENIM-JACKET-XL', 72000],
    ]);
    const text = decodeURIComponent(whatsappUrl.split('?text=')[1]);
    expect(text).toContain('1. Nyungwe Canopy Runners — 41 x2 - RWF 116,000');
    expect(text).toContain('2. Thousand Hills Denim Jacket — XL x1 - RWF 72,000');
    // The customer's order and the back office's carry the variant too.
    expect((await me({ method: 'GET', url: `/api/orders/${o.id}` })).json().order.order_items[0]).toMatchObject({ variant_id: v41.id, variant_title: '41', sku: 'NYUNGWE-CANOPY-RUNNERS-41' });
    const staff = as(ctx, (await signUpAs(ctx, 'staff')).token);
    expect((await staff({ method: 'GET', url: `/api/admin/orders/${o.id}` })).json().order.lines[1]).toMatchObject({ variant_id: xl.id, variant_title: 'XL', sku: 'THOUSAND-HILLS-DENIM-JACKET-XL' });
    // The confirmation e-mail names the variant.
    expect((await me({ method: 'POST', url: '/api/orders/send-confirmation-email', payload: { orderId: o.id } })).statusCode).toBe(200);
    const mail = await lastMailTo(ctx, checkoutFormData.email);
    expect(mail.textBody).toContain('Nyungwe Canopy Runners — 41 x2');
    // Cancelled: each variant gets back what its line took.
    expect((await me({ method: 'POST', url: `/api/orders/${o.id}/cancel` })).statusCode).toBe(200);
    expect(await stockOf(v41.id)).toBe(before);
  });

  it('refuses more than a variant has left, naming the item and the variant', async () => {
    const { token } = await signUp(ctx);
    const runners = await item(RUNNERS);
    const [v40, v43] = [runners.variants[2]!, runners.variants[5]!];
    const soldOut = await order(token, [{ productId: runners.id, variantId: v40.id }]);
    expect([soldOut.statusCode, soldOut.json().error]).toEqual([409, ADMIN_CATALOG_MESSAGES.notEnoughStock('Nyungwe Canopy Runners — 40', 0)]);
    expect(soldOut.json().error).toBe('“Nyungwe Canopy Runners — 40” is sold out');
    const tooMany = await order(token, [{ productId: runners.id, variantId: v43.id, quantity: 2 }]);
    expect([tooMany.statusCode, tooMany.json().error]).toEqual([409, 'Only 1 of “Nyungwe Canopy Runners — 43” left']);
    // Two lines of the same variant add up.
    const split = await order(token, [
      { productId: runners.id, variantId: v43.id },
      { productId: runners.id, variantId: v43.id },
    ]);
    expect(split.statusCode).toBe(409);
  });

  it('orders the cart’s lines by variant and takes them out of the cart', async () => {
    const { token } = await signUp(ctx);
    const me = as(ctx, token);
    const cap = await item(CAP);
    const [pink, yellow] = cap.variants as [Item['variants'][number], Item['variants'][number]];
    await me({ method: 'POST', url: '/api/cart', payload: { productId: cap.id, variantId: pink.id } });
    await me({ method: 'POST', url: '/api/cart', payload: { productId: cap.id, variantId: yellow.id } });
    // A line the cart does not hold (another colour than the cart's) is a changed cart.
    await me({ method: 'DELETE', url: `/api/cart/${cap.id}?variantId=${yellow.id}` });
    const changed = await order(token, [{ productId: cap.id, variantId: yellow.id }], { fromCart: true });
    expect(changed.statusCode).toBe(409);
    const placed = await order(token, [{ productId: cap.id, variantId: pink.id }], { fromCart: true });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.order_items[0]).toMatchObject({ variant_title: 'Pink', sku: 'KITENGE-SNAPBACK-CAP-PINK', image: cap.frontimage });
    expect((await me({ method: 'GET', url: '/api/cart' })).json().items).toEqual([]);
  });

  it('of two customers ordering the last unit of a size at once, exactly one gets it; the other a readable 409', async () => {
    const runners = await item(RUNNERS);
    const v42 = runners.variants[4]!;
    await ctx.database.db.execute(sql`update catalog_variants set stock = 1 where id = ${v42.id}`);
    const [a, b] = await Promise.all([signUp(ctx), signUp(ctx)]);
    // Real requests through the app, at the same moment (on PostgreSQL on two connections; PGlite runs them one after the other).
    const answers = await Promise.all([a, b].map((c) => order(c.token, [{ productId: runners.id, variantId: v42.id }])));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().error).toBe('“Nyungwe Canopy Runners — 42” is sold out');
    expect(await stockOf(v42.id)).toBe(0);
    const [lines] = await query<{ n: number }>(ctx, sql`select count(*)::int as n from order_items where variant_id = ${v42.id}`);
    expect(lines!.n).toBe(1);
    expect((await item(RUNNERS)).variants[4]).toMatchObject({ availability: 'sold_out' });
  });
});
