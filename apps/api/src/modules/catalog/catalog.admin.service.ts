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
} from '@atelier/contracts';
import type { Db, RunInTransaction, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { imageUrl, type ImageStore } from '../../lib/images.js';
import { auditRepository } from '../audit/audit.repository.js';
import { catalogAdminRepository, type AdminItemRowFull } from './catalog.admin.repository.js';

/** A SKU made from an item's slug (docs/decisions/127), upper-case; the item's id keeps it unique. */
function skuOf(slug: string, id: number): string {
  const base = slug.toUpperCase().replace(/[^A-Z0-9._-]+/g, '-') || 'ITEM';
  return `${base.slice(0, 60 - String(id).length)}-${id}`;
}

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
  return CONTENT_LOCALES.filter((l) => missing.has(l));
}

/** An item as the back office shows it (contracts AdminCatalogItem); money in RWF. */
function toAdminItem(r: AdminItemRowFull): AdminCatalogItem {
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
    stock: r.stock,
    options: (r.options ?? []).map((o) => ({ name: o.name, values: o.values, translations: o.translations ?? {} })),
    variants: r.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      options: Object.fromEntries((r.options ?? []).map((o, i) => [o.name, v.optionValues[i] ?? ''])),
      price: v.priceMinor === null ? null : fromMinor(v.priceMinor),
      compare_at_price: v.compareAtPriceMinor === null ? null : fromMinor(v.compareAtPriceMinor),
      stock: v.stock,
      image_id: v.imageId,
      ordered: v.ordered,
    })),
    availability: r.held ?? (r.variants.length > 0 && r.variants.every((v) => v.stock === 0) ? 'sold_out' : 'available'),
    images: r.images.map((i) => ({ id: i.id, url: imageUrl(i.key)!, alt: i.alt, translations: i.translations ?? {}, position: i.position })),
    ordered: r.ordered,
    translations: r.translations ?? {},
    missing_translations: itemMissingLocales(r),
    created_at: new Date(r.createdAt).toISOString(),
    updated_at: new Date(r.updatedAt).toISOString(),
  };
}

/** The wire fields the audit log keeps of an item (what the owner edits). */
function auditView(r: AdminItemRowFull): Record<string, unknown> {
  const { images: _i, ordered: _o, availability: _a, created_at: _c, updated_at: _u, missing_translations: _m, ...rest } = toAdminItem(r);
  return rest;
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

  /** Runs a write, turning a slug taken by a racing write into CONFLICT slugTaken. */
  async function write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await deps.transaction(fn);
    } catch (err) {
      if (isUniqueViolation(err, 'catalog_items_slug_unique')) throw new AppError('CONFLICT', ADMIN_CATALOG_MESSAGES.slugTaken);
      throw err;
    }
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
     * POST /api/admin/catalog: creates an item (staff and owner). The slug is the one given (CONFLICT
     * when taken) or a free one made from the title; an old address equal to it stops redirecting.
     * BAD_REQUEST for a compare-at price not above the price or an artwork with stock.
     */
    async create(actor: CatalogActor, body: AdminCatalogCreateBody): Promise<AdminCatalogItem> {
      checkPrices(body.kind, body.price, body.compare_at_price, body.stock);
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
          translations: mergeTranslations({}, body.translations),
        });
        await r.insertSingleVariant(id, skuOf(slug, id), body.kind === 'artwork' ? null : body.stock);
        const row = (await r.find(id))!;
        await auditRepository(tx).record({ actor, action: 'catalog.created', entity: CATALOG_ENTITY, entityId: String(id), after: auditView(row) });
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
          ...(body.translations !== undefined ? { translations: mergeTranslations(row.translations, body.translations) } : {}),
        });
        if (body.stock !== undefined) await r.setSingleVariantStock(id, body.stock);
        const after = (await r.find(id))!;
        const diff = changes(auditView(row), auditView(after));
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
        await r.remove(id);
        await auditRepository(tx).record({ actor, action: 'catalog.deleted', entity: CATALOG_ENTITY, entityId: String(id), before: auditView(row) });
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
