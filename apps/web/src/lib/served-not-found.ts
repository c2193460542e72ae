/*
 * An item address whose item is not there is answered by the server with the 404 page's markup and
 * status 404 (docs/decisions/135-server-rendered-store.md). The browser takes that page over as it is:
 * at the address it was served for, and until the visitor goes elsewhere, the route table renders the
 * 404 page rather than the item page (router.tsx, AppRoutes), so nothing flashes and the title stays.
 */

/** The full path (language prefix included) the server answered with the 404 page, if any. */
let servedPath: string | null = null;

/** Marks `pathname` (as in window.location) as served with the 404 page (main.tsx, from the seed's `data-not-found`). */
export function markServedNotFound(pathname: string): void {
  servedPath = pathname;
}

/**
 * Whether the page now shown is the one the server answered with the 404 page: the first history
 * entry (`key` 'default' in React Router) at the served address. Always false on the server.
 */
export function isServedNotFound(locationKey: string): boolean {
  if (import.meta.env.SSR || servedPath === null) return false;
  return locationKey === 'default' && window.location.pathname === servedPath;
}
