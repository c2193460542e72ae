import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const search = async (kind: 'products' | 'gallery', q: string) => ctx.app.inject({ method: 'GET', url: `/api/${kind}/search?q=${encodeURIComponent(q)}` });
const titles = async (kind: 'products' | 'gallery', q: string) => ((await search(kind, q)).json() as Array<{ title: string }>).map((i) => i.title);

describe('GET /api/products/search and /api/gallery/search', () => {
  it('finds products by words, with stemming, title matches first', async () => {
    const found = await titles('products', 'sneakers');
    expect(found).toEqual(expect.arrayContaining(['Imigongo High-Top Sneakers', 'Intore Dance Sneakers', 'Monochrome Custom Name Sneakers']));
    expect(found[0]).toMatch(/Sneakers?\b/);
    // Stemming: the singular finds the same items.
    expect([...(await titles('products', 'sneaker'))].sort()).toEqual([...found].sort());
  });

  it("tolerates typos: 'sneekers' finds sneakers", async () => {
    const found = await titles('products', 'sneekers');
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((t) => /Sneakers/.test(t))).toBe(true);
  });

  it('ranks an exact title match above looser ones', async () => {
    const found = await titles('products', 'denim jacket');
    expect(found[0]).toBe('Thousand Hills Denim Jacket');
  });

  it('searches the gallery by artist and medium, and keeps products and artworks apart', async () => {
    const byArtist = (await search('gallery', 'Aline Uwase')).json() as Array<{ artist: string; kind: string }>;
    expect(byArtist.length).toBeGreaterThan(0);
    expect(byArtist.every((a) => a.kind === 'artwork')).toBe(true);
    expect(byArtist[0]!.artist).toBe('Aline Uwase');
    expect((await titles('gallery', 'charcoal'))[0]).toBe('Silent Gorilla');
    expect(await titles('products', 'charcoal')).toEqual([]);
  });

  it('answers at most 20 results, searches one letter, and treats any text as data', async () => {
    const many = (await search('products', 'a e i o u')).json();
    expect(many.length).toBeLessThanOrEqual(20);
    for (const q of ["'; drop table catalog_items; --", 'a & b | !c', '"unterminated', '((', '<script>', '%_%', '\\\\']) {
      const res = await search('products', q);
      expect(res.statusCode, q).toBe(200);
      expect(Array.isArray(res.json())).toBe(true);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/products?limit=1' })).statusCode).toBe(200);
  });

  it('searches with one letter: words that begin with it (spec 01 §5: only empty means no search)', async () => {
    const s = await titles('products', ' s ');
    expect(s.length).toBeGreaterThan(0);
    expect(s.length).toBeLessThanOrEqual(20);
    expect(s).toEqual(expect.arrayContaining(['Imigongo High-Top Sneakers']));
    // 'a' is an English stop word: still a prefix here; in the gallery, in French too.
    expect((await titles('gallery', 'a')).length).toBeGreaterThan(0);
    const fr = await ctx.app.inject({ method: 'GET', url: '/api/gallery/search?q=s', headers: { 'accept-language': 'fr' } });
    expect(fr.statusCode).toBe(200);
    expect(fr.json().length).toBeGreaterThan(0);
    for (const q of ['', '   ', '-']) {
      const res = await search('products', q);
      expect(res.statusCode, q).toBe(200);
      expect(res.json(), q).toEqual([]);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/products/search' })).json()).toEqual([]);
  });

  it('matches the last word as a prefix while the customer is still typing', async () => {
    expect(await titles('products', 'imigongo sne')).toContain('Imigongo High-Top Sneakers');
    expect((await titles('gallery', 'char'))[0]).toBe('Silent Gorilla');
  });

  it('still answers when one of several words matches nothing', async () => {
    expect(await titles('products', 'denim zzqxv')).toContain('Thousand Hills Denim Jacket');
  });

  it("treats the word 'null' as a word, not as SQL NULL (docs/decisions/093)", async () => {
    for (const q of ['null', 'NULL', 'shoes null', 'null null sneakers']) {
      const res = await search('products', q);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      expect(Array.isArray(res.json())).toBe(true);
    }
    expect(await titles('products', 'imigongo null')).toContain('Imigongo High-Top Sneakers');
  });

  it('returns nothing for a word that matches nothing', async () => {
    expect(await titles('products', 'zzqxv')).toEqual([]);
  });
});
