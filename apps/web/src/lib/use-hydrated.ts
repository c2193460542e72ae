import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React hydrates the server's markup, true from the render after
 * (and at once in a page the browser renders itself). What only the browser knows (the session, the
 * ids kept on the device) waits for true, so hydration finds the markup it expects (docs/decisions/135).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
