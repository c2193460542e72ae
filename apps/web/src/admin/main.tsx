import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { stylesheetReady } from '@/lib/stylesheet';
import { AdminProvider } from './provider';
import { AdminRouter } from './router';
import './admin.css';

/*
 * The back office's entry (admin.html, DESIGN.md "Back office"): its own chunks, the store's
 * primitives (components/, lib/) and the same session. Nothing here is imported by the store.
 */
const root = createRoot(document.getElementById('root')!);
void stylesheetReady().then(() => {
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
