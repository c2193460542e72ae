import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CATALOG_MESSAGES, type AdminCatalogItem } from '@atelier/contracts';
import { as, buildTestApp, checkoutFormData, placeOrder, query, signUp, signUpAs, type TestContext } from '../../../test/helpers.js';
import { multipartFiles } from '../../../test/multipart.js';

/**
 * The back office's catalog (docs/decisions/101): every route's happy path and 4xx, staff against
 * the owner, the audit entries, and what customers see on the next request (reply cache, item page
 * HTML with its Open Graph tags and primed answers, search, sitemap, chat).
 */
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-acat-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Default" /><title>Atelier Kigali</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"><div>Loading...</div></div></body></html>',
);
fs.mkdirSync(path.join(webDir, '.vite'));
fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-1.js', isEntry: true } }));

let ctx: TestContext;
let staff: ReturnType<typeof as>;
let owner: ReturnType<typeof as>;
let customerToken: string;
let ownerId: string;

beforeAll(async () => {
  // A long cache: without the invalidation, the storefront would keep answering the old item.
  ctx = await buildTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL: 'https://shop.example', PUBLIC_CACHE_TTL_MS: '600000' });
  staff = as(ctx, (await signUpAs(ctx, 'staff')).token);
  const o = await signUpAs(ctx, 'admin');
  owner = as(ctx, o.token);
  ownerId = o.user.id;
  customerToken = (await signUp(ctx)).token;
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const png = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
const audit = (entityId: number | string) =>
  query<{ action: string; actor_id: string | null; before: unknown; after: unknown; reason: string | null }>(
    ctx,
    sql`select action, actor_id, before, after, reason from audit_log where entity = 'catalog_item' and entity_id = ${String(entityId)} order by id`,
  );
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

async function create(body: Record<string, unknown>, who = owner): Promise<AdminCatalogItem> {
  const res = await who({ method: 'POST', url: '/api/admin/catalog', payload: body });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  return res.json().item;
}

describe('the catalog and coupon routes in the permission matrix', () => {
  it('are registered in the /api/admin scope with their roles (admin-access-matrix.test.ts walks them)', () => {
    const names = ctx.app.adminRoutes.map((r) => `${r.method} ${r.url} ${r.role}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/catalog staff',
        'POST /api/admin/catalog staff',
        'GET /api/admin/catalog/:id staff',
        'PATCH /api/admin/catalog/:id staff',
        'DELETE /api/admin/catalog/:id staff',
        'POST /api/admin/catalog/:id/images staff',
        'PATCH /api/admin/catalog/:id/images/order staff',
        'DELETE /api/admin/catalog/:id/images/:imageId staff',
        'GET /api/admin/catalog.csv admin',
        'GET /api/admin/coupons admin',
        'POST /api/admin/coupons admin',
        'GET /api/admin/coupons/:id admin',
        'PATCH /api/admin/coupons/:id admin',
        'DELETE /api/admin/coupons/:id admin',
      ]),
    );
  });

  it('refuses customers and anonymous callers', async () => {
    expect((await get('/api/admin/catalog')).statusCode).toBe(401);
    expect((await as(ctx, customerToken)({ method: 'GET', url: '/api/admin/catalog' })).statusCode).toBe(403);
  });
});

describe('GET /api/admin/catalog', () => {
  it('pages every state with X-Total-Count and filters by q, kind and state', async () => {
    const draft = await create({ kind: 'product', title: 'Zebra Linen Shirt', price: 30000 });
    const all = await staff({ method: 'GET', url: '/api/admin/catalog?limit=5' });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.items).toHaveLength(5);
    expect(Number(all.headers['x-total-count'])).toBe(body.total);
    expect(body.total).toBeGreaterThanOrEqual(40); // the 39 demo items and the draft
    expect(body.items[0].id).toBe(draft.id); // newest change first
    const page2 = (await staff({ method: 'GET', url: '/api/admin/catalog?limit=5&page=2' })).json();
    expect(page2.items.map((i: AdminCatalogItem) => i.id)).not.toContain(draft.id);

    const found = (await staff({ method: 'GET', url: '/api/admin/catalog?q=zebra%20linen&state=draft&kind=product' })).json();
    expect(found.items.map((i: AdminCatalogItem) => i.id)).toEqual([draft.id]);
    expect(found.items[0]).toMatchObject({ state: 'draft', stock: null, kind: 'product', price: 30000, images: [], ordered: false });
    const artworks = (await staff({ method: 'GET', url: '/api/admin/catalog?kind=artwork&limit=100' })).json();
    expect(artworks.items.every((i: AdminCatalogItem) => i.kind === 'artwork' && i.stock === null)).toBe(true);
    expect((await staff({ method: 'GET', url: '/api/admin/catalog?q=%25_%25' })).json().total).toBe(0);
    expect((await staff({ method: 'GET', url: '/api/admin/catalog?page=999' })).json()).toMatchObject({ items: [], page: 999 });
  });

  it('answers 400 with a readable message for a bad filter', async () => {
    for (const [url, message] of [
      ['/api/admin/catalog?state=sold', 'state must be one of draft, published, archived'],
      ['/api/admin/catalog?kind=shoe', 'kind must be one of product, artwork'],
      ['/api/admin/catalog?limit=500', 'limit must be between 1 and 100'],
    ] as const) {
      const res = await staff({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toContain(message);
    }
  });
});

describe('POST /api/admin/catalog', () => {
  it('lets staff create a draft with a slug made from the title, unique, and audits it', async () => {
    const a = await create({ kind: 'artwork', title: 'Umugezi — Rivers at Dusk', price: 250000, compare_at_price: 300000, artist: 'Aline U.', medium_description: 'Acrylic on canvas' }, staff);
    expect(a).toMatchObject({ kind: 'artwork', state: 'draft', slug: 'umugezi-rivers-at-dusk', price: 250000, compare_at_price: 300000, stock: null, availability: 'available', washable: true });
    const b = await create({ kind: 'artwork', title: 'Umugezi: rivers at dusk!', price: 1000 }, staff);
    expect(b.slug).toBe('umugezi-rivers-at-dusk-2');
    const [entry] = await audit(a.id);
    expect(entry).toMatchObject({ action: 'catalog.created', after: expect.objectContaining({ title: 'Umugezi — Rivers at Dusk', price: 250000, state: 'draft' }) });
    expect(entry!.actor_id).not.toBeNull();
  });

  it('answers 400/409 with readable messages for bad bodies and a taken slug', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ kind: 'product', price: 1000 }, 400, ADMIN_CATALOG_MESSAGES.titleRequired],
      [{ kind: 'product', title: 'X' }, 400, ADMIN_CATALOG_MESSAGES.priceRequired],
      [{ kind: 'hat', title: 'X', price: 1 }, 400, 'kind must be one of product, artwork'],
      [{ kind: 'product', title: 'X', price: -5 }, 400, 'A price cannot be negative'],
      [{ kind: 'product', title: 'X', price: 10.5 }, 400, 'A price must be a whole number of RWF'],
      [{ kind: 'product', title: 'X', price: 1000, compare_at_price: 900 }, 400, ADMIN_CATALOG_MESSAGES.compareAtNotAbove],
      [{ kind: 'artwork', title: 'X', price: 1000, stock: 3 }, 400, ADMIN_CATALOG_MESSAGES.artworkNoStock],
      [{ kind: 'product', title: 'X', price: 1000, stock: -1 }, 400, 'The stock cannot be negative'],
      [{ kind: 'product', title: 'X', price: 1000, slug: 'Not A Slug' }, 400, ADMIN_CATALOG_MESSAGES.slugInvalid],
      [{ kind: 'product', title: 'X', price: 1000, state: 'live' }, 400, 'state must be one of draft, published, archived'],
      [{ kind: 'product', title: 'X', price: 1000, colour: 'red' }, 400, 'colour'],
      [{ kind: 'product', title: 'X', price: 1000, slug: 'imigongo-high-top-sneakers' }, 409, ADMIN_CATALOG_MESSAGES.slugTaken],
    ];
    for (const [payload, status, message] of cases) {
      const res = await staff({ method: 'POST', url: '/api/admin/catalog', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error, JSON.stringify(payload)).toContain(message);
    }
  });
});

describe('GET, PATCH, DELETE /api/admin/catalog/{id}', () => {
  it('reads any state; 404 for an unknown id and 400 for one that is not an id', async () => {
    const d = await create({ kind: 'product', title: 'Hidden Draft Bag', price: 12000 });
    expect((await staff({ method: 'GET', url: `/api/admin/catalog/${d.id}` })).json().item).toMatchObject({ id: d.id, state: 'draft' });
    const missing = await staff({ method: 'GET', url: '/api/admin/catalog/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(ADMIN_CATALOG_MESSAGES.itemNotFound);
    expect((await staff({ method: 'GET', url: '/api/admin/catalog/abc' })).statusCode).toBe(400);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await staff({ method, url: '/api/admin/catalog/999999', ...(method === 'PATCH' ? { payload: { title: 'Y' } } : {}) });
      expect(res.statusCode, method).toBe(404);
    }
  });

  it('keeps price changes for the owner: staff get 403 with a readable message, the same price passes', async () => {
    const p = await create({ kind: 'product', title: 'Kitenge Tote', price: 15000, state: 'published' });
    const refused = await staff({ method: 'PATCH', url: `/api/admin/catalog/${p.id}`, payload: { price: 9000 } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(ADMIN_CATALOG_MESSAGES.priceOwnerOnly);
    const compare = await staff({ method: 'PATCH', url: `/api/admin/catalog/${p.id}`, payload: { compare_at_price: 20000 } });
    expect(compare.statusCode).toBe(403);
    const same = await staff({ method: 'PATCH', url: `/api/admin/catalog/${p.id}`, payload: { price: 15000, description: 'Roomy and bright.' } });
    expect(same.statusCode).toBe(200);
    expect(same.json().item).toMatchObject({ price: 15000, description: 'Roomy and bright.' });

    const byOwner = await owner({ method: 'PATCH', url: `/api/admin/catalog/${p.id}`, payload: { price: 12000, compare_at_price: 15000 } });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().item).toMatchObject({ price: 12000, compare_at_price: 15000 });
    expect((await get(`/api/products/${p.slug}`)).json()).toMatchObject({ price: 12000, compare_at_price: 15000 });

    const entries = await audit(p.id);
    expect(entries.map((e) => e.action)).toEqual(['catalog.created', 'catalog.updated', 'catalog.updated']);
    expect(entries[2]).toMatchObject({ actor_id: ownerId, before: { price: 15000, compare_at_price: null }, after: { price: 12000, compare_at_price: 15000 } });

    expect((await owner({ method: 'PATCH', url: `/api/admin/catalog/${p.id}`, payload: { compare_at_price: 11000 } })).json().error).toBe(ADMIN_CATALOG_MESSAGES.compareAtNotAbove);
    expect((await owner({ method: 'PATCH', url: `/api/admin/catalog/${p.id}`, payload: { kind: 'artwork' } })).statusCode).toBe(400);
  });

  it('a changed slug keeps the old address: 301 for the page and the API look-ups', async () => {
    const a = await create({ kind: 'artwork', title: 'Ikiyaga Blue', price: 90000, state: 'published' });
    expect((await get(`/artgallery/${a.slug}`)).statusCode).toBe(200);
    const res = await staff({ method: 'PATCH', url: `/api/admin/catalog/${a.id}`, payload: { slug: 'lake-kivu-blue' } });
    expect(res.statusCode).toBe(200);
    for (const [url, to] of [
      [`/artgallery/${a.slug}`, '/artgallery/lake-kivu-blue'],
      [`/api/gallery/${a.slug}`, '/api/gallery/lake-kivu-blue'],
      [`/api/products/${a.slug}`, '/api/products/lake-kivu-blue'],
    ]) {
      const moved = await get(url!);
      expect(moved.statusCode, url).toBe(301);
      expect(moved.headers.location, url).toBe(to);
    }
    expect((await get('/artgallery/lake-kivu-blue')).statusCode).toBe(200);
    // A product address never leads to an artwork.
    expect((await get(`/store/${a.slug}`)).statusCode).toBe(404);
    // Another item may take the old slug: then it is that item's address.
    const b = await create({ kind: 'artwork', title: 'Another', slug: a.slug, price: 1000, state: 'published' });
    expect((await get(`/api/gallery/${a.slug}`)).json().id).toBe(b.id);
    // A slug in use is refused.
    const taken = await staff({ method: 'PATCH', url: `/api/admin/catalog/${b.id}`, payload: { slug: 'lake-kivu-blue' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(ADMIN_CATALOG_MESSAGES.slugTaken);
  });

  it('DELETE deletes an item no order references, and archives one that orders reference', async () => {
    const lone = await create({ kind: 'product', title: 'Never Sold Scarf', price: 5000, state: 'published' });
    const del = await staff({ method: 'DELETE', url: `/api/admin/catalog/${lone.id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ deleted: true });
    expect((await staff({ method: 'GET', url: `/api/admin/catalog/${lone.id}` })).statusCode).toBe(404);
    expect((await audit(lone.id)).map((e) => e.action)).toEqual(['catalog.created', 'catalog.deleted']);

    const sold = await create({ kind: 'product', title: 'Sold Once Cap', price: 7000, state: 'published' });
    await placeOrder(ctx, customerToken, [sold.id]);
    const archived = await owner({ method: 'DELETE', url: `/api/admin/catalog/${sold.id}` });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ deleted: false, item: { id: sold.id, state: 'archived', ordered: true } });
    expect((await get(`/api/products/${sold.slug}`)).statusCode).toBe(404);
    expect((await audit(sold.id)).at(-1)).toMatchObject({ action: 'catalog.archived', after: { state: 'archived' } });
    // The order keeps its line.
    const [line] = await query<{ item_id: number }>(ctx, sql`select item_id from order_items where item_id = ${sold.id}`);
    expect(line?.item_id).toBe(sold.id);
  });
});

describe('states and the storefront on the next request', () => {
  it('drafts and archived items are invisible to customers, search, the sitemap and the chat; publishing shows them at once', async () => {
    const item = await create({ kind: 'product', title: 'Quokka Velvet Loafers', price: 44000 });
    const seen = async () => ({
      api: (await get(`/api/products/${item.slug}`)).statusCode,
      page: (await get(`/store/${item.slug}`)).statusCode,
      list: ((await get('/api/products?limit=100')).json() as Array<{ id: number }>).some((i) => i.id === item.id),
      search: ((await get('/api/products/search?q=quokka')).json() as Array<{ id: number }>).some((i) => i.id === item.id),
      sitemap: (await get('/sitemap.xml')).body.includes(`/store/${item.slug}<`),
      cart: (await as(ctx, customerToken)({ method: 'POST', url: '/api/cart', payload: { productId: item.id } })).statusCode < 400,
      chat: JSON.stringify((await ctx.app.inject({ method: 'POST', url: '/api/chat', payload: { message: 'Do you have quokka loafers?' } })).json()).includes('Quokka'),
    });
    // Warm every cache first: the next answers must not be the cached ones.
    const hidden = { api: 404, page: 404, list: false, search: false, sitemap: false, cart: false, chat: false };
    expect(await seen()).toEqual(hidden);
    expect((await staff({ method: 'PATCH', url: `/api/admin/catalog/${item.id}`, payload: { state: 'published' } })).statusCode).toBe(200);
    expect(await seen()).toEqual({ api: 200, page: 200, list: true, search: true, sitemap: true, cart: true, chat: true });
    expect((await audit(item.id)).at(-1)).toMatchObject({ action: 'catalog.published', before: { state: 'draft' }, after: { state: 'published' } });
    expect((await staff({ method: 'PATCH', url: `/api/admin/catalog/${item.id}`, payload: { state: 'archived' } })).statusCode).toBe(200);
    expect(await seen()).toEqual(hidden);
  });

  it("a new item takes the last place in its kind's shop order, so the first pages customers know stay as they were", async () => {
    const before = (await get('/api/gallery?limit=100')).json() as Array<{ id: number }>;
    const item = await create({ kind: 'artwork', title: 'Quill of the Last Place', price: 90000, state: 'published' });
    const after = (await get('/api/gallery?limit=100')).json() as Array<{ id: number }>;
    expect(after.map((i) => i.id)).toEqual([...before.map((i) => i.id), item.id]);
  });

  it('an edit shows at once in the cached reply, the page HTML (Open Graph tags, primed answer), search and the sitemap', async () => {
    const item = await create({ kind: 'product', title: 'Okapi Raffia Sandals', price: 38000, state: 'published' });
    // Warm the caches.
    expect((await get(`/api/products/${item.slug}`)).json().title).toBe('Okapi Raffia Sandals');
    expect((await get('/api/products/search?q=okapi')).json()).toHaveLength(1);
    expect((await get('/sitemap.xml')).body).toContain(`/store/${item.slug}<`);

    await owner({ method: 'PATCH', url: `/api/admin/catalog/${item.id}`, payload: { title: 'Okapi Raffia Slides', price: 36000, slug: 'okapi-raffia-slides' } });
    expect((await get(`/api/products/${item.id}`)).json()).toMatchObject({ title: 'Okapi Raffia Slides', price: 36000, slug: 'okapi-raffia-slides' });
    const html = (await get('/store/okapi-raffia-slides')).body;
    expect(meta(html, 'og:title')).toBe('Okapi Raffia Slides · Atelier Kigali');
    expect(meta(html, 'product:price:amount')).toBe('36000');
    expect(meta(html, 'og:url')).toBe('https://shop.example/store/okapi-raffia-slides');
    const boot = JSON.parse(/<script id="boot-data" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!);
    expect(boot['/api/products/okapi-raffia-slides'].body).toMatchObject({ title: 'Okapi Raffia Slides', price: 36000 });
    expect(((await get('/api/products/search?q=slides')).json() as Array<{ id: number }>).map((i) => i.id)).toContain(item.id);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('/store/okapi-raffia-slides<');
    expect(sitemap).not.toContain(`/store/${item.slug}<`);
  });
});

describe('pictures', () => {
  it('uploads several at once, orders them (first = cover) with alt texts, deletes one; the share page follows', async () => {
    const item = await create({ kind: 'artwork', title: 'Three Hills', price: 120000, state: 'published' });
    const [red, green, blue] = await Promise.all([png('#c00'), png('#0c0'), png('#00c')]);
    const up = await staff({
      method: 'POST',
      url: `/api/admin/catalog/${item.id}/images`,
      ...multipartFiles([red!, green!, blue!].map((data, i) => ({ name: 'images', data, type: 'image/png', filename: `${i}.png` }))),
    });
    expect(up.statusCode, up.body).toBe(201);
    const images = (up.json().item as AdminCatalogItem).images;
    expect(images).toHaveLength(3);
    expect(images.map((i) => i.position)).toEqual([0, 1, 2]);
    for (const i of images) expect(fs.existsSync(path.join(ctx.config.mediaDir, i.url.replace('/media/', '').replace('-640.webp', '-1200.webp')))).toBe(true);

    const [first, second, third] = images;
    const order = await staff({
      method: 'PATCH',
      url: `/api/admin/catalog/${item.id}/images/order`,
      payload: { image_ids: [third!.id, first!.id, second!.id], alt: { [third!.id]: 'Blue hills at dawn' } },
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().item.images.map((i: { id: number; alt: string }) => [i.id, i.alt])).toEqual([
      [third!.id, 'Blue hills at dawn'],
      [first!.id, ''],
      [second!.id, ''],
    ]);
    expect((await get(`/api/gallery/${item.slug}`)).json()).toMatchObject({ frontimage: third!.url, image1: first!.url, image2: second!.url });
    expect(meta((await get(`/artgallery/${item.slug}`)).body, 'og:image')).toBe(`https://shop.example${third!.url.replace('-640.webp', '-1200.webp')}`);

    const del = await staff({ method: 'DELETE', url: `/api/admin/catalog/${item.id}/images/${third!.id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json().item.images.map((i: { id: number; position: number }) => [i.id, i.position])).toEqual([
      [first!.id, 0],
      [second!.id, 1],
    ]);
    expect(fs.existsSync(path.join(ctx.config.mediaDir, third!.url.replace('/media/', '')))).toBe(false);
    expect((await get(`/api/gallery/${item.slug}`)).json().frontimage).toBe(first!.url);
    expect((await audit(item.id)).map((e) => e.action)).toEqual(['catalog.created', 'catalog.images_added', 'catalog.images_reordered', 'catalog.image_removed']);
  });

  it('answers 4xx for no picture, not a picture, an unknown item or picture, and an order that is not every picture once', async () => {
    const item = await create({ kind: 'product', title: 'Picture Rules', price: 1000 });
    const pic = await png('#888');
    const cases: Array<[string, Parameters<typeof staff>[0], number, string]> = [
      ['json body', { method: 'POST', url: `/api/admin/catalog/${item.id}/images`, payload: {} }, 400, ADMIN_CATALOG_MESSAGES.noFiles],
      ['no files', { method: 'POST', url: `/api/admin/catalog/${item.id}/images`, ...multipartFiles([]) }, 400, ADMIN_CATALOG_MESSAGES.noFiles],
      [
        'not a picture',
        { method: 'POST', url: `/api/admin/catalog/${item.id}/images`, ...multipartFiles([{ name: 'images', data: Buffer.from('<svg onload="alert(1)"></svg>'), type: 'image/svg+xml' }]) },
        415,
        'valid image',
      ],
      [
        'over 5 MB',
        { method: 'POST', url: `/api/admin/catalog/${item.id}/images`, ...multipartFiles([{ name: 'images', data: Buffer.alloc(5 * 1024 * 1024 + 10, 7), type: 'image/png' }]) },
        413,
        'Each picture must be at most 5 MB',
      ],
      ['unknown item', { method: 'POST', url: '/api/admin/catalog/999999/images', ...multipartFiles([{ name: 'images', data: pic, type: 'image/png' }]) }, 404, ADMIN_CATALOG_MESSAGES.itemNotFound],
      [
        'too many files',
        { method: 'POST', url: `/api/admin/catalog/${item.id}/images`, ...multipartFiles(Array.from({ length: 11 }, () => ({ name: 'images', data: pic, type: 'image/png' }))) },
        400,
        ADMIN_CATALOG_MESSAGES.tooManyFiles,
      ],
      ['order of nothing', { method: 'PATCH', url: `/api/admin/catalog/${item.id}/images/order`, payload: { image_ids: [1] } }, 400, ADMIN_CATALOG_MESSAGES.orderIdsMismatch],
      ['order twice', { method: 'PATCH', url: `/api/admin/catalog/${item.id}/images/order`, payload: { image_ids: [1, 1] } }, 400, ADMIN_CATALOG_MESSAGES.orderIdsMismatch],
      ['order no body', { method: 'PATCH', url: `/api/admin/catalog/${item.id}/images/order`, payload: {} }, 400, ADMIN_CATALOG_MESSAGES.orderIdsMismatch],
      ['delete unknown picture', { method: 'DELETE', url: `/api/admin/catalog/${item.id}/images/999999` }, 404, ADMIN_CATALOG_MESSAGES.imageNotFound],
    ];
    for (const [name, req, status, message] of cases) {
      const res = await staff(req);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json().error, name).toContain(message);
    }
    // Nothing was kept by the refused uploads.
    expect((await staff({ method: 'GET', url: `/api/admin/catalog/${item.id}` })).json().item.images).toEqual([]);
    // A picture of another item is not this item's.
    const other = await create({ kind: 'product', title: 'Other Pictures', price: 1000 });
    const added = (await staff({ method: 'POST', url: `/api/admin/catalog/${other.id}/images`, ...multipartFiles([{ name: 'images', data: pic, type: 'image/png' }]) })).json().item.images;
    expect((await staff({ method: 'DELETE', url: `/api/admin/catalog/${item.id}/images/${added[0].id}` })).statusCode).toBe(404);
  });
});

describe('stock', () => {
  it('an order takes stock, 0 shows sold out and cannot be bought, a cancellation puts it back', async () => {
    const item = await create({ kind: 'product', title: 'Counted Beret', price: 8000, stock: 1, state: 'published' });
    const customer = as(ctx, customerToken);
    const order = await placeOrder(ctx, customerToken, [item.id]);
    expect((await staff({ method: 'GET', url: `/api/admin/catalog/${item.id}` })).json().item).toMatchObject({ stock: 0, availability: 'sold_out' });
    expect((await get(`/api/products/${item.slug}`)).json().availability).toBe('sold_out');
    const refused = await customer({ method: 'POST', url: '/api/orders', payload: { formData: checkoutFormData, cartData: { items: [{ productId: item.id }] } } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(ADMIN_CATALOG_MESSAGES.notEnoughStock('Counted Beret', 0));
    const quote = await customer({ method: 'POST', url: '/api/orders/quote', payload: { formData: checkoutFormData, cartData: { items: [{ productId: item.id }] } } });
    expect(quote.statusCode).toBe(409);

    expect((await customer({ method: 'POST', url: `/api/orders/${order.orderId}/cancel` })).statusCode).toBe(200);
    expect((await staff({ method: 'GET', url: `/api/admin/catalog/${item.id}` })).json().item).toMatchObject({ stock: 1, availability: 'available' });
    expect((await get(`/api/products/${item.slug}`)).json().availability).toBe('available');

    // The back office's cancellation gives it back too.
    const again = await placeOrder(ctx, customerToken, [item.id]);
    expect((await staff({ method: 'GET', url: `/api/admin/catalog/${item.id}` })).json().item.stock).toBe(0);
    const cancelled = await staff({ method: 'POST', url: `/api/admin/orders/${again.orderId}/status`, payload: { status: 'cancelled', reason: 'Customer asked' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await staff({ method: 'GET', url: `/api/admin/catalog/${item.id}` })).json().item.stock).toBe(1);

    // Restocking is an edit like any other.
    const restock = await staff({ method: 'PATCH', url: `/api/admin/catalog/${item.id}`, payload: { stock: 5 } });
    expect(restock.json().item.stock).toBe(5);
  });
});
