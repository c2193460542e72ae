import { i18n, type Messages } from '@lingui/core';
import { apiFetch } from '@/lib/api-client';
import { LOCALE_CHANGED, rememberLocale, storedLocale } from '@/lib/i18n/i18n';
import { DEFAULT_LOCALE, isLocale, localeFromLanguages, type Locale } from '@/lib/i18n/locales';
import { setContractTranslator } from './contract-messages';

/*
 * The back office's languages (docs/decisions/113). Same Lingui instance and macros as the
 * store, but its own catalogs (src/admin/locales): a store visitor never downloads an admin text, and
 * the back office never downloads the store's catalog (the few store components it shows have their
 * messages in the admin catalog too). English is compiled into the code, as in the store.
 */
const CATALOGS: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  rw: () => import('../locales/rw/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
};

// English is compiled into the code: an empty catalog, so activating it is quiet.
i18n.load(DEFAULT_LOCALE, {});
const loaded = new Set<Locale>([DEFAULT_LOCALE]);

/**
 * Loads the back office's catalog of `locale` and the translator of the contracts' messages
 * (contract-messages.ts) — once each, nothing for English. Rejects when a chunk cannot load.
 */
async function loadAdminCatalog(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const [{ messages }, { contractTranslator }] = await Promise.all([CATALOGS[locale as Exclude<Locale, 'en'>](), import('./contract-catalog')]);
  i18n.load(locale, messages);
  setContractTranslator(locale, contractTranslator(locale));
  loaded.add(locale);
}

/** Loads `locale`'s catalog and makes it the back office's language; sets `<html lang>`. */
export async function activateAdminLocale(locale: Locale): Promise<void> {
  await loadAdminCatalog(locale);
  if (i18n.locale === locale) return;
  const previous = i18n.locale;
  i18n.activate(locale);
  document.documentElement.lang = locale;
  if (previous) window.dispatchEvent(new CustomEvent<Locale>(LOCALE_CHANGED, { detail: locale }));
}

/** The signed-in account saved in local storage by the session (its `language`, decision 109), if any. */
function savedAccountLanguage(): Locale | null {
  try {
    const user = JSON.parse(localStorage.getItem('user') ?? 'null') as { language?: unknown } | null;
    return isLocale(user?.language) ? user.language : null;
  } catch {
    return null;
  }
}

/**
 * The back office's language at start (docs/decisions/113): the picker's choice remembered in this
 * browser (the same `locale` key as the store's picker), else the signed-in staff account's `language`,
 * else the browser's preferred languages, else English. /admin addresses carry no language prefix.
 */
export function initialAdminLocale(): Locale {
  return storedLocale() ?? savedAccountLanguage() ?? localeFromLanguages(navigator.languages ?? [navigator.language]);
}

/**
 * The language a staff member gets once signed in: their account's `language` when this browser has
 * no remembered choice (a first visit on a new phone), else the current one.
 */
export function signedInLocale(accountLanguage: unknown, current: Locale): Locale {
  if (storedLocale()) return current;
  return isLocale(accountLanguage) ? accountLanguage : current;
}

/**
 * The picker's switch: loads the catalog (a failure changes nothing and rejects), remembers the choice
 * in this browser, activates it, and saves it on the staff account (`PUT /api/users/{id}` with
 * `language`, decision 109) so another device starts in it; that save is best effort.
 * Returns the account's reply user when the save succeeded.
 */
export async function switchAdminLocale<U>(next: Locale, userId: string | undefined): Promise<U | null> {
  await loadAdminCatalog(next);
  rememberLocale(next);
  await activateAdminLocale(next);
  if (!userId) return null;
  try {
    const reply = await apiFetch<{ user?: U }>(`/api/users/${encodeURIComponent(userId)}`, { method: 'PUT', body: { language: next }, auth: true });
    return reply.user ?? null;
  } catch {
    return null;
  }
}
