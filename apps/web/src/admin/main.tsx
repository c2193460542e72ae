import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { stylesheetReady } from '@/lib/stylesheet';
import { AdminProvider } from './provider';
import { AdminRouter } from './router';
import { activateAdminLocale, initialAdminLocale } from './i18n/i18n';
import './admin.css';

/*
 * The back office's entry (admin.html, DESIGN.md "Back office"): its own chunks, the store's
 * primitives (components/, lib/) and the same session. Nothing here is imported by the store.
 */
const root = createRoot(document.getElementById('root')!);
// The language's catalog (none for English) loads beside the stylesheet; if it cannot, English.
const language = activateAdminLocale(initialAdminLocale()).catch(() => activateAdminLocale('en'));
void Promise.all([stylesheetReady(), language]).then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <AdminProvider>
          <AdminRouter />
        </AdminProvider>
      </StrictMode>,
    );
  });
});
