import { describe, expect, it } from 'vitest';
import { AdminCatalogCreateBody, AdminCatalogPatchBody, AdminImageOrderBody, slugify } from './admin.js';

describe('slugify (docs/decisions/101: a slug generated from the title)', () => {
  it.each([
    ['Imigongo High-Top Sneakers', 'imigongo-high-top-sneakers'],
    ['Umugezi — Rivers at Dusk', 'umugezi-rivers-at-dusk'],
    ['  Café Crème: Été!  ', 'cafe-creme-ete'],
    ['***', 'item'],
    ['a'.repeat(100), 'a'.repeat(80)],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('admin catalog bodies', () => {
  it('fills the defaults of a new item: draft, not counted, washable, no compare-at price, no options', () => {
    expect(AdminCatalogCreateBody.parse({ kind: 'product', title: ' Tote ', price: '15000' })).toEqual({
      kind: 'product',
      title: 'Tote',
      description: '',
      category: 'general',
      price: 15000,
      compare_at_price: null,
      material: null,
      size: null,
      washable: true,
      artist: null,
      medium_description: null,
      state: 'draft',
      stock: null,
      options: [],
    });
  });

  it('refuses unknown fields, a kind change and non-numbers', () => {
    expect(AdminCatalogCreateBody.safeParse({ kind: 'product', title: 'X', price: 1, active: true }).success).toBe(false);
    expect(AdminCatalogPatchBody.safeParse({ kind: 'artwork' }).success).toBe(false);
    expect(AdminCatalogPatchBody.safeParse({ price: '1e3' }).success).toBe(false);
    expect(AdminCatalogPatchBody.parse({ material: '' })).toEqual({ material: null });
  });

  it('takes each picture once in an order', () => {
    expect(AdminImageOrderBody.safeParse({ image_ids: [3, 1, 2], alt: { 3: 'Blue' } }).success).toBe(true);
    expect(AdminImageOrderBody.safeParse({ image_ids: [1, 1] }).success).toBe(false);
    expect(AdminImageOrderBody.safeParse({ image_ids: [1], alt: { x: 'no' } }).success).toBe(false);
  });
});
