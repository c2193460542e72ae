import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { AdminCatalogItem, CatalogKind } from '@atelier/contracts';

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
export function stockText(item: Pick<AdminCatalogItem, 'kind' | 'stock' | 'availability'>): string {
  if (item.availability === 'reserved') return t({ context: 'item stock', message: 'Reserved' });
  if (item.availability === 'sold') return t({ context: 'item stock', message: 'Sold' });
  if (item.availability === 'sold_out') return t({ context: 'item stock', message: 'Sold out' });
  if (item.stock !== null) return plural(item.stock, { one: '# in stock', other: '# in stock' });
  return item.kind === 'artwork' ? t`One of a kind` : t`Not counted`;
}
