import { Component, Suspense, useEffect, isValidElement, lazy, type ComponentType, type ErrorInfo, type ReactElement, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { NOT_FOUND_PAGE_MODULE, WEB_PAGES, type WebPage, type WebPageAccess } from '@atelier/contracts';
import { useLingui } from '@lingui/react';
import { BrowserRouter, Navigate, Outlet, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { Button } from '@/components/button';
import { PageSpinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { RequireAuth, RequireGuest } from './guards';
import { RootLayout } from './layout/root-layout';
import { RouteTransition } from './layout/route-transition';
import type { PrefetchContext } from './prefetch';
import { activateLocale } from '@/lib/i18n/i18n';
import { DEFAULT_LOCALE, isLocale, localeOfPath, localePrefix } from '@/lib/i18n/locales';
import { isServedNotFound } from '@/lib/served-not-found';
import { t } from '@lingui/core/macro';

/*
 * Routing uses React Router's declarative mode (<BrowserRouter> + route objects) with one lazy chunk
 * per page. The data router (createBrowserRouter) would add ~16 KB gzip of loader/action/fetcher
 * machinery this app does not use, and that alone would put the store's first load over its 120 KB
 * budget. Navigations are not deferred in a transition: a tap changes the URL at once, so the
 * 'Loading...' overlay and the scroll to the top answer immediately, and the page area shows a
 * spinner while a not-yet-loaded page arrives on a slow network.
 */

/**
 * A page module: its component and, optionally, `prefetch`, which puts the page's first data in the
 * query cache so the first render can show it (the server usually primed it in the HTML).
 */
interface PageModule {
  default: ComponentType;
  prefetch?: (context: PrefetchContext) => Promise<unknown> | undefined;
}
type PageLoader = () => Promise<PageModule>;

/** How long the first render waits for a page's data (primed answers take a few ms). */
const PREFETCH_WAIT_MS = 100;

/** Pages whose chunk preloadRoute has already loaded: rendered at once, without suspending. */
const loadedPages = new Map<PageLoader, { Page: ComponentType }>();

/** A page of the route table: its loaded component, or the lazy one that suspends until its chunk arrives. */
function RoutePage({ load, lazyPage: LazyPage }: { load: PageLoader; lazyPage: ComponentType }) {
  const loaded = loadedPages.get(load);
  return loaded ? <loaded.Page /> : <LazyPage />;
}

/** Each page is its own chunk, loaded when its URL is first visited (or before the first render). */
const page = (load: PageLoader) => <RoutePage load={load} lazyPage={lazy(load)} />;

/** An alias address (e.g. /art-gallery, the footer's spelling) → its page, keeping the query. */
function Alias({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/** Every page file, each its own lazy chunk (tests and their helpers left out). */
const pageFiles = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/** The loader of `./routes/<module>.tsx`; a name in the page table without its file fails at start. */
function loaderOf(module: string): PageLoader {
  const load = pageFiles[`./routes/${module}.tsx`];
  if (!load) throw new Error(`The page table names ./routes/${module}.tsx, which does not exist`);
  return load;
}

/** One row of the page table (@atelier/contracts WEB_PAGES) as a route of the group it belongs to. */
function pageRoute(row: WebPage): RouteObject {
  const element = row.redirect ? <Alias to={row.redirect} /> : page(loaderOf(row.module ?? NOT_FOUND_PAGE_MODULE));
  return row.path === paths.home ? { index: true, element } : { path: row.path.slice(1), element };
}
const pagesFor = (access: WebPageAccess, filter: (row: WebPage) => boolean = () => true) => (WEB_PAGES as readonly WebPage[]).filter((row) => row.access === access && filter(row)).map(pageRoute);

/** Shown when a page throws or its chunk cannot load (e.g. after a deploy, or offline). */
function RouteErrorView({ error }: { error: unknown }) {
  const chunkFailed = error instanceof TypeError && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl">{chunkFailed ? t`Connection problem` : t`Something went wrong`}</h1>
      <p className="text-ink-600">{chunkFailed ? t`This page could not be loaded. Please check your connection and try again.` : t`Please reload the page. If it keeps happening, contact us.`}</p>
      <Button variant="dark" onClick={() => window.location.reload()}>
        {t`Reload page`}
      </Button>
    </div>
  );
}

/** Catches render errors of one page; a new location clears it. */
class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    return this.state.error ? <RouteErrorView error={this.state.error} /> : this.props.children;
  }
}

/** Route-change effects, the error boundary and the first-load spinner around every page. */
function AppShell() {
  const { pathname } = useLocation();
  return (
    <>
      <RouteTransition />
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

/**
 * The route table (spec 01 §2), built from the one page table that the server also answers from
 * (WEB_PAGES in @atelier/contracts): shared layout, signed-in-only and signed-out-only groups, 404.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        element: <RootLayout />,
        children: [
          ...pagesFor('public'),
          { element: <RequireAuth />, children: pagesFor('signedIn', (row) => !row.asksToSignIn) },
          { element: <RequireAuth signedOut="page" />, children: pagesFor('signedIn', (row) => row.asksToSignIn === true) },
          { path: '*', element: page(loaderOf(NOT_FOUND_PAGE_MODULE)) },
        ],
      },
      { element: <RequireGuest />, children: pagesFor('signedOut') },
    ],
  },
];

/**
 * Loads the chunks of the pages `location` shows and, for at most PREFETCH_WAIT_MS, their first data,
 * so the first render has the page and its content instead of a spinner followed by them (the server
 * has already asked for the chunks with modulepreload and primed the data; docs/decisions/060).
 * Never rejects: a chunk that fails to load is left to the page's own error view, a slow or failed
 * prefetch to the page's own query.
 */
export async function preloadRoute(location: { pathname: string; search: string }, queryClient: QueryClient): Promise<void> {
  const matches = matchRoutes(routes, location.pathname, localePrefix(localeOfPath(location.pathname))) ?? [];
  const params = matches.at(-1)?.params ?? {};
  const search = new URLSearchParams(location.search);
  const pages = matches.map((m) => m.route.element).filter((el): el is ReactElement<{ load: PageLoader; lazyPage: ComponentType }> => isValidElement(el) && el.type === RoutePage);
  await Promise.all(
    pages.map(async (el) => {
      const { load } = el.props;
      try {
        const module = await load();
        loadedPages.set(load, { Page: module.default });
        const data = module.prefetch?.({ queryClient, params, search });
        if (data) await Promise.race([data.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, PREFETCH_WAIT_MS))]);
      } catch {
        // The lazy page retries and shows 'Connection problem' if it still fails.
      }
    }),
  );
}

/**
 * The route table under whichever router holds the address: the browser's, or the server's static one
 * (entry-server.tsx). A missing item's address that the server answered with the 404 page renders the
 * 404 page's route (at /404, as the server rendered it), so the browser keeps the server's page
 * (lib/served-not-found.ts, docs/decisions/135).
 */
export function AppRoutes() {
  const location = useLocation();
  return useRoutes(routes, isServedNotFound(location.key) ? { ...location, pathname: '/404', search: '' } : undefined);
}

/**
 * The app's router: browser history and the route table, under the active language's prefix
 * (basename '' for English, /rw, /fr; docs/decisions/108), so every link and navigation keeps the
 * language. Keyed by language: a switch remounts it on the new address. Going back or forward to an
 * address in another language switches the language.
 */
export function AppRouter() {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  useEffect(() => {
    const onPop = () => {
      const wanted = localeOfPath(window.location.pathname);
      if (wanted !== i18n.locale) void activateLocale(wanted).catch(() => window.location.reload());
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [i18n]);
  return (
    <BrowserRouter key={locale} basename={localePrefix(locale)} useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
