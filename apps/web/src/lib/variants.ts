import { findVariant, variantTitle, type ItemOption } from '@atelier/contracts';

export type { SourceVariant, VariantSource } from './variants-basic';
import { priceBeforeChoice, type SourceVariant, type VariantSource } from './variants-basic';

/** The values chosen so far, by option name (in the reply's language); a missing name: not chosen yet. */
export type Chosen = Record<string, string | undefined>;

export { needsChoice, onlyVariant } from './variants-basic';

/** The variant `?variant=<id>` names, if the item sells it (a shared link opens it chosen). */
export function variantFromParam(item: VariantSource, param: string | null): SourceVariant | undefined {
  const id = Number.parseInt(param ?? '', 10);
  return Number.isInteger(id) ? item.variants?.find((variant) => variant.id === id) : undefined;
}

/** The chosen values of one variant. */
export function chosenOf(variant: SourceVariant | undefined): Chosen {
  return variant ? { ...variant.options } : {};
}

/** The variant `chosen` names exactly, once every option has a value. */
export function chosenVariant(item: VariantSource, chosen: Chosen): SourceVariant | undefined {
  return findVariant(item.variants ?? [], item.options ?? [], chosen);
}

/** The first option without a value yet ("Size" until a size is chosen); undefined once all are chosen. */
export function firstUnchosen(item: VariantSource, chosen: Chosen): ItemOption | undefined {
  return item.options?.find((option) => !chosen[option.name]);
}

/** The variants that carry `value` for `optionName` and match every other chosen value. */
function matching(item: VariantSource, chosen: Chosen, optionName: string, value: string): SourceVariant[] {
  return (item.variants ?? []).filter(
    (variant) =>
      variant.options[optionName] === value && (item.options ?? []).every((option) => option.name === optionName || !chosen[option.name] || variant.options[option.name] === chosen[option.name]),
  );
}

/**
 * How a value reads in the picker with the other values chosen so far (docs/decisions/127):
 * 'available' when some variant with it can be bought, 'sold_out' when every such variant is sold out,
 * 'unavailable' when no variant with it and the other chosen values is on sale at all.
 */
export function valueState(item: VariantSource, chosen: Chosen, optionName: string, value: string): 'available' | 'sold_out' | 'unavailable' {
  const variants = matching(item, chosen, optionName, value);
  if (variants.length === 0) return 'unavailable';
  return variants.some((variant) => variant.availability === 'available') ? 'available' : 'sold_out';
}

/** The picture of the chosen values (a colour's), if a variant matching them names one. */
export function chosenImage(item: VariantSource, chosen: Chosen): string | null {
  const options = item.options ?? [];
  if (!options.some((option) => chosen[option.name])) return null;
  const variant = (item.variants ?? []).find((v) => v.image && options.every((option) => !chosen[option.name] || v.options[option.name] === chosen[option.name]));
  return variant?.image ?? null;
}

/**
 * The swatch of each value of `optionName` (docs/decisions/127, "Colour swatches"): the picture of
 * the first variant with that value that names one, by value, when the option is what the item's
 * pictures vary by (every value sold has a picture, and they are not all the same); empty otherwise,
 * so a size never shows swatches, nor a row where one colour would lack its own, nor a list's card
 * variants (no `image`).
 */
export function valueSwatches(item: VariantSource, optionName: string): Map<string, string> {
  const swatches = new Map<string, string>();
  const values = new Set<string>();
  for (const variant of item.variants ?? []) {
    const value = variant.options[optionName];
    if (value === undefined) continue;
    values.add(value);
    if (variant.image && !swatches.has(value)) swatches.set(value, variant.image);
  }
  return swatches.size === values.size && new Set(swatches.values()).size >= 2 ? swatches : new Map();
}

/**
 * The price to show: the chosen variant's (with its compare-at price); before a choice, the lowest
 * price marked `from` when the variants' prices differ, else the item's price and compare-at price.
 */
export function shownPrice(item: VariantSource & { price: number; compare_at_price?: number | null }, variant: SourceVariant | undefined): { price: number; compareAt: number | null; from: boolean } {
  if (variant) return { price: variant.price, compareAt: variant.compare_at_price, from: false };
  return priceBeforeChoice(item);
}

/** The chosen variant's title ("42 / Red"), "" for a single-variant item without options. */
export function titleOf(item: VariantSource, variant: SourceVariant | undefined): string {
  return variant ? variantTitle(item.options ?? [], variant.options) : '';
}

/**
 * The kind of a well-known option, by its name in any of the shop's languages, so "Choose a size"
 * reads in good grammar in each; 'other' for the rest ("Choose {option}").
 */
export function optionKind(name: string): 'size' | 'colour' | 'other' {
  const key = name.trim().toLowerCase();
  if (['size', 'ingano', 'taille', 'pointure'].includes(key)) return 'size';
  if (['colour', 'color', 'ibara', 'couleur'].includes(key)) return 'colour';
  return 'other';
}
