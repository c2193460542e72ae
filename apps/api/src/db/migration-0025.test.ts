import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseBeforeMigration } from '../../test/helpers.js';
import type { Database } from './client.js';
import { seed } from './seed/index.js';

/**
 * Migration 0025 (docs/decisions/127, "The list's card body") on the demo shop as 0024 left it: every
 * item and language gets its card body beside its full body, derived from it (each variant cut to
 * { id, options, price, compare_at_price, availability }, every other key and its text untouched),
 * under the same version; a later write keeps both. On PGlite and, with DATABASE_URL, on PostgreSQL.
 */
let database: Database;
let close = async () => {};
/** The full bodies before the migration, by item and language. */
let before: Array<{ item_id: number; locale: string; body: string; version: string }> = [];

const rows = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
const bodies = () =>
  rows<{ item_id: number; locale: string; body: string; card_body: string; version: string }>(
    sql`select item_id, locale, body, card_body, version::text as version from catalog_item_json order by item_id, locale`,
  );

/** The card body the contract describes (CardItem), as JSON.stringify prints it: the full body with each variant's five fields. */
const cardOf = (body: string) => {
  const item = JSON.parse(body) as Record<string, unknown> & { variants: Array<Record<string, unknown>> };
  return JSON.stringify({
    ...item,
    variants: item.variants.map((v) => ({ id: v.id, options: v.options, price: v.price, compare_at_price: v.compare_at_price, availability: v.availability })),
  });
};

beforeAll(async () => {
  ({ database, close } = await openDatabaseBeforeMigration(25));
  await seed(database.db);
  before = await rows(sql`select item_id, locale, body, version::text as version from catalog_item_json order by item_id, locale`);
  await database.migrate();
}, 180_000);

afterAll(() => close());

describe('migration 0025: the list’s card body', () => {
  it('gives every item and language its card body, derived from the full body, which keeps its text and version', async () => {
    const after = await bodies();
    expect(before.length).toBeGreaterThan(0);
    expect(after.map(({ item_id, locale, body, version }) => ({ item_id, locale, body, version }))).toEqual(before);
    for (const row of after) expect(row.card_body, `${row.item_id} ${row.locale}`).toBe(cardOf(row.body));
    // The demo's items with sizes and colours: their variants lose sku and image, keep the rest.
    const sized = after.find((r) => (JSON.parse(r.body) as { variants: unknown[] }).variants.length > 1)!;
    const card = JSON.parse(sized.card_body) as { variants: Array<Record<string, unknown>>; options: unknown[] };
    expect(card.options.length).toBeGreaterThan(0);
    for (const v of card.variants) expect(Object.keys(v)).toEqual(['id', 'options', 'price', 'compare_at_price', 'availability']);
    expect(sized.card_body.length).toBeLessThan(sized.body.length);
  });

  it('keeps the card body current with the full body on every later write, under the same version', async () => {
    const [item] = await rows<{ id: number }>(sql`select item_id as id from catalog_item_json where body like '%"sku"%' limit 1`);
    await database.db.execute(sql`update catalog_variants set stock = 0, sku = sku || '-X' where item_id = ${item!.id}`);
    await database.db.execute(sql`update catalog_items set title = 'A new title' where id = ${item!.id}`);
    const after = (await bodies()).filter((r) => r.item_id === item!.id);
    expect(after).toHaveLength(3);
    for (const row of after) {
      expect(row.card_body).toBe(cardOf(row.body));
      expect(JSON.parse(row.card_body)).toMatchObject({ availability: 'sold_out' });
      expect(row.card_body).not.toContain('"sku"');
      expect(row.version).not.toBe(before.find((b) => b.item_id === row.item_id && b.locale === row.locale)!.version);
    }
    expect(JSON.parse(after.find((r) => r.locale === 'en')!.card_body)).toMatchObject({ title: 'A new title' });
    // A new item gets both bodies at commit.
    await database.db.execute(sql`insert into catalog_items (kind, slug, title, price_minor, position) values ('product', 'new-card', 'New card', 100, 999)`);
    const fresh = await rows<{ card_body: string; body: string }>(sql`select j.card_body, j.body from catalog_item_json j join catalog_items i on i.id = j.item_id where i.slug = 'new-card'`);
    expect(fresh).toHaveLength(3);
    for (const row of fresh) expect(row.card_body).toBe(cardOf(row.body));
  });
});
