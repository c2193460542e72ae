import { DEFAULT_IMAGE_WIDTH, MINOR_PER_RWF } from '@atelier/contracts';
import { and, asc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { localized } from '../../db/localized.js';
import { catalogItemColumns, catalogItems, catalogSlugRedirects, heroSlides, isPublished, sessions, users } from '../../db/schema/index.js';
import { isLiveSessionOf, liveViewerIdOf, liveViewerOf, type LiveViewer } from '../accounts/accounts.repository.js';

export type CatalogRow = Omit<typeof catalogItems.$inferSelect, 'searchVector' | 'searchText' | 'titleVector'>;
/** A customer's language (issue 17): the owner's texts are read in it, English where not translated. */
type Locale = 'en' | 'rw' | 'fr';
/** What a reply adds to a row: ratings (sum and count) and whether a live order holds the item. */
export interface CatalogStats {
  ratingSum: number;
  ratingCount: number;
  /** 'reserved' or 'sold' (paid) when an order that is not cancelled holds this artwork; null otherwise. */
  held: 'reserved' | 'sold' | null;
}
export type CatalogRowWithImages = Omit<CatalogRow, 'translations'> & { imageKeys: string[] } & Partial<CatalogStats>;
/** Whether the signed-in viewer holds the item in their cart / wishlist (issue 5). */
export interface ViewerMarks {
  inCart: boolean;
  inWishlist: boolean;
}
/**
 * The owner's texts of an item in the language bound to `locale`, English where not translated
 * (docs/decisions/112): they replace the plain columns in every customer-facing read.
 */
const textsIn = (locale: SQL | Placeholder) => ({
  title: localized(catalogItems.title, 'title', locale),
  description: localized(catalogItems.description, 'description', locale),
  material: localized<string | null>(catalogItems.material, 'material', locale),
  size: localized<string | null>(catalogItems.size, 'size', locale),
  mediumDescription: localized<string | null>(catalogItems.mediumDescription, 'medium_description', locale),
});
const { translations: _translations, ...itemColumns } = catalogItemColumns;
/** The columns a reply shows (not `state`, `position`, `updatedAt`): what a page reads. */
const { state: _state, position: _position, updatedAt: _updatedAt, ...wireColumns } = itemColumns;
export type CatalogWireRow = Omit<CatalogRow, 'state' | 'position' | 'updatedAt' | 'translations'> & { imageKeys: string[] } & Partial<CatalogStats>;
type Kind = CatalogRow['kind'];

/** Image keys of an item in order, as one JSON array, so a page of items is one query. */
// Written out in full: drizzle leaves the outer column unqualified inside a subquery, where it
// would bind to the inner table.
const imageKeys = sql<string[]>`coalesce((select json_agg(ci.image_key order by ci.position) from catalog_images ci where ci.item_id = "catalog_items"."id"), '[]'::json)`;

// Ratings and holds per item, computed in the same query as the page (no extra round trip).
// A rating the owner hid (issue 15 "Ratings") leaves the average and the count.
const ratingSum = sql<number>`coalesce((select sum(r.rating) from ratings r where r.item_id = "catalog_items"."id" and r.hidden_at is null), 0)`.mapWith(Number);
const ratingCount = sql<number>`(select count(*) from ratings r where r.item_id = "catalog_items"."id" and r.hidden_at is null)`.mapWith(Number);
// Only artworks are one of a kind (issue 5): an order that is not cancelled reserves one; paid, it is sold.
const held = sql<'reserved' | 'sold' | null>`case when "catalog_items"."kind" = 'artwork' then (select case when bool_or(o.payment_status in ('paid', 'partially_refunded')) then 'sold' when count(*) > 0 then 'reserved' end from order_items oi join orders o on o.id = oi.order_id where oi.item_id = "catalog_items"."id" and o.status <> 'cancelled') end`;
/** An item's columns with its texts in `locale` (bound as a value), pictures, ratings and hold. */
const columnsIn = (locale: Locale) => ({ item: { ...itemColumns, ...textsIn(sql`${locale}`) }, imageKeys, ratingSum, ratingCount, held });
type SelectedRow = { item: Omit<CatalogRow, 'translations'>; imageKeys: string[]; ratingSum: number; ratingCount: number; held: 'reserved' | 'sold' | null };
const toRow = (r: SelectedRow): CatalogRowWithImages => ({ ...r.item, imageKeys: r.imageKeys, ratingSum: r.ratingSum, ratingCount: r.ratingCount, held: r.held ?? null });

// The viewer and their marks in the page's own statement (issue 13 §7): the page is sent with the
// hash of the bearer token, and the live session of that hash (accounts' rule, `liveViewerOf`) is
// read in the same round trip. Without a token, or with one that is not live, the hash matches no
// session and every mark is false. The cart and wishlist tables are read here, beside ratings and
// orders; their rules stay in their own modules.
const tokenHash = sql.placeholder('tokenHash');
/** The language of a page statement's texts, bound as 'en', 'rw' or 'fr'. */
const locale = sql.placeholder('locale');
const viewerId = liveViewerIdOf(tokenHash);
const inCart = sql<boolean>`exists (select 1 from cart_items c where c.user_id = ${viewerId} and c.item_id = "catalog_items"."id")`;
const inWishlist = sql<boolean>`exists (select 1 from wishlist_items w where w.user_id = ${viewerId} and w.item_id = "catalog_items"."id")`;
/** A public page row, flat (no per-row copy into the wire row's shape). */
export type PageRow = CatalogWireRow & CatalogStats & { total: number };
const pageColumns = {
  ...wireColumns,
  ...textsIn(locale),
  imageKeys,
  ratingSum,
  ratingCount,
  held,
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

// The signed-in page with the reply cache off (issue 13 §7), built as JSON by PostgreSQL: each row
// is one item's JSON text, the bytes `toCatalogItem` + JSON.stringify give, marks last (checked by
// catalog-list.test.ts). node-postgres then reads one text per item instead of ~25 columns, and
// nothing is mapped or stringified in Node. Prices are float8 like JS numbers; the average rating
// is rounded as Math.round does (halves up); created_at is printed as Date#toISOString prints it.
const media = sql.raw(`'-${DEFAULT_IMAGE_WIDTH}.webp'`);
const perRwf = sql.raw(String(MINOR_PER_RWF));
// Per item: its picture keys in order, and its ratings' count and mean × 10 (as roundAverage computes it).
// Read inside the item's JSON subquery, so only for the page's rows (a join would read them for every
// row of the kind, for the total). `offset 0` keeps the keys one array: pulled up, the subquery ran
// again for each of the 5 pictures.
const itemKeys = sql`(select array(select ci.image_key from catalog_images ci where ci.item_id = "catalog_items"."id" order by ci.position) as keys offset 0) k`;
const itemRatings = sql`(select count(*)::int as n, coalesce(sum(rt.rating), 0)::float8 / nullif(count(*), 0)::float8 * 10 as x from ratings rt where rt.item_id = "catalog_items"."id" and rt.hidden_at is null) r`;
// row_to_json prints compactly, like JSON.stringify, and keeps the columns' order (json_build_object adds spaces).
const itemJson = sql<string>`(select row_to_json(t)::text from (select
  "catalog_items"."id" as "id", "catalog_items"."kind" as "kind", "catalog_items"."slug" as "slug", ${localized(catalogItems.title, 'title', locale)} as "title",
  ${localized(catalogItems.description, 'description', locale)} as "description", "catalog_items"."category" as "category", ${localized(catalogItems.material, 'material', locale)} as "material",
  ${localized(catalogItems.size, 'size', locale)} as "size", "catalog_items"."washable" as "washable",
  "catalog_items"."price_minor"::float8 / ${perRwf} as "price",
  case when "catalog_items"."compare_at_price_minor" > "catalog_items"."price_minor" then "catalog_items"."compare_at_price_minor"::float8 / ${perRwf} end as "compare_at_price",
  "catalog_items"."artist" as "artist", ${localized(catalogItems.mediumDescription, 'medium_description', locale)} as "medium_description",
  '/media/' || k.keys[1] || ${media} as "frontimage", '/media/' || k.keys[2] || ${media} as "image1",
  '/media/' || k.keys[3] || ${media} as "image2", '/media/' || k.keys[4] || ${media} as "image3", '/media/' || k.keys[5] || ${media} as "image4",
  to_char("catalog_items"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "created_at",
  coalesce(${held}, case when "catalog_items"."stock" = 0 then 'sold_out' else 'available' end) as "availability",
  case when r.n = 0 then 0::float8 else (case when r.x - floor(r.x) >= 0.5 then ceil(r.x) else floor(r.x) end) / 10 end as "averageRating",
  r.n as "ratingCount",
  ${inCart} as "inCart", ${inWishlist} as "inWishlist"
  from ${itemKeys}, ${itemRatings}) t)`;
/** A row of the signed-in page built as JSON: one item's JSON text, the live viewer (JSON text, or null), the total. */
export interface PageJsonRow {
  json: string;
  viewer: string | null;
  total: number;
}

/** A live session and which of a page's items its customer holds (the marks statement below). */
export interface ViewerOfPage extends LiveViewer {
  /** Ids of the page's items in the customer's cart / wishlist. */
  cart: number[];
  wishlist: number[];
}
// The marks of a page whose public part came from the reply cache (issue 13 §7): the live session of
// a token hash and, for the page's item ids (an int[] literal, '{1,2,3}'), those in the customer's
// cart and wishlist. Two index-only probes per id on the lists' (user_id, item_id) primary keys.
const pageIds = sql`${sql.placeholder('ids')}::int[]`;
const viewerOfPageColumns = {
  userId: sessions.userId,
  sessionId: sessions.id,
  lastSeenMs: sql<number>`floor(extract(epoch from ${sessions.lastSeenAt}) * 1000)`.mapWith(Number),
  cart: sql<number[]>`array(select c.item_id from cart_items c where c.user_id = ${sessions.userId} and c.item_id = any(${pageIds}))`,
  wishlist: sql<number[]>`array(select w.item_id from wishlist_items w where w.user_id = ${sessions.userId} and w.item_id = any(${pageIds}))`,
};

/** Catalog items, their images and hero slides. */
export function catalogRepository(db: DbOrTx) {
  // Prepared once per repository (node-postgres then parses and plans it once per connection); the
  // page is the hot read of signed-in browsing, which the shared reply cache cannot serve.
  let pageStatement: { execute(values: { kind: Kind; limit: number; offset: number; locale: Locale }): Promise<PageRow[]> } | undefined;
  const page = () =>
    (pageStatement ??= db
      .select(pageColumns)
      .from(catalogItems)
      .where(and(eq(catalogItems.kind, sql.placeholder('kind')), isPublished))
      .orderBy(asc(catalogItems.position), asc(catalogItems.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('catalog_list_page'));
  const countOf = async (kind: Kind) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(catalogItems)
      .where(and(eq(catalogItems.kind, kind), isPublished));
    return row?.n ?? 0;
  };
  let pageJsonStatement: { execute(values: { kind: Kind; limit: number; offset: number; tokenHash: string; locale: Locale }): Promise<PageJsonRow[]> } | undefined;
  const pageJson = () =>
    (pageJsonStatement ??= db
      .select({ json: itemJson, viewer: sql<string | null>`${liveViewerOf(tokenHash)}::text`, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(catalogItems)
      .where(and(eq(catalogItems.kind, sql.placeholder('kind')), isPublished))
      .orderBy(asc(catalogItems.position), asc(catalogItems.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('catalog_list_page_json'));
  let marksStatement: { execute(values: { tokenHash: string; ids: string }): Promise<ViewerOfPage[]> } | undefined;
  const marks = () =>
    (marksStatement ??= db
      .select(viewerOfPageColumns)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(isLiveSessionOf(sql.placeholder('tokenHash')))
      .limit(1)
      .prepare('catalog_viewer_marks'));
  return {
    /**
     * A page for the bearer of `tokenHash` (SHA-256 of a token), in one statement: each item as the
     * JSON text of its CatalogItem with the viewer's `inCart` / `inWishlist` (the bytes
     * `toCatalogItem(row, marks)` stringifies to), the total of the kind, and `viewer`, the live
     * session of the token (null when not live: the marks are then false). `viewer` is undefined
     * when the page has no rows; a page past the end costs a second statement for the total.
     * Texts in `locale`, English where not translated.
     */
    async listPageJson(kind: Kind, limit: number, offset: number, tokenHash: string, locale: Locale = 'en'): Promise<{ items: string[]; total: number; viewer: LiveViewer | null | undefined }> {
      const rows = await pageJson().execute({ kind, limit, offset, tokenHash, locale });
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && offset > 0) total = await countOf(kind);
      const viewer = rows.length > 0 ? (rows[0]!.viewer === null ? null : (JSON.parse(rows[0]!.viewer) as LiveViewer)) : undefined;
      return { items: rows.map((r) => r.json), total, viewer };
    },
    /**
     * The live session of `tokenHash` (SHA-256 of a bearer token) and which of `ids` are in its
     * customer's cart and wishlist, in one small prepared statement; undefined when the token is not
     * live (unknown, revoked, expired, or the account is not active).
     */
    async viewerOfPage(tokenHash: string, ids: readonly number[]): Promise<ViewerOfPage | undefined> {
      const [row] = await marks().execute({ tokenHash, ids: `{${ids.map((id) => Math.trunc(id)).join(',')}}` });
      return row;
    },
    /**
     * One public page of active items of a kind in shop order, with the total count of that kind, in
     * one statement (items, image keys, ratings, holds). A page past the end costs a second
     * statement for the total. Texts in `locale`, English where not translated.
     */
    async listPage(kind: Kind, limit: number, offset: number, locale: Locale = 'en'): Promise<{ rows: PageRow[]; total: number }> {
      const rows = await page().execute({ kind, limit, offset, locale });
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && offset > 0) total = await countOf(kind);
      return { rows, total };
    },
    /** One active item by id or slug with its images, optionally of a given kind; texts in `locale`. */
    async findOne(idOrSlug: number | string, kind?: Kind, locale: Locale = 'en'): Promise<CatalogRowWithImages | undefined> {
      const [row] = await db
        .select(columnsIn(locale))
        .from(catalogItems)
        .where(and(typeof idOrSlug === 'number' ? eq(catalogItems.id, idOrSlug) : eq(catalogItems.slug, idOrSlug), isPublished, kind ? eq(catalogItems.kind, kind) : undefined))
        .limit(1);
      return row ? toRow(row) : undefined;
    },
    /**
     * The current slug of a published item that used to answer to `slug` (issue 15: a changed slug
     * keeps its old address as a 301), of `kind` when given; undefined otherwise.
     */
    async redirectOf(slug: string, kind?: Kind): Promise<string | undefined> {
      const [row] = await db
        .select({ slug: catalogItems.slug })
        .from(catalogSlugRedirects)
        .innerJoin(catalogItems, eq(catalogItems.id, catalogSlugRedirects.itemId))
        .where(and(eq(catalogSlugRedirects.slug, slug), isPublished, kind ? eq(catalogItems.kind, kind) : undefined))
        .limit(1);
      return row?.slug;
    },
    /** Slugs of active items, newest change first, for the sitemap (at most `limit`). */
    async listSlugs(limit: number) {
      return db
        .select({ kind: catalogItems.kind, slug: catalogItems.slug, updatedAt: catalogItems.updatedAt })
        .from(catalogItems)
        .where(isPublished)
        .orderBy(sql`${catalogItems.updatedAt} desc`)
        .limit(limit);
    },
    /** Active items by id (any kind), with images: what an order or cart prices from. */
    async findManyByIds(ids: number[]): Promise<CatalogRowWithImages[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(columnsIn('en'))
        .from(catalogItems)
        .where(and(inArray(catalogItems.id, ids), isPublished));
      return rows.map(toRow);
    },
    /**
     * For each typed word (letters and digits only): whether the catalog uses it, and otherwise its
     * nearest catalog words (trigram similarity, at most 2) — the typo correction behind search.
     * The trigram look-up runs only for unknown words (a CASE branch's subquery runs when reached).
     */
    async nearestWords(typed: string[]): Promise<Array<{ word: string; known: boolean; near: string[] }>> {
      // The words travel as one JSON text parameter: drizzle would spread a JS array into a list,
      // and in a PostgreSQL array literal an unquoted element `null` is SQL NULL (issue 13 §5b).
      // Neighbours come back as JSON too, which both drivers parse the same way.
      const rows = await db.execute<{ word: string; known: boolean; near: string[] }>(sql`
        select t.w as word, k.known,
          case when k.known then '[]'::json
            else coalesce((select json_agg(c.word) from (select word from search_words where word % t.w order by similarity(word, t.w) desc, word limit 2) c), '[]'::json) end as near
        from json_array_elements_text(${JSON.stringify(typed)}::json) with ordinality as t(w, n)
        cross join lateral (select exists (select 1 from search_words s where s.word = t.w) as known) k
        order by t.n`);
      const list = (rows as unknown as { rows: Array<{ word: string; known: boolean; near: string[] }> }).rows;
      return list.map((r) => ({ word: r.word, known: Boolean(r.known), near: r.near }));
    },
    /**
     * Full-text search of active items of a kind for a tsquery (English stemming), in two steps:
     * items whose title or artist match, in shop order (a walk along the listing index that stops
     * after `limit` even when thousands match), then — only if that leaves room — items matching
     * elsewhere (description, medium, material), best ranked first. `tsquery` is built from catalog
     * words only and passed as a bound parameter. Matches English texts; shows them in `locale`.
     */
    async fullTextSearch(kind: Kind, tsquery: string, limit: number, locale: Locale = 'en'): Promise<CatalogRowWithImages[]> {
      const columns = columnsIn(locale);
      const tsq = sql`to_tsquery('english', ${tsquery})`;
      const base = and(eq(catalogItems.kind, kind), isPublished);
      const inTitle = await db
        .select(columns)
        .from(catalogItems)
        .where(and(base, sql`${catalogItems.titleVector} @@ ${tsq}`))
        .orderBy(asc(catalogItems.position), asc(catalogItems.id))
        .limit(limit);
      if (inTitle.length === limit) return inTitle.map(toRow);
      const elsewhere = await db
        .select(columns)
        .from(catalogItems)
        .where(and(base, sql`${catalogItems.searchVector} @@ ${tsq} and not (${catalogItems.titleVector} @@ ${tsq})`))
        .orderBy(sql`ts_rank_cd(${catalogItems.searchVector}, ${tsq}) desc`, asc(catalogItems.id))
        .limit(limit - inTitle.length);
      return [...inTitle, ...elsewhere].map(toRow);
    },
    /** Last resort for text no catalog word is near: trigram word similarity against every title. */
    async similaritySearch(kind: Kind, text: string, limit: number, locale: Locale = 'en'): Promise<CatalogRowWithImages[]> {
      const columns = columnsIn(locale);
      const rows = await db
        .select(columns)
        .from(catalogItems)
        .where(and(eq(catalogItems.kind, kind), isPublished, sql`${text} <% ${catalogItems.searchText}`))
        .orderBy(sql`word_similarity(${text}, ${catalogItems.searchText}) desc`, asc(catalogItems.id))
        .limit(limit);
      return rows.map(toRow);
    },
    async listHeroSlides() {
      return db.select().from(heroSlides).where(eq(heroSlides.hidden, false)).orderBy(asc(heroSlides.position), asc(heroSlides.id));
    },
  };
}
export type CatalogRepository = ReturnType<typeof catalogRepository>;
