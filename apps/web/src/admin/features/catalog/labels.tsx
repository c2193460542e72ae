import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { AdminCatalogItem, CatalogKind } from '@atelier/contracts';
import { variantNoun, variantStock } from './variants';

/** An item's kind (docs/i18n-glossary.md), read with `i18n._` or `labelsIn`. */
const KIND_LABELS: Record<CatalogKind, MessageDescriptor> = {
  product: msg({ context: 'item kind', message: 'Product' }),
  artwork: msg({ context: 'item kind', message: 'Artwork' }),
};
/** The kind filter's choices: "Products", "Artworks". */
export const KIND_PLURAL_LABELS: Record<CatalogKind, MessageDescriptor> = {
  product: msg({ context: 'item kind', message: 'Products' }),
  artwork: msg({ context: 'item kind', message: 'Artworks' }),
};
/** An item's kind in the active language. */
export const kindLabel = (kind: CatalogKind): string => i18n._(KIND_LABELS[kind]);

/** What is left to sell, in words: "One of a kind", "Reserved", "Sold", "Sold out", "12 in stock", "Made to order". */
function stockText(item: Pick<AdminCatalogItem, 'kind' | 'stock' | 'availability'>): string {
  if (item.availability === 'reserved') return t({ context: 'item stock', message: 'Reserved' });
  if (item.availability === 'sold') return t({ context: 'item stock', message: 'Sold' });
  if (item.availability === 'sold_out') return t({ context: 'item stock', message: 'Sold out' });
  if (item.stock !== null) return plural(item.stock, { one: '# in stock', other: '# in stock' });
  return item.kind === 'artwork' ? t`One of a kind` : t`Not counted`;
}

/** "4 sizes", "3 colours", "6 variants": how many variants an item sells, named by its one option when it is a size or colour. */
function variantCount(item: Pick<AdminCatalogItem, 'options' | 'variants'>): string {
  const count = item.variants.length;
  const noun = variantNoun(item.options);
  if (noun === 'size') return plural(count, { one: '# size', other: '# sizes' });
  if (noun === 'colour') return plural(count, { one: '# colour', other: '# colours' });
  return plural(count, { one: '# variant', other: '# variants' });
}

/**
 * The list's stock line (docs/decisions/127): an item with several variants says how many units in
 * how many of them and how many are sold out ("12 in 4 sizes · 2 sold out"); one variant reads as
 * stockText.
 */
export function stockSummary(item: Pick<AdminCatalogItem, 'kind' | 'stock' | 'availability' | 'options' | 'variants'>): string {
  if ((item.variants?.length ?? 0) <= 1) return stockText(item);
  const { counted, total, soldOut } = variantStock(item);
  const group = variantCount(item);
  if (counted === 0) return t({ context: 'item stock', message: `Not counted · ${group}` });
  if (item.availability === 'sold_out') return t({ context: 'item stock', message: `Sold out · ${group}` });
  const base = t({ context: 'item stock', message: `${total} in ${group}` });
  return soldOut > 0 ? `${base} · ${plural(soldOut, { one: '# sold out', other: '# sold out' })}` : base;
}
