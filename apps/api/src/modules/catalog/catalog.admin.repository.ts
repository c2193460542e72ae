import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CatalogKind, CatalogState, Translations } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { catalogImages, catalogItemColumns, catalogItems, catalogSlugRedirects, catalogVariants } from '../../db/schema/index.js';
import type { CatalogRow } from './catalog.repository.js';

type AdminItemRow = CatalogRow;
export type { CatalogOptionRow } from '../../db/schema/index.js';
export type ImageRow = typeof catalogImages.$inferSelect;
/** A row with what the back office shows beside it: its pictures, whether orders reference it, whether a live order holds it. */
/** A picture as the back office reads it: `translations` holds its rw and fr alt texts. */
type AdminImageRow = { id: number; key: string; alt: string; translations: Translations; position: number };
/** A variant on sale as the back office reads it (docs/decisions/127): money in minor units, `values` in the options' order. */
export type AdminVariantRow = {
  id: number;
  position: number;
  values: string[];
  sku: string;
  price: number | null;
  compare_at: number | null;
  stock: number | null;
  image_id: number | null;
  ordered: boolean;
};
export type AdminItemRowFull = AdminItemRow & { images: AdminImageRow[]; variants: AdminVariantRow[]; ordered: boolean; held: 'reserved' | 'sold' | null };
/** Every variant row of an item, archived ones too (for matching a new set against it). */
export type VariantRow = typeof catalogVariants.$inferSelect & { ordered: boolean };

// Written out in full: drizzle leaves the outer column unqualified inside a subquery (see catalog.repository).
const images = sql<
  AdminImageRow[]
>`coalesce((select json_agg(json_build_object('id', ci.id, 'key', ci.image_key, 'alt', ci.alt, 'translations', ci.translations, 'position', ci.position) order by ci.position) from catalog_images ci where ci.item_id = "catalog_items"."id"), '[]'::json)`;
/**
 * The variants on sale, in order, with whether order lines hold each (docs/decisions/127): a scalar
 * subquery, so a page reads them for its own rows in the same statement (no query per item).
 */
const variants = sql<
  AdminVariantRow[]
>`coalesce((select json_agg(json_build_object('id', v.id, 'position', v.position, 'values', v.option_values, 'sku', v.sku, 'price', v.price_minor, 'compare_at', v.compare_at_price_minor, 'stock', v.stock, 'image_id', v.image_id, 'ordered', exists (select 1 from order_items oi where oi.variant_id = v.id)) order by v.position, v.id) from catalog_variants v where v.item_id = "catalog_items"."id" and v.archived_at is null), '[]'::json)`;
const ordered = sql<boolean>`exists (select 1 from order_items oi where oi.item_id = "catalog_items"."id")`;
const held = sql<
  'reserved' | 'sold' | null
>`case when "catalog_items"."kind" = 'artwork' then (select case when bool_or(o.payment_status in ('paid', 'partially_refunded')) then 'sold' when count(*) > 0 then 'reserved' end from order_items oi join orders o on o.id = oi.order_id where oi.item_id = "catalog_items"."id" and o.status <> 'cancelled') end`;
const full = { item: catalogItemColumns, images, variants, ordered, held };
type Selected = { item: AdminItemRow; images: AdminItemRowFull['images']; variants: AdminVariantRow[]; ordered: boolean; held: 'reserved' | 'sold' | null };
const toFull = (r: Selected): AdminItemRowFull => ({
  ...r.item,
  images: r.images,
  variants: r.variants.map((v) => ({ ...v, price: v.price === null ? null : Number(v.price), compare_at: v.compare_at === null ? null : Number(v.compare_at), ordered: Boolean(v.ordered) })),
  ordered: Boolean(r.ordered),
  held: r.held ?? null,
});

export interface AdminCatalogFilters {
  q?: string;
  kind?: CatalogKind;
  state?: CatalogState;
}

/** The WHERE of the list's filters (and of the CSV's). */
function filtersOf(f: AdminCatalogFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.kind) where.push(eq(catalogItems.kind, f.kind));
  if (f.state) where.push(eq(catalogItems.state, f.state));
  if (f.q) {
    const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // A slug is matched whole (pasted from an address): a substring match on it would keep the
    // trigram index of the search text from being used.
    where.push(or(ilike(catalogItems.searchText, like), eq(catalogItems.slug, f.q.toLowerCase()))!);
  }
  return where.length ? and(...where) : undefined;
}

/** A variant running low, with its item (dashboard, docs/decisions/127). */
export interface LowStockRow {
  itemId: number;
  title: string;
  state: CatalogState;
  options: Array<{ name: string }>;
  variantId: number;
  values: string[];
  sku: string;
  stock: number;
}

/** The back office's reads and writes of catalog items, their pictures and old slugs (docs/decisions/101). */
export function catalogAdminRepository(db: DbOrTx) {
  return {
    /**
     * A page of items, newest change first, and how many match. `q` matches a part of the title or
     * artist (the trigram-indexed search text), case-insensitively, or a whole slug. Two statements
     * at once: the count, and the page's rows with pictures (per-row subqueries run for its rows only).
     */
    async list(f: AdminCatalogFilters, limit: number, offset: number): Promise<{ rows: AdminItemRowFull[]; total: number }> {
      const condition = filtersOf(f);
      const order = [desc(catalogItems.updatedAt), desc(catalogItems.id)];
      // The page's ids in a subquery (a backward walk of the (updated_at, id) index), then their rows
      // with pictures and holds: PostgreSQL would otherwise compute the per-row subqueries for every
      // row the offset skips. The count runs beside it, on another connection of the pool.
      const pageIds = db
        .select({ id: catalogItems.id })
        .from(catalogItems)
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      const [[count], rows] = await Promise.all([
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(catalogItems)
          .where(condition),
        db
          .select(full)
          .from(catalogItems)
          .where(inArray(catalogItems.id, pageIds))
          .orderBy(...order),
      ]);
      return { rows: rows.map(toFull), total: count?.n ?? 0 };
    },
    /**
     * The CSV's next items after `afterId` (in id order) that match the list's filters, with their
     * variants on sale: one statement per batch (docs/decisions/127).
     */
    async csvBatch(f: AdminCatalogFilters, afterId: number, limit: number): Promise<Array<AdminItemRow & { variants: AdminVariantRow[] }>> {
      const condition = filtersOf(f);
      const rows = await db
        .select({ item: catalogItemColumns, variants })
        .from(catalogItems)
        .where(and(sql`${catalogItems.id} > ${afterId}`, condition))
        .orderBy(asc(catalogItems.id))
        .limit(limit);
      return rows.map((r) => ({ ...r.item, variants: r.variants }));
    },
    /**
     * Variants on sale of items not archived whose counted stock is at or under `threshold`, fewest
     * first (then by title), at most `limit`, and how many there are (docs/decisions/127).
     */
    async lowStock(threshold: number, limit: number): Promise<{ rows: LowStockRow[]; total: number }> {
      const where = and(isNull(catalogVariants.archivedAt), isNotNull(catalogVariants.stock), lte(catalogVariants.stock, threshold), ne(catalogItems.state, 'archived'));
      const [[count], rows] = await Promise.all([
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(catalogVariants)
          .innerJoin(catalogItems, eq(catalogItems.id, catalogVariants.itemId))
          .where(where),
        db
          .select({
            itemId: catalogItems.id,
            title: catalogItems.title,
            state: catalogItems.state,
            options: catalogItems.options,
            variantId: catalogVariants.id,
            values: catalogVariants.optionValues,
            sku: catalogVariants.sku,
            stock: catalogVariants.stock,
          })
          .from(catalogVariants)
          .innerJoin(catalogItems, eq(catalogItems.id, catalogVariants.itemId))
          .where(where)
          .orderBy(asc(catalogVariants.stock), asc(catalogItems.title), asc(catalogItems.id), asc(catalogVariants.position), asc(catalogVariants.id))
          .limit(limit),
      ]);
      return { rows: rows.map((r) => ({ ...r, stock: r.stock ?? 0 })), total: count?.n ?? 0 };
    },
    /** One item in any state, with pictures; `lock` takes its row until the transaction ends. */
    async find(id: number, opts: { lock?: boolean } = {}): Promise<AdminItemRowFull | undefined> {
      if (opts.lock) await db.select({ id: catalogItems.id }).from(catalogItems).where(eq(catalogItems.id, id)).for('update');
      const [row] = await db.select(full).from(catalogItems).where(eq(catalogItems.id, id)).limit(1);
      return row ? toFull(row) : undefined;
    },
    /** Slugs starting with `base` (for picking a free one: base, base-2, base-3, ...). */
    async slugsLike(base: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: catalogItems.slug })
        .from(catalogItems)
        .where(or(eq(catalogItems.slug, base), sql`${catalogItems.slug} like ${`${base}-%`}`));
      return new Set(rows.map((r) => r.slug));
    },
    /** The id of the item using `slug`, if any. */
    async idOfSlug(slug: string): Promise<number | undefined> {
      const [row] = await db.select({ id: catalogItems.id }).from(catalogItems).where(eq(catalogItems.slug, slug)).limit(1);
      return row?.id;
    },
    /** Inserts an item last in its kind's shop order (its position follows the highest), and returns its id. */
    async insert(values: Omit<typeof catalogItems.$inferInsert, 'position'>): Promise<number> {
      const position = sql<number>`(select coalesce(max(ci.position) + 1, 0) from catalog_items ci where ci.kind = ${values.kind})`;
      const [row] = await db
        .insert(catalogItems)
        .values({ ...values, position })
        .returning({ id: catalogItems.id });
      return row!.id;
    },
    async update(id: number, values: Partial<typeof catalogItems.$inferInsert>): Promise<void> {
      await db
        .update(catalogItems)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(catalogItems.id, id));
    },
    async remove(id: number): Promise<void> {
      await db.delete(catalogItems).where(eq(catalogItems.id, id));
    },
    /** Keeps `slug` answering for the item (a 301 to its current slug). */
    async keepRedirect(slug: string, itemId: number): Promise<void> {
      await db
        .insert(catalogSlugRedirects)
        .values({ slug, itemId })
        .onConflictDoUpdate({ target: catalogSlugRedirects.slug, set: { itemId, updatedAt: new Date() } });
    },
    /** Forgets an old address (an item now uses it as its own slug). */
    async dropRedirect(slug: string): Promise<void> {
      await db.delete(catalogSlugRedirects).where(eq(catalogSlugRedirects.slug, slug));
    },
    /** The item's pictures in order. */
    async images(itemId: number): Promise<ImageRow[]> {
      return db.select().from(catalogImages).where(eq(catalogImages.itemId, itemId)).orderBy(asc(catalogImages.position), asc(catalogImages.id));
    },
    async addImages(itemId: number, values: Array<{ imageKey: string; alt: string; position: number }>): Promise<void> {
      if (values.length) await db.insert(catalogImages).values(values.map((v) => ({ ...v, itemId })));
    },
    /**
     * Gives the item's pictures the positions of `order` (ids, first = 0) and, for ids in `alt`, new
     * alt texts; for ids in `translations`, their whole rw and fr alt texts (already merged).
     * Positions are unique per item, so they move out of the way (negative) first.
     */
    async reorderImages(itemId: number, order: number[], alt: Record<string, string>, translations: Record<string, Translations> = {}): Promise<void> {
      if (order.length === 0) return;
      await db
        .update(catalogImages)
        .set({ position: sql`-1 - ${catalogImages.position}` })
        .where(eq(catalogImages.itemId, itemId));
      for (const [position, id] of order.entries()) {
        const text = alt[String(id)];
        const translated = translations[String(id)];
        await db
          .update(catalogImages)
          .set({ position, ...(text !== undefined ? { alt: text } : {}), ...(translated !== undefined ? { translations: translated } : {}), updatedAt: new Date() })
          .where(and(eq(catalogImages.itemId, itemId), eq(catalogImages.id, id)));
      }
    },
    async removeImage(itemId: number, imageId: number): Promise<ImageRow | undefined> {
      const [row] = await db
        .delete(catalogImages)
        .where(and(eq(catalogImages.itemId, itemId), eq(catalogImages.id, imageId)))
        .returning();
      return row;
    },
    /** Image keys of items (their files go once the rows are gone). */
    async imageKeysOf(itemIds: number[]): Promise<string[]> {
      if (itemIds.length === 0) return [];
      const rows = await db.select({ key: catalogImages.imageKey }).from(catalogImages).where(inArray(catalogImages.itemId, itemIds));
      return rows.map((r) => r.key);
    },
    /** True when another picture row still uses `key` (demo pictures may be shared). */
    async imageKeyInUse(key: string): Promise<boolean> {
      const [row] = await db.select({ id: catalogImages.id }).from(catalogImages).where(eq(catalogImages.imageKey, key)).limit(1);
      return Boolean(row);
    },

    /**
     * Every variant row of an item, archived ones included, in order, with whether order lines hold
     * each (docs/decisions/127). The outer column is written out in full (see `images`).
     */
    async variantRows(itemId: number): Promise<VariantRow[]> {
      const rows = await db
        .select({ v: catalogVariants, ordered: sql<boolean>`exists (select 1 from order_items oi where oi.variant_id = "catalog_variants"."id")` })
        .from(catalogVariants)
        .where(eq(catalogVariants.itemId, itemId))
        .orderBy(asc(catalogVariants.position), asc(catalogVariants.id));
      return rows.map((r) => ({ ...r.v, ordered: Boolean(r.ordered) }));
    },
    /** Variants (of any item, archived ones too) whose SKU is one of `skus` or starts with `prefix`: what a new SKU must not be. */
    async skusTaken(skus: string[], prefix: string): Promise<Array<{ id: number; sku: string }>> {
      const like = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const conditions = [sql`${catalogVariants.sku} like ${like}`];
      if (skus.length) conditions.push(inArray(catalogVariants.sku, skus));
      return db
        .select({ id: catalogVariants.id, sku: catalogVariants.sku })
        .from(catalogVariants)
        .where(or(...conditions));
    },
    async deleteVariants(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(catalogVariants).where(inArray(catalogVariants.id, ids));
    },
    /** Takes variants off sale, kept for the orders that hold them (already archived ones keep their date); `values` rewrites their option values. */
    async archiveVariants(ids: number[], values: Map<number, string[]>): Promise<void> {
      for (const id of ids) {
        const optionValues = values.get(id);
        await db
          .update(catalogVariants)
          .set({ archivedAt: sql`coalesce(${catalogVariants.archivedAt}, now())`, updatedAt: new Date(), ...(optionValues ? { optionValues } : {}) })
          .where(eq(catalogVariants.id, id));
      }
    },
    async updateVariant(id: number, values: Partial<typeof catalogVariants.$inferInsert>): Promise<void> {
      await db
        .update(catalogVariants)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(catalogVariants.id, id));
    },
    async insertVariants(values: Array<typeof catalogVariants.$inferInsert>): Promise<void> {
      if (values.length) await db.insert(catalogVariants).values(values);
    },
    /** Unsets the picture of the variants it showed (it is being deleted). */
    async forgetVariantImage(itemId: number, imageId: number): Promise<void> {
      await db
        .update(catalogVariants)
        .set({ imageId: null, updatedAt: new Date() })
        .where(and(eq(catalogVariants.itemId, itemId), eq(catalogVariants.imageId, imageId)));
    },
  };
}
