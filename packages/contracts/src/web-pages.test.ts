import { describe, expect, it } from 'vitest';
import { WEB_PAGES, matchWebPage, pageQuery } from './web-pages.js';

describe('matchWebPage (the one page table)', () => {
  it('finds each page and its params, ignoring case and a trailing slash as React Router does', () => {
    expect(matchWebPage('/')?.page.module).toBe('home');
    expect(matchWebPage('/store')?.page.module).toBe('store');
    expect(matchWebPage('/Store/')?.page.module).toBe('store');
    expect(matchWebPage('/store/kigali-sunrise')).toEqual({ page: expect.objectContaining({ module: 'store-item', item: 'product' }), params: { slug: 'kigali-sunrise' } });
    expect(matchWebPage('/orders/ATL-7K3QX9')?.params).toEqual({ orderId: 'ATL-7K3QX9' });
    expect(matchWebPage('/art-gallery')?.page.redirect).toBe('/artgallery');
  });

  it('knows no other address', () => {
    for (const url of ['/nope', '/store/a/b', '/orders', '/profile/x', '/%E0%A4%A']) expect(matchWebPage(url), url).toBeNull();
  });

  it('has one row per path, each a page file or an alias to a page of the table', () => {
    const paths = WEB_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const row of WEB_PAGES) {
      if ('redirect' in row) expect(paths).toContain(row.redirect);
      else expect(row.module).toMatch(/^[a-z-]+$/);
    }
  });
});

describe("pageQuery (the server-rendered page's cache address)", () => {
  it('keeps only the parameters the page reads, in one order, so tracking parameters share one copy', () => {
    const store = matchWebPage('/store')!.page;
    expect(pageQuery(store, '?page=2&utm_source=whatsapp&fbclid=x')).toBe('?page=2');
    expect(pageQuery(store, 'fbclid=x')).toBe('');
    expect(pageQuery(matchWebPage('/store/kigali-sunrise')!.page, '?page=3&variant=42')).toBe('?variant=42');
    expect(pageQuery(matchWebPage('/book')!.page, '?service=painting-session&x=1')).toBe('?service=painting-session');
    expect(pageQuery(matchWebPage('/help')!.page, '?page=2')).toBe('');
    expect(pageQuery(undefined, '?page=2')).toBe('');
  });
});
