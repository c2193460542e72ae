import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';

/**
 * A built app in miniature with a server renderer (docs/decisions/135): index.html as Vite writes it
 * (the stylesheet deferred, the placeholder, the no-JavaScript line) and dist/server/entry-server.js,
 * here a stand-in that shows the address and the replies it was given, takes the first one as the
 * real one does, and fails for an address with "boom" in it.
 */
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-ssr-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Atelier Kigali</title><link rel="preload" as="style" crossorigin href="/assets/index-1.css">\n<link rel="stylesheet" crossorigin href="/assets/index-1.css" media="print" id="app-css"></head><body><div id="root">\n  <div style="min-height:100vh">Loading...</div>\n</div>\n<noscript>Atelier needs JavaScript to run. Please enable it and reload the page.</noscript></body></html>',
);
fs.mkdirSync(path.join(webDir, 'server'));
fs.writeFileSync(
  path.join(webDir, 'server', 'entry-server.js'),
  `export async function render(url, replies) {
  globalThis.ssrRenders = (globalThis.ssrRenders ?? 0) + 1;
  if (url.includes('boom')) throw new Error('render failed');
  const keys = [...replies.keys()];
  const [taken, ...rest] = keys;
  const title = url.includes('help') ? 'Help <& more> · Atelier Kigali' : undefined;
  return { html: '<main data-url="' + url + '">' + keys.join(' ') + '</main>', title, seed: [[['taken'], taken]], replies: new Map(rest.map((k) => [k, replies.get(k)])) };
}`,
);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const page = (url: string) => ctx.app.inject({ method: 'GET', url });
const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1];
const script = (html: string, id: string) => JSON.parse(new RegExp(`<script id="${id}" type="application/json">([^<]*)</script>`).exec(html)?.[1] ?? 'null') as unknown;

describe('server-rendered pages (docs/decisions/135)', () => {
  it('puts the rendered page in the root, with the seeded queries, the untaken replies and a stylesheet that applies at once', async () => {
    const res = await page('/fr/store?page=2');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(root(html)).toBe('<main data-url="/fr/store?page=2">/api/products?page=2&amp;limit=10 /api/company-settings/public/basic /api/company-settings/public/social</main>'.replace('&amp;', '&'));
    expect(script(html, 'ssr-seed')).toEqual([[['taken'], '/api/products?page=2&limit=10']]);
    expect(Object.keys(script(html, 'boot-data') as object)).toEqual(['/api/company-settings/public/basic', '/api/company-settings/public/social']);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css" id="app-css">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/index-1.css">');
    expect(html).not.toContain('Loading...');
    expect(html).not.toContain('<noscript>');
  });

  it('renders an item page and the home page in each language', async () => {
    for (const url of ['/', '/rw', '/fr/artgallery']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(root(res.body)).toContain(`data-url="${url}"`);
    }
  });

  it('sends a page the renderer fails on for the browser to render, as before', async () => {
    const res = await page('/store?page=boom');
    expect(res.body).toContain('Loading...');
    expect(res.body).toContain('media="print"');
    expect(res.body).not.toContain('id="ssr-seed"');
  });

  it('leaves the pages it does not render to the browser: signed-in pages', async () => {
    const res = await page('/cart');
    expect(res.body).toContain('Loading...');
    expect(res.body).not.toContain('id="ssr-seed"');
  });

  it('renders an address once until the next write: the HTML comes from the public reply cache', async () => {
    const renders = () => (globalThis as { ssrRenders?: number }).ssrRenders ?? 0;
    const first = await page('/rw/artgallery?page=3');
    const before = renders();
    const again = await page('/rw/artgallery?page=3');
    expect(renders()).toBe(before);
    expect(again.body).toBe(first.body);
    // Another address, or the same one in another language, is its own page.
    await page('/fr/artgallery?page=3');
    expect(renders()).toBe(before + 1);
    // A write clears it with the API replies (clear-on-write).
    ctx.app.publicCache.clear();
    await page('/rw/artgallery?page=3');
    expect(renders()).toBe(before + 2);
  });

  it('keeps one copy per query the page reads: tracking parameters share it, in any order', async () => {
    const renders = () => (globalThis as { ssrRenders?: number }).ssrRenders ?? 0;
    const first = await page('/store?page=3&utm_source=whatsapp');
    expect(root(first.body)).toContain('data-url="/store?page=3"');
    const before = renders();
    const again = await page('/store?fbclid=abc&page=3');
    expect(renders()).toBe(before);
    expect(again.body).toBe(first.body);
  });

  it('sends the kept HTML compressed once per encoding, with an ETag that answers 304', async () => {
    const ask = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/artgallery?page=4', headers });
    const first = await ask({ 'accept-encoding': 'br, gzip' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await ask({ 'accept-encoding': 'br, gzip' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await ask({ 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await ask({ 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
  });

  it("writes the page's own title, escaped, where the renderer gives one", async () => {
    expect((await page('/help')).body).toContain('<title>Help &lt;&amp; more&gt; · Atelier Kigali</title>');
    expect((await page('/terms')).body).toContain('<title>Atelier Kigali</title>');
  });

  it('renders the 404 page for an item that is not there, its seed marked for the browser to keep that page', async () => {
    const res = await page('/fr/store/no-such-item');
    expect(res.statusCode).toBe(404);
    expect(root(res.body)).toContain('data-url="/fr/404"');
    expect(res.body).toContain('<script id="ssr-seed" type="application/json" data-not-found>');
    const found = await page('/store');
    expect(found.body).toContain('<script id="ssr-seed" type="application/json">');
  });

  it('never serves the renderer itself', async () => {
    expect((await page('/server/entry-server.js')).statusCode).toBe(404);
  });
});
