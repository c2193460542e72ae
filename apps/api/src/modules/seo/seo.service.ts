import { formatRwf, type CatalogItem, type ItemVariant } from '@atelier/contracts';
import { escapeHtml } from '../../lib/email-templates.js';
import { imageUrl } from '../../lib/images.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { ContentService } from '../content/content.service.js';
import { PAGE_LOCALES, localizedPath, type PageLocale } from './page-locale.js';

/** How an item page's title joins the work and its artist, per language. */
const BY: Record<PageLocale, string> = { en: 'by', rw: 'cya', fr: 'par' };

/** Sitemaps hold at most 50,000 URLs (sitemaps.org). */
const SITEMAP_MAX = 50_000;
const STATIC_PAGES = ['/', '/store', '/artgallery', '/services', '/contact', '/book', '/aboutus', '/help', '/faq', '/terms', '/legal', '/privacy'];

/** A page path of an item: /store/{slug} for products, /artgallery/{slug} for artworks. */
function itemPath(item: { kind: string; slug: string }): string {
  return `${item.kind === 'artwork' ? '/artgallery' : '/store'}/${item.slug}`;
}

/** schema.org's availability of an item's offer: reserved and sold out may come back, sold may not. */
const OFFER_AVAILABILITY: Record<CatalogItem['availability'] | ItemVariant['availability'], string> = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/OutOfStock',
  sold_out: 'https://schema.org/OutOfStock',
  sold: 'https://schema.org/SoldOut',
};

/** JSON inside `<script type="application/ld+json">`: `<` escaped so nothing in it can end the script. */
const ldJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Shareable links: item pages answered with the app's HTML carrying Open Graph and Twitter
 * tags (title, description, image, price in RWF), so a link pasted into WhatsApp shows a preview;
 * sitemap.xml and robots.txt.
 */
export function seoService(deps: { catalog: CatalogService; content: ContentService; publicUrl: string }) {
  const abs = (p: string) => `${deps.publicUrl}${p}`;

  /**
   * The item as a schema.org Product (docs/decisions/135), for search results with price and stock:
   * name, description, every picture (1200 px), brand, SKU (the item's one variant's), an Offer per
   * variant on sale with its price in RWF and availability, and the rating when there are ratings.
   */
  function productJsonLd(item: CatalogItem, brand: string, url: string): Record<string, unknown> {
    const pictures = [item.frontimage, item.image1, item.image2, item.image3, item.image4].filter((p): p is string => Boolean(p));
    const offer = (price: number, availability: keyof typeof OFFER_AVAILABILITY, sku?: string) => ({
      '@type': 'Offer',
      url,
      ...(sku ? { sku } : {}),
      price: String(price),
      priceCurrency: 'RWF',
      availability: OFFER_AVAILABILITY[availability],
    });
    const single = item.variants.length === 1 ? item.variants[0] : undefined;
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: item.title,
      description: item.description,
      url,
      image: [...new Set(pictures.map((p) => abs(p.replace(/-640\.webp$/, '-1200.webp'))))],
      brand: { '@type': 'Brand', name: brand },
      ...(single ? { sku: single.sku } : {}),
      ...(item.category ? { category: item.category } : {}),
      offers:
        item.variants.length > 1
          ? item.variants.map((v) => offer(v.price, item.availability === 'sold' || item.availability === 'reserved' ? item.availability : v.availability, v.sku))
          : offer(item.price, item.availability),
      ...(item.ratingCount > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: item.averageRating, ratingCount: item.ratingCount, bestRating: 5, worstRating: 1 } } : {}),
    };
  }

  function metaTags(item: CatalogItem, brand: string, locale: PageLocale): string {
    const title = `${item.title}${item.artist ? ` ${BY[locale]} ${item.artist}` : ''} · ${brand}`;
    const url = abs(localizedPath(itemPath(item), locale));
    const description = `${formatRwf(item.price)} · ${item.description}`.slice(0, 200);
    const image = item.frontimage ? abs(item.frontimage.replace(/-640\.webp$/, '-1200.webp')) : abs(imageUrl('logoImage/atelier-logo', 1200)!);
    const tags: Array<[string, string, string]> = [
      ['name', 'description', description],
      ['property', 'og:type', 'product'],
      ['property', 'og:site_name', brand],
      ['property', 'og:title', title],
      ['property', 'og:description', description],
      ['property', 'og:url', url],
      ['property', 'og:image', image],
      ['property', 'og:image:alt', item.title],
      ['property', 'product:price:amount', String(item.price)],
      ['property', 'product:price:currency', 'RWF'],
      ['name', 'twitter:card', 'summary_large_image'],
      ['name', 'twitter:title', title],
      ['name', 'twitter:description', description],
      ['name', 'twitter:image', image],
    ];
    return [
      `<title>${escapeHtml(title)}</title>`,
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
      `<script type="application/ld+json">${ldJson(productJsonLd(item, brand, url))}</script>`,
    ].join('\n    ');
  }

  return {
    /**
     * The app's HTML for an item page with its meta tags in the head (replacing the default title
     * and description), or null when no active item of that kind has the slug.
     */
    async itemPage(template: string, kind: 'product' | 'artwork', slug: string, locale: PageLocale = 'en'): Promise<string | null> {
      const item = await deps.catalog.get(slug, kind, locale).catch(() => null);
      if (!item) return null;
      const brand = await deps.content.brand();
      return template
        .replace(/<title>[^<]*<\/title>\s*/i, '')
        .replace(/<meta name="description"[^>]*>\s*/i, '')
        .replace(/<\/head>/i, () => `    ${metaTags(item, brand, locale)}\n  </head>`);
    },

    /** The current slug of a published item of `kind` that used to have `slug`, for a 301 (docs/decisions/101). */
    redirectOf: (kind: 'product' | 'artwork', slug: string) => deps.catalog.redirectOf(slug, kind),

    /**
     * sitemap.xml: the public pages and every active item's page, each in every language (docs/decisions/108)
     * with its `xhtml:link` alternates; at most 50,000 URLs.
     */
    async sitemap(): Promise<string> {
      const perPage = PAGE_LOCALES.length;
      const items = await deps.catalog.slugs(Math.floor(SITEMAP_MAX / perPage) - STATIC_PAGES.length);
      const entries = (path: string, extra = '') => {
        const alternates = [...PAGE_LOCALES.map((l) => [l, l] as const), ['x-default', 'en'] as const]
          .map(([tag, l]) => `<xhtml:link rel="alternate" hreflang="${tag}" href="${escapeHtml(abs(localizedPath(path, l)))}"/>`)
          .join('');
        return PAGE_LOCALES.map((l) => `<url><loc>${escapeHtml(abs(localizedPath(path, l)))}</loc>${extra}${alternates}</url>`);
      };
      const urls = [...STATIC_PAGES.flatMap((p) => entries(p)), ...items.flatMap((i) => entries(itemPath(i), `<lastmod>${i.updatedAt.toISOString().slice(0, 10)}</lastmod>`))];
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    },

    /** robots.txt: everything public may be crawled; account pages, pay links (docs/decisions/128) and the API may not. */
    robots(): string {
      const privatePages = ['/profile', '/cart', '/checkout', '/orders/', '/pay/'].flatMap((p) => PAGE_LOCALES.map((l) => `Disallow: ${localizedPath(p, l)}`));
      return ['User-agent: *', 'Allow: /', 'Disallow: /api/', ...privatePages, `Sitemap: ${abs('/sitemap.xml')}`, ''].join('\n');
    },
  };
}
export type SeoService = ReturnType<typeof seoService>;
