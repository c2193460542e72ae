import type { CardVariant, ItemOption, ItemVariant } from '@atelier/contracts';

/*
 * What a store card asks of an item's variants (docs/decisions/127), apart from the picker's logic
 * (lib/variants.ts), so the store's cards do not carry the picker's code.
 */

/**
 * A variant as the store reads it (docs/decisions/127): a list's card variant (CardVariant: no `sku`,
 * no `image`, "The list's card body"), or the item's full one (ItemVariant), which adds them.
 */
export type SourceVariant = CardVariant & Partial<Pick<ItemVariant, 'sku' | 'image'>>;

/** The options and variants of an item, as a list's card body or the item's full body carries them (docs/decisions/127). */
export interface VariantSource {
  options?: ItemOption[];
  variants?: SourceVariant[];
}

/**
 * Whether the customer must choose a variant before buying (docs/decisions/127): an item with more
 * than one variant on sale. An item with one variant (no options, artworks) is bought as before.
 */
export function needsChoice(item: VariantSource): boolean {
  return (item.options?.length ?? 0) > 0 && (item.variants?.length ?? 0) > 1;
}

/** The variant bought without a choice: the only one of a single-variant item; none otherwise. */
export function onlyVariant(item: VariantSource): SourceVariant | undefined {
  return item.variants?.length === 1 ? item.variants[0] : undefined;
}

/**
 * The price a card or an item page shows before a variant is chosen (docs/decisions/127): the lowest
 * variant price marked `from` when the variants' prices differ, else the item's price (RWF) and its
 * compare-at price.
 */
export function priceBeforeChoice(item: VariantSource & { price: number; compare_at_price?: number | null }): { price: number; compareAt: number | null; from: boolean } {
  const prices = item.variants?.map((variant) => variant.price) ?? [];
  const min = Math.min(...prices);
  if (prices.some((price) => price !== min)) return { price: min, compareAt: null, from: true };
  return { price: item.price, compareAt: item.compare_at_price ?? null, from: false };
}
