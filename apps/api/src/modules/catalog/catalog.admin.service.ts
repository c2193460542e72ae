import {
  ADMIN_CATALOG_MESSAGES,
  CATALOG_IMAGE_TRANSLATED_FIELDS,
  CATALOG_MAX_IMAGES,
  CATALOG_TRANSLATED_FIELDS,
  CONTENT_LOCALES,
  mergeTranslations,
  missingLocales,
  fromMinor,
  hasRole,
  slugify,
  toMinor,
  type Actor,
  type AdminCatalogCreateBody,
  type AdminCatalogItem,
  type AdminCatalogListQuery,
  type AdminCatalogPatchBody,
  type AdminImageOrderBody,
  type Role,
  type Translations,
  MAX_VARIANTS,
  VARIANT_MESSAGES,
  CATALOG_CSV_COLUMNS,
  type LowStockVariant,
} from '@atelier/contracts';
import type { Readable } from 'node:stream';
import { csvStream } from '../../lib/csv.js';
import type { Db, RunInTransaction, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { imageUrl, type ImageStore } from '../../lib/images.js';
import { auditRepository } from '../audit/audit.repository.js';
import { catalogAdminRepository, type AdminItemRowFull, type CatalogOptionRow, type VariantRow } from './catalog.admin.repository.js';
import {
  badVariants,
  defaultSku,
  everyCombination,
  fitsOptions,
  planVariants,
  readOptions,
  readVariants,
  remapValues,
  skuPrefix,
  toAdminOptions,
  uniqueSku,
  valuesToMap,
  variantTitleOf,
  type WantedVariant,
} from './catalog.variants.js';

/** The audit log's name for a catalog item. */
const CATALOG_ENTITY = 'catalog_item';

/** Who acts: the audit snapshot and the role (prices are the owner's). */
export interface CatalogActor extends Actor {
  role: Role;
}

/**
 * The languages an item lacks (docs/decisions/112): a text of CATALOG_TRANSLATED_FIELDS, or a
 * picture's alt text, written in English and not in that language. In CONTENT_LOCALES' order.
 */
function itemMissingLocales(r: AdminItemRowFull): AdminCatalogItem['missing_translations'] {
  const english = { title: r.title, description: r.description, material: r.material, size: r.size, medium_description: r.mediumDescription };
  const missing = new Set(missingLocales(english, r.translations, CATALOG_TRANSLATED_FIELDS));
  for (const image of r.images) for (const locale of missingLocales({ alt: image.alt }, image.translations, CATALOG_IMAGE_TRANSLATED_FIELDS)) missing.add(locale);
  // Option names, and values written as words (a lower-case letter: "Red", not "42" or "XL"), need their texts too (docs/decisions/127).
  for (const option of r.options ?? []) {
    for (const locale of CONTENT_LOCALES) {
      const text = option.translations?.[locale];
      if (!text?.name || option.values.some((v, i) => /\p{Ll}/u.test(v) && !text.values?.[i])) missing.add(locale);
    }
  }
  return CONTENT_LOCALES.filter((l) => missing.has(l));
}

/** An item as the back office shows it (contracts AdminCatalogItem); money in RWF. */
function toAdminItem(r: AdminItemRowFull): AdminCatalogItem {
  const options = r.options ?? [];
  const variants = r.variants.map((v) => ({
    id: v.id,
    sku: v.sku,
    options: valuesToMap(options, v.values),
    price: v.price === null ? null : fromMinor(v.price),
    compare_at_price: v.compare_at === null ? null : fromMinor(v.compare_at),
    stock: v.stock,
    image_id: v.image_id,
    ordered: v.ordered,
  }));
  // Stock lives on the variants (docs/decisions/127): the item's is the sum of the counted ones.
  const counted = variants.filter((v) => v.stock !== null);
  const stock = counted.length ? counted.reduce((sum, v) => sum + v.stock!, 0) : null;
  const soldOut = variants.length > 0 && variants.every((v) => v.stock === 0);
  return {
    id: r.id,
    kind: r.kind,
    state: r.state,
    slug: r.slug,
    title: r.title,
    description: r.description,
    category: r.category,
    price: fromMinor(r.priceMinor),
    compare_at_price: r.compareAtPriceMinor === null ? null : fromMinor(r.compareAtPriceMinor),
    material: r.material,
    size: r.size,
    washable: r.washable,
    artist: r.artist,
    medium_description: r.mediumDescription,
    stock,
    options: toAdminOptions(options),
    variants,
    availability: r.held ?? (soldOut ? 'sold_out' : 'available'),
    images: r.images.map((i) => ({ id: i.id, url: imageUrl(i.key)!, alt: i.alt, translations: i.translations ?? {}, position: i.position })),
    ordered: r.ordered,
    translations: r.translations ?? {},
    missing_translations: itemMissingLocales(r),
    created_at: new Date(r.createdAt).toISOString(),
    updated_at: new Date(r.updatedAt).toISOString(),
  };
}

/**
 * The wire fields the audit log keeps of an item (what the owner edits). Stock and the variants are
 * kept per variant (variantChanges), the options as a whole.
 */
function auditView(r: AdminItemRowFull): Record<string, unknown> {
  const { images: _i, ordered: _o, availability: _a, created_at: _c, updated_at: _u, missing_translations: _m, stock: _s, variants: _v, ...rest } = toAdminItem(r);
  return rest;
}

/** How the audit log names a variant: "42 / Red (SKU)", or the SKU alone without options. */
const variantLabel = (v: VariantRow) => (v.optionValues.length ? `${variantTitleOf(v.optionValues)} (${v.sku})` : v.sku);
/** What the audit log keeps of a variant: SKU, title, prices in RWF (null: the item's), stock, picture. */
const variantFields = (v: VariantRow): Record<string, unknown> => ({
  sku: v.sku,
  title: variantTitleOf(v.optionValues),
  price: v.priceMinor === null ? null : fromMinor(v.priceMinor),
  compare_at_price: v.compareAtPriceMinor === null ? null : fromMinor(v.compareAtPriceMinor),
  stock: v.stock,
  image_id: v.imageId,
});
/** The variants on sale, as a created or deleted item's audit entry keeps them. */
const variantList = (rows: readonly VariantRow[]) => rows.filter((v) => v.archivedAt === null).map(variantFields);

/**
 * What a write changed in the variants, per variant (docs/decisions/127), keyed by variantLabel:
 * the fields that changed (stock, price, compare-at price, SKU, title, picture) before and after; a
 * variant added is null before, one deleted null after, one archived or brought back `{ archived: true }`.
 * Null when nothing changed.
 */
function variantChanges(before: readonly VariantRow[], after: readonly VariantRow[]): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  const ids = [...new Set([...before.map((v) => v.id), ...after.map((v) => v.id)])];
  for (const id of ids) {
    const was = before.find((v) => v.id === id);
    const now = after.find((v) => v.id === id);
    const wasLive = was !== undefined && was.archivedAt === null;
    const nowLive = now !== undefined && now.archivedAt === null;
    if (wasLive && nowLive) {
      const diff = changes(variantFields(was), variantFields(now));
      if (Object.keys(diff.after).length) {
        b[variantLabel(now)] = diff.before;
        a[variantLabel(now)] = diff.after;
      }
    } else if (nowLive) {
      b[variantLabel(now)] = was ? { archived: true } : null;
      a[variantLabel(now)] = variantFields(now);
    } else if (wasLive) {
      b[variantLabel(was)] = variantFields(was);
      a[variantLabel(was)] = now ? { archived: true } : null;
    }
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}

/** Only the keys whose value changed, before and after. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of Object.keys(after)) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) {
      b[k] = before[k];
      a[k] = after[k];
    }
  }
  return { before: b, after: a };
}

/**
 * The back office's catalog rules (docs/decisions/101): items in three states, slugs that keep their
 * old addresses, stock counts for products, prices the owner alone changes, pictures through the
 * shared sharp pipeline. Every write is audited in its own transaction. Callers clear the public
 * reply cache after a write (the routes do).
 */
export function catalogAdminService(deps: { db: Db; transaction: RunInTransaction; images: ImageStore }) {
  const repo = catalogAdminRepository(deps.db);

  async function get(id: number): Promise<AdminCatalogItem> {
    const row = await repo.find(id);
    if (!row) throw notFound(ADMIN_CATALOG_MESSAGES.itemNotFound);
    return toAdminItem(row);
  }

  /** A free slug made from `title`: the slug itself, else with -2, -3, ... */
  async function freeSlug(tx: Tx, title: string): Promise<string> {
    const base = slugify(title);
    const taken = await catalogAdminRepository(tx).slugsLike(base);
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  /** Refuses a slug another item uses (CONFLICT slugTaken). */
  async function ensureSlugFree(tx: Tx, slug: string, itemId?: number) {
    const owner = await catalogAdminRepository(tx).idOfSlug(slug);
    if (owner !== undefined && owner !== itemId) throw new AppError('CONFLICT', ADMIN_CATALOG_MESSAGES.slugTaken);
  }

  function checkPrices(kind: string, price: number, compareAt: number | null, stock: number | null) {
    if (compareAt !== null && compareAt <= price)
      throw new AppError('BAD_REQUEST', ADMIN_CATALOG_MESSAGES.compareAtNotAbove, { extra: { fields: { compare_at_price: ADMIN_CATALOG_MESSAGES.compareAtNotAbove } } });
    if (kind === 'artwork' && stock !== null) throw new AppError('BAD_REQUEST', ADMIN_CATALOG_MESSAGES.artworkNoStock, { extra: { fields: { stock: ADMIN_CATALOG_MESSAGES.artworkNoStock } } });
  }

  /** Runs a write, turning a slug or SKU taken by a racing write into CONFLICT slugTaken / skuTaken. */
  async function write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await deps.transaction(fn);
    } catch (err) {
      if (isUniqueViolation(err, 'catalog_items_slug_unique')) throw new AppError('CONFLICT', ADMIN_CATALOG_MESSAGES.slugTaken);
      if (isUniqueViolation(err, 'catalog_variants_sku_unique')) throw new AppError('CONFLICT', VARIANT_MESSAGES.skuTaken('you chose'));
      throw err;
    }
  }

  /**
   * Makes the item's variants the `wanted` set (docs/decisions/127), in the write's transaction: a
   * stored row with the same option values keeps its id (an archived one comes back), rows left out
   * are deleted, or archived when order lines hold them; new ones are added. Checks, before writing:
   * prices (a change is the owner's when `ownerPrices` is false: FORBIDDEN priceOwnerOnly), compare-at
   * prices above the price, no stock for artworks, pictures of this item, SKUs unique in the shop
   * (CONFLICT skuTaken); a variant without a SKU keeps its own, or gets one made from the slug and
   * its values, made unique. Returns the rows before the write, for the audit log.
   */
  async function writeVariants(
    tx: Tx,
    item: { id: number; kind: string; slug: string; priceMinor: number; images: readonly { id: number }[] },
    options: { before: readonly CatalogOptionRow[]; after: readonly CatalogOptionRow[] },
    wanted: WantedVariant[],
    ownerPrices: boolean,
  ): Promise<void> {
    const r = catalogAdminRepository(tx);
    if (wanted.length === 0) throw badVariants(VARIANT_MESSAGES.variantsRequired);
    if (wanted.length > MAX_VARIANTS) throw badVariants(VARIANT_MESSAGES.tooManyVariants);
    const rows = await r.variantRows(item.id);
    const plan = planVariants(rows, wanted, options.before, options.after);
    const images = new Set(item.images.map((i) => i.id));
    for (const w of wanted) {
      if (item.kind === 'artwork' && w.stock !== null)
        throw new AppError('BAD_REQUEST', ADMIN_CATALOG_MESSAGES.artworkNoStock, { extra: { fields: { stock: ADMIN_CATALOG_MESSAGES.artworkNoStock } } });
      if (w.compareAtMinor !== null && w.compareAtMinor <= (w.priceMinor ?? item.priceMinor)) throw badVariants(ADMIN_CATALOG_MESSAGES.compareAtNotAbove);
      if (w.imageId !== null && !images.has(w.imageId)) throw badVariants(VARIANT_MESSAGES.variantImageNotOfItem);
    }
    if (!ownerPrices) {
      const changed =
        plan.kept.some(({ row, want }) => row.priceMinor !== want.priceMinor || row.compareAtPriceMinor !== want.compareAtMinor) ||
        plan.added.some(({ want }) => want.priceMinor !== null || want.compareAtMinor !== null);
      if (changed) throw new AppError('FORBIDDEN', ADMIN_CATALOG_MESSAGES.priceOwnerOnly);
    }
    // SKUs: the ones chosen (or kept) must be unique in the set and in the shop; the others are made.
    const chosen = [...plan.kept.map(({ row, want }) => want.sku ?? row.sku), ...plan.added.flatMap(({ want }) => (want.sku ? [want.sku] : []))];
    const inSet = new Set<string>();
    for (const sku of chosen) {
      if (inSet.has(sku)) throw new AppError('CONFLICT', VARIANT_MESSAGES.skuTaken(sku), { extra: { fields: { variants: VARIANT_MESSAGES.skuTaken(sku) } } });
      inSet.add(sku);
    }
    const freed = new Set([...plan.kept.map((k) => k.row.id), ...plan.deleted.map((d) => d.id)]);
    const taken = new Set((await r.skusTaken(chosen, skuPrefix(item.slug))).filter((t) => !freed.has(t.id)).map((t) => t.sku));
    for (const sku of chosen) if (taken.has(sku)) throw new AppError('CONFLICT', VARIANT_MESSAGES.skuTaken(sku), { extra: { fields: { variants: VARIANT_MESSAGES.skuTaken(sku) } } });
    const used = new Set([...taken, ...inSet]);
    const addedSkus = plan.added.map(({ want }) => {
      if (want.sku) return want.sku;
      const sku = uniqueSku(defaultSku(item.slug, want.values), used);
      used.add(sku);
      return sku;
    });

    await r.deleteVariants(plan.deleted.map((d) => d.id));
    // Rows whose values or SKU change step aside first: the unique indexes are checked row by row.
    const moving = plan.kept.filter(({ row, want }) => (want.sku ?? row.sku) !== row.sku || JSON.stringify(want.values) !== JSON.stringify(row.optionValues));
    for (const { row } of moving) await r.updateVariant(row.id, { sku: `~moving~${row.id}`, optionValues: [`~moving~${row.id}`] });
    await r.archiveVariants(
      plan.archived.map((a) => a.row.id),
      new Map(plan.archived.flatMap((a) => (a.values ? [[a.row.id, a.values] as const] : []))),
    );
    for (const { row, want, position } of plan.kept) {
      const next = {
        position,
        optionValues: want.values,
        sku: want.sku ?? row.sku,
        priceMinor: want.priceMinor,
        compareAtPriceMinor: want.compareAtMinor,
        stock: want.stock,
        imageId: want.imageId,
        archivedAt: null,
      };
      const same =
        !moving.some((m) => m.row.id === row.id) &&
        row.position === next.position &&
        row.priceMinor === next.priceMinor &&
        row.compareAtPriceMinor === next.compareAtPriceMinor &&
        row.stock === next.stock &&
        row.imageId === next.imageId &&
        row.archivedAt === null;
      if (!same) await r.updateVariant(row.id, next);
    }
    await r.insertVariants(
      plan.added.map(({ want, position }, i) => ({
        itemId: item.id,
        position,
        optionValues: want.values,
        sku: addedSkus[i]!,
        priceMinor: want.priceMinor,
        compareAtPriceMinor: want.compareAtMinor,
        stock: want.stock,
        imageId: want.imageId,
      })),
    );
  }

  /** The stock of an item write (`stock`) given to its one variant; BAD_REQUEST stockPerVariant when it has several. */
  function withItemStock(wanted: WantedVariant[], stock: number | null | undefined): WantedVariant[] {
    if (stock === undefined) return wanted;
    if (wanted.length > 1) throw badVariants(VARIANT_MESSAGES.stockPerVariant, 'stock');
    return wanted.map((w) => ({ ...w, stock }));
  }

  /**
   * The variants an item's stored rows on sale make, read under `options` (a value matched without
   * regard to case); BAD_REQUEST optionsDontFit when one does not fit them, or two become the same.
   */
  function keptVariants(rows: readonly VariantRow[], before: readonly CatalogOptionRow[], after: readonly CatalogOptionRow[]): WantedVariant[] {
    const seen = new Set<string>();
    return rows
      .filter((v) => v.archivedAt === null)
      .map((v) => {
        const read = remapValues(v.optionValues, before, after);
        const values = read?.map((value, i) => after[i]?.values.find((known) => known.toLowerCase() === value.toLowerCase()) ?? value);
        if (!values || !fitsOptions(values, after) || seen.has(JSON.stringify(values))) throw badVariants(VARIANT_MESSAGES.optionsDontFit, 'options');
        seen.add(JSON.stringify(values));
        return { values, id: v.id, sku: v.sku, priceMinor: v.priceMinor, compareAtMinor: v.compareAtPriceMinor, stock: v.stock, imageId: v.imageId };
      });
  }

  return {
    /** GET /api/admin/catalog: a page of items in any state, newest change first, with the total. */
    async list(q: AdminCatalogListQuery): Promise<{ items: AdminCatalogItem[]; total: number }> {
      const { rows, total } = await repo.list({ q: q.q || undefined, kind: q.kind, state: q.state }, q.limit, (q.page - 1) * q.limit);
      return { items: rows.map(toAdminItem), total };
    },

    /** GET /api/admin/catalog/{id}. NOT_FOUND for an unknown id. */
    get,

    /**
     * GET /api/admin/catalog.csv (owner; docs/decisions/127): one row per variant on sale of the items
     * matching the list's filters, items in id order, read 200 items at a time, streamed
     * (CATALOG_CSV_COLUMNS; prices what the variant sells at, in RWF).
     */
    csv(q: Pick<AdminCatalogListQuery, 'q' | 'kind' | 'state'>): Readable {
      const filters = { q: q.q || undefined, kind: q.kind, state: q.state };
      async function* rows() {
        for (let after = 0; ;) {
          const batch = await repo.csvBatch(filters, after, 200);
          for (const item of batch) {
            for (const v of item.variants) {
              const price = v.price === null ? item.priceMinor : Number(v.price);
              const compareAt = v.compare_at === null ? item.compareAtPriceMinor : Number(v.compare_at);
              yield {
                item_id: item.id,
                title: item.title,
                slug: item.slug,
                kind: item.kind,
                state: item.state,
                variant_id: v.id,
                sku: v.sku,
                options: variantTitleOf(v.values),
                price: fromMinor(price),
                compare_at_price: compareAt !== null && compareAt > price ? fromMinor(compareAt) : null,
                stock: v.stock,
              };
            }
          }
          if (batch.length < 200) return;
          after = batch[batch.length - 1]!.id;
        }
      }
      return csvStream(CATALOG_CSV_COLUMNS, rows());
    },

    /**
     * The dashboard's low-stock list (docs/decisions/127): variants on sale of items not archived
     * whose counted stock is at or under `threshold`, fewest first, at most `limit`, and the total.
     */
    async lowStock(threshold: number, limit: number): Promise<{ threshold: number; total: number; variants: LowStockVariant[] }> {
      const { rows, total } = await repo.lowStock(threshold, limit);
      return {
        threshold,
        total,
        variants: rows.map((r) => ({ item_id: r.itemId, title: r.title, state: r.state, variant_id: r.variantId, variant_title: variantTitleOf(r.values), sku: r.sku, stock: r.stock })),
      };
    },

    /**
     * POST /api/admin/catalog: creates an item (staff and owner). The slug is the one given (CONFLICT
     * when taken) or a free one made from the title; an old address equal to it stops redirecting.
     * BAD_REQUEST for a compare-at price not above the price or an artwork with stock.
     */
    async create(actor: CatalogActor, body: AdminCatalogCreateBody): Promise<AdminCatalogItem> {
      checkPrices(body.kind, body.price, body.compare_at_price, body.stock);
      if (body.kind === 'artwork' && body.options.length) throw badVariants(VARIANT_MESSAGES.artworkNoOptions, 'options');
      const options = readOptions(body.options, []);
      // Without variants: every combination of the options' values (one variant without options).
      const combinations = body.variants ? [] : everyCombination(options);
      if (combinations.length > MAX_VARIANTS) throw badVariants(VARIANT_MESSAGES.tooManyVariants);
      const listed: WantedVariant[] = body.variants
        ? readVariants(options, body.variants)
        : combinations.map((values) => ({ values, priceMinor: null, compareAtMinor: null, stock: null, imageId: null }));
      const wanted = withItemStock(listed, body.stock === null && (body.variants || listed.length > 1) ? undefined : body.stock);
      const id = await write(async (tx) => {
        const r = catalogAdminRepository(tx);
        const slug = body.slug ?? (await freeSlug(tx, body.title));
        if (body.slug) await ensureSlugFree(tx, slug);
        await r.dropRedirect(slug);
        const id = await r.insert({
          kind: body.kind,
          slug,
          title: body.title,
          description: body.description,
          category: body.category,
          priceMinor: toMinor(body.price),
          compareAtPriceMinor: body.compare_at_price === null ? null : toMinor(body.compare_at_price),
          material: body.material,
          size: body.size,
          washable: body.washable,
          artist: body.artist,
          mediumDescription: body.medium_description,
          state: body.state,
          options,
          translations: mergeTranslations({}, body.translations),
        });
        // Staff may create an item with its prices (as the item's own): only changes are the owner's.
        await writeVariants(tx, { id, kind: body.kind, slug, priceMinor: toMinor(body.price), images: [] }, { before: [], after: options }, wanted, true);
        const row = (await r.find(id))!;
        await auditRepository(tx).record({
          actor,
          action: 'catalog.created',
          entity: CATALOG_ENTITY,
          entityId: String(id),
          after: { ...auditView(row), variants: variantList(await r.variantRows(id)) },
        });
        return id;
      });
      return get(id);
    },

    /**
     * PATCH /api/admin/catalog/{id}: changes the given fields. A price or compare-at price that
     * differs from the stored one needs the owner (FORBIDDEN priceOwnerOnly for staff). A new slug
     * keeps the old one as a redirect. NOT_FOUND, CONFLICT slugTaken, BAD_REQUEST as create.
     */
    async update(actor: CatalogActor, id: number, body: AdminCatalogPatchBody): Promise<AdminCatalogItem> {
      await write(async (tx) => {
        const r = catalogAdminRepository(tx);
        const row = await r.find(id, { lock: true });
        if (!row) throw notFound(ADMIN_CATALOG_MESSAGES.itemNotFound);
        const before = toAdminItem(row);
        const priceChanges = (body.price !== undefined && body.price !== before.price) || (body.compare_at_price !== undefined && body.compare_at_price !== before.compare_at_price);
        if (priceChanges && !hasRole(actor.role, 'admin')) throw new AppError('FORBIDDEN', ADMIN_CATALOG_MESSAGES.priceOwnerOnly);
        const price = body.price ?? before.price;
        const compareAt = body.compare_at_price !== undefined ? body.compare_at_price : before.compare_at_price;
        const stock = body.stock !== undefined ? body.stock : before.stock;
        if (body.price !== undefined || body.compare_at_price !== undefined || body.stock !== undefined) checkPrices(row.kind, price, compareAt, stock);
        if (row.kind === 'artwork' && body.options?.length) throw badVariants(VARIANT_MESSAGES.artworkNoOptions, 'options');
        const optionsBefore = row.options ?? [];
        const options = body.options !== undefined ? readOptions(body.options, optionsBefore) : optionsBefore;
        const variantsBefore = await r.variantRows(id);
        let wanted: WantedVariant[] | undefined;
        if (body.variants !== undefined) wanted = readVariants(options, body.variants);
        else if (body.options !== undefined || body.stock !== undefined) wanted = keptVariants(variantsBefore, optionsBefore, options);
        if (wanted) {
          wanted = withItemStock(wanted, body.stock);
          await writeVariants(
            tx,
            { id, kind: row.kind, slug: body.slug ?? row.slug, priceMinor: body.price !== undefined ? toMinor(body.price) : row.priceMinor, images: row.images },
            { before: optionsBefore, after: options },
            wanted,
            hasRole(actor.role, 'admin'),
          );
        }
        if (body.slug !== undefined && body.slug !== row.slug) {
          await ensureSlugFree(tx, body.slug, id);
          await r.dropRedirect(body.slug);
          await r.keepRedirect(row.slug, id);
        }
        await r.update(id, {
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.slug !== undefined ? { slug: body.slug } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.category !== undefined ? { category: body.category } : {}),
          ...(body.price !== undefined ? { priceMinor: toMinor(body.price) } : {}),
          ...(body.compare_at_price !== undefined ? { compareAtPriceMinor: body.compare_at_price === null ? null : toMinor(body.compare_at_price) } : {}),
          ...(body.material !== undefined ? { material: body.material } : {}),
          ...(body.size !== undefined ? { size: body.size } : {}),
          ...(body.washable !== undefined ? { washable: body.washable } : {}),
          ...(body.artist !== undefined ? { artist: body.artist } : {}),
          ...(body.medium_description !== undefined ? { mediumDescription: body.medium_description } : {}),
          ...(body.state !== undefined ? { state: body.state } : {}),
          ...(body.options !== undefined ? { options } : {}),
          ...(body.translations !== undefined ? { translations: mergeTranslations(row.translations, body.translations) } : {}),
        });
        const after = (await r.find(id))!;
        const diff = changes(auditView(row), auditView(after));
        const variantDiff = wanted ? variantChanges(variantsBefore, await r.variantRows(id)) : null;
        if (variantDiff) {
          diff.before.variants = variantDiff.before;
          diff.after.variants = variantDiff.after;
        }
        const action = body.state !== undefined && body.state !== row.state && Object.keys(diff.after).length === 1 ? `catalog.${body.state}` : 'catalog.updated';
        await auditRepository(tx).record({ actor, action, entity: CATALOG_ENTITY, entityId: String(id), before: diff.before, after: diff.after });
      });
      return get(id);
    },

    /**
     * DELETE /api/admin/catalog/{id}: an item that orders reference is archived (deleted false, with
     * the item), any other is deleted with its pictures (deleted true). NOT_FOUND for an unknown id.
     */
    async remove(actor: CatalogActor, id: number): Promise<{ deleted: boolean; item?: AdminCatalogItem }> {
      const outcome = await deps.transaction(async (tx) => {
        const r = catalogAdminRepository(tx);
        const row = await r.find(id, { lock: true });
        if (!row) throw notFound(ADMIN_CATALOG_MESSAGES.itemNotFound);
        if (row.ordered) {
          if (row.state !== 'archived') await r.update(id, { state: 'archived' });
          await auditRepository(tx).record({
            actor,
            action: 'catalog.archived',
            entity: CATALOG_ENTITY,
            entityId: String(id),
            before: { state: row.state },
            after: { state: 'archived' },
            reason: 'Orders reference this item: archived instead of deleted',
          });
          return { deleted: false, keys: [] as string[] };
        }
        const variants = variantList(await r.variantRows(id));
        await r.remove(id);
        await auditRepository(tx).record({ actor, action: 'catalog.deleted', entity: CATALOG_ENTITY, entityId: String(id), before: { ...auditView(row), variants } });
        return { deleted: true, keys: row.images.map((i) => i.key) };
      });
      await removeFiles(outcome.keys);
      return outcome.deleted ? { deleted: true } : { deleted: false, item: await get(id) };
    },

    /**
     * POST /api/admin/catalog/{id}/images: stores each picture (`files`, read one at a time by
     * `next`, each through ImageStore.save with its checks and limits) and adds them after the
     * item's pictures. NOT_FOUND for an unknown item, BAD_REQUEST with no picture or past
     * CATALOG_MAX_IMAGES; the image store's 415/422/503 as they come (nothing is kept then).
     */
    async addImages(actor: CatalogActor, id: number, next: () => Promise<Buffer | undefined>): Promise<AdminCatalogItem> {
      const existing = await repo.find(id);
      if (!existing) throw notFound(ADMIN_CATALOG_MESSAGES.itemNotFound);
      const keys: string[] = [];
      try {
        for (let file = await next(); file; file = await next()) {
          if (existing.images.length + keys.length >= CATALOG_MAX_IMAGES) throw new AppError('BAD_REQUEST', ADMIN_CATALOG_MESSAGES.tooManyImages);
          keys.push(await deps.images.save(file, 'catalog'));
        }
        if (keys.length === 0) throw new AppError('BAD_REQUEST', ADMIN_CATALOG_MESSAGES.noFiles);
        await deps.transaction(async (tx) => {
          const r = catalogAdminRepository(tx);
          const row = await r.find(id, { lock: true });
          if (!row) throw notFound(ADMIN_CATALOG_MESSAGES.itemNotFound);
          if (row.images.length + keys.length > CATALOG_MAX_IMAGES) throw new AppError('BAD_REQUEST', ADMIN_CATALOG_MESSAGES.tooManyImages);
          const start = row.images.reduce((m, i) => Math.max(m, i.position + 1), 0);
          await r.addImages(
            id,
            keys.map((imageKey, i) => ({ imageKey, alt: '', position: start + i })),
          );
          await r.update(id, {});
          const added = (await r.images(id)).filter((i) => keys.includes(i.imageKey)).map((i) => i.id);
          await auditRepository(tx).record({ actor, action: 'catalog.images_added', entity: CATALOG_ENTITY, entityId: String(id), after: { image_ids: added } });
        });
      } catch (err) {
        await Promise.all(keys.map((k) => deps.images.remove(k)));
        throw err;
      }
      return get(id);
    },

    /**
     * PATCH /api/admin/catalog/{id}/images/order: puts the pictures in the order of `image_ids`
     * (every picture of the item once; the first is the cover) and sets the alt texts given, in
     * English (`alt`) and in rw and fr (`alt_translations`, merged into each picture's stored ones:
     * "" removes one), in one transaction with one audit entry.
     * NOT_FOUND for an unknown item, BAD_REQUEST orderIdsMismatch otherwise.
     */
    async reorderImages(actor: CatalogActor, id: number, body: AdminImageOrderBody): Promise<AdminCatalogItem> {
      await deps.transaction(async (tx) => {
        const r = catalogAdminRepository(tx);
        const row = await r.find(id, { lock: true });
        if (!row) throw notFound(ADMIN_CATALOG_MESSAGES.itemNotFound);
        const ids = new Set(row.images.map((i) => i.id));
        const alt = body.alt ?? {};
        const altTranslations = body.alt_translations ?? {};
        const named = [...Object.keys(alt), ...Object.keys(altTranslations)];
        if (body.image_ids.length !== ids.size || body.image_ids.some((i) => !ids.has(i)) || named.some((k) => !ids.has(Number(k)))) {
          throw new AppError('BAD_REQUEST', ADMIN_CATALOG_MESSAGES.orderIdsMismatch);
        }
        const translated = row.images.filter((i) => String(i.id) in altTranslations);
        const merged: Record<string, Translations> = Object.fromEntries(translated.map((i) => [String(i.id), mergeTranslations(i.translations, altTranslations[String(i.id)])]));
        await r.reorderImages(id, body.image_ids, alt, merged);
        await r.update(id, {});
        await auditRepository(tx).record({
          actor,
          action: 'catalog.images_reordered',
          entity: CATALOG_ENTITY,
          entityId: String(id),
          before: {
            image_ids: row.images.map((i) => i.id),
            alt: Object.fromEntries(row.images.filter((i) => String(i.id) in alt).map((i) => [String(i.id), i.alt])),
            ...(translated.length ? { alt_translations: Object.fromEntries(translated.map((i) => [String(i.id), i.translations ?? {}])) } : {}),
          },
          after: { image_ids: body.image_ids, alt, ...(translated.length ? { alt_translations: merged } : {}) },
        });
      });
      return get(id);
    },

    /**
     * DELETE /api/admin/catalog/{id}/images/{imageId}: removes one picture (the next becomes the
     * cover when it was the first) and its files. NOT_FOUND for an unknown item or picture.
     */
    async removeImage(actor: CatalogActor, id: number, imageId: number): Promise<AdminCatalogItem> {
      const key = await deps.transaction(async (tx) => {
        const r = catalogAdminRepository(tx);
        const row = await r.find(id, { lock: true });
        if (!row) throw notFound(ADMIN_CATALOG_MESSAGES.itemNotFound);
        const removed = await r.removeImage(id, imageId);
        if (!removed) throw notFound(ADMIN_CATALOG_MESSAGES.imageNotFound);
        await r.forgetVariantImage(id, imageId);
        const left = row.images.filter((i) => i.id !== imageId).map((i) => i.id);
        await r.reorderImages(id, left, {});
        await r.update(id, {});
        await auditRepository(tx).record({
          actor,
          action: 'catalog.image_removed',
          entity: CATALOG_ENTITY,
          entityId: String(id),
          before: { image_id: imageId, alt: removed.alt, alt_translations: removed.translations },
        });
        return removed.imageKey;
      });
      await removeFiles([key]);
      return get(id);
    },
  };

  /** Deletes the files of pictures no row uses any more (demo pictures may be shared by items). */
  async function removeFiles(keys: string[]) {
    for (const key of keys) if (!(await repo.imageKeyInUse(key))) await deps.images.remove(key);
  }
}
export type CatalogAdminService = ReturnType<typeof catalogAdminService>;
