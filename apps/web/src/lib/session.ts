import type { User } from '@atelier/contracts';

/** Local-storage keys of the stored session (spec 01 §3 Stored session). */
export const TOKEN_KEY = 'token';
const USER_KEY = 'user';
/**
 * The last activity in any tab of the shop (ms since the epoch): the 20-minute inactivity limit
 * counts from the latest one, so a customer busy in one tab is not signed out by an idle other tab.
 */
const ACTIVITY_KEY = 'last_activity';
/** Why the last session ended, when the shop ended it: 'inactivity'. Read by the other tabs. */
const SIGNED_OUT_REASON_KEY = 'signed_out_reason';

/**
 * The last cart and wishlist the server sent this account, kept for showing them offline
 * (lib/offline-copy.ts, docs/decisions/136). They are the customer's: they go with the session.
 */
export const OFFLINE_COPY_KEYS = { cart: 'offline_cart', wishlist: 'offline_wishlist' } as const;

/** Why the shop ended a session itself (rather than the customer or the server). */
export type SignedOutReason = 'inactivity';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // private mode or storage disabled
  }
}

/** The stored bearer token, or null. */
export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

/** The stored user, or null when absent or unreadable. */
export function getStoredUser(): User | null {
  const raw = storage()?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as User;
    return user && typeof user === 'object' && typeof user.id === 'string' ? user : null;
  } catch {
    return null;
  }
}

export function saveSession(user: User, token: string): void {
  const s = storage();
  s?.setItem(TOKEN_KEY, token);
  s?.setItem(USER_KEY, JSON.stringify(user));
}

export function saveUser(user: User): void {
  storage()?.setItem(USER_KEY, JSON.stringify(user));
}

/**
 * Ends the stored session. The reason is written first, so a tab that hears of the removed token
 * (a `storage` event) already finds why.
 */
export function clearSession(reason?: SignedOutReason): void {
  const s = storage();
  if (reason) s?.setItem(SIGNED_OUT_REASON_KEY, reason);
  else s?.removeItem(SIGNED_OUT_REASON_KEY);
  s?.removeItem(TOKEN_KEY);
  s?.removeItem(USER_KEY);
  s?.removeItem(ACTIVITY_KEY);
  s?.removeItem(OFFLINE_COPY_KEYS.cart);
  s?.removeItem(OFFLINE_COPY_KEYS.wishlist);
}

/** Why the stored session last ended, when the shop ended it; null otherwise. */
export function storedSignedOutReason(): SignedOutReason | null {
  return storage()?.getItem(SIGNED_OUT_REASON_KEY) === 'inactivity' ? 'inactivity' : null;
}

/** Records activity at `at` (ms) for every tab. */
export function recordActivity(at: number): void {
  try {
    storage()?.setItem(ACTIVITY_KEY, String(at));
  } catch {
    /* storage full or refused: this tab still counts its own activity */
  }
}

/** The last activity any tab recorded (ms), or 0. */
export function lastRecordedActivity(): number {
  const at = Number(storage()?.getItem(ACTIVITY_KEY));
  return Number.isFinite(at) ? at : 0;
}
