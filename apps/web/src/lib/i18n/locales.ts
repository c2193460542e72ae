/**
 * The store's languages and their addresses (docs/decisions/108): English is the default
 * and has no prefix; Kinyarwanda lives under /rw and French under /fr, in front of every store route,
 * so a shared link keeps its language. Pure functions: the server's page shell mirrors them.
 */
export const LOCALES = ['en', 'rw', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, as the picker shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', rw: 'Ikinyarwanda', fr: 'Français' };

/** The visitor's choice in the picker, in localStorage (absent until they choose). */
export const LOCALE_STORAGE_KEY = 'locale';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language an address is in: its first segment when that is `rw` or `fr` (any case), else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1]?.toLowerCase();
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The address without its language prefix: `/rw/store` → `/store`, `/rw` → `/`. */
export function stripLocale(pathname: string): string {
  if (localeOfPath(pathname) === DEFAULT_LOCALE) return pathname || '/';
  const rest = pathname.slice(3);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The router's basename for a language: '' for English, `/rw`, `/fr`. */
export const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** `pathname` (with or without a prefix) in `locale`: `localizePath('/rw/cart', 'fr')` → `/fr/cart`. */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}

/**
 * The first of the browser's preferred languages (navigator.languages, which is what it sends as
 * Accept-Language) that the store speaks, by primary subtag (`fr-CA` → fr, `rw-RW` → rw, `kin` → rw);
 * English when none is.
 */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (primary === 'kin') return 'rw';
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
