import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

/**
 * Everything sold, in one table so cart, wishlist, orders and ratings share ids (DESIGN.md § Data).
 * `kind` is 'product' (store) or 'artwork' (gallery). Money in minor units (hundredths of RWF).
 */
export const catalogItems = pgTable(
  'catalog_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['product', 'artwork'] }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default('general'),
    material: text('material'),
    size: text('size'),
    washable: boolean('washable').notNull().default(true),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    compareAtPriceMinor: bigint('compare_at_price_minor', { mode: 'number' }),
    artist: text('artist'),
    mediumDescription: text('medium_description'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('catalog_items_slug_unique').on(t.slug),
    index('catalog_items_listing_idx').on(t.kind, t.position, t.id).where(sql`active`),
  ],
);

/** Ordered pictures of an item; `imageKey` names the stored renditions (`/media/<key>-<width>.webp`). */
export const catalogImages = pgTable(
  'catalog_images',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    imageKey: text('image_key').notNull(),
    alt: text('alt').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('catalog_images_item_position_unique').on(t.itemId, t.position)],
);

/** Home hero slides (spec 02 §3 Hero slide). `images` holds media keys in order. */
export const heroSlides = pgTable('hero_slides', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
  ...timestamps,
});
