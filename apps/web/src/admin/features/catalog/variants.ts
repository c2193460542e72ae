import type { AdminCatalogItem, AdminItemOption, AdminItemVariant } from '@atelier/contracts';

/*
 * The item form's options and variants (docs/decisions/127) as the form holds them: texts as typed
 * (numbers as strings, '' for empty), the English option names and values, their rw/fr texts kept in
 * the values' order. Pure functions, shared by the form and its tests.
 */

/** An option in the form: English name and values, and the rw/fr name and values (same order, '' untranslated). */
export interface OptionDraft {
  name: string;
  values: string[];
  translations: { rw: { name: string; values: string[] }; fr: { name: string; values: string[] } };
}

/** A variant in the form: `options` maps each English option name to its English value. */
export interface VariantDraft {
  id?: number;
  options: Record<string, string>;
  sku: string;
  /** Whole RWF as typed; '' or null: the item's. */
  price: string | null;
  compare_at_price: string | null;
  /** Units as typed; '' or null: not counted. */
  stock: string | null;
  /** A picture's id as the select holds it; '': none. */
  image_id: string;
  /** Orders hold it: removing it archives it (kept for those orders). */
  ordered?: boolean;
}

const text = (n: number | null | undefined): string | null => (n === null || n === undefined ? null : String(n));

/** A stored option as the form starts with it. */
export function optionDraft(option?: AdminItemOption): OptionDraft {
  const values = option?.values ?? [];
  const lang = (l: 'rw' | 'fr') => ({
    name: option?.translations[l]?.name ?? '',
    values: values.map((_, i) => option?.translations[l]?.values?.[i] ?? ''),
  });
  return { name: option?.name ?? '', values: [...values], translations: { rw: lang('rw'), fr: lang('fr') } };
}

/** A stored variant as the form starts with it. */
export function variantDraft(variant: AdminItemVariant): VariantDraft {
  return {
    id: variant.id,
    options: { ...variant.options },
    sku: variant.sku,
    price: text(variant.price),
    compare_at_price: text(variant.compare_at_price),
    stock: text(variant.stock),
    image_id: variant.image_id === null ? '' : String(variant.image_id),
    ordered: variant.ordered,
  };
}

/** The values of a variant in the options' order (by name; by position when an option was renamed). */
function valuesOf(variant: Pick<VariantDraft, 'options'>, options: readonly Pick<OptionDraft, 'name'>[]): string[] {
  const byName = options.map((o) => variant.options[o.name]);
  if (byName.every((v) => v !== undefined)) return byName as string[];
  return Object.values(variant.options);
}

/** A variant's title: its values joined by " / " ("42 / Red"), as decision 127 writes it. */
export function draftTitle(variant: Pick<VariantDraft, 'options'>, options: readonly Pick<OptionDraft, 'name'>[]): string {
  return valuesOf(variant, options).join(' / ');
}

/** Options with a name and at least one value, trimmed (the ones that make variants). */
function usableOptions(options: readonly OptionDraft[]): Array<{ name: string; values: string[] }> {
  return options.map((o) => ({ name: o.name.trim(), values: o.values.map((v) => v.trim()).filter(Boolean) })).filter((o) => o.name && o.values.length > 0);
}

/** Every combination of the options' values, in order: [["40","Red"], ["40","Blue"], ["41","Red"], …]. */
export function combinations(options: readonly { values: readonly string[] }[]): string[][] {
  return options.reduce<string[][]>((acc, option) => acc.flatMap((combo) => option.values.map((value) => [...combo, value])), [[]]);
}

const sameValues = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v.toLowerCase() === b[i]!.toLowerCase());

/**
 * "Generate variants": one variant per combination of the options' values, each keeping the SKU,
 * prices, stock, picture and id of the variant that already has those values (so carts and orders
 * still point to it); new combinations start with the item's price and no stock count.
 */
export function generateVariants(options: readonly OptionDraft[], existing: readonly VariantDraft[]): VariantDraft[] {
  const usable = usableOptions(options);
  if (usable.length === 0) return [];
  return combinations(usable).map((values) => {
    const map = Object.fromEntries(usable.map((o, i) => [o.name, values[i]!]));
    const kept = existing.find((v) => Object.keys(v.options).length === values.length && sameValues(valuesOf(v, usable), values));
    return kept ? { ...kept, options: map } : { options: map, sku: '', price: null, compare_at_price: null, stock: null, image_id: '' };
  });
}

/** True when each variant has exactly one value of every option, from that option's values. */
export function variantsFitOptions(options: readonly OptionDraft[], variants: readonly VariantDraft[]): boolean {
  const usable = usableOptions(options);
  return variants.every((v) => Object.keys(v.options).length === usable.length && usable.every((o) => o.values.includes(v.options[o.name] ?? '')));
}

/** Splits a typed or pasted list of values ("40, 41, 42" or one a line) into its values, trimmed. */
export function splitValues(typed: string): string[] {
  return typed
    .split(/[,;\n]/)
    .map((v) => v.trim())
    .filter(Boolean);
}

/** The stock sum and counts of an item's variants, for the list's summary. */
export function variantStock(item: Pick<AdminCatalogItem, 'variants'>): { variants: number; counted: number; total: number; soldOut: number } {
  const counted = item.variants.filter((v) => v.stock !== null);
  return {
    variants: item.variants.length,
    counted: counted.length,
    total: counted.reduce((sum, v) => sum + (v.stock ?? 0), 0),
    soldOut: counted.filter((v) => v.stock === 0).length,
  };
}

/** What kind of thing the variants are, from the item's one option: sizes, colours, or variants. */
export function variantNoun(options: readonly Pick<AdminItemOption, 'name'>[]): 'size' | 'colour' | 'variant' {
  if (options.length !== 1) return 'variant';
  const name = options[0]!.name.trim().toLowerCase();
  if (/^(shoe )?sizes?$/.test(name)) return 'size';
  if (/^colou?rs?$/.test(name)) return 'colour';
  return 'variant';
}
