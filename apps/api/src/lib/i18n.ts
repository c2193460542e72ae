import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, LOCALES, catalogFor, isLocale, localeOfPath, matchMessage, type Locale } from '@atelier/contracts';
import Negotiator from 'negotiator';

/**
 * The server's side of the shop's languages (docs/decisions/109-languages-on-the-server.md):
 * Lingui instances holding the contracts' catalog compiled once per language, and the rule that picks
 * a request's language.
 */

const instances = new Map<Locale, I18n>();
/** The Lingui instance of one language, its catalog compiled on first use (ICU → Lingui's compiled form). */
function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    const compiled = Object.fromEntries(Object.entries(catalogFor(locale)).map(([id, message]) => [id, compileMessage(message)]));
    i18n = setupI18n({ locale, messages: { [locale]: compiled } });
    instances.set(locale, i18n);
  }
  return i18n;
}

/**
 * An English message of the contracts or the API in `locale`: the same text for `en` and for a text
 * the catalog lacks (it is never lost), else the catalog's translation with the run-time values
 * (numbers, names) put back in their places.
 */
export function translate(text: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return text;
  const match = matchMessage(text);
  return match ? i18nFor(locale)._(match.id, match.values) : text;
}

/** What a request says about its language; `account` is the signed-in customer's `language`, when known. */
export interface LanguageHints {
  referer?: string | undefined;
  host?: string | undefined;
  account?: string | null | undefined;
  acceptLanguage?: string | undefined;
}

/**
 * The language of a request, in this order (docs/decisions/109):
 * 1. the page the call came from: a Referer whose path starts `/rw` or `/fr`, or any page of this
 *    host without a prefix (English) — what the customer is reading wins;
 * 2. the signed-in account's `language`;
 * 3. `Accept-Language` (negotiated: `rw-RW` → rw, `fr-FR;q=0.8` → fr);
 * 4. English.
 * A back-office page (`/admin…` of this host, docs/decisions/113) has no prefix and says no language:
 * the back office sends its interface language as `Accept-Language` on every call, so for its calls
 * `Accept-Language` comes first, then the account's language, then English.
 */
export function resolveLanguage(h: LanguageHints): Locale {
  const page = refererLanguage(h.referer, h.host);
  if (page === BACK_OFFICE) return negotiate(h.acceptLanguage) ?? (isLocale(h.account) ? h.account : DEFAULT_LOCALE);
  if (page) return page;
  if (isLocale(h.account)) return h.account;
  return negotiate(h.acceptLanguage) ?? DEFAULT_LOCALE;
}

/** The best of our languages in an Accept-Language header (`rw-RW` → rw), or undefined. */
function negotiate(acceptLanguage: string | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined;
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([...LOCALES]);
  return isLocale(best) ? best : undefined;
}

/** What refererLanguage answers for a back-office page of this host (/admin, /admin/…). */
const BACK_OFFICE = 'back-office';

/** True for the back office's addresses: `/admin` and below (not `/administration`). */
const isBackOfficePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/** The language of a storefront page named by a Referer, BACK_OFFICE for one of the back office's pages, or undefined when it names none. */
function refererLanguage(referer: string | undefined, host: string | undefined): Locale | typeof BACK_OFFICE | undefined {
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return undefined;
  const locale = localeOfPath(url.pathname);
  if (locale !== DEFAULT_LOCALE) return locale;
  // A prefix-less page says "English" only when it is one of ours: another site's Referer says nothing.
  if (!host || url.host !== hostOf(url.protocol, host)) return undefined;
  return isBackOfficePath(url.pathname) ? BACK_OFFICE : DEFAULT_LOCALE;
}

/** A Host header as URL#host writes it (the scheme's default port left out), or undefined. */
function hostOf(protocol: string, host: string): string | undefined {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return undefined;
  }
}

/**
 * The language of a customer's e-mails (docs/decisions/109): the account's `language`, found by its id or by
 * the address a mail goes to; `fallback` (the request's language, or English) when no account matches.
 */
export type LanguageOf = (who: { userId?: string | null; email?: string | null; fallback?: Locale }) => Promise<Locale>;

/** For services built without accounts (unit tests): every mail in the fallback language. */
export const fallbackLanguage: LanguageOf = async (who) => who.fallback ?? DEFAULT_LOCALE;
