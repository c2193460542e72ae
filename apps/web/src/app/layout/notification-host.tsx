import { useEffect, useState } from 'react';
import type * as Toast from './notification';
import { NOTIFICATION_REGION, NOTIFY_EVENT } from './notification-region';

let loading: Promise<typeof Toast> | undefined;
/** notification.tsx, asked for once; a failed load (offline, after a deploy) is asked for again by the next event. */
function loadToast(): Promise<typeof Toast> {
  loading ??= import('./notification').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The separate notification (spec 01 §2) as every page loads it first: its empty live region and a
 * listener for the window event `notify`. The toast's code (notification.tsx: the bounds, the card,
 * its timer) loads with the first event, out of the store's first-load JavaScript
 * (docs/decisions/060, "First load, 2026-11-29"), and shows the latest event sent meanwhile; from then
 * on the toast listens itself. The region stays the same element, so a screen reader announces what
 * appears in it, and the server renders the same empty region, so hydration matches. No Suspense:
 * the toast appears as soon as its code is there, not after React's Suspense throttle, which waits on
 * timers.
 */
export function NotificationHost() {
  const [toast, setToast] = useState<{ Latest: typeof Toast.LatestNotification; initial: unknown } | null>(null);
  useEffect(() => {
    if (toast) return;
    let live = true;
    let latest: unknown;
    const onNotify = (event: Event) => {
      latest = (event as CustomEvent).detail;
      loadToast().then(
        (module) => {
          if (live) setToast({ Latest: module.LatestNotification, initial: latest });
        },
        () => undefined,
      );
    };
    window.addEventListener(NOTIFY_EVENT, onNotify);
    return () => {
      live = false;
      window.removeEventListener(NOTIFY_EVENT, onNotify);
    };
  }, [toast]);
  return (
    <div aria-live="polite" className={NOTIFICATION_REGION}>
      {toast ? <toast.Latest initial={toast.initial} /> : null}
    </div>
  );
}
