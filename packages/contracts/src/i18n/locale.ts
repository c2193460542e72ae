import { z } from 'zod';

/**
 * The shop's languages (docs/decisions/108, DESIGN.md § Languages): English (the default, no address prefix),
 * Kinyarwanda (`/rw`) and French (`/fr`).
 */
export const LOCALES = ['en', 'rw', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** True for one of the shop's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** An account's `language` on the wire: en | rw | fr (spec field naming, like `name`, `phone`). */
export const LanguageField = z.enum(LOCALES, { error: 'language must be one of en, rw, fr' });

/**
 * The language a page address names by its first segment: `/rw/store` → rw, `/fr` → fr, anything
 * else (`/store`, `/`) → en. Used by the server for a call's Referer (docs/decisions/109).
 */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return first === 'rw' || first === 'fr' ? first : 'en';
}
