/**
 * Sizes and colours of the demo catalog (docs/decisions/127), by slug: the options in English with
 * their rw and fr texts, and each variant on sale with its stock (a count, or null: made to order)
 * and, for a colour, the picture (its index in the item's pictures) that shows it. Items not listed
 * have a single variant. The items the end-to-end journeys buy from the store's cards (the high-tops,
 * the low-tops, the dance sneakers, the apron) keep one variant, so a card's cart toggle still adds them.
 */
import type { CatalogOptionRow } from '../schema/index.js';

export interface DemoVariants {
  options: CatalogOptionRow[];
  variants: Array<{ values: string[]; stock: number | null; price?: number; image?: number }>;
}

const SIZE = (values: string[]): CatalogOptionRow => ({ name: 'Size', values, translations: { rw: { name: 'Ingano' }, fr: { name: 'Taille' } } });
const EU = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
/** One variant per value of a single option, with these stocks in order. */
const each = (values: string[], stocks: Array<number | null>) => values.map((value, i) => ({ values: [value], stock: stocks[i] ?? null }));

export const DEMO_VARIANTS: Record<string, DemoVariants> = {
  // Counted shoes: a few sizes sold out.
  'nyungwe-canopy-runners': { options: [SIZE(EU(38, 45))], variants: each(EU(38, 45), [2, 3, 0, 4, 5, 1, 0, 2]) },
  'kids-color-splash-sneakers': { options: [SIZE(EU(28, 35))], variants: each(EU(28, 35), [1, 2, 2, 0, 3, 2, 1, 0]) },
  // Made to order (bespoke): sizes to choose, stock not counted.
  'gold-thread-wedding-heels': { options: [SIZE(EU(35, 42))], variants: each(EU(35, 42), []) },
  'monochrome-custom-name-sneakers': { options: [SIZE(EU(38, 45))], variants: each(EU(38, 45), []) },
  // Clothes, S to XL.
  'kitenge-button-shirt': { options: [SIZE(['S', 'M', 'L', 'XL'])], variants: each(['S', 'M', 'L', 'XL'], [3, 4, 0, 2]) },
  'umushanana-inspired-wrap-dress': { options: [SIZE(['S', 'M', 'L', 'XL'])], variants: each(['S', 'M', 'L', 'XL'], [2, 2, 1, 1]) },
  'thousand-hills-denim-jacket': {
    options: [SIZE(['S', 'M', 'L', 'XL'])],
    variants: [
      { values: ['S'], stock: 2 },
      { values: ['M'], stock: 3 },
      { values: ['L'], stock: 3 },
      { values: ['XL'], stock: 1, price: 72000 },
    ],
  },
  'kigali-nights-bomber': { options: [SIZE(['S', 'M', 'L', 'XL'])], variants: each(['S', 'M', 'L', 'XL'], [0, 2, 2, 0]) },
  // Two colours, each with its picture.
  'kitenge-snapback-cap': {
    options: [{ name: 'Colour', values: ['Pink', 'Yellow'], translations: { rw: { name: 'Ibara', values: ['Iroza', 'Umuhondo'] }, fr: { name: 'Couleur', values: ['Rose', 'Jaune'] } } }],
    variants: [
      { values: ['Pink'], stock: 4, image: 0 },
      { values: ['Yellow'], stock: 3, image: 1 },
    ],
  },
};

/** A demo variant's SKU: the slug and the values, upper-case ("NYUNGWE-CANOPY-RUNNERS-42"). */
export const demoSku = (slug: string, values: string[]) =>
  [slug, ...values]
    .join('-')
    .toUpperCase()
    .replace(/[^A-Z0-9._-]+/g, '-');
