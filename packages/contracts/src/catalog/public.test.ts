import { describe, expect, it } from 'vitest';
import { CardItem, CatalogItem, CatalogList, isWashable, truncateWords } from './public.js';
import { CardVariant, ItemVariant } from './variants.js';

describe('catalog rules (spec 02 §2, §3)', () => {
  it('cuts descriptions to 14 words', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen';
    expect(truncateWords(text)).toBe('one two three four five six seven eight nine ten eleven twelve thirteen fourteen…');
    expect(truncateWords('  short   text ')).toBe('short text');
  });

  it('reads washable as yes for 1, "1", true, "true", and by default', () => {
    for (const v of [1, '1', true, 'true', undefined, null, '']) expect(isWashable(v)).toBe(true);
    for (const v of [0, '0', false, 'false', 'no']) expect(isWashable(v)).toBe(false);
  });
});

describe('the list’s card body (docs/decisions/127)', () => {
  const variant = { id: 7, sku: 'CAP-YELLOW', options: { Colour: 'Yellow' }, price: 15000, compare_at_price: null, availability: 'available', image: '/media/cap-yellow-640.webp' };
  const item = {
    id: 3,
    kind: 'product',
    slug: 'cap',
    title: 'Cap',
    description: 'A cap',
    category: 'hats',
    material: null,
    size: null,
    washable: true,
    price: 15000,
    compare_at_price: null,
    artist: null,
    medium_description: null,
    frontimage: null,
    image1: null,
    image2: null,
    image3: null,
    image4: null,
    created_at: '2026-11-29T00:00:00.000Z',
    availability: 'available',
    options: [{ name: 'Colour', values: ['Yellow'] }],
    variants: [variant],
    averageRating: 0,
    ratingCount: 0,
  };

  it('is the full item with each variant cut to id, options, price, compare_at_price and availability, in that order', () => {
    expect(Object.keys(CardVariant.shape)).toEqual(['id', 'options', 'price', 'compare_at_price', 'availability']);
    expect(Object.keys(CardVariant.shape)).toEqual(Object.keys(ItemVariant.shape).filter((k) => k !== 'sku' && k !== 'image'));
    expect(Object.keys(CardItem.shape)).toEqual(Object.keys(CatalogItem.shape));
    const card = CardItem.parse(item);
    expect(card.variants).toEqual([{ id: 7, options: { Colour: 'Yellow' }, price: 15000, compare_at_price: null, availability: 'available' }]);
    expect(CatalogItem.parse(item).variants[0]).toMatchObject({ sku: 'CAP-YELLOW', image: '/media/cap-yellow-640.webp' });
  });

  it('is what a page carries: a card body without sku or image is a valid page, and not a valid full item', () => {
    const card = { ...item, variants: [{ id: 7, options: { Colour: 'Yellow' }, price: 15000, compare_at_price: null, availability: 'available' }] };
    expect(CatalogList.safeParse([card]).success).toBe(true);
    expect(CatalogItem.safeParse(card).success).toBe(false);
  });
});
