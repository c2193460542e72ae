import { Component, Suspense, isValidElement, lazy, type ComponentType, type ErrorInfo, type ReactElement, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Outlet, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { Button } from '@/components/button';
import { PageSpinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { RequireAuth, RequireGuest } from './guards';
import { RootLayout } from './layout/root-layout';
import { RouteTransition } from './layout/route-transition';
import type { PrefetchContext } from './prefetch';

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
export interface PageModule {
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

/** /art-gallery (the footer's spelling) → /artgallery, keeping the query. */
function GalleryAlias() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.gallery, search }} replace />;
}

/** Shown when a page throws or its chunk cannot load (e.g. after a deploy, or offline). */
function RouteErrorView({ error }: { error: unknown }) {
  const chunkFailed = error instanceof TypeError && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl">{chunkFailed ? 'Connection problem' : 'Something went wrong'}</h1>
      <p className="text-ink-600">{chunkFailed ? 'This page could not be loaded. Please check your connection and try again.' : 'Please reload the page. If it keeps happening, contact us.'}</p>
      <Button variant="dark" onClick={() => window.location.reload()}>
        Reload page
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

/** The route table (spec 01 §2): shared layout, signed-in-only and signed-out-only groups, 404. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        element: <RootLayout />,
        children: [
          { index: true, element: page(() => import('./routes/home')) },
          { path: 'store', element: page(() => import('./routes/store')) },
          { path: 'store/:slug', element: page(() => import('./routes/store-item')) },
          { path: 'artgallery', element: page(() => import('./routes/art-gallery')) },
          { path: 'artgallery/:slug', element: page(() => import('./routes/buy')) },
          { path: 'art-gallery', element: <GalleryAlias /> },
          { path: 'services', element: page(() => import('./routes/services')) },
          { path: 'contact', element: page(() => import('./routes/contact')) },
          { path: 'book', element: page(() => import('./routes/book')) },
          { path: 'buy', element: page(() => import('./routes/buy')) },
          { path: 'soon', element: page(() => import('./routes/soon')) },
          { path: 'help', element: page(() => import('./routes/help')) },
          { path: 'terms', element: page(() => import('./routes/terms')) },
          { path: 'legal', element: page(() => import('./routes/legal')) },
          { path: 'faq', element: page(() => import('./routes/faq')) },
          { path: 'aboutus', element: page(() => import('./routes/about')) },
          { path: 'privacy', element: page(() => import('./routes/privacy')) },
          { path: 'transactions', element: page(() => import('./routes/transactions')) },
          { path: 'returns', element: page(() => import('./routes/returns')) },
          { path: 'newsletter', element: page(() => import('./routes/newsletter')) },
          {
            element: <RequireAuth />,
            children: [
              { path: 'payment', element: page(() => import('./routes/payment')) },
              { path: 'paymentgallery', element: page(() => import('./routes/payment-gallery')) },
              { path: 'checkout', element: page(() => import('./routes/checkout')) },
              { path: 'profile', element: page(() => import('./routes/profile')) },
              { path: 'orders/:orderId', element: page(() => import('./routes/order-details')) },
              { path: 'wishlist', element: page(() => import('./routes/wishlist')) },
              { path: 'cart', element: page(() => import('./routes/cart')) },
            ],
          },
          { path: '*', element: page(() => import('./routes/not-found')) },
        ],
      },
      {
        element: <RequireGuest />,
        children: [
          { path: 'login', element: page(() => import('./routes/login')) },
          { path: 'verification', element: page(() => import('./routes/verification')) },
        ],
      },
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
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const params = matches.at(-1)?.params ?? {};
  const search = new URLSearchParams(location.search);
  const pages = matches
    .map((m) => m.route.element)
    .filter((el): el is ReactElement<{ load: PageLoader; lazyPage: ComponentType }> => isValidElement(el) && el.type === RoutePage);
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

function AppRoutes() {
  return useRoutes(routes);
}

/** The app's router: browser history and the route table. */
export function AppRouter() {
  return (
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
