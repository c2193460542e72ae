import { whenIdle } from '@/lib/idle';

/**
 * Starts the store's service worker and its two bars (docs/decisions/136) without adding to the
 * page's first JavaScript: `service-worker-ui.tsx` (workbox-window, "You are offline", "A new version
 * is ready") loads once the browser is idle after the first render, or at once when the page opens
 * offline or the connection drops before that. Production builds only: in development Vite serves
 * files that change under the same names, which a worker would keep. Browsers without service
 * workers, and test browsers that block them, get the shop as before.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    window.removeEventListener('offline', start);
    void import('./service-worker-ui').then((ui) => ui.startServiceWorker()).catch(() => undefined);
  };
  if (!navigator.onLine) start();
  else {
    window.addEventListener('offline', start);
    whenIdle(start);
  }
}
