import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '@atelier/contracts';
import { REPO_ROOT } from '../../paths.js';
import { catalogItems } from '../../db/schema/catalog.js';
import { as, buildTestApp, signUpAs, type TestContext } from '../../../test/helpers.js';
import { chunkFiles, pageModules } from './page-shell.js';

/** A built app in miniature: index.html as Vite writes it and a manifest of the chunks (docs/decisions/060). */
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-shell-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Default" /><title>Atelier Kigali</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"><div>Loading...</div></div></body></html>',
);
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shell-1.js'] },
  '_shell-1.js': { file: 'assets/shell-1.js' },
  '_price-1.js': { file: 'assets/price-1.js', imports: ['_shell-1.js'] },
  'src/app/routes/store.tsx': { file: 'assets/store-1.js', isDynamicEntry: true, imports: ['_shell-1.js', '_price-1.js'] },
  'src/app/routes/store-item.tsx': { file: 'assets/store-item-1.js', isDynamicEntry: true, imports: ['_payment-1.js'] },
  '_payment-1.js': { file: 'assets/payment-1.js', imports: ['_price-1.js', '_shell-1.js'] },
  'src/app/layout/footer.tsx': { file: 'assets/footer-1.js', isDynamicEntry: true, imports: ['_shell-1.js'] },
};
fs.mkdirSync(path.join(webDir, '.vite'));
fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL: 'https://shop.example' });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const page = (url: string) => ctx.app.inject({ method: 'GET', url });
/** The replies the page carries, parsed as the browser would. */
function bootData(html: string): Record<string, { headers: Record<string, string>; body: unknown }> {
  const json = /<script id="boot-data" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no boot-data script');
  return JSON.parse(json);
}
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const imagePreload = (html: string) => /<link rel="preload" as="image" [^>]*>/.exec(html)?.[0];

describe('page HTML with its first answers and preloads (docs/decisions/060)', () => {
  it('gives /store its chunks, the first page of products exactly as the API answers it, and its first picture', async () => {
    const res = await page('/store');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    // The page's chunks and the footer's, not those the entry loads already.
    expect(preloads(html)).toEqual(['/assets/store-1.js', '/assets/price-1.js', '/assets/footer-1.js']);

    const boot = bootData(html);
    const api = await page('/api/products?page=1&limit=10');
    expect(boot['/api/products?page=1&limit=10']).toEqual({ headers: { 'x-total-count': api.headers['x-total-count'] }, body: api.json() });
    expect(boot['/api/company-settings/public/basic']!.body).toEqual((await page('/api/company-settings/public/basic')).json());
    expect(boot['/api/company-settings/public/social']!.body).toEqual((await page('/api/company-settings/public/social')).json());

    const first = api.json()[0].frontimage as string;
    const link = imagePreload(html)!;
    expect(link).toContain(`href="${first}"`);
    expect(link).toContain(`imagesrcset="${first.replace('-640.', '-320.')} 320w, ${first} 640w, ${first.replace('-640.', '-1200.')} 1200w"`);
    expect(link).toContain(`imagesizes="${IMAGE_SIZES.productCard}"`);
    expect(link).toContain('fetchpriority="high"');
    // Before the root, so the app finds it when it starts.
    expect(html.indexOf('id="boot-data"')).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('primes the page of the list the address asks for', async () => {
    const boot = bootData((await page('/store?page=2')).body);
    expect(Object.keys(boot)).toContain('/api/products?page=2&limit=10');
    expect(Object.keys(bootData((await page('/artgallery?page=abc')).body))).toContain('/api/gallery?page=1&limit=5');
  });

  it('gives an item page its item, its ratings and its meta tags', async () => {
    const html = (await page('/store/imigongo-high-top-sneakers')).body;
    const boot = bootData(html);
    const item = boot['/api/products/imigongo-high-top-sneakers']!.body as { id: number; title: string; frontimage: string };
    expect(item.title).toBe('Imigongo High-Top Sneakers');
    expect(boot[`/api/products/${item.id}/ratings`]!.body).toEqual((await page(`/api/products/${item.id}/ratings`)).json());
    expect(preloads(html)).toEqual(['/assets/store-item-1.js', '/assets/payment-1.js', '/assets/price-1.js', '/assets/footer-1.js']);
    expect(imagePreload(html)).toContain(`imagesizes="${IMAGE_SIZES.itemCarousel}"`);
    expect(imagePreload(html)).toContain(`href="${item.frontimage}"`);
    expect(html).toContain('<meta property="og:title" content="Imigongo High-Top Sneakers · Atelier Kigali" />');
  });

  it('primes the home page with the hero and preloads its first picture', async () => {
    const html = (await page('/')).body;
    const hero = (await page('/api/hero')).json() as { data: Array<{ images: string[] | string }> };
    expect(bootData(html)['/api/hero']!.body).toEqual(hero);
    const images = hero.data[0]!.images;
    const first = (Array.isArray(images) ? images : (JSON.parse(images) as string[]))[0]!;
    expect(imagePreload(html)).toContain(`href="${first}"`);
    expect(imagePreload(html)).toContain(`imagesizes="${IMAGE_SIZES.heroSlide}"`);
  });

  it("primes /privacy with the owner's privacy page, and with the new text right after the owner edits it", async () => {
    expect(bootData((await page('/privacy')).body)['/api/company-settings/public/privacy']!.body).toEqual((await page('/api/company-settings/public/privacy')).json());
    const owner = as(ctx, (await signUpAs(ctx, 'admin')).token);
    const saved = await owner({ method: 'PUT', url: '/api/admin/content/sections/privacy_page', payload: { content: '<p>We keep <strong>little</strong>.</p><script>alert(1)</script>' } });
    expect(saved.statusCode).toBe(200);
    const primed = bootData((await page('/privacy')).body)['/api/company-settings/public/privacy']!.body as { data: { title: string; content: string } };
    expect(primed.data).toEqual({ title: 'Privacy Policy', content: '<p>We keep <strong>little</strong>.</p>' });
  });

  it('gives other pages the shell answers only, and leaves out what fails', async () => {
    const html = (await page('/no-such-page')).body;
    expect(Object.keys(bootData(html)).sort()).toEqual(['/api/company-settings/public/basic', '/api/company-settings/public/social']);
    expect(preloads(html)).toEqual(['/assets/footer-1.js']);
    expect(imagePreload(html)).toBeUndefined();
    // An artwork slug that is not one: the app's 404 page, no reply for the failed call.
    const missing = await page('/artgallery/no-such-artwork');
    expect(missing.statusCode).toBe(404);
    expect(Object.keys(bootData(missing.body))).not.toContain('/api/gallery/no-such-artwork');
  });

  it("paints the placeholder in the page's language before the app renders", async () => {
    expect((await page('/fr/store')).body).toContain('<div id="root"><div>Chargement...</div></div>');
    expect((await page('/rw')).body).toContain('<div id="root"><div>Birimo gufunguka...</div></div>');
    expect((await page('/store')).body).toContain('<div id="root"><div>Loading...</div></div>');
  });

  it('cannot be broken out of by what the shop owner writes', async () => {
    const hostile = "</script><script>alert(1)</script><!-- \u2028 $' $& $`";
    await ctx.database.db.update(catalogItems).set({ description: hostile }).where(eq(catalogItems.slug, 'imigongo-high-top-sneakers'));
    ctx.app.publicCache.clear();
    const html = (await page('/store/imigongo-high-top-sneakers')).body;
    const script = /<script id="boot-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).not.toContain('<');
    expect((bootData(html)['/api/products/imigongo-high-top-sneakers']!.body as { description: string }).description).toBe(hostile);
    // The meta tags carry it too, escaped and with the replacement patterns left as they are.
    expect(html).toContain('content="RWF 65,000 · &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- \u2028 $&#39; $&amp; $`"');
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('compresses the page, keeps API and asset misses as JSON 404s', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/store', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    for (const url of ['/api/nothing-here', '/assets/missing.js', '/media/none.webp']) {
      const miss = await page(url);
      expect(miss.statusCode, url).toBe(404);
      expect(miss.json(), url).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/store' })).statusCode).toBe(404);
  });
});

describe('chunkFiles', () => {
  it('walks static imports once and drops what the entry loads', () => {
    expect(chunkFiles(manifest, 'src/app/routes/store-item.tsx')).toEqual(['assets/store-item-1.js', 'assets/payment-1.js', 'assets/price-1.js']);
    expect(chunkFiles(manifest, 'src/app/routes/unknown.tsx')).toEqual([]);
  });

  it('names only modules the web app has', () => {
    for (const module of pageModules()) expect(fs.existsSync(path.join(REPO_ROOT, 'apps/web', module)), module).toBe(true);
  });
});
