import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db, DbOrTx } from '../../db/client.js';
import { localized } from '../../db/localized.js';
import { rawStatement } from '../../db/raw-statement.js';
import { batchPerTurn } from '../../lib/batch.js';
import { catalogItemColumns, catalogItems, catalogSlugRedirects, heroSlides, isPublished, sessions, TRANSLATED_SEARCH, users } from '../../db/schema/index.js';
import { isLiveSessionOf, type LiveViewer } from '../accounts/accounts.repository.js';
import { markedPage, openJson, plainPage } from './marked-page.js';

export type CatalogRow = Omit<typeof catalogItems.$inferSelect, 'searchVector' | 'searchText' | 'titleVector' | 'translationsVector'>;
/** A customer's language (docs/decisions/112): the owner's texts are read in it, English where not translated. */
type Locale = 'en' | 'rw' | 'fr';
/**
 * What an order or a cart prices from (findManyByIds): the item's columns, English texts with their
 * translations (a quote shows them in the customer's language), and its first picture's key.
 */
type PricingRow = CatalogRow & { frontImageKey: string | null; variants: PricingVariantRow[] };
/** A variant on sale as an order or a cart prices it (docs/decisions/127): its own price (null: the item's), stock, picture. */
interface PricingVariantRow {
  id: number;
  sku: string;
  optionValues: string[];
  priceMinor: number | null;
  compareAtPriceMinor: number | null;
  stock: number | null;
  imageKey: string | null;
}
const { translations: _translations, ...itemColumns } = catalogItemColumns;
type Kind = CatalogRow['kind'];

/**
 * An item's public JSON (spec 02 §3 Product / Artwork) in the language bound to `locale`, as text: the
 * stored body (catalog_item_json, kept by the triggers of migrations 0016 and 0020), or the same
 * bytes built on the spot by catalog_item_public_json where a language's row is missing. The one
 * definition of the wire rules (docs/decisions/116, amendment of 2026-11-28). A scalar subquery,
 * so a statement with ORDER BY and LIMIT reads it for the rows it returns only.
 */
// Written out in full: drizzle leaves the outer column unqualified inside a subquery, where it
// would bind to the inner table.
const publicJson = (locale: Locale) =>
  sql<string>`coalesce((select j.body from catalog_item_json j where j.item_id = "catalog_items"."id" and j.locale = ${locale}::text), catalog_item_public_json("catalog_items"."id", ${locale}::text))`;
/**
 * An item's card body (docs/decisions/127, "The list's card body") in `locale`, as text: the stored
 * card body (catalog_item_json.card_body, migration 0025), or the same bytes derived on the spot
 * from the full body (catalog_item_card_json) where a language's row is missing. What the lists and
 * search send; a scalar subquery as publicJson.
 */
const cardJson = (locale: Locale) =>
  sql<string>`coalesce((select j.card_body from catalog_item_json j where j.item_id = "catalog_items"."id" and j.locale = ${locale}::text), catalog_item_card_json(catalog_item_public_json("catalog_items"."id", ${locale}::text)))`;
/** The owner's texts in English (docs/decisions/112), as an order snapshots them. */
const englishTexts = {
  title: localized(catalogItems.title, 'title', sql`'en'`),
  description: localized(catalogItems.description, 'description', sql`'en'`),
  material: localized<string | null>(catalogItems.material, 'material', sql`'en'`),
  size: localized<string | null>(catalogItems.size, 'size', sql`'en'`),
  mediumDescription: localized<string | null>(catalogItems.mediumDescription, 'medium_description', sql`'en'`),
};
/** The key of an item's first picture (the cart's and the order's snapshot). */
const frontImageKey = sql<string | null>`(select ci.image_key from catalog_images ci where ci.item_id = "catalog_items"."id" order by ci.position limit 1)`;
/** An item's variants on sale, by position (docs/decisions/127). bigint prices are read as numbers: a price fits in 2^53. */
const pricingVariants = sql<PricingVariantRow[]>`coalesce((select json_agg(json_build_object('id', v.id, 'sku', v.sku, 'optionValues', v.option_values,
  'priceMinor', v.price_minor, 'compareAtPriceMinor', v.compare_at_price_minor, 'stock', v.stock,
  'imageKey', (select ci.image_key from catalog_images ci where ci.id = v.image_id)) order by v.position, v.id)
  from catalog_variants v where v.item_id = "catalog_items"."id" and v.archived_at is null), '[]'::json)`;

/** The language of a page statement's texts, bound as 'en', 'rw' or 'fr'. */
const locale = sql.placeholder('locale');

// The page with the reply cache off, signed-in or a visitor's (docs/decisions/107, 116, 127), and
// the reply cache's fill (listPage): the pages that customers and visitors ask for in the same turn
// of the event loop are read together (`listPageBytes` batches them with DataLoader), one
// statement per distinct page (kind, limit, offset) however many ask for it. From one narrow index (catalog_item_listing, migration 0020): the page's
// ids in shop order, the total and the version of each item's public JSON, which the triggers of
// migrations 0016 and 0020 keep per language in catalog_item_json (every public read of an item
// reads those bodies: publicJson, the anonymous page). Then, for each token hash of the batch
// (by its ordinal, 1-based; a visitor has none, and no viewer), its live session with the ids in its customer's cart and wishlist,
// read as two arrays. Nothing is cached between requests: every request's session, marks, order,
// total and versions are read at its own request time. The server keeps the bodies' bytes by
// (item, locale, version), so the statement sends ~20 small rows instead of 12.7 KB of text per
// page; a version the server has not seen costs one more statement, the page with its bodies
// (pageBodiesQuery). The marks are spliced in Node; a visitor's page is the same bytes without them. Both run on the driver (rawStatement).
const pageOfKind = sql`select l.item_id as id, l.position, l.version, count(*) over () as total
    from catalog_item_listing l
    where l.kind = ${sql.placeholder('kind')} and l.published
    order by l.position, l.item_id limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
// The live sessions of a batch of token hashes (an array, `tokenHashes`), each by the ordinal of its
// hash (1-based), with the ids in its customer's cart and wishlist as two arrays; none for a hash
// that is not live. One probe of the sessions' unique index per hash.
const liveViewers = sql`select t.i, "sessions"."user_id", "sessions"."id" as session_id, floor(extract(epoch from "sessions"."last_seen_at") * 1000)::float8 as last_seen_ms,
      array(select c.item_id from cart_items c where c.user_id = "sessions"."user_id") as cart,
      array(select w.item_id from wishlist_items w where w.user_id = "sessions"."user_id") as wishlist
    from unnest(${sql.placeholder('tokenHashes')}::text[]) with ordinality as t(token_hash, i)
      join ${sessions} on "sessions"."token_hash" = t.token_hash join ${users} on "users"."id" = "sessions"."user_id"
    where ${isLiveSessionOf(sql`t.token_hash`)}`;
/** A row of liveViewers: ordinal, user id, session id, last-seen ms, ids in the cart, ids in the wishlist. */
type ViewerTuple = [string | number, string, string, number, number[], number[]];
const pagesQuery = sql`with p as (${pageOfKind}),
  v as (${liveViewers})
  select v.*, null::int, null::int, null::text, null::bigint from v
  union all
  select 0, null, null, null, null, null, p.position, p.id, p.version::text, p.total from p
  order by 1, 7, 8`;
/**
 * A row of pagesQuery. A live viewer: a liveViewers row (ordinal ≥ 1), then nulls. An item of the
 * page: ordinal 0 (as text or number, per driver), nulls, then its position, id, the version of its
 * public JSON (as text) and the total.
 */
type PagesTuple = [...ViewerTuple, number | null, number | null, string | null, string | number | null];
/** The live viewer of a liveViewers row (or of a pagesQuery viewer row). */
const viewerOfRow = (r: ViewerTuple | PagesTuple): ViewerOfPage => ({ userId: r[1], sessionId: r[2], lastSeenMs: Number(r[3]), cart: r[4], wishlist: r[5] });
// The same page with each item's stored card body (docs/decisions/127, "The list's card body") and
// its own version (the body derived on the spot, version null, where a language's row is missing);
// no viewer.
const pageBodiesQuery = sql`with p as (${pageOfKind})
  select p.id, j.version::text, p.total, coalesce(j.card_body, catalog_item_card_json(catalog_item_public_json(p.id, ${locale})))
  from p left join catalog_item_json j on j.item_id = p.id and j.locale = ${locale}
  order by p.position, p.id`;
/** A row of pageBodiesQuery: id, version (null when built on the spot), total, the JSON text. */
type PageBodyTuple = [number, string | null, string | number, string];
/** An item of a page: its id and the version of its JSON (null: built on the spot, never kept). */
type PageItem = { id: number; version: string | null };
/** A page (listPageBytes): the JSON array's bytes, the total of the kind and the live viewer. */
export interface PageBytes {
  body: Buffer;
  total: number;
  /** The token's live session; null for a visitor or a token that is not live (the page is then the public one, without marks). */
  viewer: LiveViewer | null;
}
/**
 * What a page is asked by (listPageBytes): the page, the token's SHA-256 (null: a visitor, no
 * viewer) and the language.
 */
type PageKey = { kind: Kind; limit: number; offset: number; tokenHash: string | null; locale: Locale };
/** A page read for one key (readPage): its items with their kept bytes, in order, the total, and the key's live viewer. */
interface ReadPage {
  items: PageItem[];
  opens: Buffer[];
  total: number;
  viewer: ViewerOfPage | null;
}
/** A stored item JSON as UTF-8 bytes without its closing brace, and the version it was read at. */
interface KeptBody {
  version: string;
  open: Buffer;
}
/** At most this many bytes of item JSON are kept per server (the LRU's bound): ~12,000 item-languages of ~640 bytes. */
const KEPT_BODIES_MAX_BYTES = 8 * 1024 * 1024;
/** A live session with the ids in its customer's cart and wishlist (liveViewers). */
export interface ViewerOfPage extends LiveViewer {
  /** Ids of the items in the customer's cart / wishlist. */
  cart: number[];
  wishlist: number[];
}
/** At most this many pages, or viewers, are read in one statement. */
const BATCH_MAX = 64;
/** The hot statements need the app's Db (its driver); repositories built on a transaction never run them. */
const fail = (): never => {
  throw new Error('the catalog page statements need the app database, not a transaction');
};

/** Catalog items, their images and hero slides. */
export function catalogRepository(db: DbOrTx) {
  const countOf = async (kind: Kind) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(catalogItems)
      .where(and(eq(catalogItems.kind, kind), isPublished));
    return row?.n ?? 0;
  };
  let pages: ((values: { kind: Kind; limit: number; offset: number; tokenHashes: string[] }) => Promise<PagesTuple[]>) | undefined;
  let pageBodies: ((values: { kind: Kind; limit: number; offset: number; locale: Locale }) => Promise<PageBodyTuple[]>) | undefined;
  /** A page of a kind with each item's stored JSON in `locale` and its version (pageBodiesQuery). */
  const readBodies = (kind: Kind, limit: number, offset: number, locale: Locale) => {
    pageBodies ??= rawStatement<PageBodyTuple>(appDb ?? fail(), 'catalog_list_page_bodies', pageBodiesQuery);
    return pageBodies({ kind, limit, offset, locale });
  };
  // Per repository, so per database: versions are unique within one database only.
  const kept = new LRUCache<string, KeptBody>({ maxSize: KEPT_BODIES_MAX_BYTES, sizeCalculation: (b) => b.open.length + 64 });
  /** The kept bytes of every item of a page at the version it names; undefined when one is missing. */
  const keptOpens = (items: readonly PageItem[], locale: Locale): Buffer[] | undefined => {
    const opens: Buffer[] = [];
    for (const { id, version } of items) {
      const body = version === null ? undefined : kept.get(`${locale}:${id}`);
      if (!body || body.version !== version) return undefined;
      opens.push(body.open);
    }
    return opens;
  };
  /**
   * One page of a kind (same kind, limit, offset) for `keys`, signed in or not, in one statement,
   * plus one per language whose items' current JSON the server does not hold yet. Only the keys
   * with a token hash are looked up as viewers (a visitor's key has none, and no viewer).
   */
  const readPage = async (keys: readonly PageKey[]): Promise<ReadPage[]> => {
    const { kind, limit, offset } = keys[0]!;
    pages ??= rawStatement<PagesTuple>(appDb ?? fail(), 'catalog_list_pages', pagesQuery);
    const tokenHashes: string[] = [];
    // Each key's ordinal among the token hashes (1-based); 0 for a visitor.
    const ordinals = keys.map((k) => (k.tokenHash === null ? 0 : tokenHashes.push(k.tokenHash)));
    const rows = await pages({ kind, limit, offset, tokenHashes });
    const items: PageItem[] = [];
    let total = 0;
    const viewers = new Map<number, ViewerOfPage>();
    for (const r of rows) {
      const i = Number(r[0]);
      if (i === 0) {
        items.push({ id: r[7]!, version: r[8] });
        total = Number(r[9]);
      } else viewers.set(i, viewerOfRow(r));
    }
    if (items.length === 0 && offset > 0) total = await countOf(kind);
    // The page in each language asked for: the kept bytes, or the page again with its bodies.
    const byLocale = new Map<Locale, { items: PageItem[]; opens: Buffer[]; total: number }>();
    for (const locale of new Set(keys.map((k) => k.locale))) {
      const opens = keptOpens(items, locale);
      if (opens) {
        byLocale.set(locale, { items, opens, total });
        continue;
      }
      const full = await readBodies(kind, limit, offset, locale);
      byLocale.set(locale, {
        items: full.map((r) => ({ id: r[0], version: r[1] })),
        opens: full.map((r) => {
          const open = openJson(r[3]);
          if (r[1] !== null) kept.set(`${locale}:${r[0]}`, { version: r[1], open });
          return open;
        }),
        total: full.length ? Number(full[0]![2]) : total,
      });
    }
    return keys.map((key, k) => ({ ...byLocale.get(key.locale)!, viewer: ordinals[k] ? (viewers.get(ordinals[k]!) ?? null) : null }));
  };
  // Batching, not caching: the pages asked for in one turn of the event loop (the requests whose
  // bytes arrived together) are read by one statement per distinct page; each answer is read at
  // its own request time and kept by nobody. A failed statement fails the requests it served.
  const pageOf = batchPerTurn<PageKey, ReadPage>(async (keys) => {
    const groups = new Map<string, number[]>();
    keys.forEach((k, i) => {
      const page = `${k.kind}:${k.limit}:${k.offset}`;
      const group = groups.get(page);
      if (group) group.push(i);
      else groups.set(page, [i]);
    });
    const answers: Array<ReadPage | Error> = new Array(keys.length);
    await Promise.all(
      [...groups.values()].map(async (indices) => {
        try {
          const read = await readPage(indices.map((i) => keys[i]!));
          indices.forEach((i, j) => (answers[i] = read[j]!));
        } catch (err) {
          for (const i of indices) answers[i] = err as Error;
        }
      }),
    );
    return answers;
  }, BATCH_MAX);
  let viewers: ((values: { tokenHashes: string[] }) => Promise<ViewerTuple[]>) | undefined;
  // The viewers of cached pages asked for in one turn, in one statement, the same way.
  const viewerOf = batchPerTurn<string, ViewerOfPage | undefined>(async (tokenHashes) => {
    viewers ??= rawStatement<ViewerTuple>(appDb ?? fail(), 'catalog_live_viewers', liveViewers);
    const byOrdinal = new Map((await viewers({ tokenHashes: [...tokenHashes] })).map((r) => [Number(r[0]), viewerOfRow(r)]));
    return tokenHashes.map((_, k) => byOrdinal.get(k + 1));
  }, BATCH_MAX);
  /** The app's Db, whose driver runs the hot statements; a transaction's handle runs them through drizzle. */
  const appDb = '$client' in db ? (db as Db) : undefined;
  return {
    /**
     * A page as the bytes of its JSON array, each item's card body (docs/decisions/127), with the
     * total of the kind and `viewer`. For the bearer of `tokenHash` (SHA-256 of a token) whose
     * session is live, each body has the viewer's `inCart` / `inWishlist` after its other keys and
     * `viewer` is that session; for a visitor (`tokenHash` null) or a token that is not live, the
     * page is the public one (no marks) and `viewer` null. Texts in `locale`, English where not
     * translated. The pages asked for in the same turn of the event loop share one statement per
     * distinct page, visitors' and signed-in alike; a page needs one more when the server does not
     * hold an item's current JSON (by its version), and a page past the end one more for the total
     * (docs/decisions/116).
     */
    async listPageBytes(kind: Kind, limit: number, offset: number, tokenHash: string | null, locale: Locale = 'en'): Promise<PageBytes> {
      const { items, opens, total, viewer } = await pageOf({ kind, limit, offset, tokenHash, locale });
      if (!viewer) return { body: plainPage(opens), total, viewer };
      const cart = new Set(viewer.cart);
      const wishlist = new Set(viewer.wishlist);
      const body = markedPage(items.map(({ id }, i) => ({ open: opens[i]!, inCart: cart.has(id), inWishlist: wishlist.has(id) })));
      return { body, total, viewer };
    },
    /**
     * The live session of `tokenHash` (SHA-256 of a bearer token) with the ids in its customer's
     * cart and wishlist; undefined when the token is not live (unknown, revoked, expired, or the
     * account is not active). The viewers asked for in the same turn of the event loop are read in
     * one small prepared statement (the marks of a page from the reply cache, docs/decisions/107).
     */
    liveViewer(tokenHash: string): Promise<ViewerOfPage | undefined> {
      return viewerOf(tokenHash);
    },
    /**
     * One public page of active items of a kind in shop order (catalog_item_listing), each item's
     * card body (docs/decisions/127, "The list's card body") in `locale` (English where not
     * translated) with its id, and the total count of that kind: the visitor's page of
     * listPageBytes (the same statement and bodies kept by version), item by item, for the reply
     * cache to keep.
     */
    async listPage(kind: Kind, limit: number, offset: number, locale: Locale = 'en'): Promise<{ items: Array<{ id: number; json: string }>; total: number }> {
      const { items, opens, total } = await pageOf({ kind, limit, offset, tokenHash: null, locale });
      return { items: items.map(({ id }, i) => ({ id, json: `${opens[i]!.toString('utf8')}}` })), total };
    },
    /** The public JSON text of one active item by id or slug, optionally of a given kind, in `locale`; undefined when none. */
    async findJson(idOrSlug: number | string, kind?: Kind, locale: Locale = 'en'): Promise<string | undefined> {
      const [row] = await db
        .select({ json: publicJson(locale) })
        .from(catalogItems)
        .where(and(typeof idOrSlug === 'number' ? eq(catalogItems.id, idOrSlug) : eq(catalogItems.slug, idOrSlug), isPublished, kind ? eq(catalogItems.kind, kind) : undefined))
        .limit(1);
      return row?.json;
    },
    /**
     * The current slug of a published item that used to answer to `slug` (docs/decisions/101: a changed slug
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
    /** Active items by id (any kind), with English texts, the first picture's key and the variants on sale: what an order or cart prices from. */
    async findManyByIds(ids: number[]): Promise<PricingRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({ ...itemColumns, translations: catalogItems.translations, ...englishTexts, frontImageKey, variants: pricingVariants })
        .from(catalogItems)
        .where(and(inArray(catalogItems.id, ids), isPublished));
    },
    /**
     * For each typed word (letters and digits only): whether the catalog uses it, and otherwise its
     * nearest catalog words (trigram similarity, at most 2) — the typo correction behind search.
     * The trigram look-up runs only for unknown words (a CASE branch's subquery runs when reached).
     * In French or Kinyarwanda the catalog's words are the English ones and the owner's translated
     * words in that language (translated_search_words, docs/decisions/118); in English, only the English.
     */
    async nearestWords(typed: string[], locale: Locale = 'en'): Promise<Array<{ word: string; known: boolean; near: string[] }>> {
      // The words travel as one JSON text parameter: drizzle would spread a JS array into a list,
      // and in a PostgreSQL array literal an unquoted element `null` is SQL NULL (docs/decisions/093).
      // Neighbours come back as JSON too, which both drivers parse the same way.
      const words = sql`json_array_elements_text(${JSON.stringify(typed)}::json) with ordinality as t(w, n)`;
      const rows = await db.execute<{ word: string; known: boolean; near: string[] }>(
        locale === 'en'
          ? sql`
        select t.w as word, k.known,
          case when k.known then '[]'::json
            else coalesce((select json_agg(c.word) from (select word from search_words where word % t.w order by similarity(word, t.w) desc, word limit 2) c), '[]'::json) end as near
        from ${words}
        cross join lateral (select exists (select 1 from search_words s where s.word = t.w) as known) k
        order by t.n`
          : sql`
        select t.w as word, k.known,
          case when k.known then '[]'::json
            else coalesce((select json_agg(c.word) from (
              select word, similarity(word, t.w) as sim from search_words where word % t.w
              union select word, similarity(word, t.w) from translated_search_words where locale = ${locale} and word % t.w
              order by sim desc, word limit 2) c), '[]'::json) end as near
        from ${words}
        cross join lateral (select exists (select 1 from search_words s where s.word = t.w)
          or exists (select 1 from translated_search_words s where s.locale = ${locale} and s.word = t.w) as known) k
        order by t.n`,
      );
      const list = (rows as unknown as { rows: Array<{ word: string; known: boolean; near: string[] }> }).rows;
      return list.map((r) => ({ word: r.word, known: Boolean(r.known), near: r.near }));
    },
    /**
     * Full-text search of active items of a kind, in two steps: items whose title or artist match,
     * in shop order (a walk along the listing index that stops after `limit` even when thousands
     * match), then — only if that leaves room — items matching elsewhere (description, medium,
     * material), best ranked first. The query is `groups` (each a list of catalog words or `word:*`
     * prefixes, any of which may match) joined by `op`, English stemming, passed as a bound
     * parameter; `parser` 'simple' reads it without stemming or stop words (a one-letter prefix such
     * as `a:*` would otherwise be dropped as a stop word). Answers each item's card body (cardJson) in `locale`.
     *
     * In French or Kinyarwanda the same words, restricted to that language's weights of
     * TRANSLATED_SEARCH ('simple' configuration), also match the owner's texts in that language, in
     * the same statements: title step `title_vector` or the translated title, then `search_vector` or
     * any translated text, ranked by the better of the two scores (docs/decisions/118).
     */
    async fullTextSearch(kind: Kind, groups: string[][], op: '&' | '|', limit: number, locale: Locale = 'en', parser: 'english' | 'simple' = 'english'): Promise<string[]> {
      /** The tsquery text, each word restricted to `weights` when given ('w:AB', 'w:*AB'). */
      const text = (weights = '') => groups.map((options) => `(${options.map((o) => o + (weights && !o.endsWith(':*') ? ':' : '') + weights).join(' | ')})`).join(` ${op} `);
      const tsquery = text();
      const columns = { json: cardJson(locale) };
      const tsq = parser === 'simple' ? sql`to_tsquery('simple', ${tsquery})` : sql`to_tsquery('english', ${tsquery})`;
      const base = and(eq(catalogItems.kind, kind), isPublished);
      let inTitleWhere = sql`${catalogItems.titleVector} @@ ${tsq}`;
      let elsewhereWhere = sql`${catalogItems.searchVector} @@ ${tsq}`;
      let rank = sql`ts_rank_cd(${catalogItems.searchVector}, ${tsq})`;
      if (locale !== 'en') {
        const weights = TRANSLATED_SEARCH[locale];
        const titleQ = sql`to_tsquery('simple', ${text(weights.title)})`;
        const anywhereQ = sql`to_tsquery('simple', ${text(weights.anywhere)})`;
        inTitleWhere = sql`(${inTitleWhere} or ${catalogItems.translationsVector} @@ ${titleQ})`;
        elsewhereWhere = sql`(${elsewhereWhere} or ${catalogItems.translationsVector} @@ ${anywhereQ})`;
        rank = sql`greatest(${rank}, ts_rank_cd(${weights.rankWeights}::float4[], ${catalogItems.translationsVector}, ${anywhereQ}))`;
      }
      const inTitle = await db.select(columns).from(catalogItems).where(and(base, inTitleWhere)).orderBy(asc(catalogItems.position), asc(catalogItems.id)).limit(limit);
      if (inTitle.length === limit) return inTitle.map((r) => r.json);
      const elsewhere = await db
        .select(columns)
        .from(catalogItems)
        .where(and(base, sql`${elsewhereWhere} and not (${inTitleWhere})`))
        .orderBy(sql`${rank} desc`, asc(catalogItems.id))
        .limit(limit - inTitle.length);
      return [...inTitle, ...elsewhere].map((r) => r.json);
    },
    /** Last resort for text no catalog word is near: trigram word similarity against every title; each item's card body (cardJson) in `locale`. */
    async similaritySearch(kind: Kind, text: string, limit: number, locale: Locale = 'en'): Promise<string[]> {
      const rows = await db
        .select({ json: cardJson(locale) })
        .from(catalogItems)
        .where(and(eq(catalogItems.kind, kind), isPublished, sql`${text} <% ${catalogItems.searchText}`))
        .orderBy(sql`word_similarity(${text}, ${catalogItems.searchText}) desc`, asc(catalogItems.id))
        .limit(limit);
      return rows.map((r) => r.json);
    },
    async listHeroSlides() {
      return db.select().from(heroSlides).where(eq(heroSlides.hidden, false)).orderBy(asc(heroSlides.position), asc(heroSlides.id));
    },
  };
}
