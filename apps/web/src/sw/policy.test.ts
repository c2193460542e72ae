import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apiCacheKey, entryScriptOf, isPublicApi, isStoreAsset, isStorePicture, mayStoreReply, navigationPolicy, offlinePageFor, primedReplies } from './policy';

const ORIGIN = 'https://atelier.rw';
const at = (path: string) => new URL(path, ORIGIN);
/** A request as the worker sees it: method, address, headers (Authorization when `token`), the page that asked. */
const request = (path: string, { method = 'GET', token = false, referrer = `${ORIGIN}/store` } = {}) => ({
  method,
  url: at(path).href,
  headers: new Headers(token ? { authorization: 'Bearer abc' } : {}),
  referrer,
});

describe('navigationPolicy: which pages the worker keeps (docs/decisions/136)', () => {
  it.each([
    '/',
    '/store',
    '/store?page=2',
    '/store/imigongo-high-top-sneakers',
    '/store/imigongo-high-top-sneakers?variant=12',
    '/artgallery',
    '/artgallery/kigali-dusk',
    '/rw',
    '/rw/',
    '/fr/store',
    '/rw/aboutus',
    '/faq',
    '/cart',
    '/wishlist',
    '/checkout',
    '/profile',
  ])('keeps %s (its HTML is the same for everyone: the session is a token the page load never sends)', (path) => expect(navigationPolicy(at(path), ORIGIN)).toBe('keep'));

  it.each([
    ['/pay/ATL-7K2P?key=s3cret', 'a pay link carries its key'],
    ['/rw/pay/ATL-7K2P?key=s3cret', 'in any language'],
    ['/bookings/42?key=s3cret', 'a booking carries its key'],
    ['/orders/17', 'an order page names the order'],
    ['/login', 'sign-in'],
    ['/verification?email=a%40b.rw', 'the e-mail check'],
    ['/store?token=abc', 'a query the store never writes (a token, a key)'],
    ['/store?page=2&email=a%40b.rw', 'any unknown parameter beside known ones'],
    ['/no-such-page', 'an unknown address (its 404)'],
    ['/art-gallery', 'a redirect'],
    ['/api/products', 'the API opened as a page'],
  ])('sends %s to the network only (%s)', (path) => expect(navigationPolicy(at(path), ORIGIN)).toBe('network'));

  it.each(['/admin', '/admin/orders/17', '/ADMIN/catalog', '/api/admin/backup', '/sitemap.xml', '/robots.txt', '/media/demo/a-640.webp'])('leaves %s alone', (path) =>
    expect(navigationPolicy(at(path), ORIGIN)).toBe('pass'),
  );

  it('leaves other sites alone', () => expect(navigationPolicy(new URL('https://wa.me/250788000000'), ORIGIN)).toBe('pass'));
});

/** An API address after /api: segments the public rules name and others, with a query now and then. */
const apiPath = fc
  .tuple(
    fc.array(fc.constantFrom('products', 'gallery', 'hero', 'services', 'company-settings', 'public', 'basic', 'me', 'ratings', 'search', '12', 'imigongo-high-tops', 'cart', 'admin'), {
      maxLength: 4,
    }),
    fc.constantFrom('', '?page=1&limit=10', '?q=shoes', '?key=s3cret'),
  )
  .map(([segments, query]) => `${segments.map((segment) => `/${segment}`).join('')}${query}`);

describe('isPublicApi: the API replies the worker may keep', () => {
  it.each([
    '/api/products?page=1&limit=10',
    '/api/products/imigongo-high-top-sneakers',
    '/api/products/12',
    '/api/products/12/ratings',
    '/api/gallery?page=2&limit=5',
    '/api/gallery/kigali-dusk',
    '/api/hero',
    '/api/services',
    '/api/company-settings/public/basic',
    '/api/company-settings/public/privacy',
    '/api/contactinfo/public',
    '/api/help-center/public',
  ])('keeps GET %s without a token', (path) => expect(isPublicApi(request(path), ORIGIN)).toBe(true));

  it.each([
    '/api/cart',
    '/api/cart/12',
    '/api/orders',
    '/api/orders/ATL-7K2P/momo',
    '/api/wishlist',
    '/api/users/u1',
    '/api/addresses',
    '/api/returns/me',
    '/api/login-history/stats',
    '/api/pay/ATL-7K2P?key=s3cret',
    '/api/bookings/42?key=s3cret',
    '/api/bookings/available-slots/2026-12-01',
    '/api/admin/catalog',
    '/api/admin/orders/17',
    '/api/products/me/ratings',
    '/api/products/search?q=shoes',
    '/api/gallery/search?q=dusk',
    '/api/products?page=1&key=x',
    '/api/auth/verify',
    '/api/chat',
  ])('never keeps GET %s', (path) => expect(isPublicApi(request(path), ORIGIN)).toBe(false));

  it('never keeps a public reply asked for with a token (it carries the customer: their marks, their own rating)', () => {
    expect(isPublicApi(request('/api/products?page=1&limit=10', { token: true }), ORIGIN)).toBe(false);
    expect(isPublicApi(request('/api/products/12/ratings', { token: true }), ORIGIN)).toBe(false);
  });

  it('never keeps anything but a GET', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']) expect(isPublicApi(request('/api/hero', { method }), ORIGIN)).toBe(false);
  });

  it('never keeps another origin', () => expect(isPublicApi({ ...request('/api/hero'), url: 'https://evil.example/api/hero' }, ORIGIN)).toBe(false));

  it('never keeps any request that carries a token, whatever its address and method', () => {
    fc.assert(
      fc.property(apiPath, fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'), (path, method) => {
        expect(isPublicApi(request(`/api${path}`, { method, token: true }), ORIGIN)).toBe(false);
      }),
    );
  });

  it("never keeps anything under a customer's or the back office's API, whatever follows", () => {
    fc.assert(
      fc.property(fc.constantFrom('cart', 'orders', 'wishlist', 'users', 'addresses', 'returns', 'admin', 'pay', 'auth', 'login-history', 'bookings'), apiPath, (area, rest) => {
        expect(isPublicApi(request(`/api/${area}${rest}`), ORIGIN)).toBe(false);
      }),
    );
  });
});

describe('mayStoreReply', () => {
  const reply = (status: number, cacheControl?: string) => ({ status, headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}) });
  it('stores a plain 200', () => expect(mayStoreReply(reply(200, 'public, max-age=0'))).toBe(true));
  it.each([
    [200, 'private, no-store'],
    [200, 'no-store'],
    [200, 'private'],
    [404, undefined],
    [500, undefined],
    [206, undefined],
  ])('refuses %s with cache-control %s', (status, control) => expect(mayStoreReply(reply(status, control))).toBe(false));
});

describe('pictures and build files', () => {
  it('keeps a picture a store page shows, never one the back office shows', () => {
    expect(isStorePicture(request('/media/demo/a-640.webp'), ORIGIN)).toBe(true);
    expect(isStorePicture(request('/media/demo/a-640.webp', { referrer: '' }), ORIGIN)).toBe(true);
    expect(isStorePicture(request('/media/demo/a-640.webp', { referrer: `${ORIGIN}/admin/catalog/3` }), ORIGIN)).toBe(false);
    expect(isStorePicture(request('/api/hero'), ORIGIN)).toBe(false);
  });

  it("keeps the store's build files, never the back office's", () => {
    expect(isStoreAsset(request('/assets/store-CyR4B7cy.js'), ORIGIN)).toBe(true);
    expect(isStoreAsset(request('/assets/messages-BGEd6R9B.js'), ORIGIN)).toBe(true);
    expect(isStoreAsset(request('/assets/admin/admin-BlKn5yP6.js'), ORIGIN)).toBe(false);
    expect(isStoreAsset(request('/media/a.webp'), ORIGIN)).toBe(false);
  });
});

describe('keys and pages', () => {
  it("keeps an API reply once per language, whatever page asked (the server's Vary names the Referer)", () => {
    const url = `${ORIGIN}/api/products?page=1&limit=10`;
    expect(apiCacheKey(url, 'rw')).toBe(`${ORIGIN}/api/products?page=1&limit=10&sw-lang=rw`);
    expect(apiCacheKey(url, 'fr-FR,fr;q=0.9')).toBe(`${ORIGIN}/api/products?page=1&limit=10&sw-lang=fr`);
    expect(apiCacheKey(url, null)).toBe(`${ORIGIN}/api/products?page=1&limit=10&sw-lang=en`);
    expect(apiCacheKey(url, 'de')).toBe(`${ORIGIN}/api/products?page=1&limit=10&sw-lang=en`);
  });

  it('shows the offline page in the address’s language', () => {
    expect(offlinePageFor('/store/x')).toBe('/offline.html');
    expect(offlinePageFor('/rw/store/x')).toBe('/rw/offline.html');
    expect(offlinePageFor('/FR')).toBe('/fr/offline.html');
    expect(offlinePageFor('/rwanda')).toBe('/offline.html');
  });

  it('reads the entry script a page loads', () => {
    const html = '<head><link rel="modulepreload" href="/assets/shell-1.js"><script type="module" crossorigin src="/assets/index-AbC_1.js"></script></head>';
    expect(entryScriptOf(html)).toBe('/assets/index-AbC_1.js');
    expect(entryScriptOf('<script id="boot-data" type="application/json">{}</script>')).toBeNull();
  });
});

describe('primedReplies: the API answers a kept page carries', () => {
  it('reads the boot data as the server writes it (`<` escaped)', () => {
    const boot = { '/api/products?page=1&limit=10': { headers: { 'x-total-count': '26' }, body: [{ id: 1, title: 'A <b>' }] }, '/api/hero': { body: { success: true } } };
    const html = `<head></head><script id="boot-data" type="application/json">${JSON.stringify(boot).replace(/</g, '\\u003c')}</script><div id="root">`;
    expect(primedReplies(html)).toEqual([
      { path: '/api/products?page=1&limit=10', headers: { 'x-total-count': '26' }, body: [{ id: 1, title: 'A <b>' }] },
      { path: '/api/hero', headers: {}, body: { success: true } },
    ]);
  });

  it('reads nothing from a page without boot data, or with a damaged one', () => {
    expect(primedReplies('<div id="root"></div>')).toEqual([]);
    expect(primedReplies('<script id="boot-data" type="application/json">{oops</script>')).toEqual([]);
  });
});
