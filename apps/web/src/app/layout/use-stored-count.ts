import { useSyncExternalStore } from 'react';
import { CART_IDS_KEY, CART_UPDATED, WISHLIST_IDS_KEY, WISHLIST_UPDATED, onAppEvent, readIds, type IdsKey } from '@/lib/events';

/**
 * The number of ids mirrored under `cart_ids` or `wishlist_ids` (spec 02 §4: counts come from the
 * local cached lists). Re-read on 'cart:updated' / 'wishlist:updated' and on the storage event.
 */
export function useStoredCount(key: IdsKey): number {
  return useSyncExternalStore(
    (notify) => {
      const offEvent = onAppEvent(key === CART_IDS_KEY ? CART_UPDATED : WISHLIST_UPDATED, notify);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) notify();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        offEvent();
        window.removeEventListener('storage', onStorage);
      };
    },
    () => readIds(key).length,
    () => 0,
  );
}

export { CART_IDS_KEY, WISHLIST_IDS_KEY };
