/// <reference lib="webworker" />
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { getCacheKeyForURL, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { apiCacheKey, entryScriptOf, isPublicApi, isStoreAsset, isStorePicture, languageOfPath, mayStoreReply, navigationPolicy, offlinePageFor, primedReplies } from './policy';

/*
 * The store's service worker (docs/decisions/136), built by vite-plugin-pwa (injectManifest) into
 * /sw.js with scope /. What it keeps:
 * - the shell (the entry script, its static imports, the stylesheet, index.html, the offline
 *   pages), precached;
 * - store pages and the public API replies they call, network first (a 4 s wait at most), the kept
 *   copy when the network is gone: prices and stock stay the server's whenever it answers;
 * - pictures (/media) stale-while-revalidate, and the store's other build files cache-first (their
 *   names change with their content).
 * Pages and API replies are kept per build and dropped when a new worker takes over, so a kept page
 * always names files this worker has. Never kept: anything sent with a token, the cart, orders,
 * profile, wishlist, payments, pay links, the back office (policy.ts).
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const manifest = self.__WB_MANIFEST;

/** A short name of this build, from its precache list: the kept pages and API replies belong to it. */
function buildName(entries: ReadonlyArray<PrecacheEntry | string>): string {
  let hash = 0x811c9dc5;
  for (const entry of entries) {
    const text = typeof entry === 'string' ? entry : `${entry.url}@${entry.revision ?? ''}`;
    for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
const origin = self.location.origin;
const BUILD = buildName(manifest);
const PAGES = `atelier-pages-${BUILD}`;
const API = `atelier-api-${BUILD}`;
/** Addresses of store pages the customer moved to inside the app (their HTML never came through here). */
const SEEN = `atelier-seen-${BUILD}`;
const MEDIA = 'atelier-media';
const ASSETS = 'atelier-assets';
/** How long a page or an API call waits for the network before the kept copy is shown, s. */
const NETWORK_WAIT_S = 4;

// ─── Connection: the pages show "You are offline" when the network fails here, not only when the phone says so.

let lastOnline: boolean | null = null;
/** Tells the pages: every failure (a page opened since may not know yet), a success only after a failure. */
async function reportConnection(online: boolean): Promise<void> {
  if (online && lastOnline === true) return;
  lastOnline = online;
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: 'connection', online });
}
const connection: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    void reportConnection(true);
    return response;
  },
  fetchDidFail: async ({ error }) => {
    if (!(error instanceof DOMException && error.name === 'AbortError')) void reportConnection(false);
  },
};

/** Only 200 replies the server did not mark private or no-store are written (policy.ts). */
const storable: WorkboxPlugin = { cacheWillUpdate: async ({ response }) => (mayStoreReply(response) ? response : null) };

/** A page is kept only when the entry script it names is in this worker's precache (no stale mix). */
const sameBuild: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const entry = entryScriptOf(await response.clone().text());
    return entry && getCacheKeyForURL(new URL(entry, origin).href) ? response : null;
  },
};

/**
 * A kept page's primed API answers (its boot data) are kept as API replies in the page's language,
 * so moving to that page inside the app offline finds its data as well as opening it does.
 */
const primedApi: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, newResponse }) => {
    const language = languageOfPath(new URL(request.url).pathname);
    const replies = primedReplies(await newResponse.clone().text()).filter(({ path }) => isPublicApi({ method: 'GET', url: new URL(path, origin).href, headers: new Headers() }, origin));
    if (replies.length === 0) return;
    const cache = await caches.open(API);
    await Promise.all(
      replies.map(({ path, headers, body }) =>
        cache.put(apiCacheKey(new URL(path, origin).href, language), new Response(JSON.stringify(body), { headers: { ...headers, 'content-type': 'application/json; charset=utf-8' } })),
      ),
    );
  },
};

/**
 * With neither the network nor a kept copy: for a store page the customer opened inside the app, the
 * app's own page (the build's index.html, precached), which shows it from the kept API replies; for
 * any other, the offline page in the address's language.
 */
const offlinePage: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const url = new URL(request.url);
    const seen = navigationPolicy(url, origin) === 'keep' && (await (await caches.open(SEEN)).match(url.href));
    return (seen ? await matchPrecache('/index.html') : undefined) ?? (await matchPrecache(offlinePageFor(url.pathname))) ?? Response.error();
  },
};

/** API replies are kept under their address and language (policy.ts `apiCacheKey`), whatever the Referer. */
const byLanguage: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => apiCacheKey(request.url, request.headers.get('accept-language')),
};

const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: NETWORK_WAIT_S,
  plugins: [connection, storable, sameBuild, primedApi, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }), offlinePage],
});
const freshPages = new NetworkOnly({ plugins: [connection, offlinePage] });
const api = new NetworkFirst({
  cacheName: API,
  networkTimeoutSeconds: NETWORK_WAIT_S,
  matchOptions: { ignoreVary: true },
  plugins: [connection, byLanguage, storable, new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 14 * 86_400, purgeOnQuotaError: true })],
});
const pictures = new StaleWhileRevalidate({
  cacheName: MEDIA,
  plugins: [storable, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 86_400, purgeOnQuotaError: true })],
});
const assets = new CacheFirst({ cacheName: ASSETS, plugins: [storable, new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })] });

// ─── Routes. Precached files first; then by kind. Unmatched requests go to the network untouched.

// Only the precached files' own addresses: `/` is a page (network first below), not /index.html.
precacheAndRoute(manifest, { directoryIndex: '', cleanURLs: false });
navigationPreload.enable();

registerRoute(({ request, url }) => request.mode === 'navigate' && navigationPolicy(url, origin) === 'keep', pages);
registerRoute(({ request, url }) => request.mode === 'navigate' && navigationPolicy(url, origin) === 'network', freshPages);
registerRoute(({ request }) => isPublicApi(request, origin), api);
registerRoute(({ request }) => isStorePicture(request, origin), pictures);
registerRoute(({ request }) => isStoreAsset(request, origin), assets);

// ─── Life cycle. A new version waits until the page asks it to take over (its "Reload" button).

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; page?: unknown; files?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // The page this worker was installed from loaded before the worker ran: it sends its address and
  // the files it loaded, so that page too opens offline.
  // A store page the customer moved to inside the app: opened again offline, it gets the app's page.
  if (data?.type === 'SEEN' && typeof data.page === 'string') {
    const url = new URL(data.page, origin);
    if (url.origin === origin && navigationPolicy(url, origin) === 'keep') event.waitUntil(caches.open(SEEN).then((cache) => cache.put(url.href, new Response(null))));
  }
  if (data?.type === 'KEEP_PAGE' && typeof data.page === 'string') {
    const files = Array.isArray(data.files) ? data.files.filter((file): file is string => typeof file === 'string') : [];
    event.waitUntil(keepPage(data.page, files, event));
  }
});

/** Keeps `page` (when it is a page the worker keeps) and, of `files`, the store's build files and pictures, as if they had come through it. */
async function keepPage(page: string, files: string[], event: ExtendableEvent): Promise<void> {
  const jobs: Array<[Strategy, string]> = [];
  const pageUrl = new URL(page, origin);
  if (pageUrl.origin === origin && navigationPolicy(pageUrl, origin) === 'keep') jobs.push([pages, pageUrl.href]);
  for (const file of files.slice(0, 80)) {
    const url = new URL(file, origin);
    const facts = { method: 'GET', url: url.href, headers: new Headers(), referrer: '' };
    if (isStorePicture(facts, origin)) jobs.push([pictures, url.href]);
    else if (isStoreAsset(facts, origin) && !getCacheKeyForURL(url.href)) jobs.push([assets, url.href]);
  }
  await Promise.all(jobs.map(([strategy, href]) => strategy.handle({ request: new Request(href, { credentials: 'same-origin' }), event }).catch(() => undefined)));
}

self.addEventListener('activate', (event) => {
  // Pages, API replies and seen addresses of another build name files this one may not have: they go.
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter((name) => /^atelier-(pages|api)-/.test(name) && name !== PAGES && name !== API).map((name) => caches.delete(name)))));
});
clientsClaim();
