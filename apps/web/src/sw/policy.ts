import { matchWebPage } from '@atelier/contracts';
import { stripLocale } from '@/lib/i18n/locales';

/*
 * What the store's service worker may keep, as pure functions of a request (docs/decisions/136).
 * Everything here answers "no" unless a rule says yes: a customer's data (a request with a token, the
 * cart, orders, profile, wishlist, payments, the back office) is never kept, whatever its address.
 */

/** The back office's addresses (its own scope; the store's worker never touches them). */
const isBackOffice = (pathname: string): boolean => /^\/admin(\/|$)/i.test(pathname) || /^\/api\/admin(\/|$)/i.test(pathname);

/**
 * Store pages that are the customer's own even without a token in the request: a pay link and a
 * booking carry their key in the address, an order page names the order. They always come from the
 * network (the offline page when it is gone).
 */
const PRIVATE_PAGES = new Set<string>(['/pay/:orderNumber', '/bookings/:bookingId', '/orders/:orderId']);
/** Query parameters a kept page may have: anything else (a key, a token, an e-mail) is not kept. */
const PAGE_PARAMS = new Set(['page', 'variant']);

/**
 * What the worker does with a navigation to `url`:
 * - `keep`: a store page anyone sees the same (the HTML carries no customer data: the session is a
 *   bearer token the server never sees on a page load): from the network, kept for offline;
 * - `network`: from the network only, the offline page when it is gone (pay links, bookings, order
 *   pages, sign-in, unknown addresses, a page with a key or token in its query, /api addresses);
 * - `pass`: not handled at all (the back office, another origin, a file such as /sitemap.xml).
 */
export function navigationPolicy(url: URL, origin: string): 'keep' | 'network' | 'pass' {
  if (url.origin !== origin || isBackOffice(url.pathname)) return 'pass';
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return 'network';
  if (url.pathname.startsWith('/media/') || /\.[a-z0-9]+$/i.test(url.pathname)) return 'pass';
  const found = matchWebPage(stripLocale(url.pathname));
  if (!found?.page.module || found.page.access === 'signedOut' || PRIVATE_PAGES.has(found.page.path)) return 'network';
  for (const name of url.searchParams.keys()) if (!PAGE_PARAMS.has(name)) return 'network';
  return 'keep';
}

/**
 * The public API replies a page needs to show again offline: the catalog (lists, items, an item's
 * ratings summary), the hero, the services, and the company's texts and settings. Search, booking
 * slots, `/api/products/me/…` and everything else are not.
 */
const PUBLIC_API: readonly RegExp[] = [
  /^\/api\/(products|gallery)$/,
  /^\/api\/(products|gallery)\/(?!me$|search$)[a-z0-9-]+$/i,
  /^\/api\/products\/(?!me\/)[a-z0-9-]+\/ratings$/i,
  /^\/api\/hero$/,
  /^\/api\/services$/,
  /^\/api\/company-settings\/public\/[a-z-]+$/,
  /^\/api\/contactinfo\/public$/,
  /^\/api\/help-center\/public$/,
];
/** Query parameters of the kept API replies (a list's page). */
const API_PARAMS = new Set(['page', 'limit']);

/** The parts of a request the rules read (a Request, or a plain object in tests). */
export interface RequestFacts {
  method: string;
  url: string;
  headers: { has(name: string): boolean };
}

/**
 * True when the worker may keep this API reply: a GET without a token (Authorization) of one of
 * the public replies above, same origin, with only `page`/`limit` in its query. A reply the server
 * marks `private` or `no-store` is still refused when it arrives (`mayStoreReply`).
 */
export function isPublicApi(request: RequestFacts, origin: string): boolean {
  if (request.method !== 'GET' || request.headers.has('authorization')) return false;
  const url = new URL(request.url);
  if (url.origin !== origin || !PUBLIC_API.some((rule) => rule.test(url.pathname))) return false;
  for (const name of url.searchParams.keys()) if (!API_PARAMS.has(name)) return false;
  return true;
}

/** True for a reply that may be written to a cache: 200, and not marked private or no-store by the server. */
export function mayStoreReply(response: { status: number; headers: { get(name: string): string | null } }): boolean {
  const control = response.headers.get('cache-control') ?? '';
  return response.status === 200 && !/\b(private|no-store)\b/i.test(control);
}

/** A store picture (/media/…) asked for by a store page (not the back office), same origin, GET. */
export function isStorePicture(request: RequestFacts & { referrer: string }, origin: string): boolean {
  if (request.method !== 'GET' || request.headers.has('authorization')) return false;
  const url = new URL(request.url);
  if (url.origin !== origin || !url.pathname.startsWith('/media/')) return false;
  const from = request.referrer ? new URL(request.referrer, origin) : null;
  return !(from && from.origin === origin && isBackOffice(from.pathname));
}

/**
 * A file of the store's build (`/assets/…`, content-hashed, so never stale) that is not precached:
 * a page's own chunk, a language's catalog. The back office's files live under /assets/admin/ and
 * are never kept.
 */
export function isStoreAsset(request: RequestFacts, origin: string): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  return url.origin === origin && url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/assets/admin/');
}

/** The language of an address: `/rw/…` and `/fr/…`, else English (the offline page's and the API key's). */
export function languageOfPath(pathname: string): 'en' | 'rw' | 'fr' {
  const first = pathname.split('/')[1]?.toLowerCase();
  return first === 'rw' || first === 'fr' ? first : 'en';
}

/** The offline page for an address's language: /offline.html, /rw/offline.html, /fr/offline.html. */
export const offlinePageFor = (pathname: string): string => {
  const language = languageOfPath(pathname);
  return language === 'en' ? '/offline.html' : `/${language}/offline.html`;
};

/**
 * The key a public API reply is kept under: its address plus the language it was asked in (the
 * app's Accept-Language), because the server answers the owner's texts in the page's language and
 * its `Vary` (Referer among others) would otherwise keep one copy per page that asked.
 */
export function apiCacheKey(url: string, acceptLanguage: string | null): string {
  const language = (acceptLanguage ?? 'en').split(',')[0]!.trim().toLowerCase().slice(0, 2) || 'en';
  const key = new URL(url);
  key.searchParams.set('sw-lang', language === 'rw' || language === 'fr' ? language : 'en');
  return key.href;
}

/**
 * The entry script a page's HTML loads (`<script type="module" … src="/assets/index-….js">`), or
 * null. A page is kept only when this file is in the worker's own precache, so a kept page never
 * names files of another build (no stale mix after a deploy).
 */
export function entryScriptOf(html: string): string | null {
  const tag = /<script\b[^>]*\btype="module"[^>]*>/i.exec(html)?.[0];
  return tag ? (/\bsrc="([^"]+)"/i.exec(tag)?.[1] ?? null) : null;
}

/** One API answer a page's HTML carries for its first render (`<script id="boot-data">`, docs/decisions/060). */
export interface PrimedReply {
  /** The API address it answers, path and query (`/api/products?page=1&limit=10`). */
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * The API answers a page's HTML carries (its boot data), so that a kept page's data is also there
 * when the customer moves to it inside the app offline, as an API call. None when the HTML has none
 * or they cannot be read.
 */
export function primedReplies(html: string): PrimedReply[] {
  const json = /<script id="boot-data" type="application\/json">([\s\S]*?)<\/script>/i.exec(html)?.[1];
  if (!json) return [];
  try {
    const parsed = JSON.parse(json) as unknown;
    if (!parsed || typeof parsed !== 'object') return [];
    return Object.entries(parsed as Record<string, { headers?: unknown; body?: unknown }>).flatMap(([path, reply]) =>
      path.startsWith('/api/') && reply && typeof reply === 'object' && 'body' in reply
        ? [{ path, headers: reply.headers && typeof reply.headers === 'object' ? (reply.headers as Record<string, string>) : {}, body: reply.body }]
        : [],
    );
  } catch {
    return [];
  }
}
