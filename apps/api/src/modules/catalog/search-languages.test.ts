import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, signUpAs, type TestContext } from '../../../test/helpers.js';

/**
 * Search in every language (docs/decisions/118): on a French or Kinyarwanda request the
 * owner's texts in that language match too (title first, then description, medium, material), typos
 * in them are corrected, and the results show that language; English requests match English only.
 */
let ctx: TestContext;
let tray: number;
let painting: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  const owner = as(ctx, (await signUpAs(ctx, 'admin')).token);
  const create = async (payload: Record<string, unknown>) => {
    const res = await owner({ method: 'POST', url: '/api/admin/catalog', payload: { state: 'published', ...payload } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().item.id as number;
  };
  tray = await create({
    kind: 'product',
    title: 'Woven storage tray',
    description: 'Sisal fibre, dyed by hand',
    price: 18000,
    translations: {
      fr: { title: 'Corbeille tressée', description: 'Panier de rangement en sisal. Écharpe' },
      rw: { title: 'Igitebo cyo kubikamo', description: 'Cyakozwe n’intoki' },
    },
  });
  painting = await create({
    kind: 'artwork',
    title: 'Morning over the lake',
    description: 'Quiet water at dawn',
    artist: 'Test Artist',
    medium_description: 'Watercolour on paper',
    price: 90000,
    translations: { fr: { title: 'Matin sur le lac', medium_description: 'Aquarelle sur papier' }, rw: { title: 'Igitondo ku kiyaga' } },
  });
});
afterAll(() => ctx.close());

type Found = { id: number; title: string };
const search = async (kind: 'products' | 'gallery', q: string, language: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/${kind}/search?q=${encodeURIComponent(q)}`, headers: { 'accept-language': language } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Found[];
};
const titleOf = (list: Found[], id: number) => list.find((i) => i.id === id)?.title;

describe('search in French and Kinyarwanda', () => {
  it('finds an item by a French word of its French title only on a French request, shown in French', async () => {
    expect(titleOf(await search('products', 'corbeille', 'fr'), tray)).toBe('Corbeille tressée');
    expect(titleOf(await search('products', 'tressée', 'fr'), tray)).toBe('Corbeille tressée');
    // English requests match English texts only (unchanged); Kinyarwanda ones not the French words.
    expect(titleOf(await search('products', 'corbeille', 'en'), tray)).toBeUndefined();
    expect(titleOf(await search('products', 'corbeille', 'rw'), tray)).toBeUndefined();
  });

  it('finds a Kinyarwanda word of the Kinyarwanda title on a Kinyarwanda request, shown in Kinyarwanda', async () => {
    expect(titleOf(await search('products', 'igitebo', 'rw'), tray)).toBe('Igitebo cyo kubikamo');
    expect(titleOf(await search('products', 'igitebo', 'en'), tray)).toBeUndefined();
    expect(titleOf(await search('products', 'igitebo', 'fr'), tray)).toBeUndefined();
    expect(titleOf(await search('gallery', 'igitondo', 'rw-RW'), painting)).toBe('Igitondo ku kiyaga');
  });

  it('matches the translated description and medium, several words, and English words too', async () => {
    expect(titleOf(await search('products', 'panier', 'fr'), tray)).toBe('Corbeille tressée');
    expect(titleOf(await search('products', 'corbeille sisal', 'fr'), tray)).toBe('Corbeille tressée');
    expect(titleOf(await search('gallery', 'aquarelle', 'fr'), painting)).toBe('Matin sur le lac');
    // The English words still find the item on a French request, shown in French.
    expect(titleOf(await search('products', 'woven tray', 'fr'), tray)).toBe('Corbeille tressée');
    expect(titleOf(await search('products', 'woven tray', 'en'), tray)).toBe('Woven storage tray');
  });

  it('tolerates typos and unfinished words in the translated texts', async () => {
    expect(titleOf(await search('products', 'corbeile', 'fr'), tray)).toBe('Corbeille tressée');
    expect(titleOf(await search('products', 'corbei', 'fr'), tray)).toBe('Corbeille tressée');
    expect(titleOf(await search('products', 'igiteebo', 'rw'), tray)).toBe('Igitebo cyo kubikamo');
    // A French word typed without its accent is a near word too.
    expect(titleOf(await search('products', 'tressee', 'fr'), tray)).toBe('Corbeille tressée');
    expect(titleOf(await search('gallery', 'aquarel', 'fr'), painting)).toBe('Matin sur le lac');
    expect(titleOf(await search('products', 'écharpe', 'fr'), tray)).toBe('Corbeille tressée');
    expect(titleOf(await search('products', 'ÉCHARPE', 'fr'), tray)).toBe('Corbeille tressée');
  });

  it('puts a translated title match before a translated description match', async () => {
    const owner = as(ctx, (await signUpAs(ctx, 'admin')).token);
    const res = await owner({
      method: 'POST',
      url: '/api/admin/catalog',
      payload: { kind: 'product', state: 'published', title: 'Bread basket', price: 9000, translations: { fr: { title: 'Panier à pain' } } },
    });
    const basket = res.json().item.id as number;
    const ids = (await search('products', 'panier', 'fr')).map((i) => i.id);
    expect(ids.indexOf(basket)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(basket)).toBeLessThan(ids.indexOf(tray));
  });
});
