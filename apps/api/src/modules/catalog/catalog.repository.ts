import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { catalogItemColumns, catalogItems, heroSlides } from '../../db/schema/index.js';

export type CatalogRow = Omit<typeof catalogItems.$inferSelect, 'searchVector' | 'searchText'>;
export type CatalogRowWithImages = CatalogRow & { imageKeys: string[] };
type Kind = CatalogRow['kind'];

/** Image keys of an item in order, as one JSON array, so a page of items is one query. */
// Written out in full: drizzle leaves the outer column unqualified inside a subquery, where it
// would bind to the inner table.
const imageKeys = sql<string[]>`coalesce((select json_agg(ci.image_key order by ci.position) from catalog_images ci where ci.item_id = "catalog_items"."id"), '[]'::json)`;

/** Catalog items, their images and hero slides. */
export function catalogRepository(db: DbOrTx) {
  return {
    /** One page of active items of a kind in shop order, with the total count of that kind. */
    async listPage(kind: Kind, limit: number, offset: number): Promise<{ rows: CatalogRowWithImages[]; total: number }> {
      const rows = await db
        .select({ item: catalogItemColumns, imageKeys, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(catalogItems)
        .where(and(eq(catalogItems.kind, kind), eq(catalogItems.active, true)))
        .orderBy(asc(catalogItems.position), asc(catalogItems.id))
        .limit(limit)
        .offset(offset);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && offset > 0) {
        const [row] = await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(catalogItems)
          .where(and(eq(catalogItems.kind, kind), eq(catalogItems.active, true)));
        total = row?.n ?? 0;
      }
      return { rows: rows.map((r) => ({ ...r.item, imageKeys: r.imageKeys })), total };
    },
    /** One active item with its images, optionally of a given kind. */
    async findById(id: number, kind?: Kind): Promise<CatalogRowWithImages | undefined> {
      const [row] = await db
        .select({ item: catalogItemColumns, imageKeys })
        .from(catalogItems)
        .where(and(eq(catalogItems.id, id), eq(catalogItems.active, true), kind ? eq(catalogItems.kind, kind) : undefined))
        .limit(1);
      return row ? { ...row.item, imageKeys: row.imageKeys } : undefined;
    },
    /** Active items by id (any kind), with images: what an order or cart prices from. */
    async findManyByIds(ids: number[]): Promise<CatalogRowWithImages[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ item: catalogItemColumns, imageKeys })
        .from(catalogItems)
        .where(and(inArray(catalogItems.id, ids), eq(catalogItems.active, true)));
      return rows.map((r) => ({ ...r.item, imageKeys: r.imageKeys }));
    },
    /**
     * Ranked search of active items of a kind: full-text matches (English stemming, weighted title,
     * artist/medium, description) first, then trigram word similarity for typos. `q` is a bound
     * parameter everywhere; no SQL is built from text.
     */
    async search(kind: Kind, q: string, limit: number): Promise<CatalogRowWithImages[]> {
      const tsq = sql`websearch_to_tsquery('english', ${q})`;
      const lowered = q.toLowerCase();
      const score = sql<number>`(case when ${catalogItems.searchVector} @@ ${tsq} then 1 else 0 end) + ts_rank_cd(${catalogItems.searchVector}, ${tsq}) + word_similarity(${lowered}, ${catalogItems.searchText})`;
      const rows = await db
        .select({ item: catalogItemColumns, imageKeys, score })
        .from(catalogItems)
        .where(and(eq(catalogItems.kind, kind), eq(catalogItems.active, true), sql`(${catalogItems.searchVector} @@ ${tsq} or ${lowered} <% ${catalogItems.searchText})`))
        .orderBy(sql`${score} desc`, asc(catalogItems.id))
        .limit(limit);
      return rows.map((r) => ({ ...r.item, imageKeys: r.imageKeys }));
    },
    async listHeroSlides() {
      return db.select().from(heroSlides).orderBy(asc(heroSlides.position), asc(heroSlides.id));
    },
  };
}
export type CatalogRepository = ReturnType<typeof catalogRepository>;
