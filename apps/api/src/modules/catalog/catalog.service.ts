import { localize, SEARCH_MAX_RESULTS, type CardItem, type CatalogItem, type HeroSlide, type Locale } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { imageUrl } from '../../lib/images.js';
import { catalogRepository } from './catalog.repository.js';

/**
 * An item's public JSON text (spec 02 §3 Product / Artwork) as the wire carries it, read back into
 * its fields for a caller inside the server (the cart, SEO, the chat). The text has one source, the
 * database's catalog_item_json (docs/decisions/116, amendment of 2026-11-28).
 */
const parseItem = (json: string) => JSON.parse(json) as CatalogItem;

/** Store, gallery and hero reads (spec 02 §2 Store, Art gallery, Home). */
export function catalogService(deps: { db: Db }) {
  const repo = catalogRepository(deps.db);
  const service = {
    /**
     * A public page of products or artworks: each item's id and card body (a CardItem, spec 02 §3,
     * docs/decisions/127 "The list's card body", without marks) in shop order, and the total of that kind (for X-Total-Count), in one
     * statement once the server holds the items' current JSON (`listBytes`'s). Texts in `locale`, English where not translated.
     */
    list: (kind: 'product' | 'artwork', page: number, limit: number, locale: Locale = 'en') => repo.listPage(kind, limit, (page - 1) * limit, locale),
    /**
     * A page as the bytes of its JSON array for the bearer of `tokenHash` (SHA-256 of a token), marks
     * included when its session is live (`viewer`), or for a visitor (`tokenHash` null, or a token
     * not live: the public page, `viewer` null): the page with the reply cache off
     * (docs/decisions/116, 127). One statement once the server holds the items' current JSON.
     */
    listBytes: (kind: 'product' | 'artwork', page: number, limit: number, tokenHash: string | null, locale: Locale = 'en') => repo.listPageBytes(kind, limit, (page - 1) * limit, tokenHash, locale),
    /**
     * The live session of `tokenHash` (SHA-256 of a bearer token) with the ids in its customer's cart
     * and wishlist (the marks of a page whose public part is the cached reply, docs/decisions/107);
     * undefined when the token is not live. Viewers asked for together share one statement.
     */
    liveViewer: (tokenHash: string) => repo.liveViewer(tokenHash),
    /**
     * One item's public JSON text (a CatalogItem, spec 02 §3) by id or slug; `kind` restricts it (the
     * gallery only shows artworks). Throws NOT_FOUND. Texts in `locale`, English where not translated.
     */
    async getJson(id: number | string, kind?: 'product' | 'artwork', locale: Locale = 'en'): Promise<string> {
      const json = await repo.findJson(id, kind, locale);
      if (json === undefined) throw new AppError('NOT_FOUND', kind === 'artwork' ? 'Artwork not found' : 'Product not found');
      return json;
    },
    /** One item by id or slug as its fields (`getJson`, parsed): for the cart, ratings, the wishlist and SEO. Throws NOT_FOUND. */
    get: async (id: number | string, kind?: 'product' | 'artwork', locale: Locale = 'en'): Promise<CatalogItem> => parseItem(await service.getJson(id, kind, locale)),
    /**
     * Ranked, typo-tolerant search of products or artworks (docs/decisions/009), at most SEARCH_MAX_RESULTS:
     * each typed word the catalog does not use is replaced by its nearest catalog words, the last
     * word also matches as a prefix (search as you type), then a ranked full-text query runs with
     * every word, else with any word; only text with no near word falls back to comparing it with
     * every title. docs/decisions/009. Answers in `locale` (docs/decisions/112); in French or
     * Kinyarwanda the owner's texts in that language match too, their words count as catalog words
     * and typos are corrected towards them (docs/decisions/118). English matches English only.
     * Text of single letters only finds words beginning with them; empty text finds nothing (spec 01 §5).
     * Each result is the item's card body (a CardItem, spec 02 §3, docs/decisions/127 "The list's card body").
     */
    async searchJson(kind: 'product' | 'artwork', q: string, locale: Locale = 'en'): Promise<string[]> {
      const all = [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]{1,40}/gu) ?? [])];
      const typed = all.filter((w) => w.length > 1).slice(0, 8);
      if (typed.length === 0) {
        // Only single letters (spec 01 §5: only empty means no search): words that begin with them.
        const letters = all.slice(0, 8).map((l) => [`${l}:*`]);
        if (letters.length === 0) return [];
        let found = await repo.fullTextSearch(kind, letters, '&', SEARCH_MAX_RESULTS, locale, 'simple');
        if (found.length === 0 && letters.length > 1) found = await repo.fullTextSearch(kind, letters, '|', SEARCH_MAX_RESULTS, locale, 'simple');
        return found;
      }
      const words = await repo.nearestWords(typed, locale);
      const groups = words
        .map((w, i) => {
          const options = w.known ? [w.word] : w.near;
          if (i === words.length - 1 && w.word.length >= 3) options.push(`${w.word}:*`);
          return [...new Set(options)];
        })
        .filter((options) => options.length > 0);
      let rows = groups.length ? await repo.fullTextSearch(kind, groups, '&', SEARCH_MAX_RESULTS, locale) : [];
      if (rows.length === 0 && groups.length > 1) rows = await repo.fullTextSearch(kind, groups, '|', SEARCH_MAX_RESULTS, locale);
      if (rows.length === 0) rows = await repo.similaritySearch(kind, typed.join(' '), SEARCH_MAX_RESULTS, locale);
      return rows;
    },
    /** `searchJson`'s items as their fields (for the chat's links). */
    search: async (kind: 'product' | 'artwork', q: string, locale: Locale = 'en'): Promise<CardItem[]> => (await service.searchJson(kind, q, locale)).map((json) => JSON.parse(json) as CardItem),
    /**
     * Live prices and snapshot fields of items by id, in minor units, for pricing a cart or an order
     * on the server, with the item's options (English, with their translations), its texts'
     * translations (docs/decisions/112) and its variants on sale (docs/decisions/127):
     * each with its price (its own or the item's), English title ("42 / Red"), SKU, stock (null: not
     * counted) and picture. Unknown or unpublished ids are simply absent from the result.
     */
    async pricing(ids: number[]) {
      const rows = await repo.findManyByIds(ids);
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        title: r.title,
        description: r.description,
        priceMinor: r.priceMinor,
        compareAtPriceMinor: r.compareAtPriceMinor,
        material: r.material,
        size: r.size,
        washable: r.washable,
        options: r.options ?? [],
        translations: r.translations,
        image: imageUrl(r.frontImageKey),
        variants: r.variants.map((v) => ({
          id: v.id,
          sku: v.sku,
          optionValues: v.optionValues,
          title: v.optionValues.filter(Boolean).join(' / '),
          priceMinor: Number(v.priceMinor ?? r.priceMinor),
          compareAtPriceMinor: v.compareAtPriceMinor ?? r.compareAtPriceMinor,
          /** Units left; null when not counted (artworks, made-to-order products). */
          stock: v.stock,
          image: imageUrl(v.imageKey ?? r.frontImageKey),
        })),
      }));
    },
    /** The current slug of a published item whose old slug is `slug` (a 301's target), of `kind` when given. */
    redirectOf: (slug: string, kind?: 'product' | 'artwork') => repo.redirectOf(slug, kind),
    /** Slugs for the sitemap. */
    slugs: (limit: number) => repo.listSlugs(limit),
    /** Hero slides with image URL paths (spec 02 §3 Hero slide); title and subtitle in `locale`, English where not translated. */
    async hero(locale: Locale = 'en'): Promise<HeroSlide[]> {
      const rows = await repo.listHeroSlides();
      return rows.map((s) =>
        localize({ id: s.id, title: s.title, subtitle: s.subtitle, images: s.images.map((k) => imageUrl(k, 1200)!), target: s.target }, s.translations, locale, ['title', 'subtitle']),
      );
    },
  };
  return service;
}
export type CatalogService = ReturnType<typeof catalogService>;
