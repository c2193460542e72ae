import { z } from 'zod';
import { PageQuery } from '../common.js';
import { CardVariant, ItemOption, ItemVariant } from './variants.js';

/** Spec 02 §9 constants for the catalog screens. */
export const STORE_PAGE_SIZE = 10;
export const GALLERY_PAGE_SIZE = 5;
const STORE_DESCRIPTION_WORDS = 14;
export const DEFAULT_ARTWORK_PRICE = 200_000;
export const CATALOG_KINDS = ['product', 'artwork'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

/** Image widths the server stores for every picture; the URL names the width (`…-640.webp`). */
export const IMAGE_WIDTHS = [320, 640, 1200] as const;
export const DEFAULT_IMAGE_WIDTH = 640;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const SIZED_IMAGE = new RegExp(`-(${IMAGE_WIDTHS.join('|')})\\.webp$`);

/** A stored picture's URL at another of its widths, or null when the URL names no stored width. */
export function imageAtWidth(url: string, width: ImageWidth): string | null {
  return SIZED_IMAGE.test(url) ? url.replace(SIZED_IMAGE, `-${width}.webp`) : null;
}

/** `srcset` of a stored picture (`…-320.webp 320w, …-640.webp 640w, …`), or null for any other URL. */
export function imageSrcSet(url: string): string | null {
  if (!SIZED_IMAGE.test(url)) return null;
  return IMAGE_WIDTHS.map((w) => `${imageAtWidth(url, w)} ${w}w`).join(', ');
}

/**
 * The `sizes` of the first, largest pictures of the catalog pages. The web app renders them and the
 * server preloads the same rendition in the page's HTML (docs/decisions/060), so both must agree.
 */
export const IMAGE_SIZES = {
  /** Home hero card. */
  heroSlide: '(min-width: 1024px) 62vw, (min-width: 640px) 72vw, 86vw',
  /** Store grid card. */
  productCard: '(min-width: 1024px) 260px, (min-width: 640px) 45vw, 50vw',
  /** Art gallery card slider. */
  artworkCard: '(min-width: 768px) 40vw, 92vw',
  /** Product and artwork page carousel. */
  itemCarousel: '(min-width: 768px) 45vw, 92vw',
} as const;

/**
 * One thing sold: a product (store) or an artwork (gallery) (spec 02 §3 Product, Artwork).
 * Prices in RWF. `frontimage` and `image1`..`image4` are URL paths of the 640 px rendition.
 */
export const CatalogItem = z.object({
  id: z.number().int(),
  kind: z.enum(CATALOG_KINDS),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  material: z.string().nullable(),
  size: z.string().nullable(),
  washable: z.boolean(),
  price: z.number(),
  compare_at_price: z.number().nullable(),
  artist: z.string().nullable(),
  medium_description: z.string().nullable(),
  frontimage: z.string().nullable(),
  image1: z.string().nullable(),
  image2: z.string().nullable(),
  image3: z.string().nullable(),
  image4: z.string().nullable(),
  created_at: z.string(),
  /**
   * An artwork is one of a kind (docs/decisions/030): 'reserved' while an order that is not
   * cancelled holds it, 'sold' once that order is paid. A product whose stock is counted is
   * 'sold_out' at 0 (docs/decisions/101), else 'available'.
   */
  availability: z.enum(['available', 'reserved', 'sold', 'sold_out']),
  /**
   * Sizes, colours (docs/decisions/127): the item's options in the reply's language (empty without
   * options) and its variants on sale (one for an item without options; artworks too). `price` above
   * is the lowest variant price; the item is 'sold_out' when every variant is.
   */
  options: z.array(ItemOption),
  variants: z.array(ItemVariant),
  /** Average rating to one decimal (0 when unrated) and the number of ratings (spec 02 §9). */
  averageRating: z.number(),
  ratingCount: z.number().int(),
  /** Only for a signed-in caller: whether the item is in their cart / wishlist (no extra round trip). */
  inCart: z.boolean().optional(),
  inWishlist: z.boolean().optional(),
});
export type CatalogItem = z.infer<typeof CatalogItem>;
export type Availability = CatalogItem['availability'];

/**
 * An item as the lists carry it (docs/decisions/127, "The list's card body"): the pages of
 * `GET /api/products` and `/api/gallery` and the search results send, per item, what a card and the
 * card's variant sheet read. Every field of CatalogItem, in the same order, with each variant a
 * CardVariant `{ id, options, price, compare_at_price, availability }` (no `sku`, no `image`: the
 * item page reads those from `GET /api/products/{id}`, which keeps the full CatalogItem). A client
 * that holds a CardItem and needs a variant's SKU or picture loads the item.
 */
export const CardItem = /* @__PURE__ */ CatalogItem.extend({ variants: z.array(CardVariant) });
export type CardItem = z.infer<typeof CardItem>;

/** GET /api/products and /api/gallery: page/limit; total in the X-Total-Count header. */
export const CatalogListQuery = PageQuery;
export type CatalogListQuery = z.infer<typeof CatalogListQuery>;
/** A page of GET /api/products or /api/gallery, or search results: card bodies (CardItem, docs/decisions/127). */
export const CatalogList = /* @__PURE__ */ z.array(CardItem);

/**
 * A slide of GET /api/hero (spec 02 §7: success, data[] of {id, title, images}). `target`: where the
 * slide leads (a shop path or an https address), null for nowhere (docs/decisions/102).
 */
export const HeroSlide = z.object({ id: z.number().int(), title: z.string(), subtitle: z.string().nullable(), images: z.array(z.string()), target: z.string().nullable().optional() });
export type HeroSlide = z.infer<typeof HeroSlide>;
export const HeroResponse = z.object({ success: z.literal(true), data: z.array(HeroSlide) });
export type HeroResponse = z.infer<typeof HeroResponse>;

/** Spec 02 §3: washable is yes for 1, '1', true, 'true'; default Yes. */
export function isWashable(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  return value === 1 || value === '1' || value === true || value === 'true';
}

/** The first `words` words of a description, with an ellipsis when cut (spec 02 §2 Store card). */
export function truncateWords(text: string, words = STORE_DESCRIPTION_WORDS): string {
  const parts = text.trim().split(/\s+/).filter(Boolean);
  return parts.length <= words ? parts.join(' ') : `${parts.slice(0, words).join(' ')}…`;
}

/** The custom-shoes brand: the hero card titled with it leads to /store, others to /soon (spec 02 §2 Home). */
export const CUSTOM_SHOES_BRAND = 'Inkweto Customs';

/** Search (docs/decisions/009; spec 01 §5: trimmed, only empty means no search): at most 20 results, debounced 300 ms in the web. */
export const SEARCH_MAX_RESULTS = 20;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MESSAGES = {
  searching: 'Searching...',
  tryDifferent: 'Try different keywords',
  hint: 'Click on any result to view in Store or Gallery',
} as const;

/** GET /api/products/search?q= and /api/gallery/search?q=. */
export const SearchQuery = z.object({
  // Trimmed; empty (or missing) is no search and answers [] (spec 01 §5), one letter searches.
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').default(''),
});
