import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.js';

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  // Over a socket: inject() would resolve `.` and `..` segments before the server saw them.
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
  fs.mkdirSync(path.join(ctx.config.mediaDir, 'demo'), { recursive: true });
  fs.writeFileSync(path.join(ctx.config.mediaDir, 'demo', 'a.txt'), 'picture');
});
afterAll(() => ctx.close());

/** GET with the path sent exactly as written. */
function rawGet(rawPath: string): Promise<{ statusCode: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
        let body = '';
        res
          .setEncoding('utf8')
          .on('data', (c: string) => (body += c))
          .on('end', () => resolve({ statusCode: res.statusCode!, body, headers: res.headers }));
      })
      .on('error', reject);
  });
}

describe('/media', () => {
  it('serves a stored file with a year-long cache', async () => {
    const res = await rawGet('/media/demo/a.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('picture');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it.each([
    '/media/..%2f..%2fetc/passwd',
    '/media/%2e%2e/%2e%2e/etc/passwd',
    '/media/../../etc/passwd',
    '/media/..%5c..%5cetc%5cpasswd',
    '/media/demo/..%5ca.txt',
    '/media/demo/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/media/demo//a.txt',
    '/media/./demo/a.txt',
    '/media/demo/%2e/a.txt',
    '/media/%2e%2e',
    '/media/nothing.webp',
  ])('answers a traversal or an unknown file, %s, with the JSON 404', async (url) => {
    const res = await rawGet(url);
    expect(res.statusCode, res.body).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('/admin, the back office (docs/decisions/099)', () => {
  // A built app in miniature with both entries: the store's index.html and the back office's
  // admin.html, whose entry imports a chunk a store page also uses.
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-admin-web-'));
  const storeHtml =
    '<!doctype html><html lang="en"><head><title>Atelier Kigali</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
  const adminHtml =
    '<!doctype html><html lang="en"><head><title>Back office</title><script type="module" crossorigin src="/assets/admin-1.js"></script></head><body><div id="root"></div></body></html>';
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shell-1.js'] },
    'admin.html': { file: 'assets/admin-1.js', isEntry: true, imports: ['_shell-1.js', '_price-1.js'] },
    '_shell-1.js': { file: 'assets/shell-1.js' },
    '_price-1.js': { file: 'assets/price-1.js', imports: ['_shell-1.js'] },
    'src/app/routes/store.tsx': { file: 'assets/store-1.js', isDynamicEntry: true, imports: ['_shell-1.js', '_price-1.js'] },
    'src/app/layout/footer.tsx': { file: 'assets/footer-1.js', isDynamicEntry: true, imports: ['_shell-1.js'] },
  };
  let web: TestContext;
  beforeAll(async () => {
    fs.writeFileSync(path.join(webDir, 'index.html'), storeHtml);
    fs.writeFileSync(path.join(webDir, 'admin.html'), adminHtml);
    fs.mkdirSync(path.join(webDir, '.vite'));
    fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    web = await buildTestApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it.each(['/admin', '/admin/', '/admin/orders', '/admin/orders/42?tab=payments', '/admin/no-such-page'])('answers %s with admin.html as built, never cached', async (url) => {
    const res = await web.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(adminHtml);
    // The page's own scripts only: the shop's CSP (script-src 'self') holds for it too.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    // Its calls to the API carry their page (/admin/…), so the API answers in the page's language
    // (docs/decisions/113); other sites get no Referer at all.
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it("leaves the store's pages as they were: index.html with the page's preloads, none of the back office", async () => {
    const res = await web.app.inject({ method: 'GET', url: '/store' });
    expect(res.statusCode).toBe(200);
    // A /rw or /fr page's calls carry it as their Referer (docs/decisions/109).
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.body).toContain('<title>Atelier Kigali</title>');
    expect(res.body).not.toContain('admin-1.js');
    // price-1.js is the back office's entry's too, yet the store's entry does not load it: still preloaded.
    const preloads = [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads).toEqual(['/assets/store-1.js', '/assets/price-1.js', '/assets/footer-1.js']);
    // A store address that merely starts with "admin" is not the back office.
    const other = await web.app.inject({ method: 'GET', url: '/administration' });
    expect(other.statusCode).toBe(404);
    expect(other.body).toContain('<title>Atelier Kigali</title>');
  });

  it('answers /admin with the JSON 404 when the build has no back office', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/admin/orders' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });
});
