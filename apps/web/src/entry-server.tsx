import { StrictMode, type ReactNode } from 'react';
// The edge build, not Node's: Node's (react-dom/server) runs each render inside an AsyncLocalStorage,
// which on Node 20 turns on async hooks for the life of the process, so that after the first render
// every promise and nextTick of every request cost about twice as much (docs/decisions/135, "Async
// hooks"). The edge build keeps no request storage where the runtime has no global AsyncLocalStorage.
import { renderToReadableStream } from 'react-dom/server.edge';
import { StaticRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadRoute } from './app/router';
import { companyBasicQueryOptions, companySocialQueryOptions } from './features/content/api/get-company-settings';
import { primeBootReplies, untakenBootReplies, type BootReply } from './lib/boot';
import { createQueryClient } from './lib/query-client';
import { activateLocale, loadCatalog } from './lib/i18n/i18n';
import { LOCALES, localeOfPath, localePrefix, type Locale } from './lib/i18n/locales';
import type { SeededQuery } from './lib/seed-queries';
import { takeServerTitle } from './lib/use-document-title';

/*
 * The store's server renderer (docs/decisions/135-server-rendered-store.md), built by Vite's SSR pass
 * into dist/server/entry-server.js and loaded once by the API at start. It renders a public page from
 * the same components as the browser, with the data the API's page shell primed: the page's
 * `prefetch` and the shell's two company queries run against those replies (lib/boot.ts), so the
 * query cache holds what the browser will hold; the cache's successful queries go into the HTML
 * (`seed`) and the browser puts them back before it hydrates (main.tsx), so both render the same.
 */

/** One server render: the markup of `<div id="root">`, the queries to seed, and the replies no query took. */
export interface ServerRender {
  html: string;
  /** The page's `<title>`, as the browser sets it (useDocumentTitle); absent when the page sets none. */
  title?: string;
  seed: SeededQuery[];
  replies: Map<string, BootReply>;
}

/** How long a render may take before it is abandoned (the page is then sent without markup), ms. */
const RENDER_TIMEOUT_MS = 5_000;

let ready: Promise<void> | undefined;
/** Loads every language's catalog once: a render then never waits for one. */
function loadCatalogs(): Promise<void> {
  ready ??= Promise.all(LOCALES.map((locale) => loadCatalog(locale))).then(() => undefined);
  return ready;
}

/** Renders `app` to a string once everything in it (lazy parts included) is ready; rejects on a render error. */
async function renderToString(app: ReactNode): Promise<string> {
  let failed: unknown;
  const stream = await renderToReadableStream(app, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // One piece of HTML with no inline script (the shop's Content-Security-Policy allows none): React
    // would otherwise send large parts separately with a script that puts them in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // An error inside a Suspense boundary: React would leave that part to the browser; a page is sent whole or not at all.
    onError: (error) => {
      failed ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return html;
}

/** The queries the browser must hold to hydrate this markup: every successful one, by key. */
function seedOf(queryClient: QueryClient): SeededQuery[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => [query.queryKey, query.state.data] as SeededQuery);
}

// Lingui's active language and the primed replies are the module's own: one render at a time.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The page at `url` (path and query, with its /rw or /fr prefix) rendered with `replies` (the API
 * answers the page shell asked for, by API path). Renders one page at a time; rejects when the render
 * fails or takes over RENDER_TIMEOUT_MS, and the caller then sends the page for the browser to render.
 */
export function render(url: string, replies: ReadonlyMap<string, BootReply>): Promise<ServerRender> {
  const run = queue.then(() => renderNow(url, replies));
  queue = run.catch(() => undefined);
  return run;
}

async function renderNow(url: string, replies: ReadonlyMap<string, BootReply>): Promise<ServerRender> {
  await loadCatalogs();
  takeServerTitle(); // a render that failed half-way may have left one
  const parsed = new URL(url, 'http://shop.local');
  const locale: Locale = localeOfPath(parsed.pathname);
  await activateLocale(locale);
  primeBootReplies(replies);
  const queryClient = createQueryClient();
  // Failed calls are not retried here: the browser asks again after hydrating.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  await Promise.all([
    preloadRoute({ pathname: parsed.pathname, search: parsed.search }, queryClient),
    queryClient.prefetchQuery({ ...companyBasicQueryOptions(), retry: false }),
    queryClient.prefetchQuery({ ...companySocialQueryOptions(), retry: false }),
  ]);
  await queryClient.cancelQueries();
  // Whatever did not arrive renders as loading, as in a browser whose cache lacks it.
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
  const html = await renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={`${parsed.pathname}${parsed.search}`} basename={localePrefix(locale)}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  const seed = seedOf(queryClient);
  queryClient.clear();
  return { html, title: takeServerTitle(), seed, replies: untakenBootReplies() };
}
