import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { sha256 } from '../../lib/crypto.js';
import { PUBLIC_ITEM_KEYS, as, buildTestApp, placeOrder, signUp, signUpAs, type TestContext } from '../../../test/helpers.js';

/**
 * A signed-in customer's page of the store or gallery is never served from the shared
 * reply cache (it carries their cart and wishlist marks), so it must be cheap: the token's session,
 * the page, its images, ratings and the viewer's marks in one statement (docs/decisions/061, 116).
 */
let ctx: TestContext;
type Item = { id: number; inCart?: boolean; inWishlist?: boolean };
/** Every statement the app sends to the database while `fn` runs, as SQL text. */
let recording: string[] | null = null;
const statementsOf = async (fn: () => Promise<unknown>) => {
  recording = [];
  try {
    await fn();
    return recording;
  } finally {
    recording = null;
  }
};

beforeAll(async () => {
  // The reply cache off, as it is for every signed-in page anyway.
  ctx = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '0' });
  // Both drivers (node-postgres' Pool, PGlite) take every statement through client.query.
  const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
    recording?.push(text);
    return query(...args);
  };
});
afterAll(() => ctx.close());

const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the signed-in list of the store and the gallery', () => {
  it('is one statement for the token, the page and the marks, whatever the size of the cart and wishlist, once the server holds the items', async () => {
    const { token } = await signUp(ctx);
    const me = as(ctx, token);
    const products: Item[] = (await get('/api/products?limit=12')).json();
    for (const p of products.slice(0, 4)) expect((await me({ method: 'POST', url: '/api/cart', payload: { productId: p.id, quantity: 1 } })).statusCode).toBeLessThan(300);
    for (const p of products.slice(2, 7)) expect((await me({ method: 'POST', url: '/api/wishlist', payload: { productId: p.id } })).statusCode).toBeLessThan(300);

    const cart = products.slice(0, 4).map((p) => p.id);
    const wishlist = products.slice(2, 7).map((p) => p.id);
    for (const url of ['/api/products?limit=12', '/api/gallery?limit=12', '/api/products?page=2&limit=5', '/api/products?page=3&limit=2']) {
      let reply: Awaited<ReturnType<typeof get>> | undefined;
      // The first time, the server may not hold an item's JSON yet: the same statement again with the bodies.
      const first = await statementsOf(async () => expect((await get(url, token)).statusCode, url).toBe(200));
      expect(first.length, url).toBeLessThanOrEqual(2);
      const statements = await statementsOf(async () => {
        reply = await get(url, token);
      });
      expect(reply!.statusCode, url).toBe(200);
      expect(
        statements.filter((s) => /catalog_item_listing/.test(s) && /sessions/.test(s) && !/body/.test(s)),
        url,
      ).toHaveLength(1);
      expect(statements, url).toHaveLength(1);
      // Any page, not only the first: the viewer travels in a row of its own, the total in the items'.
      const publicPage = await get(url);
      const marked = (publicPage.json() as Item[]).map((item) => ({ ...item, inCart: cart.includes(item.id), inWishlist: wishlist.includes(item.id) }));
      expect(reply!.body, url).toBe(JSON.stringify(marked));
      expect(reply!.headers['x-total-count'], url).toBe(publicPage.headers['x-total-count']);
    }
  });

  it('marks what this viewer holds, and is the public reply with the marks added', async () => {
    const products: Item[] = (await get('/api/products?limit=10')).json();
    const artworks: Item[] = (await get('/api/gallery?limit=10')).json();
    const [a, b] = [await signUp(ctx), await signUp(ctx)];
    const add = (token: string, list: 'cart' | 'wishlist', productId: number) =>
      as(ctx, token)({ method: 'POST', url: `/api/${list}`, payload: list === 'cart' ? { productId, quantity: 1 } : { productId } });
    // a: products 0 and 1 in the cart, 1 and 2 in the wishlist, an artwork in the wishlist; b: product 2 in the cart.
    for (const [list, id] of [
      ['cart', products[0]!.id],
      ['cart', products[1]!.id],
      ['wishlist', products[1]!.id],
      ['wishlist', products[2]!.id],
      ['wishlist', artworks[3]!.id],
    ] as const) {
      expect((await add(a.token, list, id)).statusCode).toBeLessThan(300);
    }
    expect((await add(b.token, 'cart', products[2]!.id)).statusCode).toBeLessThan(300);

    const marks = (items: Item[]) => items.map((i) => [i.id, i.inCart, i.inWishlist]);
    const expected = (ids: number[], cart: number[], wish: number[]) => ids.map((id) => [id, cart.includes(id), wish.includes(id)]);
    const ids = products.map((p) => p.id);
    const [p0, p1, p2] = ids;
    const mine = await get('/api/products?limit=10', a.token);
    expect(marks(mine.json())).toEqual(expected(ids, [p0!, p1!], [p1!, p2!]));
    expect(marks((await get('/api/products?limit=10', b.token)).json())).toEqual(expected(ids, [p2!], []));
    expect(marks((await get('/api/gallery?limit=10', a.token)).json())).toEqual(
      expected(
        artworks.map((x) => x.id),
        [],
        [artworks[3]!.id],
      ),
    );

    // The same bytes the public reply has, each item followed by the two marks; private, with the total.
    const publicPage = await get('/api/products?limit=10');
    const withMarks = (publicPage.json() as Item[]).map((item) => ({ ...item, inCart: [p0, p1].includes(item.id), inWishlist: [p1, p2].includes(item.id) }));
    expect(mine.body).toBe(JSON.stringify(withMarks));
    expect(mine.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store', 'x-total-count': publicPage.headers['x-total-count'] });
    expect(mine.headers.vary).toContain('authorization');

    // A token that is no longer valid gets the public page.
    expect((await as(ctx, b.token)({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBeLessThan(300);
    const loggedOut = await get('/api/products?limit=10', b.token);
    expect(loggedOut.body).toBe(publicPage.body);
    expect(loggedOut.headers['cache-control']).toBe(publicPage.headers['cache-control']);
    const stale = await get('/api/products?limit=10', 'not-a-token');
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(publicPage.body);
  });

  it('reads the pages asked for together in one statement per distinct page, each with its own viewer, marks, language and total', async () => {
    const products: Item[] = (await get('/api/products?limit=6')).json();
    const [a, b, c] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    const add = (token: string, list: 'cart' | 'wishlist', productId: number) =>
      as(ctx, token)({ method: 'POST', url: `/api/${list}`, payload: list === 'cart' ? { productId, quantity: 1 } : { productId } });
    // Different holdings, so a viewer given another's row shows in the marks.
    for (const [token, list, i] of [
      [a.token, 'cart', 0],
      [a.token, 'wishlist', 1],
      [b.token, 'cart', 1],
      [b.token, 'wishlist', 4],
      [c.token, 'cart', 5],
    ] as const) {
      expect((await add(token, list, products[i]!.id)).statusCode).toBeLessThan(300);
    }
    expect((await as(ctx, c.token)({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBeLessThan(300);
    // A French title, so the French page differs from the English one.
    const owner = as(ctx, (await signUpAs(ctx, 'admin')).token);
    expect((await owner({ method: 'PATCH', url: `/api/admin/catalog/${products[2]!.id}`, payload: { translations: { fr: { title: 'Sac en cuir tressé' } } } })).statusCode).toBe(200);
    const asks: Array<{ url: string; token: string; language?: string }> = [
      { url: '/api/products?limit=6', token: a.token },
      { url: '/api/products?limit=6', token: b.token },
      { url: '/api/products?limit=6', token: c.token }, // logged out: the public page
      { url: '/api/products?limit=6', token: a.token, language: 'fr' },
      { url: '/api/products?limit=6', token: 'not-a-token' },
      { url: '/api/products?page=2&limit=3', token: b.token },
      { url: '/api/gallery?limit=4', token: a.token },
      { url: '/api/products?page=999&limit=6', token: a.token }, // past the end
      { url: '/api/products?limit=6', token: a.token }, // the same viewer twice in one batch
    ];
    const ask = ({ url, token, language }: (typeof asks)[number]) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) } });
    // One at a time first (the server then holds every item's JSON in both languages).
    for (const x of asks) await ask(x);
    const alone: Array<Awaited<ReturnType<typeof ask>>> = [];
    for (const x of asks) alone.push(await ask(x));
    expect(alone[0]!.json().map((i: Item) => [i.inCart, i.inWishlist])).toEqual([
      [true, false],
      [false, true],
      [false, false],
      [false, false],
      [false, false],
      [false, false],
    ]);
    expect(alone[1]!.json().map((i: Item) => [i.inCart, i.inWishlist])).toEqual([
      [false, false],
      [true, false],
      [false, false],
      [false, false],
      [false, true],
      [false, false],
    ]);
    expect(alone[2]!.body).toBe((await get('/api/products?limit=6')).body);
    expect(alone[3]!.json()[2].title).toBe('Sac en cuir tressé');
    expect(alone[3]!.json().map((i: Item) => [i.inCart, i.inWishlist])).toEqual(alone[0]!.json().map((i: Item) => [i.inCart, i.inWishlist]));

    const statements = await statementsOf(async () => {
      const together = await Promise.all(asks.map(ask));
      together.forEach((reply, i) => {
        expect(reply.statusCode, asks[i]!.url).toBe(200);
        expect(reply.body, `${asks[i]!.url} ${i}`).toBe(alone[i]!.body);
        expect(reply.headers['x-total-count'], asks[i]!.url).toBe(alone[i]!.headers['x-total-count']);
        expect(reply.headers['cache-control'], asks[i]!.url).toBe(alone[i]!.headers['cache-control']);
      });
    });
    // Nine pages, four distinct: products 1 and 2, the gallery, and the past-the-end one, which also
    // counts the kind. The logged-out and the unknown token get the public page from the same
    // statement, as a visitor's (docs/decisions/127): the held bodies without marks, no statement
    // of their own.
    expect(statements.filter((s) => /catalog_item_listing/.test(s) && /unnest/.test(s))).toHaveLength(4);
    expect(statements.filter((s) => /catalog_item_listing/.test(s) && /catalog_item_json/.test(s) && !/unnest/.test(s))).toHaveLength(0);
    expect(statements.filter((s) => /count\(\*\)/.test(s) && !/catalog_item_listing/.test(s))).toHaveLength(1);
    expect(statements).toHaveLength(5);
  });
});

/**
 * An item's public JSON (spec 02 §3 Product / Artwork) has one source, catalog_item_json, built by
 * catalog_item_public_json (docs/decisions/116, amendment of 2026-11-28): the rules below are read
 * on the wire, and every path that shows an item sends the same bytes for it.
 */
describe("an item's public JSON on the wire (reply cache off)", () => {
  it('follows the wire rules on awkward data: escapes, availability, compare-at, rating rounding, pictures, dates, languages', async () => {
    const { token } = await signUp(ctx);
    const products: Item[] = (await get('/api/products?limit=6')).json();
    const artworks: Item[] = (await get('/api/gallery?limit=6')).json();
    const [p0, p1, p2, p3, p4] = products.map((p) => p.id) as [number, number, number, number, number];
    const run = (q: ReturnType<typeof sql>) => ctx.database.db.execute(q);
    const awkward = 'Quote " back\\ slash\n tab\t bell\u0007 é ✓ 😀 \u2028 </script>';
    await run(sql`update catalog_items set title = ${awkward}, material = null, size = null,
      compare_at_price_minor = price_minor - 100, created_at = '2026-01-02 03:04:05.678912+00' where id = ${p0}`);
    // Stock lives on the variants (docs/decisions/127).
    await run(sql`update catalog_variants set stock = 0 where item_id = ${p0}`);
    await run(sql`update catalog_items set price_minor = 1234567, compare_at_price_minor = 2000001, created_at = '2026-01-02 03:04:05+00' where id = ${p1}`);
    await run(sql`update catalog_variants set stock = 3 where item_id = ${p1}`);
    await run(sql`update catalog_items set compare_at_price_minor = price_minor, created_at = '1999-12-31 23:59:59.999999+00' where id = ${p3}`);
    await run(sql`delete from catalog_images where item_id = ${p2}`);
    await run(sql`insert into catalog_images (item_id, position, image_key) select ${p2}, n, 'x/"key' || n from generate_series(0, 5) n`);
    await run(sql`delete from catalog_images where item_id = ${p4}`);
    // Ratings whose mean needs rounding: 17/4 = 4.25 (a half: up to 4.3), 14/3 (4.7), 4/3 (1.3); one hidden.
    const raters = await Promise.all(Array.from({ length: 4 }, () => signUp(ctx)));
    const rate = (i: number, item: number, rating: number, hidden = false) =>
      run(sql`insert into ratings (user_id, item_id, rating, hidden_at) values (${raters[i]!.user.id}, ${item}, ${rating}, ${hidden ? sql`now()` : null})`);
    for (const [i, r] of [4, 5, 4, 4].entries()) await rate(i, p1, r);
    for (const [i, r] of [5, 5, 4].entries()) await rate(i, p2, r);
    for (const [i, r] of [1, 1, 2, 5].entries()) await rate(i, p3, r, i === 3);
    await run(sql`delete from ratings where item_id = ${p4}`);
    // Two artworks held by orders: one reserved, one sold (paid).
    const [reserved, sold] = [artworks[1]!.id, artworks[2]!.id];
    await placeOrder(ctx, raters[0]!.token, [reserved]);
    await placeOrder(ctx, raters[1]!.token, [sold]);
    await run(sql`update orders set payment_status = 'paid' where id in (select order_id from order_items where item_id = ${sold})`);
    expect((await as(ctx, token)({ method: 'POST', url: '/api/cart', payload: { productId: p1, quantity: 1 } })).statusCode).toBeLessThan(300);

    /** The card body of an item's full body, as JSON.stringify prints it: each variant's id, options, price, compare_at_price, availability. */
    const cardText = (full: string) => {
      const item = JSON.parse(full) as Record<string, unknown> & { variants: Array<Record<string, unknown>> };
      return JSON.stringify({ ...item, variants: item.variants.map((v) => ({ id: v.id, options: v.options, price: v.price, compare_at_price: v.compare_at_price, availability: v.availability })) });
    };
    /** Each item's JSON text in a page's bytes, by id (the page is a JSON array of the items' texts). */
    const textsOf = (items: Array<Item & Record<string, unknown>>) => new Map(items.map((item) => [item.id, JSON.stringify(item)]));
    const byId = async (url: string, headers: Record<string, string> = {}) => {
      const reply = await ctx.app.inject({ method: 'GET', url, headers });
      expect(reply.statusCode, url).toBe(200);
      // JSON.stringify's own form (escapes, numbers, no spaces), so the bytes survive a parse and a stringify.
      expect(JSON.stringify(reply.json()), url).toBe(reply.body);
      return reply;
    };
    for (const language of ['en', 'fr']) {
      const headers = { 'accept-language': language };
      const page = await byId('/api/products?limit=6', headers);
      const texts = textsOf(page.json());
      // Search and the signed-in page (less its marks): the same bytes; one item by id and by slug:
      // its full body, whose card body (docs/decisions/127, "The list's card body") is the page's bytes.
      for (const [id, text] of texts) {
        const full = (await byId(`/api/products/${id}`, headers)).body;
        expect(cardText(full), `${language} ${id}`).toBe(text);
        expect(full).toContain('"sku":');
        expect((await byId(`/api/products/${(JSON.parse(text) as { slug: string }).slug}`, headers)).body, `${language} ${id}`).toBe(full);
      }
      const found = textsOf((await byId('/api/products/search?q=quote', headers)).json());
      expect(found.get(p0), language).toBe(texts.get(p0));
      const mine = await byId('/api/products?limit=6', { ...headers, authorization: `Bearer ${token}` });
      expect(mine.body, language).toBe(`[${[...texts].map(([id, text]) => `${text.slice(0, -1)},"inCart":${id === p1},"inWishlist":false}`).join(',')}]`);
      const gallery = await byId('/api/gallery?limit=6', headers);
      for (const [id, text] of textsOf(gallery.json())) expect(cardText((await byId(`/api/gallery/${id}`, headers)).body), `${language} ${id}`).toBe(text);
    }

    const page: Array<Item & Record<string, unknown>> = (await get('/api/products?limit=6')).json();
    const item = (id: number) => page.find((p) => p.id === id)!;
    // Escapes as JSON.stringify writes them: quote, backslash, \n, \t, \u0007; U+2028, emoji and </script> as they are.
    expect((await get(`/api/products/${p0}`)).body).toContain(`"title":${JSON.stringify(awkward)},`);
    expect(JSON.stringify(awkward)).toContain('\\u0007');
    expect(item(p0)).toMatchObject({ title: awkward, material: null, size: null, availability: 'sold_out', compare_at_price: null, created_at: '2026-01-02T03:04:05.678Z' });
    // Compare-at shown only above the price; money in RWF with its hundredths.
    expect(item(p1)).toMatchObject({ price: 12345.67, compare_at_price: 20000.01, availability: 'available', averageRating: 4.3, ratingCount: 4, created_at: '2026-01-02T03:04:05.000Z' });
    expect(item(p3)).toMatchObject({ compare_at_price: null, averageRating: 1.3, ratingCount: 3, created_at: '1999-12-31T23:59:59.999Z' });
    // Pictures in order: the first is frontimage, the next four image1..image4, the sixth not shown.
    expect(item(p2)).toMatchObject({
      averageRating: 4.7,
      ratingCount: 3,
      frontimage: '/media/x/"key0-640.webp',
      image1: '/media/x/"key1-640.webp',
      image4: '/media/x/"key4-640.webp',
    });
    expect(item(p4)).toMatchObject({ frontimage: null, image1: null, image2: null, image3: null, image4: null, averageRating: 0, ratingCount: 0 });
    // Keys in the contract's order (spec 02 §3), the marks only for a signed-in viewer.
    expect(Object.keys(item(p1))).toEqual(PUBLIC_ITEM_KEYS);
    // One-of-a-kind artworks: reserved by an order, sold once paid; everywhere they show.
    const gallery: Array<Item & { availability: string }> = (await get('/api/gallery?limit=6', token)).json();
    expect([reserved, sold].map((id) => gallery.find((a) => a.id === id)!.availability)).toEqual(['reserved', 'sold']);
    expect((await get(`/api/gallery/${sold}`)).json()).toMatchObject({ availability: 'sold' });

    // In French (docs/decisions/112): the translated texts, awkward characters included; English for
    // an empty translation, a missing field, and an item translated only into Kinyarwanda.
    const frTitle = 'Titre « fr » \\ " \n\u2028 </script> 😀';
    await run(sql`update catalog_items set translations = ${JSON.stringify({ fr: { title: frTitle, description: '', material: 'Coton', medium_description: 'Huile' } })}::jsonb where id = ${p1}`);
    await run(sql`update catalog_items set translations = ${JSON.stringify({ rw: { title: 'Umutwe' } })}::jsonb where id = ${p2}`);
    const inFrench = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr' } });
    const french = await inFrench(`/api/products/${p1}`);
    expect(french.headers['content-language']).toBe('fr');
    expect(french.json()).toMatchObject({ title: frTitle, material: 'Coton', description: item(p1).description, size: item(p1).size });
    expect(french.body).toContain(`"title":${JSON.stringify(frTitle)},`);
    expect((await inFrench(`/api/products/${p2}`)).json()).toMatchObject({ title: item(p2).title });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/products/${p2}`, headers: { 'accept-language': 'rw' } })).json()).toMatchObject({ title: 'Umutwe' });
    expect(((await inFrench('/api/products?limit=6')).json() as Array<Item & { title: string }>).find((p) => p.id === p1)!.title).toBe(frTitle);
  });

  it('is built on the spot where a language has no stored row, with the same bytes', async () => {
    const { token } = await signUp(ctx);
    const url = '/api/products?page=4&limit=3';
    const before = await get(url);
    const ids = (before.json() as Item[]).map((p) => p.id);
    const items = await Promise.all(ids.map(async (id) => (await get(`/api/products/${id}`)).body));
    const mine = await get(url, token);
    await ctx.database.db.execute(sql`delete from catalog_item_json where item_id in (${sql.join(ids, sql`, `)}) and locale = 'en'`);
    expect((await get(url)).body).toBe(before.body);
    for (const [i, id] of ids.entries()) expect((await get(`/api/products/${id}`)).body).toBe(items[i]);
    expect((await get(url, token)).body).toBe(mine.body);
    // The next write of each item stores its row again.
    await ctx.database.db.execute(sql`update catalog_items set updated_at = now() where id in (${sql.join(ids, sql`, `)})`);
    expect(await staleJson()).toEqual([]);
  });
});

/**
 * Items whose stored JSON (catalog_item_json, migrations 0016 and 0020) or card body (migration
 * 0025) is missing or differs from the item as built now, or whose listing row (catalog_item_listing) is missing, differs from the
 * item's place (kind, position, published) or names another version than the JSON's.
 */
const staleJson = async () => {
  const { rows } = (await ctx.database.db.execute(
    sql`select i.id from catalog_items i cross join (values ('en'), ('fr'), ('rw')) l(locale)
        left join catalog_item_json j on j.item_id = i.id and j.locale = l.locale
        left join catalog_item_listing p on p.item_id = i.id
        where j.body is distinct from catalog_item_public_json(i.id, l.locale)
          or j.card_body is distinct from catalog_item_card_json(catalog_item_public_json(i.id, l.locale))
          or (p.kind, p.position, p.published, p.version) is distinct from (i.kind, i.position, i.state = 'published', j.version)`,
  )) as unknown as { rows: Array<{ id: number }> };
  return rows.map((r) => r.id);
};
const storedJson = async (id: number, locale = 'en') => {
  const { rows } = (await ctx.database.db.execute(sql`select body from catalog_item_json where item_id = ${id} and locale = ${locale}`)) as unknown as { rows: Array<{ body: string }> };
  return JSON.parse(rows[0]!.body) as Record<string, unknown>;
};

describe("each item's stored JSON (docs/decisions/116)", () => {
  it('follows every kind of write, in the writing transaction, and a rolled-back write leaves it as it was', async () => {
    expect(await staleJson()).toEqual([]);
    // Items the other tests of this file leave alone.
    const products: Item[] = (await get('/api/products?page=6&limit=3')).json();
    const artworks: Item[] = (await get('/api/gallery?page=3&limit=3')).json();
    const [p0, p1] = [products[0]!.id, products[1]!.id];
    const art = artworks[2]!.id;
    const run = (q: ReturnType<typeof sql>) => ctx.database.db.execute(q);
    const [rater, buyer] = [await signUp(ctx), await signUp(ctx)];

    await run(sql`update catalog_items set title = 'Renamed' where id = ${p0}`);
    await run(sql`update catalog_variants set stock = 0 where item_id = ${p0}`);
    expect(await storedJson(p0)).toMatchObject({ title: 'Renamed', availability: 'sold_out' });
    // A French title (decision 112) changes the French JSON only; Kinyarwanda keeps the English.
    await run(sql`update catalog_items set translations = '{"fr": {"title": "Renommé"}}' where id = ${p0}`);
    expect([(await storedJson(p0, 'fr')).title, (await storedJson(p0, 'rw')).title, (await storedJson(p0)).title]).toEqual(['Renommé', 'Renamed', 'Renamed']);
    await run(sql`insert into ratings (user_id, item_id, rating) values (${rater.user.id}, ${p1}, 4)`);
    expect(await storedJson(p1)).toMatchObject({ averageRating: 4, ratingCount: 1 });
    await run(sql`update ratings set hidden_at = now() where item_id = ${p1}`);
    expect(await storedJson(p1)).toMatchObject({ averageRating: 0, ratingCount: 0 });
    await run(sql`delete from catalog_images where item_id = ${p1}`);
    expect(await storedJson(p1)).toMatchObject({ frontimage: null });
    await run(sql`insert into catalog_images (item_id, position, image_key) values (${p1}, 0, 'new-key')`);
    expect(await storedJson(p1)).toMatchObject({ frontimage: '/media/new-key-640.webp' });

    // An artwork: reserved by an order, sold when it is paid, available again when it is cancelled.
    await placeOrder(ctx, buyer.token, [art]);
    expect(await storedJson(art)).toMatchObject({ availability: 'reserved' });
    await run(sql`update orders set payment_status = 'paid' where id in (select order_id from order_items where item_id = ${art})`);
    expect(await storedJson(art)).toMatchObject({ availability: 'sold' });
    await run(sql`update orders set status = 'cancelled' where id in (select order_id from order_items where item_id = ${art})`);
    expect(await storedJson(art)).toMatchObject({ availability: 'available' });

    // Several statements in one transaction, then a failure: nothing of it shows.
    const before = await storedJson(p1);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`update catalog_items set title = 'Never seen' where id = ${p1}`);
        await tx.execute(sql`insert into ratings (user_id, item_id, rating) values (${buyer.user.id}, ${p1}, 5)`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await storedJson(p1)).toEqual(before);
    // A new item has its JSON from the start; a deleted one takes it along.
    const { rows } = (await run(sql`insert into catalog_items (kind, slug, title, price_minor) values ('product', 'json-new', 'New', 500) returning id`)) as unknown as { rows: Array<{ id: number }> };
    expect(await storedJson(rows[0]!.id)).toMatchObject({ title: 'New', price: 5, frontimage: null, ratingCount: 0 });
    await run(sql`delete from catalog_items where id = ${rows[0]!.id}`);
    expect(await staleJson()).toEqual([]);
  });

  it("gives every rewrite a new version, and the signed-in page follows the store's order, publishing and changes", async () => {
    const { token } = await signUp(ctx);
    const url = '/api/products?page=2&limit=4';
    const ids = ((await get(url)).json() as Item[]).map((p) => p.id);
    const marked = async () => {
      const publicPage = await get(url);
      const mine = await get(url, token);
      expect(mine.headers['cache-control']).toBe('private, no-store');
      expect(mine.headers['x-total-count']).toBe(publicPage.headers['x-total-count']);
      expect(mine.body).toBe(JSON.stringify((publicPage.json() as Item[]).map((item) => ({ ...item, inCart: false, inWishlist: false }))));
      return (mine.json() as Item[]).map((p) => p.id);
    };
    expect(await marked()).toEqual(ids);
    const versionOf = async (id: number) => {
      const { rows } = (await ctx.database.db.execute(
        sql`select version::text as v from catalog_item_json where item_id = ${id} union all select version::text from catalog_item_listing where item_id = ${id}`,
      )) as unknown as { rows: Array<{ v: string }> };
      return rows.map((r) => r.v);
    };
    const run = (q: ReturnType<typeof sql>) => ctx.database.db.execute(q);
    // A new price: new versions in every language, and the page the server builds shows it.
    const before = await versionOf(ids[1]!);
    await run(sql`update catalog_items set price_minor = price_minor + 100 where id = ${ids[1]}`);
    const after = await versionOf(ids[1]!);
    // One new version for the three languages and the listing.
    expect(after).toHaveLength(4);
    expect(new Set(after).size).toBe(1);
    expect(before).not.toContain(after[0]);
    expect(await marked()).toEqual(ids);
    // The owner moves the last item of the page first, then unpublishes the second: both pages follow.
    await run(sql`update catalog_items set position = (select min(position) - 1 from catalog_items) where id = ${ids[3]}`);
    expect(await marked()).not.toContain(ids[3]);
    await run(sql`update catalog_items set state = 'draft' where id = ${ids[1]}`);
    const now = await marked();
    expect(now).not.toContain(ids[1]);
    await run(sql`update catalog_items set state = 'published' where id = ${ids[1]}`);
    expect(await marked()).toContain(ids[1]);
    expect(await staleJson()).toEqual([]);
  });

  it.skipIf(!process.env.DATABASE_URL)('counts both of two ratings written at once, whichever transaction rebuilds last', async () => {
    const pg = await import('pg');
    const url = (ctx.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    const [c1, c2] = [new pg.default.Client({ connectionString: url }), new pg.default.Client({ connectionString: url })];
    await Promise.all([c1.connect(), c2.connect()]);
    try {
      const item = ((await get('/api/products?page=5&limit=5')).json() as Item[])[0]!.id;
      const [a, b] = [await signUp(ctx), await signUp(ctx)];
      await c1.query('begin');
      await c1.query('insert into ratings (user_id, item_id, rating) values ($1, $2, 5)', [a.user.id, item]);
      // The first rebuilds now and keeps the row locked; the second's rebuild waits at its commit.
      await c1.query('set constraints all immediate');
      await c2.query('begin');
      await c2.query('insert into ratings (user_id, item_id, rating) values ($1, $2, 2)', [b.user.id, item]);
      const second = c2.query('commit');
      await new Promise((r) => setTimeout(r, 200));
      await c1.query('commit');
      await second;
      expect(await storedJson(item)).toMatchObject({ ratingCount: 2, averageRating: 3.5 });
      expect(await staleJson()).toEqual([]);
    } finally {
      await Promise.all([c1.end(), c2.end()]);
    }
  });
});

describe('the session of a signed-in page', () => {
  it('is marked as seen, as any signed-in request marks it, at most once a minute', async () => {
    const { token } = await signUp(ctx);
    // The server holds the page's items (their JSON), so each page below is one statement.
    expect((await get('/api/gallery?limit=5', token)).statusCode).toBe(200);
    const seen = async () => {
      const { rows } = (await ctx.database.db.execute(sql`select extract(epoch from now() - last_seen_at) as ago from sessions where token_hash = ${sha256(token)}`)) as unknown as {
        rows: Array<{ ago: string | number }>;
      };
      return Number(rows[0]!.ago);
    };
    await ctx.database.db.execute(sql`update sessions set last_seen_at = now() - interval '5 minutes' where token_hash = ${sha256(token)}`);
    let statements = await statementsOf(async () => expect((await get('/api/gallery?limit=5', token)).statusCode).toBe(200));
    expect(await seen()).toBeLessThan(60);
    expect(statements).toHaveLength(2); // the page, then the session's last_seen_at
    statements = await statementsOf(async () => expect((await get('/api/gallery?limit=5', token)).statusCode).toBe(200));
    expect(statements).toHaveLength(1);

    // A revoked session is not marked, and its page is the public one.
    await ctx.database.db.execute(sql`update sessions set last_seen_at = now() - interval '5 minutes', revoked_at = now() where token_hash = ${sha256(token)}`);
    const page = await get('/api/gallery?limit=5', token);
    expect(page.body).toBe((await get('/api/gallery?limit=5')).body);
    expect(await seen()).toBeGreaterThan(240);
  });

  it('is known from the page statement when the page is past the end', async () => {
    const { token } = await signUp(ctx);
    const past = await get('/api/products?page=999&limit=20', token);
    expect(past.statusCode).toBe(200);
    expect(past.body).toBe('[]');
    expect(past.headers['cache-control']).toBe('private, no-store');
    expect(Number(past.headers['x-total-count'])).toBeGreaterThan(0);
    expect((await get('/api/products?page=999&limit=20', 'not-a-token')).headers['cache-control']).not.toBe('private, no-store');
  });
});

describe("a browser's signed-in page", () => {
  it('is compressed in one go, with its length, into the same bytes', async () => {
    const { token } = await signUp(ctx);
    const plain = await get('/api/products?limit=26', token);
    // Over 8 KB: the size above which @fastify/compress streamed by default on a 2-core machine.
    expect(plain.body.length).toBeGreaterThan(8192);
    for (const [encoding, inflate] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const packed = await ctx.app.inject({ method: 'GET', url: '/api/products?limit=26', headers: { authorization: `Bearer ${token}`, 'accept-encoding': `${encoding}, deflate` } });
      expect(packed.headers['content-encoding'], encoding).toBe(encoding);
      expect(packed.headers['transfer-encoding'], encoding).toBeUndefined();
      expect(Number(packed.headers['content-length']), encoding).toBe(packed.rawPayload.length);
      expect(inflate(packed.rawPayload).toString('utf8'), encoding).toBe(plain.body);
    }
  });
});

// PGlite prepares nothing by name; node-postgres does, per connection.
describe.skipIf(!process.env.DATABASE_URL)('the prepared statements on PostgreSQL', () => {
  it('keep one generic plan per connection instead of planning every page again', async () => {
    const { token } = await signUp(ctx);
    // One request at a time: the pool hands back the connection it was given last, so the
    // statements and the look-up below share one session.
    for (let i = 0; i < 8; i++) expect((await get('/api/products?limit=10', token)).statusCode).toBe(200);
    const pool = (ctx.database.db as unknown as { $client: { query: (text: string) => Promise<{ rows: Array<{ name: string; generic_plans: string; custom_plans: string }> }> } }).$client;
    const { rows } = await pool.query(`select name, generic_plans, custom_plans from pg_prepared_statements where name in ('catalog_list_pages') order by name`);
    expect(rows.map((r) => [r.name, Number(r.custom_plans), Number(r.generic_plans) > 0])).toEqual([['catalog_list_pages', 0, true]]);
  });
});

/**
 * With the reply cache on (the default): a signed-in page's public part — the same for
 * everyone — is the cached reply, and only the session and the customer's marks for the page's items
 * are read, in one small statement. The marks are never cached; catalog edits clear the public part (docs/decisions/107).
 */
describe('the signed-in list with the reply cache on', () => {
  let cached: TestContext;
  let log: string[] | null = null;
  const call = (url: string, token?: string) => cached.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const record = async (fn: () => Promise<unknown>) => {
    log = [];
    try {
      await fn();
      return log;
    } finally {
      log = null;
    }
  };
  beforeAll(async () => {
    cached = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '60000' });
    const client = (cached.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      log?.push(typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text);
      return query(...args);
    };
  });
  afterAll(() => cached.close());

  it('reads only the session and the marks, and is the public reply with the marks added', async () => {
    const publicPage = await call('/api/products?limit=10');
    const products: Item[] = publicPage.json();
    const { token } = await signUp(cached);
    const me = as(cached, token);
    expect((await me({ method: 'POST', url: '/api/cart', payload: { productId: products[0]!.id, quantity: 1 } })).statusCode).toBeLessThan(300);
    expect((await me({ method: 'POST', url: '/api/wishlist', payload: { productId: products[1]!.id } })).statusCode).toBeLessThan(300);
    await call('/api/products?limit=10'); // the cart and wishlist writes cleared the cache: load it again

    let mine: Awaited<ReturnType<typeof call>> | undefined;
    const statements = await record(async () => {
      mine = await call('/api/products?limit=10', token);
    });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/sessions/);
    expect(statements[0]).toMatch(/cart_items/);
    expect(statements[0]).not.toMatch(/catalog_items/);
    const withMarks = products.map((item) => ({ ...item, inCart: item.id === products[0]!.id, inWishlist: item.id === products[1]!.id }));
    expect(mine!.body).toBe(JSON.stringify(withMarks));
    expect(mine!.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store', 'x-total-count': publicPage.headers['x-total-count'] });
    expect(mine!.headers.etag).toBeUndefined();
    expect(mine!.headers.vary).toContain('authorization');
    // Past the end: an empty page, still private for a live token; public for a dead one.
    const past = await call('/api/products?page=999&limit=20', token);
    expect([past.body, past.headers['cache-control']]).toEqual(['[]', 'private, no-store']);
    expect((await call('/api/products?page=999&limit=20', 'not-a-token')).headers['cache-control']).not.toBe('private, no-store');
  });

  it('reads the viewers of pages asked for together in one statement, each with its own marks', async () => {
    const products: Item[] = (await call('/api/products?limit=5')).json();
    const [a, b] = [await signUp(cached), await signUp(cached)];
    expect((await as(cached, a.token)({ method: 'POST', url: '/api/cart', payload: { productId: products[0]!.id, quantity: 1 } })).statusCode).toBeLessThan(300);
    expect((await as(cached, b.token)({ method: 'POST', url: '/api/wishlist', payload: { productId: products[3]!.id } })).statusCode).toBeLessThan(300);
    const asks = [
      ['/api/products?limit=5', a.token],
      ['/api/products?limit=5', b.token],
      ['/api/gallery?limit=3', b.token],
      ['/api/products?limit=5', 'not-a-token'],
      ['/api/products?page=2&limit=2', a.token],
    ] as const;
    const alone: Array<Awaited<ReturnType<typeof call>>> = [];
    for (const [url, token] of asks) alone.push(await call(url, token)); // also fills the cache
    expect(alone[0]!.json().map((i: Item) => i.inCart)).toEqual([true, false, false, false, false]);
    expect(alone[1]!.json().map((i: Item) => i.inWishlist)).toEqual([false, false, false, true, false]);
    expect(alone[3]!.headers['cache-control']).not.toBe('private, no-store');

    const statements = await record(async () => {
      const together = await Promise.all(asks.map(([url, token]) => call(url, token)));
      together.forEach((reply, i) => {
        expect(reply.body, asks[i]!.join(' ')).toBe(alone[i]!.body);
        expect(reply.headers['cache-control'], asks[i]!.join(' ')).toBe(alone[i]!.headers['cache-control']);
      });
    });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/unnest/);
  });

  it("shows a back-office edit at once, and a blocked account's token gets the public page at once", async () => {
    const { token, user } = await signUp(cached);
    const staff = as(cached, (await signUpAs(cached, 'staff')).token);
    const first: Item & { title: string } = (await call('/api/gallery?limit=5', token)).json()[0];
    const edited = await staff({ method: 'PATCH', url: `/api/admin/catalog/${first.id}`, payload: { title: 'Renamed At Once' } });
    expect(edited.statusCode).toBe(200);
    expect((await call('/api/gallery?limit=5', token)).json()[0]).toMatchObject({ id: first.id, title: 'Renamed At Once', inCart: false });

    expect((await staff({ method: 'POST', url: `/api/admin/customers/${user.id}/block`, payload: { reason: 'Fraud' } })).statusCode).toBe(200);
    const blocked = await call('/api/gallery?limit=5', token);
    expect(blocked.body).toBe((await call('/api/gallery?limit=5')).body);
    expect(blocked.headers['cache-control']).not.toBe('private, no-store');
  });

  // PGlite prepares nothing by name.
  it.skipIf(!process.env.DATABASE_URL)('keeps the generic plan of the viewers statement on PostgreSQL', async () => {
    const { token } = await signUp(cached);
    for (let i = 0; i < 8; i++) expect((await call('/api/products?limit=10', token)).statusCode).toBe(200);
    const pool = (cached.database.db as unknown as { $client: { query: (text: string) => Promise<{ rows: Array<{ name: string; generic_plans: string; custom_plans: string }> }> } }).$client;
    const { rows } = await pool.query(`select name, generic_plans, custom_plans from pg_prepared_statements where name = 'catalog_live_viewers'`);
    expect(rows.map((r) => [r.name, Number(r.custom_plans), Number(r.generic_plans) > 0])).toEqual([['catalog_live_viewers', 0, true]]);
  });
});

/** The marks are the customer's own, read fresh: a change to their cart or wishlist shows on the next page. */
describe.each([
  ['off', '0'],
  ['on', '60000'],
])('marks after the customer changes their lists (reply cache %s)', (_label, ttl) => {
  let app: TestContext;
  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_CACHE_TTL_MS: ttl });
  });
  afterAll(() => app.close());

  it('follow each add and remove at once', async () => {
    const { token } = await signUp(app);
    const me = as(app, token);
    const page = async () => new Map(((await me({ method: 'GET', url: '/api/products?limit=6' })).json() as Item[]).map((i) => [i.id, [i.inCart, i.inWishlist]]));
    const ids = [...(await page()).keys()];
    const [x, y] = [ids[2]!, ids[4]!];
    expect((await page()).get(x)).toEqual([false, false]);
    expect((await me({ method: 'POST', url: '/api/cart', payload: { productId: x, quantity: 1 } })).statusCode).toBeLessThan(300);
    expect((await page()).get(x)).toEqual([true, false]);
    expect((await me({ method: 'POST', url: '/api/wishlist', payload: { productId: y } })).statusCode).toBeLessThan(300);
    expect((await page()).get(y)).toEqual([false, true]);
    expect((await me({ method: 'DELETE', url: `/api/cart/${x}` })).statusCode).toBeLessThan(300);
    expect((await me({ method: 'DELETE', url: `/api/wishlist/${y}` })).statusCode).toBeLessThan(300);
    const after = await page();
    expect([after.get(x), after.get(y)]).toEqual([
      [false, false],
      [false, false],
    ]);
    // The changes of the lists' own routes are what a customer makes; so are writes from elsewhere
    // (another device): the marks are read from the database on every page.
    await app.database.db.execute(
      sql`insert into cart_items (user_id, item_id, variant_id, quantity) select s.user_id, ${x}, v.id, 1 from sessions s, catalog_variants v where s.token_hash = ${sha256(token)} and v.item_id = ${x}`,
    );
    expect((await page()).get(x)).toEqual([true, false]);
  });
});

describe("the visitor's page with the reply cache off (docs/decisions/127)", () => {
  /** The page as the database has it now: the stored card bodies of the kind's page in shop order, as a JSON array, and the total. */
  const storedPage = async (kind: 'product' | 'artwork', limit: number, offset: number, locale = 'en') => {
    const { rows } = (await ctx.database.db.execute(
      sql`select j.card_body as body, count(*) over () as total from catalog_item_listing l join catalog_item_json j on j.item_id = l.item_id and j.locale = ${locale}
          where l.kind = ${kind} and l.published order by l.position, l.item_id`,
    )) as unknown as { rows: Array<{ body: string; total: string | number }> };
    return {
      body: `[${rows
        .slice(offset, offset + limit)
        .map((r) => r.body)
        .join(',')}]`,
      total: String(rows[0]?.total ?? 0),
    };
  };

  it('is one statement without the bodies once the server holds the items, with the bytes and total the database has', async () => {
    for (const [url, kind, limit, offset, locale] of [
      ['/api/products?limit=20', 'product', 20, 0, 'en'],
      ['/api/gallery?page=2&limit=4', 'artwork', 4, 4, 'en'],
      ['/api/products?page=3&limit=5', 'product', 5, 10, 'fr'],
    ] as const) {
      const headers = { 'accept-language': locale };
      const first = await statementsOf(async () => expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200));
      expect(first.length, url).toBeLessThanOrEqual(2);
      let reply: Awaited<ReturnType<typeof get>> | undefined;
      const statements = await statementsOf(async () => {
        reply = await ctx.app.inject({ method: 'GET', url, headers });
      });
      expect(statements, url).toHaveLength(1);
      expect(statements[0], url).toMatch(/catalog_item_listing/);
      expect(statements[0], url).not.toMatch(/card_body/);
      const stored = await storedPage(kind, limit, offset, locale);
      expect(reply!.body, url).toBe(stored.body);
      expect(reply!.headers['x-total-count'], url).toBe(stored.total);
      expect(reply!.headers['cache-control'], url).toMatch(/^public/);
      // The public reply's ETag still answers 304.
      const again = await ctx.app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': String(reply!.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('shows a price change and an unpublish at once, and a token that is not live gets the same public page', async () => {
    const url = '/api/products?page=2&limit=3';
    const page = async (token?: string) => {
      const reply = await get(url, token);
      expect(reply.statusCode).toBe(200);
      return reply;
    };
    const before = await page();
    const items = before.json() as Array<Item & { price: number }>;
    const [a, b] = [items[0]!, items[1]!];
    const run = (q: ReturnType<typeof sql>) => ctx.database.db.execute(q);
    try {
      await run(sql`update catalog_items set price_minor = price_minor + 50000 where id = ${a.id}`);
      const repriced = await page();
      expect((repriced.json() as Array<Item & { price: number }>).find((i) => i.id === a.id)!.price).toBe(a.price + 500);
      expect(repriced.body).toBe((await storedPage('product', 3, 3)).body);
      expect(repriced.headers.etag).not.toBe(before.headers.etag);

      await run(sql`update catalog_items set state = 'draft' where id = ${b.id}`);
      const unpublished = await page();
      expect((unpublished.json() as Item[]).map((i) => i.id)).not.toContain(b.id);
      expect(Number(unpublished.headers['x-total-count'])).toBe(Number(before.headers['x-total-count']) - 1);
      expect(unpublished.body).toBe((await storedPage('product', 3, 3)).body);
      // A token of no live session: the public page, not marked, not private.
      const stranger = await page('not-a-live-token');
      expect(stranger.body).toBe(unpublished.body);
      expect(stranger.headers['cache-control']).toMatch(/^public/);
    } finally {
      await run(sql`update catalog_items set price_minor = price_minor - 50000 where id = ${a.id}`);
      await run(sql`update catalog_items set state = 'published' where id = ${b.id}`);
    }
    expect((await page()).body).toBe(before.body);
    expect(await staleJson()).toEqual([]);
  });

  it('is read together with the signed-in pages asked for at the same time, each with its own marks', async () => {
    const { token } = await signUp(ctx);
    const url = '/api/gallery?limit=6';
    const publicBody = (await get(url)).body;
    await get(url, token);
    let replies: Array<Awaited<ReturnType<typeof get>>> = [];
    const statements = await statementsOf(async () => {
      replies = await Promise.all([get(url), get(url, token), get(url)]);
    });
    expect(statements).toHaveLength(1);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(replies[0]!.body).toBe(publicBody);
    expect(replies[2]!.body).toBe(publicBody);
    expect(replies[1]!.body).toBe(JSON.stringify((JSON.parse(publicBody) as Item[]).map((i) => ({ ...i, inCart: false, inWishlist: false }))));
  });
});
