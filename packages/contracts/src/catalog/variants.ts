import { z } from 'zod';
import { idSchema, wireNumber } from '../common.js';
import { translatedText } from '../i18n/content.js';

/**
 * Options and variants of an item (docs/decisions/127): an item has up to MAX_OPTIONS options (Size,
 * Colour), each with its values in order; its variants are the combinations on sale, each with a SKU
 * unique in the shop, an optional price and compare-at price that override the item's, and a stock
 * (a count, or null: not counted, made to order). An item without options has exactly one variant
 * (`options` {}); artworks are one of a kind and never have options.
 *
 * On the wire, a variant's `options` maps each option's name to its value, in the language of the
 * reply (the public JSON is per language: names and values are translated there, consistently);
 * the back office writes and reads them in English, the stored original.
 */

export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 30;
export const MAX_VARIANTS = 100;
/** Low stock at or under this many units, until the owner sets another threshold. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 2;

/** Texts of the answers about options and variants (store and back office). */
export const VARIANT_MESSAGES = {
  /** 400 when an item with several variants is added or ordered without one: names the first option ("Please choose a size"). */
  chooseOption: (optionName: string) => `Please choose a ${optionName.toLowerCase()}`,
  variantNotFound: 'This size or colour is no longer sold. Please choose another one.',
  soldOut: 'Sold out',
  tooManyOptions: `An item can have at most ${MAX_OPTIONS} options`,
  tooManyValues: `An option can have at most ${MAX_OPTION_VALUES} values`,
  tooManyVariants: `An item can have at most ${MAX_VARIANTS} variants`,
  optionNameRequired: 'Please name each option (for example Size)',
  optionNameTaken: 'Two options have the same name',
  optionValuesRequired: 'Please give each option at least one value',
  optionValueTaken: (name: string) => `${name} lists the same value twice`,
  variantOptionsMismatch: 'Each variant needs one value of every option, from that option’s values',
  variantTaken: 'Two variants have the same option values',
  variantsRequired: 'Please keep at least one variant on sale',
  skuTaken: (sku: string) => `Another variant already uses the SKU ${sku}`,
  skuInvalid: 'A SKU may hold only letters, digits, dots, hyphens and underscores (at most 64)',
  artworkNoOptions: 'An artwork is one of a kind: it has no sizes or colours',
  optionTranslationValues: 'A translation lists one text for each value of its option',
  /** 400 when `stock` is written on the item while it has (or gets) several variants: each counts its own. */
  stockPerVariant: 'This item has several variants: please set the stock of each variant',
  /** 400 when `options` change without `variants` and a variant no longer fits them. */
  optionsDontFit: 'Some variants no longer fit these options: please send the variants too',
  /** 400 when a variant names a picture that is not one of this item's. */
  variantImageNotOfItem: 'A variant’s picture must be one of this item’s pictures',
} as const;

/** An option as the public sees it: its name and values in the reply's language. */
export const ItemOption = /* @__PURE__ */ z.object({ name: z.string(), values: z.array(z.string()) });
export type ItemOption = z.infer<typeof ItemOption>;

/**
 * A variant as the public sees it (`GET /api/products`, `/api/products/{id}`, the gallery): no stock
 * count, only whether it can be bought. `price` is what it costs (its own or the item's), in RWF;
 * `compare_at_price` only when above `price`.
 */
export const ItemVariant = /* @__PURE__ */ z.object({
  id: z.number().int(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  price: z.number(),
  compare_at_price: z.number().nullable(),
  availability: z.enum(['available', 'sold_out']),
  /** The item's picture that shows this variant (a colour's), 640 px URL; null: the item's cover. */
  image: z.string().nullable(),
});
export type ItemVariant = z.infer<typeof ItemVariant>;

/**
 * A variant as the lists carry it (docs/decisions/127, "The list's card body"): `GET /api/products`
 * and `/api/gallery` pages and search results, what a card and its variant sheet read. ItemVariant
 * without `sku` and `image`, which only the item page reads (it gets them from `/api/products/{id}`):
 * `{ id, options, price, compare_at_price, availability }`, in that order.
 */
export const CardVariant = /* @__PURE__ */ ItemVariant.pick({ id: true, options: true, price: true, compare_at_price: true, availability: true });
export type CardVariant = z.infer<typeof CardVariant>;

/**
 * A variant's title: its option values in the options' order, joined by " / " ("42 / Red"); "" for
 * the single variant of an item without options.
 */
export function variantTitle(options: readonly ItemOption[], values: Record<string, string>): string {
  return options
    .map((option) => values[option.name])
    .filter((value): value is string => Boolean(value))
    .join(' / ');
}

/** The line's name with its variant, as cart, checkout, messages and invoices print it ("Imigongo High-Tops — 42 / Red"). */
export function titleWithVariant(title: string, variantTitleText: string | null | undefined): string {
  return variantTitleText ? `${title} — ${variantTitleText}` : title;
}

/** The variant whose option values are exactly `chosen`, if one is on sale. */
export function findVariant<V extends Pick<ItemVariant, 'options'>>(variants: readonly V[], options: readonly ItemOption[], chosen: Record<string, string | undefined>): V | undefined {
  if (options.some((option) => !chosen[option.name])) return undefined;
  return variants.find((variant) => options.every((option) => variant.options[option.name] === chosen[option.name]));
}

// ---------------------------------------------------------------------------------------------
// Back office (POST and PATCH /api/admin/catalog)
// ---------------------------------------------------------------------------------------------

const OptionText = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(1, VARIANT_MESSAGES.optionNameRequired)
    .max(40, `${name} must be at most 40 characters`);

/**
 * An option's rw and fr texts: its name and its values in the same order as the English ones
 * (`{ rw: { name: "Ingano", values: ["36", …] } }`); a value left "" falls back to English.
 */
const OptionTranslation = /* @__PURE__ */ z.strictObject({
  name: /* @__PURE__ */ translatedText('An option name', 40).optional(),
  values: /* @__PURE__ */ z.array(/* @__PURE__ */ translatedText('An option value', 40), { error: VARIANT_MESSAGES.optionTranslationValues }).optional(),
});
// Marked pure (as the writes below): the store's bundle imports this module for its helpers only.
const OptionTranslations = /* @__PURE__ */ z.strictObject({ rw: /* @__PURE__ */ OptionTranslation.optional(), fr: /* @__PURE__ */ OptionTranslation.optional() });

/** An option in a write: name and values in English, in order; their rw/fr texts optional. */
const AdminOptionInput = /* @__PURE__ */ z
  .object({
    name: OptionText('An option name'),
    values: z
      .array(OptionText('An option value'), { error: VARIANT_MESSAGES.optionValuesRequired })
      .min(1, VARIANT_MESSAGES.optionValuesRequired)
      .max(MAX_OPTION_VALUES, VARIANT_MESSAGES.tooManyValues),
    translations: OptionTranslations.optional(),
  })
  .strict()
  .superRefine((option, ctx) => {
    const seen = new Set<string>();
    for (const value of option.values) {
      const key = value.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: VARIANT_MESSAGES.optionValueTaken(option.name), path: ['values'] });
      seen.add(key);
    }
    for (const locale of ['rw', 'fr'] as const) {
      const values = option.translations?.[locale]?.values;
      if (values && values.length !== option.values.length) ctx.addIssue({ code: 'custom', message: VARIANT_MESSAGES.optionTranslationValues, path: ['translations', locale, 'values'] });
    }
  });
type AdminOptionInput = z.input<typeof AdminOptionInput>;

/** A stock count in a write: a whole number 0 to 1,000,000; null: not counted (made to order). */
const VariantStock = wireNumber(
  z.number({ error: 'The stock must be a number' }).int('The stock must be a whole number').min(0, 'The stock cannot be negative').max(1_000_000, 'The stock must be at most 1,000,000'),
).nullable();
/** Whole RWF, 0 to 1 billion; null: the item's price. */
const VariantPrice = wireNumber(
  z.number({ error: 'A price must be a number' }).int('A price must be a whole number of RWF').min(0, 'A price cannot be negative').max(1_000_000_000, 'A price must be at most 1,000,000,000 RWF'),
).nullable();
const SKU_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * A variant in a write. `options` maps each option's English name to one of its values; `id` (optional)
 * names an existing variant, but a variant is matched to an existing one by its option values either
 * way (same values: same id, so carts and orders still point to it). `sku` defaults to one made from
 * the item's slug and the values; `price`/`compare_at_price` null or absent: the item's.
 */
const AdminVariantInput = /* @__PURE__ */ z
  .object({
    id: idSchema('variant id').optional(),
    options: z.record(z.string(), z.string().trim(), { error: VARIANT_MESSAGES.variantOptionsMismatch }).default({}),
    sku: z.string({ error: VARIANT_MESSAGES.skuInvalid }).trim().regex(SKU_PATTERN, VARIANT_MESSAGES.skuInvalid).optional(),
    price: VariantPrice.optional(),
    compare_at_price: VariantPrice.optional(),
    stock: VariantStock.default(null),
    /** One of the item's pictures (its id) that shows this variant; null or absent: none. */
    image_id: idSchema('image_id').nullable().optional(),
  })
  .strict();
type AdminVariantInput = z.input<typeof AdminVariantInput>;

/** What POST and PATCH /api/admin/catalog add to an item's fields: its options and, replacing the set, its variants. */
export const variantWriteFields = {
  options: z.array(AdminOptionInput, { error: 'options must be a list' }).max(MAX_OPTIONS, VARIANT_MESSAGES.tooManyOptions),
  variants: z.array(AdminVariantInput, { error: 'variants must be a list' }).min(1, VARIANT_MESSAGES.variantsRequired).max(MAX_VARIANTS, VARIANT_MESSAGES.tooManyVariants),
};

/** An option as the back office reads it: English name and values, and their translations so far. */
export const AdminItemOption = /* @__PURE__ */ z.object({
  name: z.string(),
  values: z.array(z.string()),
  translations: z.object({
    rw: z.object({ name: z.string().optional(), values: z.array(z.string()).optional() }).optional(),
    fr: z.object({ name: z.string().optional(), values: z.array(z.string()).optional() }).optional(),
  }),
});
export type AdminItemOption = z.infer<typeof AdminItemOption>;

/**
 * A variant on sale as the back office reads it: its own price and compare-at price (null: the item's),
 * its stock (null: not counted) and whether orders hold it. Variants taken off sale that orders hold are
 * archived (kept for those orders) and not listed.
 */
export const AdminItemVariant = /* @__PURE__ */ z.object({
  id: z.number().int(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  price: z.number().nullable(),
  compare_at_price: z.number().nullable(),
  stock: z.number().int().nullable(),
  image_id: z.number().int().nullable(),
  ordered: z.boolean(),
});
export type AdminItemVariant = z.infer<typeof AdminItemVariant>;
