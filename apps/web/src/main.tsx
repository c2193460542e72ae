import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, preloadRoute } from './app/router';
import { stylesheetReady } from './lib/stylesheet';
import { companyBasicQueryOptions, companySocialQueryOptions } from './features/content/api/get-company-settings';
import { createQueryClient } from './lib/query-client';
import { activateLocale } from './lib/i18n/i18n';
import { initialLocale } from './lib/i18n/switch-locale';
import { getStoredUser, getToken } from './lib/session';
import './index.css';

/*
 * The first render waits for the stylesheet, the current page's chunk and its first data (all already
 * requested or primed by the HTML), so it shows the styled page with its content rather than a
 * spinner, and runs as a transition, so React yields to the browser every few milliseconds instead of
 * holding a slow phone's main thread for the whole tree (docs/decisions/060).
 */
const root = createRoot(document.getElementById('root')!);
const queryClient = createQueryClient();
// The brand and the footer's links: primed in every page's HTML, so this takes a few milliseconds.
const shellData = Promise.race([
  Promise.all([queryClient.prefetchQuery(companyBasicQueryOptions()), queryClient.prefetchQuery(companySocialQueryOptions())]),
  new Promise((resolve) => setTimeout(resolve, 100)),
]);
// The language's catalog (none for English) loads beside the page's chunk; if it cannot, English. A
// signed-in customer's account language counts when the address has no prefix (docs/decisions/110).
const language = activateLocale(initialLocale(getToken() ? getStoredUser()?.language : undefined)).catch(() => activateLocale('en'));
void Promise.all([preloadRoute(window.location, queryClient), stylesheetReady(), shellData, language]).then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
});
