import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ITEM_KEYS, buildTestApp, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/products', () => {
  it('lists products only, as a JSON array with the total in X-Total-Count', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products?page=1&limit=10' });
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(Array.isArray(items)).toBe(true);
    expect(items).toHaveLength(10);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(24);
    expect(items.every((p: { kind: string }) => p.kind === 'product')).toBe(true);
    expect(Object.keys(items[0]).sort()).toEqual([...PUBLIC_ITEM_KEYS].sort());
    expect(items[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), price: expect.any(Number), washable: expect.any(Boolean) });
    expect(items[0].frontimage).toMatch(/^\/media\/demo\/.+-640\.webp$/);
  });

  it('pages without overlap and never returns more than 100 rows', async () => {
    const a = (await ctx.app.inject({ method: 'GET', url: '/api/products?page=1&limit=5' })).json();
    const b = (await ctx.app.inject({ method: 'GET', url: '/api/products?page=2&limit=5' })).json();
    const ids = new Set([...a, ...b].map((p: { id: number }) => p.id));
    expect(ids.size).toBe(10);
    const all = await ctx.app.inject({ method: 'GET', url: '/api/products' });
    expect(all.json().length).toBeLessThanOrEqual(100);
    const tooMany = await ctx.app.inject({ method: 'GET', url: '/api/products?limit=500' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('limit must be between 1 and 100');
  });

  it('reports the total even past the last page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products?page=999&limit=10' });
    expect(res.json()).toEqual([]);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(24);
  });

  it('shows the 47,500 RWF compare-at price only where it is above the price', async () => {
    const items = (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json() as Array<{ price: number; compare_at_price: number | null }>;
    const discounted = items.filter((p) => p.compare_at_price !== null);
    expect(discounted.length).toBeGreaterThan(0);
    for (const p of discounted) {
      expect(p.compare_at_price).toBe(47500);
      expect(p.compare_at_price!).toBeGreaterThan(p.price);
    }
  });

  it('answers 304 when the client already holds the current page (ETag)', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/products?limit=3' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toContain('public');
    const again = await ctx.app.inject({ method: 'GET', url: '/api/products?limit=3', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await ctx.app.inject({ method: 'GET', url: '/api/products?limit=4', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

  it('answers 400 for a bad page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products?page=abc' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/products/{id} and /api/gallery', () => {
  it('returns one product, 404 for an unknown id or slug and 400 for a malformed one', async () => {
    const [first] = (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=1' })).json();
    const one = await ctx.app.inject({ method: 'GET', url: `/api/products/${first.id}` });
    expect(one.json()).toMatchObject({ id: first.id, title: first.title });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/products/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Product not found');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/products/no-such-slug' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/products/Not%20A%20Slug!' })).statusCode).toBe(400);
  });

  it('lists artworks with artist, medium and 1 to 5 images', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/gallery?limit=100' });
    type Art = { kind: string; artist: string; medium_description: string; frontimage: string | null; image1: string | null; image2: string | null; image3: string | null; image4: string | null };
    const artworks = res.json() as Art[];
    const pictures = (a: Art) => [a.frontimage, a.image1, a.image2, a.image3, a.image4].filter(Boolean);
    expect(artworks.length).toBeGreaterThanOrEqual(12);
    for (const a of artworks) {
      expect(a.kind).toBe('artwork');
      expect(a.artist).toBeTruthy();
      expect(a.medium_description).toBeTruthy();
      expect(pictures(a).length).toBeGreaterThanOrEqual(1);
      expect(pictures(a)).toEqual([...new Set(pictures(a))]);
    }
    expect(artworks.some((a) => a.image4 !== null)).toBe(true);
  });

  it('GET /api/gallery/{id} answers an artwork, and 404 for a product id', async () => {
    const [art] = (await ctx.app.inject({ method: 'GET', url: '/api/gallery?limit=1' })).json();
    expect((await ctx.app.inject({ method: 'GET', url: `/api/gallery/${art.id}` })).json().title).toBe(art.title);
    const [product] = (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=1' })).json();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/gallery/${product.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Artwork not found');
  });
});

describe('hero, settings, health, docs and unknown paths', () => {
  it('GET /api/hero gives three slides, one titled with the custom-shoes brand', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/hero' });
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toHaveLength(3);
    expect(data.map((s: { title: string }) => s.title)).toContain('Inkweto Customs');
    expect(data[0].images[0]).toMatch(/^\/media\/hero\/.+\.webp$/);
  });

  it('GET /api/company-settings/public/basic and /social', async () => {
    const basic = (await ctx.app.inject({ method: 'GET', url: '/api/company-settings/public/basic' })).json();
    expect(basic).toMatchObject({ success: true, data: { company_name: 'Atelier Kigali', founded_year: 2020 } });
    const social = (await ctx.app.inject({ method: 'GET', url: '/api/company-settings/public/social' })).json();
    expect(Object.keys(social.data).sort()).toEqual(['facebook', 'instagram', 'linkedin', 'twitter', 'whatsapp']);
  });

  it('GET /api/health answers ok with the engine', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok', engine: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/products', '/api/orders', '/api/auth/login']));
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers a malformed or overlong address with the JSON envelope, not the framework body', async () => {
    for (const [method, url] of [
      ['GET', '/api/products/%ff'],
      ['GET', '/api/products/%'],
      ['GET', '/store/%E0%A4%A'],
      ['PUT', `/api/cart/${'1'.repeat(200)}`],
    ] as const) {
      const res = await ctx.app.inject({ method, url, payload: method === 'PUT' ? { quantity: 1 } : undefined });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json(), url).toEqual({ error: expect.stringMatching(/^The address is (not valid|too long)$/), code: 'BAD_REQUEST' });
    }
  });

  it('sends security headers: a locked-down CSP on JSON, the page CSP elsewhere', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/products?limit=1' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['strict-transport-security']).toContain('max-age=');
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['x-dns-prefetch-control']).toBeUndefined();
    const page = await ctx.app.inject({ method: 'GET', url: '/store' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('denies pages the powerful browser features the shop never uses (Permissions-Policy)', async () => {
    for (const url of ['/store', '/contact', '/api/docs/static/index.html', '/media/nothing.webp']) {
      const policy = (await ctx.app.inject({ method: 'GET', url })).headers['permissions-policy'];
      expect(policy, url).toEqual(expect.stringContaining('camera=()'));
      for (const feature of ['microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(policy, url).toContain(feature);
    }
  });
});
