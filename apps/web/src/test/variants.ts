import type { CardItem, CatalogItem, ItemVariant } from '@atelier/contracts';
import { sunriseLowTops } from './catalog';

const variant = (id: number, size: string, colour: string, price: number, availability: ItemVariant['availability'], extra: Partial<ItemVariant> = {}): ItemVariant => ({
  id,
  sku: `IMIGONGO-HIGH-TOPS-${size}-${colour.toUpperCase()}`,
  options: { Size: size, Colour: colour },
  price,
  compare_at_price: null,
  availability,
  image: null,
  ...extra,
});

/**
 * A shoe in sizes 40–42 and two colours (docs/decisions/127): size 41 is sold out in both colours,
 * 42 only in Blue; 42 / Red costs more (with a compare-at price); Blue has its own picture.
 */
export const highTops: CatalogItem = {
  ...sunriseLowTops,
  id: 5,
  slug: 'imigongo-high-tops',
  title: 'Imigongo High-Tops',
  price: 45000,
  compare_at_price: null,
  frontimage: '/media/demo/red-640.webp',
  image1: '/media/demo/side-640.webp',
  options: [
    { name: 'Size', values: ['40', '41', '42'] },
    { name: 'Colour', values: ['Red', 'Blue'] },
  ],
  variants: [
    variant(51, '40', 'Red', 45000, 'available'),
    variant(52, '41', 'Red', 45000, 'sold_out'),
    variant(53, '42', 'Red', 48000, 'available', { compare_at_price: 52000 }),
    variant(54, '40', 'Blue', 45000, 'available', { image: '/media/demo/blue-640.webp' }),
    variant(55, '41', 'Blue', 45000, 'sold_out', { image: '/media/demo/blue-640.webp' }),
    variant(56, '42', 'Blue', 48000, 'sold_out', { image: '/media/demo/blue-640.webp' }),
  ],
};

/**
 * An item as a list page carries it (docs/decisions/127, "The list's card body"): each variant
 * without `sku` and `image`.
 */
function cardOf(item: CatalogItem): CardItem {
  return { ...item, variants: item.variants.map(({ id, options, price, compare_at_price, availability }) => ({ id, options, price, compare_at_price, availability })) };
}

/** highTops as the store's page carries it. */
export const highTopsCard: CardItem = cardOf(highTops);
