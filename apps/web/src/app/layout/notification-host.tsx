import { Suspense, lazy, useEffect, useState } from 'react';

/** Spec 01 §2 Toasts and notifications: the window event a notification arrives with. */
export const NOTIFY_EVENT = 'notify';
/** The notification's live region: the host draws it empty, the loaded toast inside the same element. */
export const NOTIFICATION_REGION = 'pointer-events-none fixed inset-x-0 top-20 z-[95] flex justify-center px-4 sm:justify-end sm:px-6';

// Offline, a chunk that cannot load shows nothing rather than breaking the app around it (the
// service worker keeps this one with the shell: pwa-build.ts).
const LatestNotification = lazy(() =>
  import('./notification').then(
    (m) => ({ default: m.LatestNotification }),
    () => ({ default: () => null }),
  ),
);

/**
 * The separate notification (spec 01 §2) as every page loads it first: its empty live region and a
 * listener for the window event `notify`. The toast's code (notification.tsx: the bounds, the card,
 * its timer) loads with the first event, out of the store's first-load JavaScript
 * (docs/decisions/060, "First load, 2026-11-29"), and shows the latest event sent meanwhile; the
 * region stays the same element, so a screen reader announces what appears in it. The server renders
 * the same empty region, so hydration matches.
 */
export function NotificationHost() {
  // The latest event's detail: the toast shows it when its code has arrived, then listens itself.
  const [first, setFirst] = useState<{ detail: unknown } | null>(null);
  useEffect(() => {
    const onNotify = (event: Event) => setFirst({ detail: (event as CustomEvent).detail });
    window.addEventListener(NOTIFY_EVENT, onNotify);
    return () => window.removeEventListener(NOTIFY_EVENT, onNotify);
  }, []);
  return (
    <div aria-live="polite" className={NOTIFICATION_REGION}>
      {first ? (
        <Suspense fallback={null}>
          <LatestNotification initial={first.detail} />
        </Suspense>
      ) : null}
    </div>
  );
}
