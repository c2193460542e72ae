import type { AdminCatalogItem, CatalogKind, CatalogState } from '@atelier/contracts';
import { Badge, type BadgeTone } from '@/components/badge';

export const KIND_LABELS: Record<CatalogKind, string> = { product: 'Product', artwork: 'Artwork' };
export const STATE_LABELS: Record<CatalogState, string> = { draft: 'Draft', published: 'Published', archived: 'Archived' };
const STATE_TONES: Record<CatalogState, BadgeTone> = { draft: 'amber', published: 'green', archived: 'neutral' };

/** An item's state as a coloured badge (draft amber, published green, archived grey). */
export function StateBadge({ state }: { state: CatalogState }) {
  return <Badge tone={STATE_TONES[state]}>{STATE_LABELS[state]}</Badge>;
}

/** What is left to sell, in words: "One of a kind", "Reserved", "Sold", "Sold out", "12 in stock", "Made to order". */
export function stockText(item: Pick<AdminCatalogItem, 'kind' | 'stock' | 'availability'>): string {
  if (item.availability === 'reserved') return 'Reserved';
  if (item.availability === 'sold') return 'Sold';
  if (item.availability === 'sold_out') return 'Sold out';
  if (item.stock !== null) return `${item.stock} in stock`;
  return item.kind === 'artwork' ? 'One of a kind' : 'Not counted';
}
