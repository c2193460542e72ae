import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, preloadRoute } from './app/router';
import { stylesheetReady } from './app/stylesheet';
import './index.css';

/*
 * The first render waits for the stylesheet and the current page's chunk (both already requested by
 * the HTML), so it shows the styled page rather than a spinner, and runs as a transition, so React
 * yields to the browser every few milliseconds instead of holding a slow phone's main thread for the
 * whole tree (docs/decisions/060).
 */
const root = createRoot(document.getElementById('root')!);
void Promise.all([preloadRoute(window.location.pathname), stylesheetReady()]).then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
});
