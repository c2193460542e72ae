import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, isLocale, type Locale } from './locales';

/*
 * The store's one Lingui instance (docs/decisions/108). English needs no catalog: its messages are
 * compiled into the code. A Kinyarwanda or French catalog is a chunk of its own, loaded the first
 * time that language is shown.
 */
const CATALOGS: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  rw: () => import('../../locales/rw/messages.po'),
  fr: () => import('../../locales/fr/messages.po'),
};

export { i18n };

const loaded = new Set<Locale>([DEFAULT_LOCALE]);

/** Sent on window after the interface language changed (detail: the new locale). */
export const LOCALE_CHANGED = 'locale:changed';

/** Loads `locale`'s catalog into Lingui without switching to it (a no-op once loaded, and for English). */
export async function loadCatalog(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const { messages } = await CATALOGS[locale as Exclude<Locale, 'en'>]();
  i18n.load(locale, messages);
  loaded.add(locale);
}

/**
 * Loads `locale`'s catalog (once) and makes it the active language; sets `<html lang>`. Rejects
 * when the catalog's chunk cannot load (offline after a deploy): the caller keeps the old language.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  await loadCatalog(locale);
  const previous = i18n.locale;
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (previous && previous !== locale && typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<Locale>(LOCALE_CHANGED, { detail: locale }));
}

/**
 * Calls `handler` with the new locale each time the visitor switches language (the picker, or the
 * back button to an address in another language). The hook for syncing the choice to the signed-in
 * account's `language` field. Returns the unsubscribe function.
 */
export function onLocaleChange(handler: (locale: Locale) => void): () => void {
  const listener = (event: Event) => {
    const locale = (event as CustomEvent<unknown>).detail;
    if (isLocale(locale)) handler(locale);
  };
  window.addEventListener(LOCALE_CHANGED, listener);
  return () => window.removeEventListener(LOCALE_CHANGED, listener);
}

/** The language the visitor chose in the picker, if any. */
export function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the picker's choice (storage full or disabled: the address still carries the language). */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // the prefix of the address keeps the language for this visit
  }
}
