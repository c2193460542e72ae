import type { CatalogItem } from '@atelier/contracts';

/** A store product as GET /api/products returns it (RWF 39,500, was 47,500). */
export const sunriseLowTops: CatalogItem = {
  id: 2,
  kind: 'product',
  slug: 'kigali-sunrise-low-tops',
  title: 'Kigali Sunrise Low-Tops',
  description: 'Canvas low-tops painted with a Kigali sunrise.',
  category: 'custom-shoes',
  material: 'Canvas',
  size: 'EU 36–45',
  washable: true,
  price: 39500,
  compare_at_price: 47500,
  artist: null,
  medium_description: null,
  frontimage: '/media/demo/kigali-0-640.webp',
  image1: null,
  image2: null,
  image3: null,
  image4: null,
  created_at: '2026-01-01T00:00:00.000Z',
  availability: 'available',
  options: [],
  variants: [{ id: 20, sku: 'KIGALI-SUNRISE-LOW-TOPS', options: {}, price: 39500, compare_at_price: 47500, availability: 'available', image: null }],
  averageRating: 0,
  ratingCount: 0,
};
