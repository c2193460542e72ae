import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(notify: () => void): () => void {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener?.('change', notify);
  return () => list?.removeEventListener?.('change', notify);
}

/**
 * Whether the visitor asked for reduced motion. False on the server and while the server's markup
 * is hydrated, the browser's answer from the render after (docs/decisions/135), so motion that
 * depends on it never makes hydration find other markup than the server sent.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
}
