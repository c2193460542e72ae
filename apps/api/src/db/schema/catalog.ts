import { getTableColumns, sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, translations } from './columns.js';

/** PostgreSQL's full-text document type (drizzle has no built-in column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Everything sold, in one table so cart, wishlist, orders and ratings share ids (DESIGN.md § Data).
 * `kind` is 'product' (store) or 'artwork' (gallery). Money in minor units (hundredths of RWF).
 */
export const catalogItems = pgTable(
  'catalog_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['product', 'artwork'] }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default('general'),
    material: text('material'),
    size: text('size'),
    washable: boolean('washable').notNull().default(true),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    compareAtPriceMinor: bigint('compare_at_price_minor', { mode: 'number' }),
    artist: text('artist'),
    mediumDescription: text('medium_description'),
    /** draft | published | archived (docs/decisions/101): only published items reach customers, search and the sitemap. */
    state: text('state', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('published'),
    /**
     * Options of the item (docs/decisions/127), in order, at most three: English name and values, and
     * their rw/fr texts (`translations.rw.values` in the values' order). Empty: one variant, no choice.
     */
    options: jsonb('options').$type<CatalogOptionRow[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    /** title, description, material, size, medium_description in rw and fr (docs/decisions/112). */
    translations: translations(),
    /** Full-text document (English stemming): title weighted A, artist and medium B, the rest C. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', coalesce(artist, '') || ' ' || coalesce(medium_description, '')), 'B') || setweight(to_tsvector('english', description || ' ' || category || ' ' || coalesce(material, '')), 'C')`,
    ),
    /** Title and artist only: the first and cheapest search (shoppers mostly mean titles). */
    titleVector: tsvector('title_vector').generatedAlwaysAs(sql`to_tsvector('english', title || ' ' || coalesce(artist, ''))`),
    /** What typos are matched against (pg_trgm): the title and the artist. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(title || ' ' || coalesce(artist, ''))`),
    /**
     * The owner's translated texts (docs/decisions/118), 'simple' configuration (no stemming, no stop
     * words: one dictionary for French and Kinyarwanda alike). The weight says the language and the
     * place: French title A, French medium, description and material B; Kinyarwanda title C, the
     * rest D (TRANSLATED_SEARCH). English requests never read it.
     */
    translationsVector: tsvector('translations_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(translations -> 'fr' ->> 'title', '')), 'A') || setweight(to_tsvector('simple', coalesce(translations -> 'fr' ->> 'medium_description', '') || ' ' || coalesce(translations -> 'fr' ->> 'description', '') || ' ' || coalesce(translations -> 'fr' ->> 'material', '')), 'B') || setweight(to_tsvector('simple', coalesce(translations -> 'rw' ->> 'title', '')), 'C') || setweight(to_tsvector('simple', coalesce(translations -> 'rw' ->> 'medium_description', '') || ' ' || coalesce(translations -> 'rw' ->> 'description', '') || ' ' || coalesce(translations -> 'rw' ->> 'material', '')), 'D')`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('catalog_items_slug_unique').on(t.slug),
    index('catalog_items_listing_idx')
      .on(t.kind, t.position, t.id)
      .where(sql`state = 'published'`),
    /**
     * The back office's list: newest change first, over every state (docs/decisions/101, bench/admin-catalog.mjs).
     * Ascending, read backwards: `order by updated_at desc, id desc` is NULLS FIRST, which a
     * `desc` index (NULLS LAST) would not serve.
     */
    index('catalog_items_admin_list_idx').on(t.updatedAt, t.id),
    index('catalog_items_search_vector_idx').using('gin', t.searchVector),
    index('catalog_items_title_vector_idx').using('gin', t.titleVector),
    index('catalog_items_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('catalog_items_translations_vector_idx').using('gin', t.translationsVector),
  ],
);

/**
 * How a search in a translated language reads `translations_vector` (docs/decisions/118): the
 * weights (tsquery letters) of its title and of all its texts, and ts_rank_cd's weights {D,C,B,A}
 * that score its title 1 and the rest 0.2 (English scores description and material C = 0.2 too).
 */
export const TRANSLATED_SEARCH = {
  fr: { title: 'A', anywhere: 'AB', rankWeights: '{0,0,0.2,1}' },
  rw: { title: 'C', anywhere: 'CD', rankWeights: '{0.2,1,0,0}' },
} as const;

/** One option of an item as stored (docs/decisions/127): English name and values, their translations. */
export interface CatalogOptionRow {
  name: string;
  values: string[];
  translations?: Partial<Record<'rw' | 'fr', { name?: string; values?: string[] }>>;
}

/**
 * What is sold of an item (docs/decisions/127): one row per combination of its option values, and
 * exactly one (`option_values` []) for an item without options, artworks included. Stock lives here,
 * and only here: units left, or null (not counted: made to order, or one of a kind). Orders take it in
 * their transaction; a cancellation gives back what each line took. A variant left out of the item's
 * set is deleted, or archived (`archived_at`) when order lines hold it; the same option values bring
 * the same row back.
 */
export const catalogVariants = pgTable(
  'catalog_variants',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** The English value of each option, in the options' order. */
    optionValues: jsonb('option_values').$type<string[]>().notNull().default([]),
    sku: text('sku').notNull(),
    /** null: the item's price / compare-at price. Minor units. */
    priceMinor: bigint('price_minor', { mode: 'number' }),
    compareAtPriceMinor: bigint('compare_at_price_minor', { mode: 'number' }),
    stock: integer('stock'),
    /** The picture that shows this variant (a colour's); null: the item's cover. */
    imageId: integer('image_id').references(() => catalogImages.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('catalog_variants_sku_unique').on(t.sku),
    uniqueIndex('catalog_variants_item_values_unique').on(t.itemId, t.optionValues),
    index('catalog_variants_item_idx').on(t.itemId, t.position),
    check('catalog_variants_stock_not_negative', sql`stock is null or stock >= 0`),
  ],
);

/** Ordered pictures of an item; `imageKey` names the stored renditions (`/media/<key>-<width>.webp`). */
export const catalogImages = pgTable(
  'catalog_images',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    imageKey: text('image_key').notNull(),
    alt: text('alt').notNull().default(''),
    /** The alt text in rw and fr, `{ "fr": { "alt": "…" } }` (docs/decisions/112); English is `alt`. */
    translations: translations(),
    ...timestamps,
  },
  (t) => [uniqueIndex('catalog_images_item_position_unique').on(t.itemId, t.position)],
);

/**
 * Each item's public JSON (spec 02 §3 Product / Artwork; docs/decisions/116) without the viewer's
 * marks, as catalog_item_public_json builds it, kept per language by triggers in the transaction of
 * every write that changes it (the item, its pictures, its ratings, an order holding an artwork).
 * The one source of an item's JSON: every public read (pages, one item, search) sends these bodies,
 * and the signed-in page with the reply cache off keeps their bytes in the server by version
 * (catalog_item_listing).
 */
export const catalogItemJson = pgTable(
  'catalog_item_json',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    /** 'en', 'rw' or 'fr': the texts in that language, English where the owner has not translated them (decision 112). */
    locale: text('locale').notNull(),
    body: text('body').notNull(),
    /**
     * The list's card body (docs/decisions/127, "The list's card body"): `body` with each variant cut
     * to { id, options, price, compare_at_price, availability }, derived from `body` by
     * catalog_item_card_json and written with it by a row trigger (migration 0025), so it always has
     * `body`'s version. What the pages (GET /api/products, /api/gallery) and search send.
     */
    cardBody: text('card_body').notNull(),
    /**
     * Which `body` this is: a fresh value of catalog_item_json_version_seq at every rewrite of the
     * item (the same in its three languages), never reused in the database, so a
     * server may keep the bytes of a body it has read under (item, locale, version) and trust them
     * for as long as catalog_item_listing says the same version.
     */
    version: bigint('version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('catalog_item_json_version_seq')`),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.locale] })],
);

/**
 * Each item's place in the store or gallery and the version of its public JSON
 * (docs/decisions/116): copied from catalog_items and catalog_item_json by the same triggers, at the
 * same commit. The signed-in page with the reply cache off reads its items' order, the total and
 * the versions from catalog_item_listing_page_idx alone; the rows are narrow, so the few that the
 * index cannot vouch for (not yet vacuumed) are cheap to visit.
 */
export const catalogItemListing = pgTable(
  'catalog_item_listing',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['product', 'artwork'] }).notNull(),
    position: integer('position').notNull(),
    /** catalog_items.state = 'published'. */
    published: boolean('published').notNull(),
    /** The version of the item's JSON in every language (catalog_item_json.version). */
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('catalog_item_listing_page_idx')
      .on(t.kind, t.position, t.itemId, t.version)
      .where(sql`published`),
  ],
);

/**
 * Old addresses of items whose slug changed (docs/decisions/101): /store/<old>, /artgallery/<old> and the API's
 * by-slug look-ups answer 301 to the item's current slug. A slug taken again by an item drops its row.
 */
export const catalogSlugRedirects = pgTable(
  'catalog_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('catalog_slug_redirects_item_idx').on(t.itemId)],
);

/** Home hero slides (spec 02 §3 Hero slide). `images` holds media keys in order. */
export const heroSlides = pgTable('hero_slides', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  /** Where the slide leads (a path of the shop such as /store, or an https address); null: nowhere. */
  target: text('target'),
  /** Hidden by the owner: kept, but not shown on the home page (docs/decisions/102). */
  hidden: boolean('hidden').notNull().default(false),
  position: integer('position').notNull().default(0),
  /** title, subtitle in rw and fr (docs/decisions/112). */
  translations: translations(),
  ...timestamps,
});

/**
 * Every word of the catalog's search documents (lower-case, unstemmed), kept by a trigger on
 * catalog_items. Search corrects a typed word to its nearest words here before the full-text query,
 * which is far cheaper than comparing the typo with every row.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))]);

/**
 * Every word of the owner's translated texts per language (docs/decisions/118), lower-case and
 * unstemmed, kept by a trigger on catalog_items like search_words: a French or Kinyarwanda search
 * knows these words and corrects typos towards them. English searches never read it.
 */
export const translatedSearchWords = pgTable('translated_search_words', { locale: text('locale').notNull(), word: text('word').notNull() }, (t) => [
  primaryKey({ columns: [t.word, t.locale] }),
  index('translated_search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * The columns of a catalog item that replies use: all but the search columns, which only the
 * search query reads (a tsvector per row would otherwise travel with every page).
 */
export const catalogItemColumns = (() => {
  const { searchVector: _v, searchText: _t, titleVector: _tv, translationsVector: _trv, ...columns } = getTableColumns(catalogItems);
  return columns;
})();

/**
 * "Customers may see this item" (docs/decisions/101: drafts and archived items are the back office's only),
 * written as a literal so prepared statements still match the partial listing index.
 */
export const isPublished = sql`"catalog_items"."state" = 'published'`;
