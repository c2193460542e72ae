import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers.js';
import type { Database } from '../client.js';
import { seed } from './index.js';
import { ITEM_TRANSLATIONS } from './translations.js';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ seed: false }));
});
afterAll(async () => {
  await database.close();
  await drop();
});

const TABLES = ['catalog_items', 'catalog_images', 'coupons', 'settings', 'content_sections', 'help_faqs', 'team_members', 'contact_items', 'company_values', 'hero_slides', 'services'];

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) {
    const res = (await database.db.execute(sql.raw(`select count(*)::int as n from ${t}`))) as unknown as { rows: Array<{ n: number }> };
    out[t] = res.rows[0]!.n;
  }
  return out;
}

describe('seed', () => {
  it('fills an empty database with the demo shop', async () => {
    const report = await seed(database.db);
    const c = await counts();
    expect(report.itemsInserted).toBe(c.catalog_items);
    const kinds = (await database.db.execute(sql`select kind, count(*)::int as n from catalog_items group by kind order by kind`)) as unknown as { rows: Array<{ kind: string; n: number }> };
    expect(kinds.rows).toEqual([
      { kind: 'artwork', n: expect.any(Number) },
      { kind: 'product', n: expect.any(Number) },
    ]);
    expect(kinds.rows[0]!.n).toBeGreaterThanOrEqual(12);
    expect(kinds.rows[1]!.n).toBeGreaterThanOrEqual(24);
    expect(c.coupons).toBe(2);
    expect(c.hero_slides).toBe(3);
    for (const t of TABLES) expect(c[t], t).toBeGreaterThan(0);
  });

  it('adds nothing on a second run and keeps the owner’s edits', async () => {
    await database.db.execute(sql`update catalog_items set price_minor = 123400 where slug = 'imigongo-print-tee'`);
    await database.db.execute(sql`update settings set value = jsonb_set(value, '{company_name}', '"My Shop"') where key = 'basic'`);
    const before = await counts();
    const report = await seed(database.db);
    expect(report.itemsInserted).toBe(0);
    expect(report.rowsTranslated).toBe(0);
    expect(await counts()).toEqual(before);
    const price = (await database.db.execute(sql`select price_minor::int as p from catalog_items where slug = 'imigongo-print-tee'`)) as unknown as { rows: Array<{ p: number }> };
    expect(price.rows[0]!.p).toBe(123400);
    const name = (await database.db.execute(sql`select value->>'company_name' as n from settings where key = 'basic'`)) as unknown as { rows: Array<{ n: string }> };
    expect(name.rows[0]!.n).toBe('My Shop');
  });

  it('gives a shop seeded before the translations existed the demo’s rw and fr texts, never over the owner’s (docs/decisions/121)', async () => {
    const rows = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
    // As a shop seeded before: no translations anywhere, then the owner's own edits.
    for (const t of ['catalog_items', 'catalog_images', 'services', 'content_sections', 'help_faqs', 'team_members', 'contact_items', 'company_values', 'hero_slides'])
      await database.db.execute(sql.raw(`update ${t} set translations = '{}'::jsonb`));
    await database.db.execute(sql`update settings set value = value - 'translations' where key = 'basic'`);
    await database.db.execute(sql`update catalog_items set translations = '{"fr": {"title": "Mes baskets"}}'::jsonb where slug = 'imigongo-high-top-sneakers'`);
    await database.db.execute(sql`update catalog_items set title = 'Kivu Loafers' where slug = 'lake-kivu-leather-loafers'`);
    await database.db.execute(sql`update help_faqs set translations = '{"rw": {"title": "Nishyura gute?"}}'::jsonb where title = 'How do I pay?'`);
    const before = await counts();

    const report = await seed(database.db);
    expect(report.itemsInserted).toBe(0);
    expect(report.rowsTranslated).toBeGreaterThan(40);
    expect(await counts()).toEqual(before);
    const items = await rows<{ slug: string; translations: Record<string, Record<string, string>> }>(sql`select slug, translations from catalog_items`);
    const bySlug = new Map(items.map((r) => [r.slug, r.translations]));
    // The owner's French title stays; the fields they had not translated get the demo's.
    expect(bySlug.get('imigongo-high-top-sneakers')).toEqual({
      rw: ITEM_TRANSLATIONS['imigongo-high-top-sneakers']!.rw,
      fr: { ...ITEM_TRANSLATIONS['imigongo-high-top-sneakers']!.fr, title: 'Mes baskets' },
    });
    // A title the owner rewrote in English gets no translation of the old one; its other fields do.
    expect(bySlug.get('lake-kivu-leather-loafers')!.fr!.title).toBeUndefined();
    expect(bySlug.get('lake-kivu-leather-loafers')!.fr!.description).toBe(ITEM_TRANSLATIONS['lake-kivu-leather-loafers']!.fr.description);
    expect(bySlug.get('silent-gorilla')).toEqual(ITEM_TRANSLATIONS['silent-gorilla']);
    const faq = await rows<{ translations: Record<string, Record<string, string>> }>(sql`select translations from help_faqs where title = 'How do I pay?'`);
    expect(faq[0]!.translations.rw!.title).toBe('Nishyura gute?');
    expect(faq[0]!.translations.fr!.title).toBe('Comment payer ?');
    const basic = await rows<{ t: string }>(sql`select value->'translations'->'rw'->>'company_tagline' as t from settings where key = 'basic'`);
    expect(basic[0]!.t).toMatch(/Kigali/);
    // Indexed for search in the language (docs/decisions/118): the trigger kept the translated words.
    const words = await rows<{ n: number }>(sql`select count(*)::int as n from translated_search_words where locale = 'rw' and word = 'ingagi'`);
    expect(words[0]!.n).toBe(1);

    expect((await seed(database.db)).rowsTranslated).toBe(0);
  });

  it('gives the demo WELCOME10 its one use per customer, also in a shop seeded before, unless the owner changed it', async () => {
    const limit = async (code: string) =>
      ((await database.db.execute(sql`select per_customer_limit as n from coupons where code = ${code}`)) as unknown as { rows: Array<{ n: number | null }> }).rows[0]!.n;
    expect(await limit('WELCOME10')).toBe(1);
    expect(await limit('ART5000')).toBeNull();
    // A shop seeded before the limit existed gets it on the next seed run.
    await database.db.execute(sql`update coupons set per_customer_limit = null where code = 'WELCOME10'`);
    await seed(database.db);
    expect(await limit('WELCOME10')).toBe(1);
    // The owner chose "no limit" in the back office (an audited edit): the seed leaves it.
    await database.db.execute(sql`update coupons set per_customer_limit = null where code = 'WELCOME10'`);
    await database.db.execute(
      sql`insert into audit_log (actor_name, actor_email, action, entity, entity_id) select 'Owner', 'owner@example.com', 'coupon.updated', 'coupon', id::text from coupons where code = 'WELCOME10'`,
    );
    await seed(database.db);
    expect(await limit('WELCOME10')).toBeNull();
  });
});
