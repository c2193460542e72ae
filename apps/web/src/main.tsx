import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, preloadRoute } from './app/router';
import { registerServiceWorker } from './app/pwa/register';
import { stylesheetReady } from './lib/stylesheet';
import { companyBasicQueryOptions, companySocialQueryOptions } from './features/content/api/get-company-settings';
import { createQueryClient } from './lib/query-client';
import { activateLocale, i18n } from './lib/i18n/i18n';
import { initialLocale } from './lib/i18n/switch-locale';
import { localeOfPath, localePrefix } from './lib/i18n/locales';
import { markServedNotFound } from './lib/served-not-found';
import { seedQueries } from './lib/seed-queries';
import { holdEarlyTaps } from './lib/early-taps';
import { getStoredUser, getToken } from './lib/session';
import './index.css';

/*
 * The first render waits for the stylesheet, the current page's chunk and its first data (all already
 * requested or primed by the HTML), so it shows the styled page with its content rather than a
 * spinner, and runs as a transition, so React yields to the browser every few milliseconds instead of
 * holding a slow phone's main thread for the whole tree (docs/decisions/060).
 */
const container = document.getElementById('root')!;
const queryClient = createQueryClient();
// A public page rendered on the server (docs/decisions/135): the queries it was rendered with, and its language.
// A missing item's address comes as the 404 page (`data-not-found` on the seed), which is kept.
const servedNotFound = document.getElementById('ssr-seed')?.hasAttribute('data-not-found') === true;
const serverRendered = seedQueries(queryClient);
const servedLocale = localeOfPath(window.location.pathname);
if (serverRendered && servedNotFound) markServedNotFound(window.location.pathname);
// The page whose chunk and data the first render needs: the 404 page's for a missing item.
const firstLocation = serverRendered && servedNotFound ? { pathname: `${localePrefix(servedLocale)}/404`, search: '' } : window.location;
// A tap on its buttons before React listens is held, then replayed (lib/early-taps.ts).
const earlyTaps = serverRendered ? holdEarlyTaps(container) : null;
// The brand and the footer's links: primed in every page's HTML, so this takes a few milliseconds.
const shellData = Promise.race([
  Promise.all([queryClient.prefetchQuery(companyBasicQueryOptions()), queryClient.prefetchQuery(companySocialQueryOptions())]),
  new Promise((resolve) => setTimeout(resolve, 100)),
]);
// The language's catalog (none for English) loads beside the page's chunk; if it cannot, English. A
// signed-in customer's account language counts when the address has no prefix (docs/decisions/110).
const language = activateLocale(initialLocale(getToken() ? getStoredUser()?.language : undefined)).catch(() => activateLocale('en'));
void Promise.all([preloadRoute(firstLocation, queryClient), stylesheetReady(), shellData, language]).then(() => {
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouter />
      </AppProvider>
    </StrictMode>
  );
  // The server's markup is taken over as it is; in another language than the visitor's (a choice of
  // theirs), the browser renders the page itself.
  if (serverRendered && i18n.locale === servedLocale) {
    // As a transition, hydration yields to the browser every few milliseconds instead of one long
    // task; a held tap (replayed right away) makes React hydrate the tapped part first.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: (error) => console.error('Hydration error:', error) });
    });
    earlyTaps?.replay();
  } else {
    // Rendered anew, the page is not the one tapped: its taps are dropped.
    earlyTaps?.drop();
    startTransition(() => createRoot(container).render(app));
  }
});

// Installing and offline use (docs/decisions/136): the worker and its bars load once the page is idle.
registerServiceWorker();
