import { VARIANT_MESSAGES, type AdminCatalogCreateBody, type AdminItemOption } from '@atelier/contracts';
import { AppError } from '../../lib/app-error.js';
import type { CatalogOptionRow, VariantRow } from './catalog.admin.repository.js';

/**
 * The rules of an item's options and variants in the back office (docs/decisions/127), without the
 * database: reading the options and variants of a write, matching them to the stored rows by their
 * option values, and the SKUs made from the slug and the values. catalog.admin.service applies them
 * in the write's transaction.
 */

type OptionInput = AdminCatalogCreateBody['options'][number];
type VariantInput = NonNullable<AdminCatalogCreateBody['variants']>[number];

/** A 400 with a readable message, naming the field it is about. */
export const badVariants = (message: string, field: 'options' | 'variants' | 'stock' = 'variants') => new AppError('BAD_REQUEST', message, { extra: { fields: { [field]: message } } });

/** A variant of the write, read against the item's options: its English values in the options' order. */
export interface WantedVariant {
  /** The English value of each option, in the options' order ([] without options). */
  values: string[];
  id?: number;
  sku?: string;
  priceMinor: number | null;
  compareAtMinor: number | null;
  stock: number | null;
  imageId: number | null;
}

/** The key a set of option values is matched by. */
const valuesKey = (values: readonly string[]) => JSON.stringify(values);

/**
 * The options of a write as stored: names and values as written; translations as sent, and for a
 * language or part not sent, what the option of the same name had (its values' texts follow their
 * English value, so reordered or added values keep theirs). Refuses two options with one name.
 */
export function readOptions(input: readonly OptionInput[], stored: readonly CatalogOptionRow[]): CatalogOptionRow[] {
  const names = new Set<string>();
  for (const option of input) {
    const key = option.name.toLowerCase();
    if (names.has(key)) throw badVariants(VARIANT_MESSAGES.optionNameTaken, 'options');
    names.add(key);
  }
  return input.map((option) => {
    const before = stored.find((s) => s.name.toLowerCase() === option.name.toLowerCase());
    const translations: NonNullable<CatalogOptionRow['translations']> = {};
    for (const locale of ['rw', 'fr'] as const) {
      const sent = option.translations?.[locale];
      const had = before?.translations?.[locale];
      const hadValues = new Map(before?.values.map((v, i) => [v.toLowerCase(), had?.values?.[i] ?? '']) ?? []);
      const name = sent?.name !== undefined ? sent.name : (had?.name ?? '');
      const values = sent?.values !== undefined ? sent.values : option.values.map((v) => hadValues.get(v.toLowerCase()) ?? '');
      const text: { name?: string; values?: string[] } = {};
      if (name) text.name = name;
      if (values.some(Boolean)) text.values = values;
      if (Object.keys(text).length) translations[locale] = text;
    }
    return { name: option.name, values: [...option.values], ...(Object.keys(translations).length ? { translations } : {}) };
  });
}

/** Options as the back office reads them: English, with their translations so far. */
export function toAdminOptions(options: readonly CatalogOptionRow[]): AdminItemOption[] {
  return options.map((o) => ({ name: o.name, values: [...o.values], translations: o.translations ?? {} }));
}

/** A variant's `options` map on the wire: each option's English name to the variant's value. */
export function valuesToMap(options: readonly CatalogOptionRow[], values: readonly string[]): Record<string, string> {
  const map: Record<string, string> = {};
  options.forEach((option, i) => {
    if (values[i] !== undefined) map[option.name] = values[i]!;
  });
  return map;
}

/** A variant's title in English ("42 / Red"; "" without options). */
export const variantTitleOf = (values: readonly string[]) => values.join(' / ');

/**
 * Reads the variants of a write against the options: each names one value of every option, from its
 * values (matched without regard to case, stored as the option writes it), and no two name the same.
 */
export function readVariants(options: readonly CatalogOptionRow[], input: readonly VariantInput[]): WantedVariant[] {
  const seen = new Set<string>();
  return input.map((v) => {
    const entries = Object.entries(v.options ?? {});
    if (entries.length !== options.length) throw badVariants(VARIANT_MESSAGES.variantOptionsMismatch);
    const values = options.map((option) => {
      const entry = entries.find(([name]) => name.toLowerCase() === option.name.toLowerCase());
      const value = entry ? option.values.find((known) => known.toLowerCase() === entry[1].toLowerCase()) : undefined;
      if (value === undefined) throw badVariants(VARIANT_MESSAGES.variantOptionsMismatch);
      return value;
    });
    const key = valuesKey(values);
    if (seen.has(key)) throw badVariants(VARIANT_MESSAGES.variantTaken);
    seen.add(key);
    return {
      values,
      ...(v.id !== undefined ? { id: v.id } : {}),
      ...(v.sku !== undefined ? { sku: v.sku } : {}),
      priceMinor: v.price === null || v.price === undefined ? null : Math.round(v.price * 100),
      compareAtMinor: v.compare_at_price === null || v.compare_at_price === undefined ? null : Math.round(v.compare_at_price * 100),
      stock: v.stock ?? null,
      imageId: v.image_id ?? null,
    };
  });
}

/** Every combination of the options' values, in order (the first option varies slowest). */
export function everyCombination(options: readonly CatalogOptionRow[]): string[][] {
  return options.reduce<string[][]>((combos, option) => combos.flatMap((c) => option.values.map((v) => [...c, v])), [[]]);
}

/**
 * A stored row's option values under new options: each new option takes the value of the old option
 * of the same name (else, with as many options as before, of the one in its place). Null when a new
 * option has no old one to read. Rows written under other options than the stored ones (archived
 * long ago) are read as they are.
 */
export function remapValues(values: readonly string[], before: readonly CatalogOptionRow[], after: readonly CatalogOptionRow[]): string[] | null {
  if (values.length !== before.length) return values.length === after.length ? [...values] : null;
  const out: string[] = [];
  for (const [i, option] of after.entries()) {
    let from = before.findIndex((b) => b.name.toLowerCase() === option.name.toLowerCase());
    if (from < 0 && before.length === after.length && !after.some((a) => a.name.toLowerCase() === before[i]!.name.toLowerCase())) from = i;
    if (from < 0) return null;
    out.push(values[from]!);
  }
  return out;
}

/** Whether `values` name one of its values for every option (what a variant must, to stay). */
export const fitsOptions = (values: readonly string[], options: readonly CatalogOptionRow[]) => values.length === options.length && options.every((o, i) => o.values.includes(values[i]!));

/** One part of a SKU: accents folded, anything but letters and digits a hyphen, upper case. */
const skuPart = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toUpperCase();

/** The start every SKU made from `slug` shares (its first 40 characters, upper case). */
export const skuPrefix = (slug: string) => skuPart(slug).slice(0, 40).replace(/-+$/, '') || 'ITEM';

/** The SKU made from the slug and the values (IMIGONGO-HIGH-TOPS-42-RED), before it is made unique. */
export function defaultSku(slug: string, values: readonly string[]): string {
  return [skuPrefix(slug), ...values.map(skuPart)].filter(Boolean).join('-').slice(0, 58).replace(/-+$/, '');
}

/** `base`, else `base-2`, `base-3`, ... whichever is not in `taken`. */
export function uniqueSku(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** How a write changes the stored rows: which are kept (with their new place), brought back, deleted, archived, added. */
export interface VariantPlan {
  /** Stored rows (on sale or archived) that the set keeps, each with its wanted variant. */
  kept: Array<{ row: VariantRow; want: WantedVariant; position: number }>;
  added: Array<{ want: WantedVariant; position: number }>;
  deleted: VariantRow[];
  /** Rows on sale taken off sale and kept for the orders that hold them; `values` under the new options when they can be read. */
  archived: Array<{ row: VariantRow; values: string[] | null }>;
}

/**
 * Matches the wanted set to the stored rows (docs/decisions/127): a wanted variant takes the row with
 * the same option values (an archived one comes back); else the row its `id` names, when that row is
 * on sale and no other wanted variant has its values (a value renamed keeps its variant). Rows left:
 * deleted, or archived when order lines hold them.
 */
export function planVariants(rows: readonly VariantRow[], wanted: readonly WantedVariant[], before: readonly CatalogOptionRow[], after: readonly CatalogOptionRow[]): VariantPlan {
  const byKey = new Map<string, VariantRow>();
  const remapped = new Map<number, string[] | null>();
  for (const row of rows) {
    const values = remapValues(row.optionValues, before, after);
    remapped.set(row.id, values);
    if (values) {
      const key = valuesKey(values);
      // An on-sale row wins over an archived one with the same values.
      if (!byKey.has(key) || byKey.get(key)!.archivedAt !== null) byKey.set(key, row);
    }
  }
  const taken = new Set<number>();
  const plan: VariantPlan = { kept: [], added: [], deleted: [], archived: [] };
  const unmatched: Array<{ want: WantedVariant; position: number }> = [];
  wanted.forEach((want, position) => {
    const row = byKey.get(valuesKey(want.values));
    if (row && !taken.has(row.id)) {
      taken.add(row.id);
      plan.kept.push({ row, want, position });
    } else unmatched.push({ want, position });
  });
  const wantedKeys = new Set(wanted.map((w) => valuesKey(w.values)));
  for (const u of unmatched) {
    const row = u.want.id === undefined ? undefined : rows.find((r) => r.id === u.want.id && r.archivedAt === null && !taken.has(r.id));
    const ownValues = row ? remapped.get(row.id) : null;
    if (row && !(ownValues && wantedKeys.has(valuesKey(ownValues)))) {
      taken.add(row.id);
      plan.kept.push({ row, want: u.want, position: u.position });
    } else plan.added.push(u);
  }
  for (const row of rows) {
    if (taken.has(row.id)) continue;
    if (row.archivedAt !== null) continue;
    const values = remapped.get(row.id) ?? null;
    if (row.ordered) plan.archived.push({ row, values: values && !wantedKeys.has(valuesKey(values)) ? values : null });
    else plan.deleted.push(row);
  }
  // Archived rows that stay archived keep their values, read under the new options when they can be,
  // so that the same values later bring them back.
  for (const row of rows) {
    if (taken.has(row.id) || row.archivedAt === null) continue;
    const values = remapped.get(row.id);
    if (values && valuesKey(values) !== valuesKey(row.optionValues) && !wantedKeys.has(valuesKey(values))) plan.archived.push({ row, values });
  }
  return plan;
}
