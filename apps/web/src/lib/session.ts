import type { User } from '@atelier/contracts';

/** Local-storage keys of the stored session (spec 01 §3 Stored session). */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

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

export function clearSession(): void {
  const s = storage();
  s?.removeItem(TOKEN_KEY);
  s?.removeItem(USER_KEY);
}
