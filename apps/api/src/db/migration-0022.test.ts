import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseBeforeMigration } from '../../test/helpers.js';
import type { Database } from './client.js';
import { ARTWORKS, PRODUCTS } from './seed/data.js';

/**
 * Migration 0022 (docs/decisions/127) on a shop that already sells: the demo catalog as it was before
 * variants (counted and uncounted stock, pictures), customers with carts, orders whose lines took
 * stock, a line whose item is gone, then the migration. Every item gets exactly one variant with its
 * stock; carts and order lines name it; a cancellation gives the stock back to the variant; the
 * public JSON carries options and variants. On PGlite and, with DATABASE_URL, on PostgreSQL.
 */
let database: Database;
let close = async () => {};

const rows = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  ({ database, close } = await openDatabaseBeforeMigration(22));

  // The demo catalog before variants: the first product counted (5 left), the second sold out, the rest not counted.
  const all = [...PRODUCTS, ...ARTWORKS];
  for (const [position, item] of all.entries()) {
    const stock = position === 0 ? 5 : position === 1 ? 0 : null;
    await database.db.execute(sql`insert into catalog_items (kind, slug, title, description, category, size, price_minor, compare_at_price_minor, position, stock)
      values (${item.kind}, ${item.slug}, ${item.title}, ${item.description}, ${item.category}, ${item.size ?? null}, ${item.price * 100}, ${item.compareAtPrice ? item.compareAtPrice * 100 : null}, ${position}, ${stock})`);
    await database.db.execute(sql`insert into catalog_images (item_id, position, image_key, alt) select id, 0, ${`demo/${item.slug}-0`}, ${item.title} from catalog_items where slug = ${item.slug}`);
  }
  // Slugs whose SKUs would clash (they differ by case only), and one of characters a SKU does not take.
  await database.db.execute(
    sql`insert into catalog_items (kind, slug, title, price_minor, position) values ('product', 'twin', 'Twin', 100, 100), ('product', 'TWIN', 'Twin 2', 100, 101), ('product', 'déjà vu', 'Déjà vu', 100, 102)`,
  );
  await database.db.execute(sql`insert into users (name, email, phone, password_hash) values ('Aline', 'aline@example.com', '0788123456', 'x'), ('Bosco', 'bosco@example.com', '0788123457', 'x')`);
  await database.db.execute(
    sql`insert into cart_items (user_id, item_id, quantity) select u.id, i.id, 2 from users u, catalog_items i where i.position in (0, 2) and i.kind = 'product' and i.slug <> 'twin'`,
  );
  // Aline's order took 2 of the counted item; Bosco's took an artwork and has a line whose item is gone.
  const order = (user: string, n: string) =>
    sql`insert into orders (order_number, user_id, subtotal_minor, total_minor, customer_first_name, customer_last_name, customer_email, customer_phone, shipping_address, shipping_city, shipping_state, shipping_country, shipping_postal_code, billing_address, billing_city, billing_state, billing_country, billing_postal_code)
      select ${n}, id, 100, 100, 'A', 'B', email, phone, 'KG 7', 'Kigali', 'Kigali', 'Rwanda', '0', 'KG 7', 'Kigali', 'Kigali', 'Rwanda', '0' from users where email = ${user}`;
  await database.db.execute(order('aline@example.com', 'ATL-AAAAAA'));
  await database.db.execute(order('bosco@example.com', 'ATL-BBBBBB'));
  await database.db.execute(sql`update catalog_items set stock = 3 where position = 0 and kind = 'product'`);
  await database.db.execute(sql`insert into order_items (order_id, item_id, kind, product_name, unit_price_minor, quantity, line_total_minor, stock_taken)
    select o.id, i.id, i.kind, i.title, i.price_minor, 2, i.price_minor * 2, 2 from orders o, catalog_items i where o.order_number = 'ATL-AAAAAA' and i.position = 0 and i.kind = 'product'`);
  await database.db.execute(sql`insert into order_items (order_id, item_id, kind, product_name, unit_price_minor, quantity, line_total_minor)
    select o.id, i.id, i.kind, i.title, i.price_minor, 1, i.price_minor from orders o, catalog_items i where o.order_number = 'ATL-BBBBBB' and i.kind = 'artwork' and i.position = ${PRODUCTS.length}`);
  await database.db.execute(sql`insert into order_items (order_id, item_id, kind, product_name, unit_price_minor, quantity, line_total_minor)
    select o.id, null, 'product', 'A thing no longer sold', 500, 1, 500 from orders o where o.order_number = 'ATL-BBBBBB'`);

  await database.migrate();
}, 120_000);

afterAll(() => close());

describe('migration 0022: options and variants on a shop that already sells', () => {
  it('gives every item, products and artworks, exactly one variant with its stock and a SKU made from its slug', async () => {
    const items = await rows<{ slug: string; n: number; sku: string; stock: number | null; values: string[]; options: unknown[] }>(
      sql`select i.slug, count(v.id)::int as n, min(v.sku) as sku, min(v.stock) as stock, min(v.option_values::text)::jsonb as values, i.options
          from catalog_items i left join catalog_variants v on v.item_id = i.id group by i.id order by i.id`,
    );
    expect(items).toHaveLength(PRODUCTS.length + ARTWORKS.length + 3);
    for (const item of items) expect(item, item.slug).toMatchObject({ n: 1, values: [], options: [] });
    expect(items[0]).toMatchObject({ slug: PRODUCTS[0]!.slug, sku: PRODUCTS[0]!.slug.toUpperCase(), stock: 3 });
    expect(items[1]).toMatchObject({ stock: 0 });
    expect(items.slice(2).every((i) => i.stock === null)).toBe(true);
    const [twin, twin2, deja] = items.slice(-3);
    expect(twin!.sku).toMatch(/^TWIN-\d+$/);
    expect(twin2!.sku).toMatch(/^TWIN-\d+$/);
    expect(twin!.sku).not.toBe(twin2!.sku);
    expect(deja!.sku).toBe('D-J-VU');
    expect(await rows(sql`select 1 from information_schema.columns where table_name = 'catalog_items' and column_name = 'stock'`)).toEqual([]);
  });

  it('moves each cart line to its item’s variant, one line per customer and variant', async () => {
    const lines = await rows<{ ok: boolean }>(sql`select c.variant_id = v.id as ok from cart_items c join catalog_variants v on v.item_id = c.item_id`);
    expect(lines).toHaveLength(4);
    expect(lines.every((l) => l.ok)).toBe(true);
    const [pk] = await rows<{ columns: string }>(
      sql`select string_agg(a.attname, ',' order by k.n) as columns from pg_constraint c cross join lateral unnest(c.conkey) with ordinality k(attnum, n)
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum where c.conrelid = 'cart_items'::regclass and c.contype = 'p'`,
    );
    expect(pk!.columns).toBe('user_id,variant_id');
  });

  it('keeps the order lines’ text and points them at the variant, and a cancellation gives the stock back to it', async () => {
    const lines = await rows<{ product_name: string; variant_title: string; sku: string | null; has_variant: boolean; stock_taken: number }>(
      sql`select product_name, variant_title, sku, variant_id is not null as has_variant, stock_taken from order_items order by id`,
    );
    expect(lines).toEqual([
      { product_name: PRODUCTS[0]!.title, variant_title: '', sku: PRODUCTS[0]!.slug.toUpperCase(), has_variant: true, stock_taken: 2 },
      { product_name: ARTWORKS[0]!.title, variant_title: '', sku: ARTWORKS[0]!.slug.toUpperCase(), has_variant: true, stock_taken: 0 },
      { product_name: 'A thing no longer sold', variant_title: '', sku: null, has_variant: false, stock_taken: 0 },
    ]);
    await database.db.execute(sql`update orders set status = 'cancelled' where order_number = 'ATL-AAAAAA'`);
    const [variant] = await rows<{ stock: number }>(sql`select v.stock from catalog_variants v join catalog_items i on i.id = v.item_id where i.slug = ${PRODUCTS[0]!.slug}`);
    expect(variant!.stock).toBe(5);
  });

  it('rebuilds every public JSON with options and variants, a new version each, and keeps it current', async () => {
    const stale = await rows<{ item_id: number }>(sql`select j.item_id from catalog_item_json j where j.body <> catalog_item_public_json(j.item_id, j.locale)
      union all select l.item_id from catalog_item_listing l join catalog_item_json j on j.item_id = l.item_id where j.version <> l.version`);
    expect(stale).toEqual([]);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from catalog_item_json`))[0]!.n).toBe((PRODUCTS.length + ARTWORKS.length + 3) * 3);
    const body = async (slug: string) =>
      JSON.parse((await rows<{ body: string }>(sql`select j.body from catalog_item_json j join catalog_items i on i.id = j.item_id where i.slug = ${slug} and j.locale = 'fr'`))[0]!.body) as Record<
        string,
        unknown
      >;
    const first = await body(PRODUCTS[0]!.slug);
    const keys = Object.keys(first);
    expect(keys.slice(keys.indexOf('availability'), keys.indexOf('availability') + 3)).toEqual(['availability', 'options', 'variants']);
    expect(first).toMatchObject({
      price: PRODUCTS[0]!.price,
      options: [],
      variants: [{ sku: PRODUCTS[0]!.slug.toUpperCase(), options: {}, price: PRODUCTS[0]!.price, availability: 'available', image: null }],
    });
    expect(await body(PRODUCTS[1]!.slug)).toMatchObject({ availability: 'sold_out', variants: [{ availability: 'sold_out', compare_at_price: PRODUCTS[1]!.compareAtPrice }] });
    // A variant written after the migration refreshes its item's JSON.
    await database.db.execute(sql`update catalog_variants set stock = 0 where item_id = (select id from catalog_items where slug = ${PRODUCTS[0]!.slug})`);
    expect(await body(PRODUCTS[0]!.slug)).toMatchObject({ availability: 'sold_out' });
  });
});
