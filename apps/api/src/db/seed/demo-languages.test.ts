import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_PAGE_KEY } from '@atelier/contracts';
import { as, buildTestApp, signUpAs, type TestContext } from '../../../test/helpers.js';
import { ARTWORKS, PRODUCTS } from './data.js';
import { ITEM_TRANSLATIONS, SERVICE_TRANSLATIONS } from './translations.js';

/**
 * The demo shop speaks every language (docs/decisions/121): a freshly seeded shop shows its catalog
 * and content in Kinyarwanda and French, and the back office marks no demo row as missing a
 * translation. (Test apps start from the run's seeded template, the same `seed()` a first start runs.)
 */
let ctx: TestContext;
let owner: ReturnType<typeof as>;
beforeAll(async () => {
  ctx = await buildTestApp();
  owner = as(ctx, (await signUpAs(ctx, 'admin')).token);
});
afterAll(() => ctx.close());

const fromPage = (url: string, page: string) => ctx.app.inject({ method: 'GET', url, headers: { referer: `http://localhost${page}` } });
type Item = { id: number; slug?: string; title: string };

describe('the demo shop in Kinyarwanda and French', () => {
  it.each(['rw', 'fr'] as const)('lists every demo product and artwork with its %s name', async (locale) => {
    const english = new Map([...PRODUCTS, ...ARTWORKS].map((i) => [i.title, i.slug]));
    for (const [url, page, count] of [
      ['/api/products?limit=100', `/${locale}/store`, PRODUCTS.length],
      ['/api/gallery?limit=100', `/${locale}/artgallery`, ARTWORKS.length],
    ] as const) {
      const res = await fromPage(url, page);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      const items = (body.data ?? body.products ?? body.artworks ?? body) as Item[];
      expect(items.length, url).toBeGreaterThanOrEqual(Math.min(count, 12));
      const en = await fromPage(url, page.replace(`/${locale}`, ''));
      const enItems = (en.json().data ?? en.json().products ?? en.json().artworks ?? en.json()) as Item[];
      for (const item of items) {
        const slug = english.get(enItems.find((e) => e.id === item.id)!.title)!;
        expect(item.title, slug).toBe(ITEM_TRANSLATIONS[slug]![locale].title);
      }
    }
    const services = (await fromPage('/api/services', `/${locale}/services`)).json();
    expect(JSON.stringify(services)).toContain(SERVICE_TRANSLATIONS['custom-shoes']![locale].name);
  });

  it('finds a demo item by its Kinyarwanda or French word, and still by its English name (docs/decisions/118)', async () => {
    const titles = async (url: string, page: string) => ((await fromPage(url, page)).json() as Item[]).map((i) => i.title);
    expect(await titles('/api/gallery/search?q=ingagi', '/rw/artgallery')).toContain('Ingagi ituje');
    expect(await titles('/api/gallery/search?q=gorille', '/fr/artgallery')).toContain('Gorille silencieux');
    expect(await titles('/api/products/search?q=tablier', '/fr/store')).toContain('Tablier d’artiste');
    // English words on a translated page: matched, shown in the page's language.
    expect(await titles('/api/gallery/search?q=gorilla', '/fr/artgallery')).toContain('Gorille silencieux');
    expect(await titles('/api/gallery/search?q=gorilla', '/artgallery')).toContain('Silent Gorilla');
  });

  it('leaves no demo row marked missing in the back office', async () => {
    const catalog = await owner({ method: 'GET', url: '/api/admin/catalog?limit=100' });
    expect(catalog.statusCode, catalog.body).toBe(200);
    const demoSlugs = new Set([...PRODUCTS, ...ARTWORKS].map((i) => i.slug));
    const demo = (catalog.json().items as Array<{ slug: string; missing_translations: string[] }>).filter((i) => demoSlugs.has(i.slug));
    expect(demo).toHaveLength(demoSlugs.size);
    expect(demo.filter((i) => i.missing_translations.length > 0).map((i) => i.slug)).toEqual([]);

    const rows = (res: { json(): { data: unknown } }) => res.json().data as Array<{ missing_translations: string[] }>;
    expect(rows(await owner({ method: 'GET', url: '/api/admin/hero' })).flatMap((r) => r.missing_translations)).toEqual([]);
    expect(rows(await owner({ method: 'GET', url: '/api/admin/services' })).flatMap((r) => r.missing_translations)).toEqual([]);
    const content = (await owner({ method: 'GET', url: '/api/admin/content' })).json().data as Record<string, unknown>;
    // The privacy page is not demo content: the seed writes no text for it (its built-in text stands in).
    for (const list of ['contact_items', 'team', 'values', 'sections', 'faqs'])
      expect(
        (content[list] as Array<{ missing_translations: string[]; key?: string }>).filter((r) => r.missing_translations.length > 0 && r.key !== PRIVACY_PAGE_KEY),
        list,
      ).toEqual([]);
    expect((content.basic as { missing_translations?: string[] }).missing_translations ?? []).toEqual([]);
  });
});
