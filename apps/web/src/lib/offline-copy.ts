import { OFFLINE_COPY_KEYS, getStoredUser } from './session';

/*
 * The last cart and wishlist the server sent (docs/decisions/136), kept in this device's local
 * storage beside the session so that, with the network gone, the cart and wishlist pages show them
 * read-only. The service worker never keeps these replies (they carry a token); this copy belongs to
 * the signed-in account, is read only for that account, and is removed when the session ends
 * (session.ts `clearSession`: logout, expiry, a refused token).
 */

export type OfflineCopyKind = keyof typeof OFFLINE_COPY_KEYS;

interface StoredCopy {
  userId: string;
  /** When the server sent it, ms since the epoch. */
  savedAt: number;
  data: unknown;
}

/** Keeps `data` as the signed-in account's last `kind`; nothing without a signed-in account or with storage refused. */
export function saveOfflineCopy(kind: OfflineCopyKind, data: unknown): void {
  const userId = getStoredUser()?.id;
  if (!userId) return;
  try {
    const copy: StoredCopy = { userId, savedAt: Date.now(), data };
    localStorage.setItem(OFFLINE_COPY_KEYS[kind], JSON.stringify(copy));
  } catch {
    // Storage full or refused: offline, the page says it cannot show the list.
  }
}

/** The last `kind` kept for `userId` and when it came, or null (none, another account's, unreadable). */
export function readOfflineCopy<T>(kind: OfflineCopyKind, userId: string | undefined): { data: T; savedAt: number } | null {
  if (!userId) return null;
  try {
    const copy = JSON.parse(localStorage.getItem(OFFLINE_COPY_KEYS[kind]) ?? 'null') as StoredCopy | null;
    return copy && copy.userId === userId && copy.data && typeof copy.savedAt === 'number' ? { data: copy.data as T, savedAt: copy.savedAt } : null;
  } catch {
    return null;
  }
}
