import { escapeHtml } from '../../lib/email-templates.js';

/*
 * The store's languages in its page HTML (docs/decisions/108): English without a prefix,
 * Kinyarwanda under /rw and French under /fr in front of every store address. The web app's
 * apps/web/src/lib/i18n/locales.ts is the other half; the two agree on these rules.
 */
export const PAGE_LOCALES = ['en', 'rw', 'fr'] as const;
export type PageLocale = (typeof PAGE_LOCALES)[number];

/** Open Graph's locale of each language (language_TERRITORY). */
const OG_LOCALE: Record<PageLocale, string> = { en: 'en_RW', rw: 'rw_RW', fr: 'fr_RW' };

/** `/rw/store/x` → { locale: 'rw', path: '/store/x' }; `/rw` → '/'; an unprefixed path is English. */
export function splitLocale(pathname: string): { locale: PageLocale; path: string } {
  const first = pathname.split('/')[1]?.toLowerCase();
  if (first !== 'rw' && first !== 'fr') return { locale: 'en', path: pathname || '/' };
  const rest = pathname.slice(3);
  return { locale: first, path: rest.startsWith('/') ? rest : `/${rest}` };
}

/** A page path (without prefix) in `locale`. */
export const localizedPath = (path: string, locale: PageLocale) => (locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`);

/** The shell's placeholder, painted before the app renders, in each language (the web catalog's 'Loading...'). */
const LOADING: Record<PageLocale, string> = { en: 'Loading...', rw: 'Birimo gufunguka...', fr: 'Chargement...' };

/** Each language's web app manifest (docs/decisions/136): its name, start address and scope are the language's. */
const MANIFEST: Record<PageLocale, string> = { en: '/manifest.webmanifest', rw: '/rw/manifest.webmanifest', fr: '/fr/manifest.webmanifest' };

/**
 * `html` in `locale` for the page `path` (without its prefix): `<html lang>`, a `hreflang` alternate
 * for each language plus `x-default` (English), `og:locale` with the other languages as
 * `og:locale:alternate`, the language's web app manifest, and the root's 'Loading...' placeholder
 * in the language. `base` is the shop's public address ('' gives root-relative links).
 */
export function localizeHtml(html: string, locale: PageLocale, path: string, base = ''): string {
  const href = (l: PageLocale) => escapeHtml(`${base}${localizedPath(path, l)}`);
  const tags = [
    ...PAGE_LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${href(l)}">`),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}">`,
    `<meta property="og:locale" content="${OG_LOCALE[locale]}">`,
    ...PAGE_LOCALES.filter((l) => l !== locale).map((l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}">`),
  ];
  return html
    .replace(/<html lang="[^"]*"/i, `<html lang="${locale}"`)
    .replace(/(<link rel="manifest" href=")[^"]*"/i, (_all, open: string) => `${open}${MANIFEST[locale]}"`)
    .replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`)
    .replace(/(<div id="root">[^<]*<div[^>]*>)Loading\.\.\.(<\/div>)/i, (_all, open: string, close: string) => `${open}${LOADING[locale]}${close}`);
}
