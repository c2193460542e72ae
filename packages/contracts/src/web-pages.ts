/**
 * Every address of the store's web app (spec 01 §2 Route table), in one place: the web router builds
 * its routes from this table (apps/web/src/app/router.tsx) and the API answers every other address
 * with the 404 page and status 404 (apps/api/src/plugins/web.ts), so the two can never
 * disagree. `path` uses the router's syntax (`:slug` is one segment); `module` names the page's file
 * in `apps/web/src/app/routes/`; `access` picks the router's group (signed-in-only pages sit behind
 * RequireAuth, /login and /verification behind RequireGuest); `redirect` is an alias that keeps the
 * query; `item` marks a page of one catalog item, which is unknown when its item is.
 */
export type WebPageAccess = 'public' | 'signedIn' | 'signedOut';

export interface WebPage {
  path: string;
  access: WebPageAccess;
  module?: string;
  redirect?: string;
  item?: 'product' | 'artwork';
  /**
   * A signed-in-only page that tells a signed-out visitor itself to log in (with a link that brings
   * them back) instead of being sent to /login: order details (spec 02 §8 'Please log in to view
   * order details', 'Unauthorized: Please log in again').
   */
  asksToSignIn?: true;
  /**
   * The query parameters the page reads; any other (utm_source, fbclid, …) changes nothing on it, so
   * the server keeps one rendered copy of the page per value of these only (docs/decisions/135).
   */
  query?: readonly string[];
}

export const WEB_PAGES = [
  { path: '/', module: 'home', access: 'public' },
  { path: '/store', module: 'store', access: 'public', query: ['page'] },
  { path: '/store/:slug', module: 'store-item', access: 'public', item: 'product', query: ['variant'] },
  { path: '/artgallery', module: 'art-gallery', access: 'public', query: ['page'] },
  { path: '/artgallery/:slug', module: 'buy', access: 'public', item: 'artwork' },
  { path: '/art-gallery', redirect: '/artgallery', access: 'public' },
  { path: '/services', module: 'services', access: 'public' },
  { path: '/contact', module: 'contact', access: 'public' },
  { path: '/book', module: 'book', access: 'public', query: ['service'] },
  { path: '/bookings/:bookingId', module: 'booking-status', access: 'public' },
  /** An order's pay link (docs/decisions/129-the-pay-page.md): its own route answers it, 404 for a wrong key. */
  { path: '/pay/:orderNumber', module: 'pay', access: 'public' },
  { path: '/buy', module: 'buy', access: 'public' },
  { path: '/soon', module: 'soon', access: 'public' },
  { path: '/help', module: 'help', access: 'public' },
  { path: '/terms', module: 'terms', access: 'public' },
  { path: '/legal', module: 'legal', access: 'public' },
  { path: '/faq', module: 'faq', access: 'public' },
  { path: '/aboutus', module: 'about', access: 'public' },
  { path: '/privacy', module: 'privacy', access: 'public' },
  { path: '/transactions', module: 'transactions', access: 'public' },
  { path: '/returns', module: 'returns', access: 'public' },
  { path: '/newsletter', module: 'newsletter', access: 'public' },
  { path: '/payment', module: 'payment', access: 'signedIn' },
  { path: '/paymentgallery', module: 'payment-gallery', access: 'signedIn' },
  { path: '/checkout', module: 'checkout', access: 'signedIn' },
  { path: '/profile', module: 'profile', access: 'signedIn' },
  { path: '/orders/:orderId', module: 'order-details', access: 'signedIn', asksToSignIn: true },
  { path: '/wishlist', module: 'wishlist', access: 'signedIn' },
  { path: '/cart', module: 'cart', access: 'signedIn' },
  { path: '/login', module: 'login', access: 'signedOut' },
  { path: '/verification', module: 'verification', access: 'signedOut' },
] as const satisfies readonly WebPage[];

/** The page shown for every address not in WEB_PAGES (answered with status 404 by the server). */
export const NOT_FOUND_PAGE_MODULE = 'not-found';

/**
 * The page `pathname` shows and its `:params`, or null for an unknown address. As in React Router,
 * letter case and a trailing slash do not count.
 */
export function matchWebPage(pathname: string): { page: WebPage; params: Record<string, string> } | null {
  const parts = pathname.split('/').filter(Boolean);
  for (const page of WEB_PAGES as readonly WebPage[]) {
    const pattern = page.path.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((segment, i) => {
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = decodeSegment(parts[i]!);
        return true;
      }
      return segment.toLowerCase() === parts[i]!.toLowerCase();
    });
    if (fits) return { page, params };
  }
  return null;
}

/**
 * `search` (with or without its `?`) cut to the parameters `page` reads (WebPage.query), in a fixed
 * order: '' when none is left. The server-rendered page's address in its cache (docs/decisions/135).
 */
export function pageQuery(page: WebPage | undefined, search: string): string {
  const pairs = search
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? ([pair, ''] as const) : ([pair.slice(0, at), pair.slice(at + 1)] as const);
    });
  const kept = [...(page?.query ?? [])]
    .sort()
    .flatMap((name) => pairs.filter(([key]) => key === name).slice(0, 1))
    .map(([key, value]) => `${key}=${value}`);
  return kept.length ? `?${kept.join('&')}` : '';
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
