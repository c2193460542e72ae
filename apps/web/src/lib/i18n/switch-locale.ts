import { activateLocale, loadCatalog, rememberLocale, storedLocale } from './i18n';
import { DEFAULT_LOCALE, isLocale, localeFromLanguages, localeOfPath, localizePath, type Locale } from './locales';

/**
 * Where the language of this visit came from (docs/decisions/110): the address's prefix, the picker's
 * choice remembered on this device, the signed-in account's language, or a guess (the browser's
 * languages, else English). Only a guess gives way to the account's language at sign-in.
 */
export type LocaleSource = 'address' | 'device' | 'account' | 'guess';

let source: LocaleSource = 'guess';

/** Where the current language came from (see LocaleSource). */
export const localeSource = (): LocaleSource => source;

/** Sent on window when the visitor chooses a language (the picker, the profile's field; detail: the locale). */
export const LOCALE_CHOSEN = 'locale:chosen';

/** What decides the first language: each is `null` when absent. */
export interface LocaleClues {
  /** The address's prefix (`/rw/…` → rw), `null` for an unprefixed (English) address. */
  path: Locale | null;
  /** The picker's choice stored on this device. */
  device: Locale | null;
  /** The signed-in account's `language` (the stored session's user). */
  account: unknown;
  /** The browser's preferred languages (navigator.languages, i.e. Accept-Language). */
  browser: readonly string[];
}

/**
 * The first language and where it came from (docs/decisions/108, 110), in this order: the address's
 * prefix (a shared link keeps its language), the choice made on this device, the signed-in account's
 * language, the browser's languages, English.
 */
export function chooseLocale({ path, device, account, browser }: LocaleClues): { locale: Locale; source: LocaleSource } {
  if (path) return { locale: path, source: 'address' };
  if (device) return { locale: device, source: 'device' };
  if (isLocale(account)) return { locale: account, source: 'account' };
  return { locale: localeFromLanguages(browser), source: 'guess' };
}

/**
 * The language of the first render, and its address: see chooseLocale. `accountLanguage` is the
 * stored session's `user.language` (undefined when signed out). A language other than English found
 * without a prefix replaces the address by the prefixed one, without a reload.
 */
export function initialLocale(accountLanguage?: unknown): Locale {
  const { pathname, search, hash } = window.location;
  const fromPath = localeOfPath(pathname);
  const chosen = chooseLocale({
    path: fromPath === DEFAULT_LOCALE ? null : fromPath,
    device: storedLocale(),
    account: accountLanguage,
    browser: navigator.languages ?? [navigator.language],
  });
  source = chosen.source;
  if (chosen.locale !== fromPath) window.history.replaceState(window.history.state, '', `${localizePath(pathname, chosen.locale)}${search}${hash}`);
  return chosen.locale;
}

/**
 * The language to move to when a customer has just signed in with `accountLanguage` (docs/decisions/110):
 * the account's, when the current language was only guessed (the visit began on an unprefixed address
 * and this device has no choice of its own) and differs from it; otherwise `null` (stay).
 */
export function localeAfterSignIn(accountLanguage: unknown, current: Locale, from: LocaleSource = source): Locale | null {
  if (from !== 'guess' || !isLocale(accountLanguage) || accountLanguage === current) return null;
  return accountLanguage;
}

/** Same page under `next`'s prefix; `push` adds a history entry, otherwise the current one is replaced (its state kept). */
function moveTo(next: Locale, push: boolean): void {
  const { pathname, search, hash } = window.location;
  const target = `${localizePath(pathname, next)}${search}${hash}`;
  if (target === `${pathname}${search}${hash}`) return;
  if (push) window.history.pushState(null, '', target);
  else window.history.replaceState(window.history.state, '', target);
}

/**
 * The picker's switch: loads the catalog first (a failure leaves everything as it was and rejects),
 * then moves to the same page under the new prefix, remembers the choice and activates the language
 * (the router, keyed by language, then remounts on the new address; the query cache stays). Sends
 * LOCALE_CHOSEN, on which the session saves the choice on a signed-in account.
 */
export async function switchLocale(next: Locale): Promise<void> {
  await loadCatalog(next);
  rememberLocale(next);
  moveTo(next, true);
  source = 'device';
  await activateLocale(next);
  window.dispatchEvent(new CustomEvent<Locale>(LOCALE_CHOSEN, { detail: next }));
}

/**
 * Moves the current page to the signed-in account's language (after sign-in, see localeAfterSignIn):
 * like the picker, but the address is replaced (keeping its navigation state) and the device
 * remembers nothing, so the next person signing in on it is not given this customer's language.
 */
export async function followAccountLocale(next: Locale): Promise<void> {
  await loadCatalog(next);
  moveTo(next, false);
  source = 'account';
  await activateLocale(next);
}

/** Calls `handler` with the language the visitor chose (picker or profile), not on back/forward. Returns the unsubscribe function. */
export function onLocaleChosen(handler: (locale: Locale) => void): () => void {
  const listener = (event: Event) => {
    const locale = (event as CustomEvent<unknown>).detail;
    if (isLocale(locale)) handler(locale);
  };
  window.addEventListener(LOCALE_CHOSEN, listener);
  return () => window.removeEventListener(LOCALE_CHOSEN, listener);
}
