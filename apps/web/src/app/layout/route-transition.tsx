import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { t } from '@lingui/core/macro';

/** Spec 01 §9: the loading overlay shows for 400 ms on each route change. */
const ROUTE_OVERLAY_MS = 400;

/**
 * On every route change: scroll to the top (smoothly unless the user prefers reduced motion) and show
 * the full-page 'Loading...' overlay for 400 ms (spec 01 §2 Rules). A new `?page=` scrolls up too,
 * without the overlay; other query changes (`?tab=`) do neither. The first page load shows no overlay.
 */
export function RouteTransition() {
  const { pathname, search } = useLocation();
  // Only a new page of a list scrolls up; other query changes (a profile tab) keep the place.
  const pageParam = new URLSearchParams(search).get('page');
  const [visible, setVisible] = useState(false);
  const firstPath = useRef(true);
  const firstScroll = useRef(true);

  useEffect(() => {
    if (firstScroll.current) {
      firstScroll.current = false;
      return;
    }
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [pathname, pageParam]);

  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), ROUTE_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  if (!visible) return null;
  return (
    <div data-route-overlay role="status" aria-live="polite" className="no-print fixed inset-0 z-[100] flex flex-col items-center justify-center gap-3 bg-paper/85 backdrop-blur-sm">
      <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-sand-200 border-t-clay-600" />
      <span className="text-sm font-semibold text-ink-700">{t`Loading...`}</span>
    </div>
  );
}
