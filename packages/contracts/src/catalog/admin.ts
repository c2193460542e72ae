import { z } from 'zod';
import { PageQuery, SearchText, idSchema, optionalText, pageLimit, requiredText, wireNumber } from '../common.js';
import { CONTENT_ADMIN_MESSAGES, ImageKey, LinkTarget } from '../content/admin.js';
import { CONTENT_LOCALES, TranslationsReply, translatedReply, translatedText, translationsSchema } from '../i18n/content.js';
import { CATALOG_KINDS, HeroSlide } from './public.js';
import { AdminItemOption, AdminItemVariant, variantWriteFields } from './variants.js';

/**
 * The back office's catalog (docs/decisions/101) and hero slides (docs/decisions/102): the query,
 * body and reply of `/api/admin/catalog/*` and `/api/admin/hero/*`. An item uses the names the
 * storefront's replies already use (`title`, `price`, `compare_at_price`, `medium_description`, ...)
 * plus `kind`, `state` and `stock`. Money is whole RWF on the wire; times are ISO 8601 strings.
 */

// ---------------------------------------------------------------------------------------------
// Items (/api/admin/catalog; staff, prices the owner's)
// ---------------------------------------------------------------------------------------------

/** draft (only the back office sees it), published (the storefront shows it), archived (withdrawn). */
export const CATALOG_STATES = ['draft', 'published', 'archived'] as const;
export type CatalogState = (typeof CATALOG_STATES)[number];

/** Texts of the back office's answers about catalog items, and the checkout's stock texts. */
export const CATALOG_ADMIN_MESSAGES = {
  itemNotFound: 'Item not found',
  imageNotFound: 'Picture not found',
  titleRequired: 'Please enter a title',
  priceRequired: 'Please enter a price',
  slugTaken: 'Another item already uses this address (slug)',
  slugInvalid: 'The address (slug) may hold only lower-case letters, digits and single hyphens',
  compareAtNotAbove: 'The compare-at price must be more than the price',
  priceOwnerOnly: 'Only the owner can change prices. Ask the owner to change the price or the compare-at price.',
  artworkNoStock: 'An artwork is one of a kind: it has no stock count',
  kindFixed: 'The kind of an item cannot be changed',
  noFiles: 'Please choose at least one picture',
  tooManyFiles: `Please send at most 10 pictures at once`,
  tooManyImages: 'An item can have at most 20 pictures',
  orderIdsMismatch: 'Please list every picture of the item exactly once',
  soldOut: 'Sold out',
  notEnoughStock: (title: string, left: number) => (left > 0 ? `Only ${left} of “${title}” left` : `“${title}” is sold out`),
} as const;

/** Most pictures one upload may carry, and one item may hold. */
export const ADMIN_UPLOAD_MAX_FILES = 10;
export const CATALOG_MAX_IMAGES = 20;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An address part: lower-case letters, digits and single hyphens, 1–120 characters. */
const SlugField = z.string().trim().min(1, CATALOG_ADMIN_MESSAGES.slugInvalid).max(120, 'The slug must be at most 120 characters').regex(SLUG, CATALOG_ADMIN_MESSAGES.slugInvalid);

/**
 * The slug generated from a title: accents folded, lower-case, anything else a single hyphen, at most
 * 80 characters; 'item' when nothing is left. The server adds `-2`, `-3`, ... when it is taken.
 */
export function slugify(title: string): string {
  const s = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return s || 'item';
}

/** Whole RWF, 0 to 1 billion (a price may be 0: a gift). */
const Price = wireNumber(
  z
    .number({ error: CATALOG_ADMIN_MESSAGES.priceRequired })
    .int('A price must be a whole number of RWF')
    .min(0, 'A price cannot be negative')
    .max(1_000_000_000, 'A price must be at most 1,000,000,000 RWF'),
);
/** Units in stock: a whole number, 0 to 1,000,000. */
const Stock = wireNumber(
  z.number({ error: 'The stock must be a number' }).int('The stock must be a whole number').min(0, 'The stock cannot be negative').max(1_000_000, 'The stock must be at most 1,000,000'),
);
const optText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .nullable()
    .transform((v) => (v === '' ? null : v));

/** The texts of an item the owner writes in each language (docs/decisions/112), wire names. */
export const CATALOG_TRANSLATED_FIELDS = ['title', 'description', 'material', 'size', 'medium_description'] as const;
/**
 * An item's `translations` in a write: rw and fr texts of CATALOG_TRANSLATED_FIELDS, with the English
 * fields' limits; "" or null removes one (it falls back to English), unsent ones stay.
 */
export const CatalogTranslations = translationsSchema({
  title: translatedText('The title', 200),
  description: translatedText('The description', 5000),
  material: translatedText('The material', 200),
  size: translatedText('The size', 200),
  medium_description: translatedText('The medium', 500),
});
export type CatalogTranslations = z.input<typeof CatalogTranslations>;

/** The editable fields of an item (POST takes them all, PATCH any of them). */
const itemFields = {
  title: z.string({ error: CATALOG_ADMIN_MESSAGES.titleRequired }).trim().min(1, CATALOG_ADMIN_MESSAGES.titleRequired).max(200, 'The title must be at most 200 characters'),
  slug: SlugField,
  description: z.string({ error: 'The description must be text' }).trim().max(5000, 'The description must be at most 5000 characters'),
  category: z.string({ error: 'The category must be text' }).trim().min(1, 'Please enter a category').max(60, 'The category must be at most 60 characters'),
  price: Price,
  compare_at_price: Price.nullable(),
  material: optText('The material', 200),
  size: optText('The size', 200),
  washable: z.boolean({ error: 'washable must be true or false' }),
  artist: optText('The artist', 200),
  medium_description: optText('The medium', 500),
  state: z.enum(CATALOG_STATES, { error: `state must be one of ${CATALOG_STATES.join(', ')}` }),
  /**
   * Units left of an item with one variant (products); null: not counted (made to order). Artworks are
   * one of a kind: always null. An item with options counts stock per variant (`variants`): sending
   * `stock` for it is a 400.
   */
  stock: Stock.nullable(),
  translations: CatalogTranslations,
  ...variantWriteFields,
};

/**
 * POST /api/admin/catalog: a new product or artwork. `slug` defaults to one made from the title;
 * `state` to draft; `stock` to null. An artwork with a stock count is a 400.
 */
export const AdminCatalogCreateBody = z
  .object({
    kind: z.enum(CATALOG_KINDS, { error: `kind must be one of ${CATALOG_KINDS.join(', ')}` }),
    title: itemFields.title,
    slug: itemFields.slug.optional(),
    description: itemFields.description.default(''),
    category: itemFields.category.default('general'),
    price: itemFields.price,
    compare_at_price: itemFields.compare_at_price.default(null),
    material: itemFields.material.default(null),
    size: itemFields.size.default(null),
    washable: itemFields.washable.default(true),
    artist: itemFields.artist.default(null),
    medium_description: itemFields.medium_description.default(null),
    state: itemFields.state.default('draft'),
    stock: itemFields.stock.default(null),
    translations: itemFields.translations.optional(),
    /** Without `options` and `variants`: one variant, priced as the item, with `stock`. */
    options: itemFields.options.default([]),
    variants: itemFields.variants.optional(),
  })
  .strict();
export type AdminCatalogCreateBody = z.infer<typeof AdminCatalogCreateBody>;

/**
 * PATCH /api/admin/catalog/{id}: any editable field; the kind never changes. `price` and
 * `compare_at_price` changes are the owner's (staff get 403 priceOwnerOnly; sending the same value
 * is not a change), variants' prices too; staff may change stock. A new slug keeps the old address as
 * a 301 redirect. `variants` replaces the set (docs/decisions/127): a variant with the same option
 * values keeps its id; one left out is deleted, or archived when orders hold it. `options` without
 * `variants` is a 400 unless every variant still fits them.
 */
export const AdminCatalogPatchBody = z.object(itemFields).partial().strict();
export type AdminCatalogPatchBody = z.infer<typeof AdminCatalogPatchBody>;

/** GET /api/admin/catalog: `q` matches title, slug and artist; every state unless one is named; 20 a page. */
export const AdminCatalogListQuery = z.object({
  q: SearchText,
  kind: z.enum(CATALOG_KINDS, { error: `kind must be one of ${CATALOG_KINDS.join(', ')}` }).optional(),
  state: z.enum(CATALOG_STATES, { error: `state must be one of ${CATALOG_STATES.join(', ')}` }).optional(),
  page: PageQuery.shape.page,
  limit: pageLimit(20),
});
export type AdminCatalogListQuery = z.infer<typeof AdminCatalogListQuery>;

/** An item's id in a path: a readable 400 for anything but a positive integer. */
export const AdminCatalogParams = z.object({ id: idSchema('id') });
export const AdminCatalogImageParams = z.object({ id: idSchema('id'), imageId: idSchema('imageId') });

/** The text of a picture the owner writes in each language (docs/decisions/112): its alt text. */
export const CATALOG_IMAGE_TRANSLATED_FIELDS = ['alt'] as const;
/** A picture's alt text in rw and fr (`{ fr: { alt: "…" } }`), with the English alt's limit; "" or null removes one. */
const CatalogImageTranslations = translationsSchema({ alt: translatedText('An alt text', 300) });
type CatalogImageTranslations = z.input<typeof CatalogImageTranslations>;

/**
 * One picture of an item: its id, 640 px URL, alt text (English), its rw and fr alt texts so far
 * (`translations`, `{ fr: { alt: "…" } }`) and place (0 is the cover).
 */
export const AdminCatalogImage = z.object({ id: z.number().int(), url: z.string(), alt: z.string(), translations: TranslationsReply, position: z.number().int() });
export type AdminCatalogImage = z.infer<typeof AdminCatalogImage>;

/** An item as the back office shows it: the storefront's names plus kind, state, stock and pictures. */
export const AdminCatalogItem = z.object({
  id: z.number().int(),
  kind: z.enum(CATALOG_KINDS),
  state: z.enum(CATALOG_STATES),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  price: z.number(),
  compare_at_price: z.number().nullable(),
  material: z.string().nullable(),
  size: z.string().nullable(),
  washable: z.boolean(),
  artist: z.string().nullable(),
  medium_description: z.string().nullable(),
  /** Units left over every variant counted; null for one of a kind (artworks) and products not counted at all. */
  stock: z.number().int().nullable(),
  /** Options in English with their translations, and the variants on sale (one for an item without options). */
  options: z.array(AdminItemOption),
  variants: z.array(AdminItemVariant),
  /** 'sold_out' when a counted product has 0 left; 'reserved'/'sold' for held artworks. */
  availability: z.enum(['available', 'reserved', 'sold', 'sold_out']),
  images: z.array(AdminCatalogImage),
  /** Whether orders reference it (then DELETE archives it instead). */
  ordered: z.boolean(),
  /** rw and fr texts of CATALOG_TRANSLATED_FIELDS written so far (docs/decisions/112). */
  translations: TranslationsReply,
  /**
   * Languages in which a field with English text has no translation (the store shows English there),
   * counting the pictures' alt texts too: a picture with an English alt and none in a language.
   */
  missing_translations: z.array(z.enum(CONTENT_LOCALES)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCatalogItem = z.infer<typeof AdminCatalogItem>;

/**
 * GET /api/admin/catalog.csv (owner; docs/decisions/127): one row per variant on sale, items newest
 * change first (the list's filters `q`, `kind`, `state`). `options` is the variant's title
 * ("42 / Red", "" without options); `price` and `compare_at_price` are what it sells at in RWF (its own,
 * else the item's; compare-at "" when none); `stock` "" when not counted.
 */
export const CATALOG_CSV_COLUMNS = ['item_id', 'title', 'slug', 'kind', 'state', 'variant_id', 'sku', 'options', 'price', 'compare_at_price', 'stock'] as const;
/** GET /api/admin/catalog.csv: the list's filters, without paging. */
export const AdminCatalogCsvQuery = AdminCatalogListQuery.pick({ q: true, kind: true, state: true });

/** Reply of GET /api/admin/catalog; X-Total-Count carries `total` as well. */
export const AdminCatalogListResponse = z.object({ success: z.literal(true), items: z.array(AdminCatalogItem), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export type AdminCatalogListResponse = z.infer<typeof AdminCatalogListResponse>;
export const AdminCatalogItemResponse = z.object({ success: z.literal(true), item: AdminCatalogItem });
export type AdminCatalogItemResponse = z.infer<typeof AdminCatalogItemResponse>;
/** Reply of DELETE /api/admin/catalog/{id}: `deleted` false when orders reference it (then archived, `item`). */
export const AdminCatalogDeleteResponse = z.object({ success: z.literal(true), deleted: z.boolean(), message: z.string(), item: AdminCatalogItem.optional() });
export type AdminCatalogDeleteResponse = z.infer<typeof AdminCatalogDeleteResponse>;

/**
 * PATCH /api/admin/catalog/{id}/images/order: every picture id of the item once, in the new order
 * (the first is the cover); `alt` gives pictures new alt texts by id (others keep theirs), and
 * `alt_translations` their rw and fr alt texts by id (`{ "12": { fr: { alt: "…" } } }`, merged: a text
 * replaces, "" or null removes one, unsent ones stay; an unknown language is a 400).
 */
export const AdminImageOrderBody = z
  .object({
    image_ids: z
      .array(idSchema('image id'), { error: CATALOG_ADMIN_MESSAGES.orderIdsMismatch })
      .max(CATALOG_MAX_IMAGES, CATALOG_ADMIN_MESSAGES.orderIdsMismatch)
      .refine((ids) => new Set(ids).size === ids.length, CATALOG_ADMIN_MESSAGES.orderIdsMismatch),
    alt: z
      .record(z.string().regex(/^\d{1,10}$/, 'alt is keyed by picture id'), z.string({ error: 'An alt text must be text' }).trim().max(300, 'An alt text must be at most 300 characters'))
      .optional(),
    alt_translations: z.record(z.string().regex(/^\d{1,10}$/, 'alt_translations is keyed by picture id'), CatalogImageTranslations).optional(),
  })
  .strict();
export type AdminImageOrderBody = z.infer<typeof AdminImageOrderBody>;

// ---------------------------------------------------------------------------------------------
// Hero slides (/api/admin/hero, owner only)
// ---------------------------------------------------------------------------------------------

/** Texts of the back office's answers about hero slides. */
export const HERO_ADMIN_MESSAGES = {
  slideNotFound: 'Hero slide not found',
} as const;

/** A hero slide as the back office sees it: the public HeroSlide with its stored pictures' keys (`images` are their URLs), visibility and place. */
export const AdminHeroSlide = HeroSlide.pick({ id: true, title: true, subtitle: true, images: true }).extend({
  image_keys: z.array(z.string()),
  target: z.string().nullable(),
  hidden: z.boolean(),
  position: z.number().int(),
  ...translatedReply,
});
export type AdminHeroSlide = z.infer<typeof AdminHeroSlide>;
/** A slide's texts the owner writes in each language (docs/decisions/112), wire names. */
export const HERO_TRANSLATED_FIELDS = ['title', 'subtitle'] as const;
/** A slide's `translations` in a write: rw and fr title and subtitle, the English limits; "" removes one. */
const HeroTranslations = translationsSchema({ title: translatedText('The title', 150), subtitle: translatedText('The subtitle', 300) });
/** POST /api/admin/hero: title, optional subtitle and target, 1 to 6 uploaded pictures; added last. */
export const AdminHeroSlideBody = z.object({
  title: requiredText('The title', 150),
  subtitle: optionalText('The subtitle', 300).nullish(),
  image_keys: z.array(ImageKey, { error: CONTENT_ADMIN_MESSAGES.imageRequired }).min(1, CONTENT_ADMIN_MESSAGES.imageRequired).max(6, 'A slide has at most 6 pictures'),
  target: LinkTarget.nullish(),
  hidden: z.boolean({ error: 'hidden must be true or false' }).default(false),
  translations: HeroTranslations.optional(),
});
export type AdminHeroSlideBody = z.input<typeof AdminHeroSlideBody>;
/** PATCH /api/admin/hero/{id}: any field; `hidden: true` hides the slide, false shows it again. */
export const AdminHeroSlidePatch = AdminHeroSlideBody.extend({ hidden: z.boolean({ error: 'hidden must be true or false' }) }).partial();
export type AdminHeroSlidePatch = z.input<typeof AdminHeroSlidePatch>;
export const AdminHeroSlideResponse = z.object({ success: z.literal(true), data: AdminHeroSlide });
export const AdminHeroSlidesResponse = z.object({ success: z.literal(true), data: z.array(AdminHeroSlide) });
