import { useSyncExternalStore } from 'react';

/*
 * Whether the shop can reach its server (docs/decisions/136). Two signals: the browser's
 * (navigator.onLine and its online/offline events) and the service worker's, which reports when a
 * page or API request it sent failed, and when one worked again (a phone on a network that carries
 * nothing still reads as online). The browser coming back online clears the worker's report; its
 * next failure sets it again.
 */

let workerOffline = false;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** The service worker's report (lib/pwa): `online` false after a failed request, true after one that worked. */
export function reportWorkerConnection(online: boolean): void {
  if (workerOffline === !online) return;
  workerOffline = !online;
  changed();
}

/** True unless the browser says it is offline or the service worker's last request failed. */
function isOnline(): boolean {
  return navigator.onLine !== false && !workerOffline;
}

const onBrowserOnline = () => {
  workerOffline = false;
  changed();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('online', onBrowserOnline);
    window.addEventListener('offline', changed);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', onBrowserOnline);
      window.removeEventListener('offline', changed);
    }
  };
}

/**
 * Whether the shop can reach its server now (see above); re-renders when that changes. On the
 * server and during hydration it reads true, so a page rendered there matches its first render here.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
