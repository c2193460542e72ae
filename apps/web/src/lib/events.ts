/**
 * Browser events that keep the header counts in step with cart and wishlist changes (spec 01 §4,
 * spec 02 §4), and the id lists mirrored to local storage (`cart_ids`, `wishlist_ids`).
 */
export const CART_UPDATED = 'cart:updated';
export const WISHLIST_UPDATED = 'wishlist:updated';
/** Sent after a rating is saved and the average re-fetched (spec 02 §7 ratings). */
export const RATINGS_UPDATED = 'ratings:updated';
/** Sent by the API client when an authenticated call is answered 401. */
export const AUTH_EXPIRED = 'auth:expired';

export const CART_IDS_KEY = 'cart_ids';
export const WISHLIST_IDS_KEY = 'wishlist_ids';
export type IdsKey = typeof CART_IDS_KEY | typeof WISHLIST_IDS_KEY;

export type AppEventName = typeof CART_UPDATED | typeof WISHLIST_UPDATED | typeof RATINGS_UPDATED | typeof AUTH_EXPIRED;

/** `synced`: the sender already put the server's answer in the query cache; listeners need not refetch. */
export interface AppEventDetail {
  synced?: boolean;
}

export function dispatchAppEvent(name: AppEventName, detail: AppEventDetail = {}): void {
  window.dispatchEvent(new CustomEvent<AppEventDetail>(name, { detail }));
}

/** Listens to one app event; returns the unsubscribe function. */
export function onAppEvent(name: AppEventName, handler: (detail: AppEventDetail) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<AppEventDetail>).detail ?? {});
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}

/** Ids stored under `key`; [] when absent or unreadable. */
export function readIds(key: IdsKey): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

/** Stores the ids under `key` (no-op when unchanged, so listeners are not woken for nothing). */
export function mirrorIds(key: IdsKey, ids: number[]): void {
  try {
    const next = JSON.stringify(ids);
    if (localStorage.getItem(key) !== next) localStorage.setItem(key, next);
  } catch {
    // storage full or disabled: counts then come from the server data only
  }
}
