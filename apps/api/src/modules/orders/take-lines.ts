import { ADMIN_CATALOG_MESSAGES, CHECKOUT_MESSAGES, MAX_LINE_QUANTITY, titleWithVariant } from '@atelier/contracts';
import { AppError } from '../../lib/app-error.js';
import { newOrderNumber } from '../../lib/crypto.js';
import { newPayKeyNonce } from '../../lib/pay-link.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { chooseVariant } from '../catalog/variants.js';
import type { OrderRow, ordersRepository } from './orders.repository.js';

/**
 * How an order takes its catalog lines, for every channel (docs/decisions/101, 127, 128): the web
 * checkout (orders.service) and the orders staff enter or edit (orders.admin.service) price lines,
 * check them, and take stock and one-of-a-kind artworks in their transaction with these same
 * functions, so the last unit and an artwork go to one order only, whichever channel asks.
 */

type Repo = ReturnType<typeof ordersRepository>;
type OrderValues = Parameters<Repo['insertOrder']>[0];
type ItemValues = Parameters<Repo['insertItems']>[0][number];
type CatalogPricing = Awaited<ReturnType<CatalogService['pricing']>>[number];
type CatalogVariant = CatalogPricing['variants'][number];

/** A catalog line priced now: the item, the variant bought (docs/decisions/127) and its price, in minor units. */
export type CatalogLine = Omit<CatalogPricing, 'variants' | 'priceMinor'> & { variant: CatalogVariant; priceMinor: number; quantity: number };

/**
 * Prices catalog lines from the catalog now: each line names a variant (its own, or the item's only
 * one; chooseVariant's errors otherwise), lines of one variant are merged. BAD_REQUEST
 * itemUnavailable when an item is unknown or not on sale. Quantities are checked by `checkCatalogLines`.
 */
export async function priceCatalogLines(catalog: CatalogService, lines: ReadonlyArray<{ productId: number; variantId?: number; quantity: number }>): Promise<CatalogLine[]> {
  const itemIds = [...new Set(lines.map((l) => l.productId))];
  const priced = itemIds.length ? await catalog.pricing(itemIds) : [];
  if (priced.length !== itemIds.length) throw new AppError('BAD_REQUEST', CHECKOUT_MESSAGES.itemUnavailable);
  const byId = new Map(priced.map((p) => [p.id, p]));
  // An order we cannot take exactly is refused, never trimmed (docs/decisions/093).
  const merged = new Map<number, { item: CatalogPricing; variant: CatalogVariant; quantity: number }>();
  for (const line of lines) {
    const item = byId.get(line.productId)!;
    const variant = chooseVariant(item, line.variantId);
    const seen = merged.get(variant.id);
    if (seen) seen.quantity += line.quantity;
    else merged.set(variant.id, { item, variant, quantity: line.quantity });
  }
  return [...merged.values()].map(({ item, variant, quantity }) => {
    const { variants: _variants, ...rest } = item;
    return { ...rest, variant, priceMinor: variant.priceMinor, quantity };
  });
}

/**
 * The checks of catalog lines before their transaction: at most MAX_LINE_QUANTITY of a variant
 * (BAD_REQUEST), an artwork's quantity is 1 (BAD_REQUEST), an artwork another live order holds
 * (CONFLICT artworkTaken; `exceptOrder` is the order being edited, whose own lines do not count), too
 * few units of a counted variant (CONFLICT notEnoughStock; `released` adds the units the edited order
 * gives back). The transaction checks stock and artworks again under their locks.
 */
export async function checkCatalogLines(repo: Repo, lines: readonly CatalogLine[], edit?: { heldByThisOrder: ReadonlySet<number>; released: ReadonlyMap<number, number> }): Promise<void> {
  const tooMany = lines.find((l) => l.quantity > MAX_LINE_QUANTITY);
  if (tooMany) {
    throw new AppError('BAD_REQUEST', `You can order at most ${MAX_LINE_QUANTITY} of “${titleWithVariant(tooMany.title, tooMany.variant.title)}” (your lines add up to ${tooMany.quantity})`);
  }
  if (lines.some((l) => l.kind === 'artwork' && l.quantity > 1)) throw new AppError('BAD_REQUEST', CHECKOUT_MESSAGES.artworkQuantity);
  const artworkIds = lines.filter((l) => l.kind === 'artwork' && !edit?.heldByThisOrder.has(l.id)).map((l) => l.id);
  if ((await repo.heldItems(artworkIds)).size > 0) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.artworkTaken);
  // Counted variants (docs/decisions/101, 127): 0 left is sold out, fewer than asked cannot be ordered.
  const left = (l: CatalogLine) => l.variant.stock! + (edit?.released.get(l.variant.id) ?? 0);
  const short = lines.find((l) => l.variant.stock !== null && left(l) < l.quantity);
  if (short) throw new AppError('CONFLICT', ADMIN_CATALOG_MESSAGES.notEnoughStock(titleWithVariant(short.title, short.variant.title), left(short)));
}

/** In the order's transaction, after `lockItems`: CONFLICT artworkTaken when a live order holds one of these artworks. */
export async function assertArtworksFree(r: Repo, artworkIds: number[]): Promise<void> {
  if ((await r.heldItems(artworkIds)).size > 0) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.artworkTaken);
}

/**
 * In the order's transaction: counted variants give their units now; the last unit goes to one order
 * only (the UPDATE re-checks what is left, a second order waits on the row). CONFLICT notEnoughStock
 * with what is left otherwise.
 */
export async function takeStock(r: Repo, lines: readonly CatalogLine[]): Promise<void> {
  for (const l of lines) {
    if (l.variant.stock !== null && !(await r.takeStock(l.variant.id, l.quantity))) {
      throw new AppError('CONFLICT', ADMIN_CATALOG_MESSAGES.notEnoughStock(titleWithVariant(l.title, l.variant.title), Math.max(0, (await r.stockOf(l.variant.id)) ?? 0)));
    }
  }
}

/** The stored line of a catalog line of order `orderId` (its snapshot, and the units it took). */
export function catalogItemValues(orderId: string, l: CatalogLine, lineTotalMinor: number): ItemValues {
  return {
    orderId,
    itemId: l.id,
    kind: l.kind,
    productName: l.title,
    variantId: l.variant.id,
    variantTitle: l.variant.title,
    sku: l.variant.sku,
    description: l.description,
    unitPriceMinor: l.priceMinor,
    quantity: l.quantity,
    lineTotalMinor,
    stockTaken: l.variant.stock !== null ? l.quantity : 0,
    material: l.material,
    size: l.size,
    washable: l.washable,
    image: l.variant.image,
  };
}

/**
 * Inserts an order with a new number (`ATL-…`) and its pay-link nonce, drawing another number when
 * one is taken (5 tries). When the insert is refused, `onTaken` may name the order that won instead
 * (the same idempotency key): it is returned as `{ raced }`.
 */
export async function insertNumberedOrder<T>(
  r: Repo,
  values: Omit<OrderValues, 'orderNumber' | 'payKeyNonce'>,
  onTaken: () => Promise<T | undefined> = async () => undefined,
): Promise<{ row: OrderRow } | { raced: T }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await r.insertOrder({ ...values, orderNumber: newOrderNumber(), payKeyNonce: newPayKeyNonce() });
    if (row) return { row };
    // Taken: either the same key raced us (return that order) or the number collided (retry).
    const raced = await onTaken();
    if (raced) return { raced };
  }
  throw new Error('could not allocate a unique order number');
}
