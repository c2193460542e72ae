import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { t } from '@lingui/core/macro';
import { Workbox } from 'workbox-window';
import { OfflineIcon } from '@/components/offline-note';
import { reportWorkerConnection, useOnline } from '@/lib/connection';
import { i18n, onLocaleChange } from '@/lib/i18n/i18n';
import { localeOfPath, type Locale } from '@/lib/i18n/locales';

/*
 * The page's side of the store's service worker (docs/decisions/136), loaded after the first render
 * (register.ts): registers /sw.js (scope /) and the back office's empty worker, relays the worker's
 * connection reports, keeps the page's manifest link in its language, and shows two bars of its own
 * (a React root outside the app's, so the app's tree and its server rendering stay as they are).
 */

/** How often a page left open looks for a new version when it comes back to the front, ms. */
const UPDATE_CHECK_MS = 60 * 60_000;

/** Each language's web app manifest (the server's page-locale.ts puts the same in the HTML). */
const MANIFESTS: Record<Locale, string> = { en: '/manifest.webmanifest', rw: '/rw/manifest.webmanifest', fr: '/fr/manifest.webmanifest' };

/** The "A new version is ready" state: the action of its Reload button while a new worker waits, else null. */
let reloadAction: (() => void) | null = null;
const updateListeners = new Set<() => void>();
const setReloadAction = (action: (() => void) | null) => {
  reloadAction = action;
  for (const listener of updateListeners) listener();
};
const subscribeUpdate = (listener: () => void) => {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
};

/**
 * The two bars, above the phone's bottom navigation (at the bottom on wider screens): "A new
 * version is ready" with Reload and Later while a new version waits, and "You are offline" while
 * the network is gone. Both are polite live regions, so a screen reader says them when they come.
 */
function ServiceWorkerBars() {
  const online = useOnline();
  const reload = useSyncExternalStore(subscribeUpdate, () => reloadAction);
  return (
    <div className="no-print pointer-events-none fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-[65] flex flex-col items-center gap-2 md:bottom-0">
      <div aria-live="polite" className="w-full max-w-md px-3 empty:hidden">
        {reload ? (
          <div
            role="status"
            data-testid="update-prompt"
            className="pointer-events-auto flex items-center gap-3 rounded-2xl border border-sand-200 bg-white p-3 pl-4 text-sm shadow-xl motion-safe:animate-fade-in"
          >
            <p className="min-w-0 flex-1 font-semibold text-ink-900">{t`A new version is ready.`}</p>
            <button type="button" onClick={() => setReloadAction(null)} className="min-h-11 rounded-full px-3 font-semibold text-ink-700 hover:bg-sand-100">
              {t`Later`}
            </button>
            <button type="button" onClick={reload} className="min-h-11 rounded-full bg-ink-900 px-4 font-semibold text-paper hover:bg-ink-800">
              {t`Reload`}
            </button>
          </div>
        ) : null}
      </div>
      <div aria-live="polite" className="w-full empty:hidden">
        {online ? null : (
          <p
            role="status"
            data-testid="offline-bar"
            className="pointer-events-auto flex items-center justify-center gap-2.5 bg-ink-900 px-4 py-2.5 text-sm text-paper shadow-[0_-4px_12px_rgb(0_0_0/0.12)]"
          >
            <OfflineIcon className="size-5 shrink-0 text-gold-300" />
            <span>
              <strong className="font-semibold">{t`You are offline.`}</strong> {t`You are seeing pages as they were when you last opened them.`}
            </span>
          </p>
        )}
      </div>
    </div>
  );
}

/** Points the page's `<link rel="manifest">` at `locale`'s manifest (after a switch of language in the page). */
function linkManifest(locale: Locale): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link && link.getAttribute('href') !== MANIFESTS[locale]) link.setAttribute('href', MANIFESTS[locale]);
}

/**
 * Registers the store's service worker (/sw.js, scope /) and the back office's (/admin-sw.js,
 * scope /admin: a worker with no fetch handler, so the store's never controls or answers the back
 * office), mounts the bars, and sends the worker the page it was installed from (which loaded
 * before the worker ran) so that page too shows offline. A new worker waits until Reload: it then
 * takes over and the page reloads once, so no page runs one version's code with another's files.
 */
export function startServiceWorker(): void {
  const host = document.createElement('div');
  host.id = 'service-worker-bars';
  document.body.append(host);
  createRoot(host).render(
    <I18nProvider i18n={i18n}>
      <ServiceWorkerBars />
    </I18nProvider>,
  );

  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; online?: boolean } | null>) => {
    if (event.data?.type === 'connection') reportWorkerConnection(event.data.online !== false);
  });
  linkManifest(localeOfPath(window.location.pathname));
  onLocaleChange(linkManifest);

  void navigator.serviceWorker.register('/admin-sw.js', { scope: '/admin' }).catch(() => undefined);

  // Pages opened inside the app never reach the worker as pages: it is told their addresses (this
  // one, and each one after), so one opened again offline gets the app, which shows it from the kept
  // API replies.
  const seen = () => navigator.serviceWorker.controller?.postMessage({ type: 'SEEN', page: window.location.href });
  const navigation = (window as Window & { navigation?: EventTarget }).navigation;
  if (navigation) navigation.addEventListener('currententrychange', seen);
  else window.addEventListener('popstate', seen);
  seen();

  const wb = new Workbox('/sw.js', { scope: '/' });
  let reloadWhenReplaced = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadWhenReplaced) window.location.reload();
  });
  wb.addEventListener('waiting', () =>
    setReloadAction(() => {
      reloadWhenReplaced = true;
      wb.messageSkipWaiting();
    }),
  );
  // Another tab may have let the new version in already: the Reload button then just reloads.
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate && !reloadWhenReplaced) setReloadAction(() => window.location.reload());
  });

  const installedNow = !navigator.serviceWorker.controller;
  void wb
    .register()
    .then(async (registration) => {
      if (!registration) return;
      if (installedNow) {
        const ready = await navigator.serviceWorker.ready;
        const files = performance.getEntriesByType('resource').map((entry) => entry.name);
        ready.active?.postMessage({ type: 'KEEP_PAGE', page: window.location.href, files });
      }
      let checked = Date.now();
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS) return;
        checked = Date.now();
        void wb.update();
      });
    })
    .catch(() => undefined);
}
