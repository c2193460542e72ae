import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { catalogItems, heroSlides } from '../../db/schema/index.js';

export type CatalogRow = typeof catalogItems.$inferSelect;
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
        .select({ item: catalogItems, imageKeys, total: sql<number>`count(*) over ()`.mapWith(Number) })
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
        .select({ item: catalogItems, imageKeys })
        .from(catalogItems)
        .where(and(eq(catalogItems.id, id), eq(catalogItems.active, true), kind ? eq(catalogItems.kind, kind) : undefined))
        .limit(1);
      return row ? { ...row.item, imageKeys: row.imageKeys } : undefined;
    },
    /** Active items by id (any kind), with images: what an order or cart prices from. */
    async findManyByIds(ids: number[]): Promise<CatalogRowWithImages[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ item: catalogItems, imageKeys })
        .from(catalogItems)
        .where(and(inArray(catalogItems.id, ids), eq(catalogItems.active, true)));
      return rows.map((r) => ({ ...r.item, imageKeys: r.imageKeys }));
    },
    async listHeroSlides() {
      return db.select().from(heroSlides).orderBy(asc(heroSlides.position), asc(heroSlides.id));
    },
  };
}
export type CatalogRepository = ReturnType<typeof catalogRepository>;
