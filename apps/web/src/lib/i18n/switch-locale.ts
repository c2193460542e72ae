import { activateLocale, loadCatalog, rememberLocale, storedLocale } from './i18n';
import { DEFAULT_LOCALE, localeFromLanguages, localeOfPath, localizePath, type Locale } from './locales';

/**
 * The language of the first render, and its address (docs/decisions/108): a prefixed address
 * (/rw/…, /fr/…) is always shown in its language. An English (unprefixed) address follows the
 * visitor's choice in the picker when they made one, else, on a first visit, the browser's preferred
 * languages (Accept-Language): the address is then replaced by the prefixed one, without a reload.
 */
export function initialLocale(): Locale {
  const { pathname, search, hash } = window.location;
  const fromPath = localeOfPath(pathname);
  if (fromPath !== DEFAULT_LOCALE) return fromPath;
  const wanted = storedLocale() ?? localeFromLanguages(navigator.languages ?? [navigator.language]);
  if (wanted !== DEFAULT_LOCALE) window.history.replaceState(window.history.state, '', `${localizePath(pathname, wanted)}${search}${hash}`);
  return wanted;
}

/**
 * The picker's switch: loads the catalog first (a failure leaves everything as it was and rejects),
 * then moves to the same page under the new prefix, remembers the choice and activates the language
 * (the router, keyed by language, then remounts on the new address; the query cache stays).
 */
export async function switchLocale(next: Locale): Promise<void> {
  await loadCatalog(next);
  rememberLocale(next);
  const { pathname, search, hash } = window.location;
  const target = `${localizePath(pathname, next)}${search}${hash}`;
  if (target !== `${pathname}${search}${hash}`) window.history.pushState(null, '', target);
  await activateLocale(next);
}
