import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { toMinor } from '@atelier/contracts';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Db } from '../client.js';
import {
  catalogImages,
  catalogItems,
  companyValues,
  contactItems,
  contentSections,
  coupons,
  helpFaqs,
  heroSlides,
  services,
  settings,
  teamMembers,
} from '../schema/index.js';
import { copyRenditions, type ImageStore } from '../../lib/images.js';
import { createLocalStorage } from '../../lib/media-storage.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { REPO_ROOT } from '../../paths.js';
import { logoSvg, renderSvg } from './art.js';
import {
  ARTWORKS,
  CONTACT_ITEMS,
  CONTENT_SECTIONS,
  COUPONS,
  HELP_FAQS,
  HELP_INTRO,
  HERO_SLIDES,
  PRODUCTS,
  SERVICES,
  SETTINGS,
  TEAM,
  VALUES,
  type ImageArt,
} from './data.js';

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
}

const catalogKey = (slug: string, n: number) => `demo/${slug}-${n}`;
const heroKey = (n: number, m: number) => `hero/slide-${n}-${m}`;
const LOGO_KEY = 'logoImage/atelier-logo';
const DEFAULT_CACHE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/atelier-demo-media');

/**
 * Seeds the demo shop. Idempotent: keyed rows (items by slug, coupons by code, settings and sections
 * by key) are inserted only when missing; list tables (FAQs, team, contacts, values, hero) only when
 * empty; pictures are rendered only when their files are missing. Never overwrites the owner's edits
 * (a demo coupon's missing per-customer limit is added only to a coupon no owner ever changed).
 */
export async function seed(db: Db, opts: SeedOptions = {}): Promise<SeedReport> {
  const itemsInserted = await db.transaction(async (tx) => {
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
        })
        .onConflictDoNothing({ target: catalogItems.slug })
        .returning({ id: catalogItems.id });
      if (!row) continue;
      inserted++;
      await tx.insert(catalogImages).values(item.images.map((_, n) => ({ itemId: row.id, position: n, imageKey: catalogKey(item.slug, n), alt: item.title })));
    }

    for (const [key, value] of Object.entries(SETTINGS)) await tx.insert(settings).values({ key, value }).onConflictDoNothing();
    await tx.insert(services).values(SERVICES.map((svc, position) => ({ ...svc, position }))).onConflictDoNothing({ target: services.slug });
    for (const c of COUPONS) {
      await tx
        .insert(coupons)
        .values({ code: c.code, type: c.type, value: c.value, minAmountMinor: c.minAmount === null ? null : toMinor(c.minAmount), maxDiscountMinor: c.maxDiscount === null ? null : toMinor(c.maxDiscount), perCustomerLimit: c.perCustomerLimit })
        .onConflictDoNothing({ target: coupons.code });
      // A demo shop seeded before the coupon had its per-customer limit gets it, unless the owner has
      // ever created or edited a coupon of that code: the audit log holds every owner's change.
      if (c.perCustomerLimit !== null)
        await tx
          .update(coupons)
          .set({ perCustomerLimit: c.perCustomerLimit })
          .where(and(eq(coupons.code, c.code), isNull(coupons.perCustomerLimit), sql`not exists (select 1 from audit_log a where a.entity = 'coupon' and a.entity_id = ${coupons.id}::text)`));
    }
    // Stored HTML goes through the sanitiser like every write (issue 4), even the shop's own.
    await tx.insert(contentSections).values(CONTENT_SECTIONS.map((s, position) => ({ ...s, content: sanitizeRichText(s.content), position }))).onConflictDoNothing();
    await tx.insert(contentSections).values({ key: 'help_introduction', title: 'Introduction', content: sanitizeRichText(HELP_INTRO) }).onConflictDoNothing();

    const isEmpty = async (table: typeof helpFaqs | typeof teamMembers | typeof contactItems | typeof companyValues | typeof heroSlides) =>
      ((await tx.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;
    if (await isEmpty(helpFaqs)) await tx.insert(helpFaqs).values(HELP_FAQS.map((f, position) => ({ ...f, content: sanitizeRichText(f.content), position })));
    if (await isEmpty(teamMembers)) await tx.insert(teamMembers).values(TEAM.map((m, position) => ({ ...m, position })));
    if (await isEmpty(contactItems)) await tx.insert(contactItems).values(CONTACT_ITEMS.map((c, position) => ({ ...c, position })));
    if (await isEmpty(companyValues)) await tx.insert(companyValues).values(VALUES.map((v, position) => ({ ...v, position })));
    if (await isEmpty(heroSlides))
      await tx.insert(heroSlides).values(HERO_SLIDES.map((s, n) => ({ title: s.title, subtitle: s.subtitle, images: s.art.map((_, m) => heroKey(n, m)), position: n })));
    return inserted;
  });

  let imagesRendered = 0;
  if (opts.images) {
    const store = opts.images;
    const jobs: Array<{ key: string; svg: () => string }> = [{ key: LOGO_KEY, svg: logoSvg }];
    for (const item of [...PRODUCTS, ...ARTWORKS])
      item.images.forEach((art: ImageArt, n) => jobs.push({ key: catalogKey(item.slug, n), svg: () => renderSvg(art, item.slug.length * 7 + n * 13) }));
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
  return { itemsInserted, imagesRendered };
}
