/* global self */
// The back office's service worker (docs/decisions/136): registered by the store's pages with scope
// /admin so that the store's worker (/sw.js, scope /) never controls the back office. It has no
// fetch handler, so the browser sends every request of /admin straight to the network, as if no
// worker were there, and keeps nothing.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
