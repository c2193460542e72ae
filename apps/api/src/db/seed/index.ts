import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CONTENT_LOCALES, toMinor, type Translations } from '@atelier/contracts';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Db } from '../client.js';
import { catalogImages, catalogItems, catalogVariants, companyValues, contactItems, contentSections, coupons, helpFaqs, heroSlides, services, settings, teamMembers } from '../schema/index.js';
import { copyRenditions, type ImageStore } from '../../lib/images.js';
import { createLocalStorage } from '../../lib/media-storage.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { REPO_ROOT } from '../../paths.js';
import { logoSvg, renderSvg } from './art.js';
import { DEMO_VARIANTS, demoSku } from './variants.js';
import { ARTWORKS, CONTACT_ITEMS, CONTENT_SECTIONS, COUPONS, HELP_FAQS, HELP_INTRO, HERO_SLIDES, PRODUCTS, SERVICES, SETTINGS, TEAM, VALUES, type ImageArt } from './data.js';
import {
  BASIC_TRANSLATIONS,
  CONTACT_TRANSLATIONS,
  HELP_FAQ_TRANSLATIONS,
  HELP_INTRO_TRANSLATIONS,
  HERO_TRANSLATIONS,
  ITEM_TRANSLATIONS,
  SECTION_TRANSLATIONS,
  SERVICE_TRANSLATIONS,
  TEAM_TRANSLATIONS,
  VALUE_TRANSLATIONS,
} from './translations.js';

export interface SeedOptions {
  /** Where to render the demo pictures; omit to write rows only (API tests). */
  images?: ImageStore;
  /**
   * A folder keeping rendered demo pictures between data folders (default
   * node_modules/.cache/atelier-demo-media), so a second fresh start copies instead of rendering.
   * Keys carry a hash of the picture's SVG, so a changed design is rendered anew.
   */
  cacheDir?: string | false;
}

export interface SeedReport {
  itemsInserted: number;
  imagesRendered: number;
  /** Rows seeded before that got some of the demo's Kinyarwanda or French texts (docs/decisions/121). */
  rowsTranslated: number;
}

type Texts = Record<string, string | null | undefined>;

/**
 * `stored` with the demo's `demo` texts added where the owner has none (docs/decisions/121): a field
 * gets the demo's translation only when the row's English (`english`) is still the demo's
 * (`demoEnglish`) and the row has no text for it in that language; null when nothing is added.
 */
function addDemoTranslations(stored: Translations | null | undefined, english: Texts, demoEnglish: Texts, demo: Translations | undefined): Translations | null {
  if (!demo) return null;
  const out: Translations = { ...stored };
  let added = false;
  for (const locale of CONTENT_LOCALES) {
    const fields = { ...stored?.[locale] };
    for (const [field, text] of Object.entries(demo[locale] ?? {})) {
      if (fields[field] || (english[field] ?? '') !== (demoEnglish[field] ?? '')) continue;
      fields[field] = text;
      added = true;
    }
    if (Object.keys(fields).length > 0) out[locale] = fields;
  }
  return added ? out : null;
}

/** `t` with its rich-text `content` fields through the sanitiser, as every stored HTML (decision 112). */
const sanitized = (t: Translations | undefined): Translations =>
  Object.fromEntries(Object.entries(t ?? {}).map(([locale, fields]) => [locale, { ...fields, ...(fields.content === undefined ? {} : { content: sanitizeRichText(fields.content) }) }]));

/** The alt texts of an item's pictures in rw and fr: the translated title, as the English alt is the title. */
const altTranslations = (slug: string): Translations => {
  const t = ITEM_TRANSLATIONS[slug];
  return t ? { rw: { alt: t.rw.title }, fr: { alt: t.fr.title } } : {};
};

const catalogKey = (slug: string, n: number) => `demo/${slug}-${n}`;
const heroKey = (n: number, m: number) => `hero/slide-${n}-${m}`;
const LOGO_KEY = 'logoImage/atelier-logo';
const DEFAULT_CACHE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/atelier-demo-media');

/**
 * Seeds the demo shop. Idempotent: keyed rows (items by slug, coupons by code, settings and sections
 * by key) are inserted only when missing; list tables (FAQs, team, contacts, values, hero) only when
 * empty; pictures are rendered only when their files are missing. Never overwrites the owner's edits
 * (a demo coupon's missing per-customer limit is added only to a coupon no owner ever changed).
 * Every demo text has its Kinyarwanda and French translation; a row seeded before they existed gets
 * them field by field, only where its English is still the demo's and it has no translation of its
 * own (docs/decisions/121).
 */
export async function seed(db: Db, opts: SeedOptions = {}): Promise<SeedReport> {
  const { inserted: itemsInserted, translated: rowsTranslated } = await db.transaction(async (tx) => {
    let inserted = 0;
    const all = [...PRODUCTS, ...ARTWORKS];
    for (const [position, item] of all.entries()) {
      const [row] = await tx
        .insert(catalogItems)
        .values({
          kind: item.kind,
          slug: item.slug,
          title: item.title,
          description: item.description,
          category: item.category,
          material: item.material ?? null,
          size: item.size ?? null,
          washable: item.washable ?? true,
          priceMinor: toMinor(item.price),
          compareAtPriceMinor: item.compareAtPrice ? toMinor(item.compareAtPrice) : null,
          artist: item.artist ?? null,
          mediumDescription: item.mediumDescription ?? null,
          position,
          translations: ITEM_TRANSLATIONS[item.slug] ?? {},
        })
        .onConflictDoNothing({ target: catalogItems.slug })
        .returning({ id: catalogItems.id });
      if (!row) continue;
      inserted++;
      const pictures = await tx
        .insert(catalogImages)
        .values(item.images.map((_, n) => ({ itemId: row.id, position: n, imageKey: catalogKey(item.slug, n), alt: item.title, translations: altTranslations(item.slug) })))
        .returning({ id: catalogImages.id, position: catalogImages.position });
      // Sizes and colours (docs/decisions/127); any other item gets its single variant at commit (migration 0022).
      const sized = DEMO_VARIANTS[item.slug];
      if (sized) {
        await tx.update(catalogItems).set({ options: sized.options }).where(eq(catalogItems.id, row.id));
        await tx.insert(catalogVariants).values(
          sized.variants.map((v, position) => ({
            itemId: row.id,
            position,
            optionValues: v.values,
            sku: demoSku(item.slug, v.values),
            priceMinor: v.price === undefined ? null : toMinor(v.price),
            stock: v.stock,
            imageId: v.image === undefined ? null : (pictures.find((p) => p.position === v.image)?.id ?? null),
          })),
        );
      }
    }

    for (const [key, value] of Object.entries(SETTINGS))
      await tx
        .insert(settings)
        .values({ key, value: key === 'basic' ? { ...value, translations: BASIC_TRANSLATIONS } : value })
        .onConflictDoNothing();
    await tx
      .insert(services)
      .values(SERVICES.map((svc, position) => ({ ...svc, position, translations: SERVICE_TRANSLATIONS[svc.slug] ?? {} })))
      .onConflictDoNothing({ target: services.slug });
    for (const c of COUPONS) {
      await tx
        .insert(coupons)
        .values({
          code: c.code,
          type: c.type,
          value: c.value,
          minAmountMinor: c.minAmount === null ? null : toMinor(c.minAmount),
          maxDiscountMinor: c.maxDiscount === null ? null : toMinor(c.maxDiscount),
          perCustomerLimit: c.perCustomerLimit,
        })
        .onConflictDoNothing({ target: coupons.code });
      // A demo shop seeded before the coupon had its per-customer limit gets it, unless the owner has
      // ever created or edited a coupon of that code: the audit log holds every owner's change.
      if (c.perCustomerLimit !== null)
        await tx
          .update(coupons)
          .set({ perCustomerLimit: c.perCustomerLimit })
          .where(and(eq(coupons.code, c.code), isNull(coupons.perCustomerLimit), sql`not exists (select 1 from audit_log a where a.entity = 'coupon' and a.entity_id = ${coupons.id}::text)`));
    }
    // Stored HTML goes through the sanitiser like every write (docs/decisions/020), even the shop's own.
    await tx
      .insert(contentSections)
      .values(CONTENT_SECTIONS.map((s, position) => ({ ...s, content: sanitizeRichText(s.content), position, translations: sanitized(SECTION_TRANSLATIONS[s.key]) })))
      .onConflictDoNothing();
    await tx
      .insert(contentSections)
      .values({ key: 'help_introduction', title: 'Introduction', content: sanitizeRichText(HELP_INTRO), translations: sanitized(HELP_INTRO_TRANSLATIONS) })
      .onConflictDoNothing();

    const isEmpty = async (table: typeof helpFaqs | typeof teamMembers | typeof contactItems | typeof companyValues | typeof heroSlides) =>
      ((await tx.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;
    if (await isEmpty(helpFaqs))
      await tx.insert(helpFaqs).values(HELP_FAQS.map((f, position) => ({ ...f, content: sanitizeRichText(f.content), position, translations: sanitized(HELP_FAQ_TRANSLATIONS[f.title]) })));
    if (await isEmpty(teamMembers)) await tx.insert(teamMembers).values(TEAM.map((m, position) => ({ ...m, position, translations: TEAM_TRANSLATIONS[m.name] ?? {} })));
    if (await isEmpty(contactItems)) await tx.insert(contactItems).values(CONTACT_ITEMS.map((c, position) => ({ ...c, position, translations: CONTACT_TRANSLATIONS[c.contactType] ?? {} })));
    if (await isEmpty(companyValues)) await tx.insert(companyValues).values(VALUES.map((v, position) => ({ ...v, position, translations: VALUE_TRANSLATIONS[v.title] ?? {} })));
    if (await isEmpty(heroSlides))
      await tx
        .insert(heroSlides)
        .values(HERO_SLIDES.map((s, n) => ({ title: s.title, subtitle: s.subtitle, images: s.art.map((_, m) => heroKey(n, m)), position: n, translations: HERO_TRANSLATIONS[s.title] ?? {} })));
    return { inserted, translated: await translateSeededRows(tx) };
  });

  let imagesRendered = 0;
  if (opts.images) {
    const store = opts.images;
    const jobs: Array<{ key: string; svg: () => string }> = [{ key: LOGO_KEY, svg: logoSvg }];
    for (const item of [...PRODUCTS, ...ARTWORKS]) item.images.forEach((art: ImageArt, n) => jobs.push({ key: catalogKey(item.slug, n), svg: () => renderSvg(art, item.slug.length * 7 + n * 13) }));
    HERO_SLIDES.forEach((s, n) => s.art.forEach((art, m) => jobs.push({ key: heroKey(n, m), svg: () => renderSvg(art, n * 11 + m, 1600, 900) })));
    const cacheDir = opts.cacheDir === false ? undefined : (opts.cacheDir ?? DEFAULT_CACHE_DIR);
    const cache = cacheDir ? createLocalStorage(cacheDir) : undefined;
    // Two at a time: sharp already spreads each job over its own threads.
    const queue = [...jobs];
    await Promise.all(
      [0, 1].map(async () => {
        for (let job = queue.shift(); job; job = queue.shift()) {
          if (await store.has(job.key)) continue;
          const svg = job.svg();
          const cacheKey = `${job.key}.${createHash('sha1').update(svg).digest('hex').slice(0, 10)}`;
          const cached = { storage: cache!, key: cacheKey };
          if (cache && (await copyRenditions(cached, { storage: store.storage, key: job.key }))) continue;
          const slash = job.key.lastIndexOf('/');
          await store.save(Buffer.from(svg), job.key.slice(0, slash), job.key.slice(slash + 1), { trusted: true });
          imagesRendered++;
          if (cache) await copyRenditions({ storage: store.storage, key: job.key }, cached);
        }
      }),
    );
  }
  return { itemsInserted, imagesRendered, rowsTranslated };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Adds the demo's Kinyarwanda and French texts to demo rows that lack them (a shop seeded before the
 * translations existed), by `addDemoTranslations`' rule; returns how many rows changed. Rows are found
 * as the seed keys them: items, services by slug, sections by key, pictures by item and position,
 * list rows by their English text (an owner's own rows match nothing).
 */
async function translateSeededRows(tx: Tx): Promise<number> {
  let changed = 0;
  const demoItems = new Map([...PRODUCTS, ...ARTWORKS].map((i) => [i.slug, i]));
  const items = await tx
    .select()
    .from(catalogItems)
    .where(inArray(catalogItems.slug, [...demoItems.keys()]));
  for (const row of items) {
    const demo = demoItems.get(row.slug)!;
    const english = { title: row.title, description: row.description, material: row.material, size: row.size, medium_description: row.mediumDescription };
    const demoEnglish = { title: demo.title, description: demo.description, material: demo.material, size: demo.size, medium_description: demo.mediumDescription };
    const next = addDemoTranslations(row.translations, english, demoEnglish, ITEM_TRANSLATIONS[row.slug]);
    if (next) changed += (await tx.update(catalogItems).set({ translations: next }).where(eq(catalogItems.id, row.id)).returning({ id: catalogItems.id })).length;
    const images = await tx.select().from(catalogImages).where(eq(catalogImages.itemId, row.id));
    for (const image of images) {
      const nextAlt = addDemoTranslations(image.translations, { alt: image.alt }, { alt: demo.title }, altTranslations(row.slug));
      if (nextAlt) changed += (await tx.update(catalogImages).set({ translations: nextAlt }).where(eq(catalogImages.id, image.id)).returning({ id: catalogImages.id })).length;
    }
  }

  for (const row of await tx.select().from(services)) {
    const demo = SERVICES.find((s) => s.slug === row.slug);
    if (!demo) continue;
    const next = addDemoTranslations(
      row.translations,
      { name: row.name, description: row.description, button_label: row.buttonLabel },
      { name: demo.name, description: demo.description, button_label: demo.buttonLabel },
      SERVICE_TRANSLATIONS[row.slug],
    );
    if (next) changed += (await tx.update(services).set({ translations: next }).where(eq(services.id, row.id)).returning({ id: services.id })).length;
  }

  const demoSections = new Map([
    ...CONTENT_SECTIONS.map((s) => [s.key, { ...s, translations: sanitized(SECTION_TRANSLATIONS[s.key]) }] as const),
    ['help_introduction', { key: 'help_introduction', title: 'Introduction', content: HELP_INTRO, translations: sanitized(HELP_INTRO_TRANSLATIONS) }] as const,
  ]);
  for (const row of await tx
    .select()
    .from(contentSections)
    .where(inArray(contentSections.key, [...demoSections.keys()]))) {
    const demo = demoSections.get(row.key)!;
    const next = addDemoTranslations(row.translations, { title: row.title, content: row.content }, { title: demo.title, content: sanitizeRichText(demo.content) }, demo.translations);
    if (next) changed += (await tx.update(contentSections).set({ translations: next }).where(eq(contentSections.key, row.key)).returning({ key: contentSections.key })).length;
  }

  for (const row of await tx.select().from(helpFaqs)) {
    const demo = HELP_FAQS.find((f) => f.title === row.title);
    if (!demo) continue;
    const next = addDemoTranslations(
      row.translations,
      { title: row.title, content: row.content },
      { title: demo.title, content: sanitizeRichText(demo.content) },
      sanitized(HELP_FAQ_TRANSLATIONS[demo.title]),
    );
    if (next) changed += (await tx.update(helpFaqs).set({ translations: next }).where(eq(helpFaqs.id, row.id)).returning({ id: helpFaqs.id })).length;
  }
  for (const row of await tx.select().from(teamMembers)) {
    const demo = TEAM.find((m) => m.name === row.name);
    if (!demo) continue;
    const next = addDemoTranslations(row.translations, { role: row.role, bio: row.bio }, demo, TEAM_TRANSLATIONS[demo.name]);
    if (next) changed += (await tx.update(teamMembers).set({ translations: next }).where(eq(teamMembers.id, row.id)).returning({ id: teamMembers.id })).length;
  }
  for (const row of await tx.select().from(contactItems)) {
    const demo = CONTACT_ITEMS.find((c) => c.contactType === row.contactType && c.displayName === row.displayName);
    if (!demo) continue;
    const next = addDemoTranslations(
      row.translations,
      { display_name: row.displayName, contact_value: row.contactValue },
      { display_name: demo.displayName, contact_value: demo.contactValue },
      CONTACT_TRANSLATIONS[demo.contactType],
    );
    if (next) changed += (await tx.update(contactItems).set({ translations: next }).where(eq(contactItems.id, row.id)).returning({ id: contactItems.id })).length;
  }
  for (const row of await tx.select().from(companyValues)) {
    const demo = VALUES.find((v) => v.title === row.title);
    if (!demo) continue;
    const next = addDemoTranslations(row.translations, { title: row.title, description: row.description }, demo, VALUE_TRANSLATIONS[demo.title]);
    if (next) changed += (await tx.update(companyValues).set({ translations: next }).where(eq(companyValues.id, row.id)).returning({ id: companyValues.id })).length;
  }
  for (const row of await tx.select().from(heroSlides)) {
    const demo = HERO_SLIDES.find((h) => h.title === row.title);
    if (!demo) continue;
    const next = addDemoTranslations(row.translations, { title: row.title, subtitle: row.subtitle }, { title: demo.title, subtitle: demo.subtitle }, HERO_TRANSLATIONS[demo.title]);
    if (next) changed += (await tx.update(heroSlides).set({ translations: next }).where(eq(heroSlides.id, row.id)).returning({ id: heroSlides.id })).length;
  }

  // The company basics keep their translations inside the 'basic' document (decision 112).
  const [basic] = await tx.select().from(settings).where(eq(settings.key, 'basic'));
  if (basic) {
    const value = basic.value as Record<string, unknown> & { translations?: Translations };
    const texts = (v: Record<string, unknown>): Texts => Object.fromEntries(Object.keys(BASIC_TRANSLATIONS.fr ?? {}).map((k) => [k, typeof v[k] === 'string' ? v[k] : null]));
    const next = addDemoTranslations(value.translations, texts(value), texts(SETTINGS.basic!), BASIC_TRANSLATIONS);
    if (next)
      changed += (
        await tx
          .update(settings)
          .set({ value: { ...value, translations: next } })
          .where(eq(settings.key, 'basic'))
          .returning({ key: settings.key })
      ).length;
  }
  return changed;
}
