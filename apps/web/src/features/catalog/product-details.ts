import type { Availability, CardItem, CatalogItem, ItemOption } from '@atelier/contracts';
import type { SourceVariant } from '@/lib/variants-basic';

/**
 * What the payment page and the BUY NOW buttons carry in navigation state: a catalog item, or the
 * parts of one a cart or wishlist line knows (spec 02 §3 Product, payment-page view).
 */
export interface ProductDetails {
  id: number;
  kind: 'product' | 'artwork';
  title: string;
  description: string;
  price: number;
  compare_at_price?: number | null;
  material?: string | null;
  size?: string | null;
  washable?: boolean;
  artist?: string | null;
  medium_description?: string | null;
  frontimage?: string | null;
  images?: string[];
  slug?: string;
  /** Only 'available' can be bought: artworks 'reserved' or 'sold' (docs/decisions/030), products 'sold_out' (docs/decisions/101). */
  availability?: Availability;
  /**
   * Its options and variants on sale (docs/decisions/127), when known: a list's card variants (no
   * SKU, no picture: the page loads the item for those) or the item's own.
   */
  options?: ItemOption[];
  variants?: SourceVariant[];
  /** The variant a cart line holds, and its title ("42 / Red"): the payment page opens it chosen. */
  variantId?: number;
  variantTitle?: string;
}

/** A catalog item (a list's card body or the item's full body, docs/decisions/127) as ProductDetails. */
export function toProductDetails(item: CardItem): ProductDetails {
  return {
    id: item.id,
    kind: item.kind,
    title: item.title,
    description: item.description,
    price: item.price,
    compare_at_price: item.compare_at_price,
    material: item.material,
    size: item.size,
    washable: item.washable,
    artist: item.artist,
    medium_description: item.medium_description,
    frontimage: item.frontimage,
    images: imagesOf(item),
    slug: item.slug,
    availability: item.availability,
    options: item.options,
    variants: item.variants,
  };
}

/** A cart or wishlist line (which knows one picture) as ProductDetails, for opening /payment. */
export function lineToProductDetails(line: {
  productId: number;
  kind: ProductDetails['kind'];
  title: string;
  description: string;
  price: number;
  compare_at_price?: number | null;
  material: string | null;
  size: string | null;
  washable: boolean;
  frontimage: string | null;
  variantId?: number;
  variantTitle?: string;
}): ProductDetails {
  const { productId, ...rest } = line;
  return { id: productId, ...rest, images: line.frontimage ? [line.frontimage] : [] };
}

/** Front image plus up to four more, without gaps or repeats (spec 02 §2 Art gallery). */
export function imagesOf(item: Pick<ProductDetails, 'frontimage' | 'images'> & Partial<Pick<CatalogItem, 'image1' | 'image2' | 'image3' | 'image4'>>): string[] {
  const all = [item.frontimage, ...(item.images ?? []), item.image1, item.image2, item.image3, item.image4];
  return [...new Set(all.filter((u): u is string => typeof u === 'string' && u.length > 0))].slice(0, 5);
}

/** Reads product details from navigation state (`product`, `productDetails` or `artwork`). */
export function productFromState(state: unknown): ProductDetails | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  const candidate = (s.product ?? s.productDetails ?? s.artwork) as Partial<ProductDetails> | undefined;
  if (!candidate || typeof candidate !== 'object' || typeof candidate.id !== 'number') return null;
  return {
    kind: 'product',
    title: 'Product',
    description: '',
    price: 0,
    ...candidate,
    id: candidate.id,
  } as ProductDetails;
}
