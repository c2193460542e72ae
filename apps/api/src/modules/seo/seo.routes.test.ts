import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_PAGES } from '@atelier/contracts';
import { catalogItems } from '../../db/schema/catalog.js';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-web-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Default" /><title>Atelier Kigali</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL: 'https://shop.example' });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('shareable item links', () => {
  it('answers /store/{slug} with the app and Open Graph / Twitter tags for a WhatsApp preview', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/store/imigongo-high-top-sneakers' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>Imigongo High-Top Sneakers · Atelier Kigali</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'og:title')).toBe('Imigongo High-Top Sneakers · Atelier Kigali');
    expect(meta(html, 'og:description')).toMatch(/^RWF 65,000 · Hand-painted high-tops/);
    expect(meta(html, 'og:image')).toBe('https://shop.example/media/demo/imigongo-high-top-sneakers-0-1200.webp');
    expect(meta(html, 'og:url')).toBe('https://shop.example/store/imigongo-high-top-sneakers');
    expect(meta(html, 'product:price:amount')).toBe('65000');
    expect(meta(html, 'product:price:currency')).toBe('RWF');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'description')).not.toBe('Default');
  });

  it('describes an item page as a schema.org Product: name, pictures, price in RWF, stock, SKUs, rating (docs/decisions/135)', async () => {
    const items = (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=50' })).json() as Array<{ slug: string; ratingCount: number }>;
    const rated = items.find((i) => i.ratingCount > 0);
    const unrated = items.find((i) => i.ratingCount === 0)!;
    for (const { slug } of [unrated, ...(rated ? [rated] : [])]) {
      const item = (await ctx.app.inject({ method: 'GET', url: `/api/products/${slug}` })).json();
      const html = (await ctx.app.inject({ method: 'GET', url: `/store/${slug}` })).body;
      const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!);
      expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: item.title, description: item.description, url: `https://shop.example/store/${slug}` });
      expect(ld.image[0]).toBe(`https://shop.example${item.frontimage.replace('-640.', '-1200.')}`);
      const offers = [ld.offers].flat();
      if (item.variants.length === 1) {
        expect(ld.sku).toBe(item.variants[0].sku);
        expect(offers).toEqual([expect.objectContaining({ '@type': 'Offer', price: String(item.price), priceCurrency: 'RWF', availability: 'https://schema.org/InStock' })]);
      } else {
        expect(offers.map((o: { sku: string }) => o.sku)).toEqual(item.variants.map((v: { sku: string }) => v.sku));
        expect(offers.every((o: { priceCurrency: string }) => o.priceCurrency === 'RWF')).toBe(true);
      }
      if (item.ratingCount > 0) expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: item.averageRating, ratingCount: item.ratingCount, bestRating: 5, worstRating: 1 });
      else expect(ld.aggregateRating).toBeUndefined();
    }
  });

  it('writes the JSON-LD so nothing in an item can end its script', async () => {
    const hostile = '</script><script>alert(1)</script><!-- $& \u2028';
    await ctx.database.db.update(catalogItems).set({ description: hostile }).where(eq(catalogItems.slug, 'the-weavers'));
    ctx.app.publicCache.clear();
    const html = (await ctx.app.inject({ method: 'GET', url: '/artgallery/the-weavers' })).body;
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(ld)).toMatchObject({ '@type': 'Product', description: hostile, offers: { priceCurrency: 'RWF' } });
  });

  it('answers /artgallery/{slug} for artworks, with the artist, and escapes what it inserts', async () => {
    const html = (await ctx.app.inject({ method: 'GET', url: '/artgallery/the-weavers' })).body;
    expect(meta(html, 'og:title')).toBe('The Weavers by Grace Mukamana · Atelier Kigali');
    // A product slug is not an artwork page.
    expect((await ctx.app.inject({ method: 'GET', url: '/artgallery/imigongo-high-top-sneakers' })).statusCode).toBe(404);
  });

  it('answers an unknown slug with the app (which shows its not-found page) and status 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/store/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect((await ctx.app.inject({ method: 'GET', url: '/store/%3Cscript%3E' })).statusCode).toBe(404);
  });

  it('finds items by slug through the API too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products/imigongo-high-top-sneakers' });
    expect(res.json().title).toBe('Imigongo High-Top Sneakers');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/gallery/the-weavers' })).json().artist).toBe('Grace Mukamana');
  });

  it('lists every page and item in sitemap.xml and points robots.txt at it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>https://shop.example/store/imigongo-high-top-sneakers</loc>');
    expect(res.body).toContain('<loc>https://shop.example/artgallery/the-weavers</loc>');
    expect(res.body).toContain('<loc>https://shop.example/help</loc>');
    expect(res.body.match(/<url>/g)!.length).toBeGreaterThanOrEqual(39 + 12);
    const robots = (await ctx.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
  });
});

describe('status of page addresses (no soft 404)', () => {
  /** A real address for each row of the page table: item pages with a real item, other params any value. */
  const real = (route: string) => route.replace('/store/:slug', '/store/imigongo-high-top-sneakers').replace('/artgallery/:slug', '/artgallery/the-weavers').replace(':orderId', 'ATL-7K3QX9');

  it('answers every page of the web router with 200 and the app, whatever its case or a trailing slash', async () => {
    // A pay link's page is 200 only with its order's key (pay-page.test.ts); without, it is the 404 below.
    for (const { path: route } of WEB_PAGES.filter((row) => row.path !== '/pay/:orderNumber')) {
      const url = real(route);
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
    }
    for (const url of ['/Store', '/store/', '/help?x=1', '/orders/0f9e6c1e-3f3a-4c39-9d55-2d8f2b8a1c11']) expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });

  it("answers an unknown address with the app's HTML (its 404 page) and status 404", async () => {
    for (const url of [
      '/no-such-page',
      '/store/a/b',
      '/profile/settings',
      '/orders',
      '/artgallery/the-weavers/more',
      '/login/help',
      '/wp-admin',
      '/pay/ATL-7K3QX9',
      '/rw/pay/ATL-7K3QX9?key=Zm9vYmFyYmF6cXV4cXV1eA',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root">');
    }
  });
});

describe('the store in Kinyarwanda and French (docs/decisions/108)', () => {
  it('answers /rw and /fr pages with 200, their <html lang>, hreflang alternates and og:locale', async () => {
    for (const [url, lang, bare] of [
      ['/rw', 'rw', '/'],
      ['/fr/store', 'fr', '/store'],
      ['/RW/cart', 'rw', '/cart'],
      ['/store', 'en', '/store'],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(`<html lang="${lang}"`);
      const prefixed = (l: string) => (l === 'en' ? bare : bare === '/' ? `/${l}` : `/${l}${bare}`);
      for (const l of ['en', 'rw', 'fr']) expect(res.body).toContain(`<link rel="alternate" hreflang="${l}" href="https://shop.example${prefixed(l)}">`);
      expect(res.body).toContain(`<link rel="alternate" hreflang="x-default" href="https://shop.example${bare}">`);
      expect(meta(res.body, 'og:locale')).toBe(`${lang}_RW`);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/rw/no-such-page' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/de/store' })).statusCode).toBe(404);
  });

  it('gives a prefixed item page its own canonical and og:url, and the language', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/fr/store/imigongo-high-top-sneakers' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="fr"');
    expect(meta(res.body, 'og:url')).toBe('https://shop.example/fr/store/imigongo-high-top-sneakers');
    expect(res.body).toContain('<link rel="canonical" href="https://shop.example/fr/store/imigongo-high-top-sneakers" />');
    expect(meta(res.body, 'og:locale')).toBe('fr_RW');
    expect((await ctx.app.inject({ method: 'GET', url: '/rw/store/no-such-item' })).statusCode).toBe(404);
  });

  it('lists every public page and item in each language in the sitemap, with alternates', async () => {
    const xml = (await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const loc of [
      'https://shop.example/store',
      'https://shop.example/rw/store',
      'https://shop.example/fr/store',
      'https://shop.example/rw',
      'https://shop.example/fr/store/imigongo-high-top-sneakers',
    ]) {
      expect(xml).toContain(`<loc>${loc}</loc>`);
    }
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="rw" href="https://shop.example/rw/artgallery"/>');
    const robots = (await ctx.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    expect(robots).toContain('Disallow: /rw/checkout');
    expect(robots).toContain('Disallow: /fr/pay/');
  });
});
