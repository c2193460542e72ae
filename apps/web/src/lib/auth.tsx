import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { User } from '@atelier/contracts';
import { t } from '@lingui/core/macro';
import { ApiError, apiFetch } from './api-client';
import { AUTH_EXPIRED, CART_IDS_KEY, CART_UPDATED, WISHLIST_IDS_KEY, WISHLIST_UPDATED, dispatchAppEvent, mirrorIds, onAppEvent } from './events';
import { queryKeys } from './query-client';
import { TOKEN_KEY, clearSession, getStoredUser, getToken, lastRecordedActivity, recordActivity, saveSession, saveUser, storedSignedOutReason, type SignedOutReason } from './session';
import { onLocaleChosen } from './i18n/switch-locale';
import { useHydrated } from './use-hydrated';

/**
 * ACCOUNT_MESSAGES.sessionExpired, written out: importing the accounts contract here would put its
 * zod schemas in every page's first load. auth.test.tsx keeps the two equal.
 */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/** Inactivity logout after 20 minutes (spec 01 §9: 1,200,000 ms). */
export const INACTIVITY_LIMIT_MS = 1_200_000;
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll'] as const;
/** Activity is shared with the other tabs at most once a second (a mouse move fires far more often). */
const ACTIVITY_SHARE_MS = 1000;

/** `checking`: a stored session was restored and is being confirmed with GET /api/auth/verify. */
export type AuthStatus = 'checking' | 'signedIn' | 'signedOut';

export interface AuthContextValue {
  user: User | null;
  status: AuthStatus;
  /** 'inactivity' when the shop signed the customer out after 20 idle minutes (in this tab or another); else null. */
  signedOutReason: SignedOutReason | null;
  /** Stores the session after a successful POST /api/auth/login. */
  login: (user: User, token: string) => void;
  /**
   * Ends the session locally and tells the server (POST /api/auth/logout), without waiting for it.
   * `revoke: false` skips the server call when the token is already dead (e.g. the account was deleted);
   * `reason` tells every tab's sign-in page why the shop ended it.
   */
  logout: (options?: { revoke?: boolean }) => void;
  /** Replaces the signed-in user (after a profile edit or a fresh GET /api/auth/verify), kept in storage. */
  updateUser: (user: User) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

interface VerifyReply {
  success: true;
  user: User;
}

/**
 * Holds the session (spec 01 §4 Session): restores token and user from local storage, confirms the
 * token with the server (a rejected token logs out; a network failure keeps the restored session so
 * a flaky connection does not sign people out), logs out after 20 minutes without activity, and
 * saves the language a signed-in customer chooses on the account (PUT /api/users/{id} `language`,
 * docs/decisions/110).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<User | null>(() => (getToken() ? getStoredUser() : null));
  const [status, setStatus] = useState<AuthStatus>(() => (getToken() && getStoredUser() ? 'checking' : 'signedOut'));
  const [signedOutReason, setSignedOutReason] = useState<SignedOutReason | null>(null);

  const resetSignedInData = useCallback(() => {
    queryClient.removeQueries({ queryKey: queryKeys.cart });
    queryClient.removeQueries({ queryKey: queryKeys.wishlist });
    queryClient.removeQueries({ queryKey: queryKeys.orders });
    queryClient.removeQueries({ queryKey: queryKeys.account });
    mirrorIds(CART_IDS_KEY, []);
    mirrorIds(WISHLIST_IDS_KEY, []);
    dispatchAppEvent(CART_UPDATED, { synced: true });
    dispatchAppEvent(WISHLIST_UPDATED, { synced: true });
  }, [queryClient]);

  const endSession = useCallback(
    (reason?: SignedOutReason) => {
      clearSession(reason);
      setSignedOutReason(reason ?? null);
      setUser(null);
      setStatus('signedOut');
      resetSignedInData();
    },
    [resetSignedInData],
  );

  const logout = useCallback(
    ({ revoke = true, reason }: { revoke?: boolean; reason?: SignedOutReason } = {}) => {
      if (revoke && getToken()) {
        // Revoke the token on the server; the local session ends whatever the answer.
        apiFetch('/api/auth/logout', { method: 'POST', auth: true }).catch(() => undefined);
      }
      endSession(reason);
    },
    [endSession],
  );

  const updateUser = useCallback((nextUser: User) => {
    if (!getToken()) return;
    saveUser(nextUser);
    setUser(nextUser);
  }, []);

  const login = useCallback(
    (nextUser: User, token: string) => {
      saveSession(nextUser, token);
      resetSignedInData();
      setSignedOutReason(null);
      setUser(nextUser);
      setStatus('signedIn');
    },
    [resetSignedInData],
  );

  // Confirm a restored session once on load.
  useEffect(() => {
    if (status !== 'checking') return;
    let cancelled = false;
    apiFetch<VerifyReply>('/api/auth/verify', { auth: true })
      .then((reply) => {
        if (cancelled) return;
        saveUser(reply.user);
        setUser(reply.user);
        setStatus('signedIn');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) endSession();
        else setStatus('signedIn');
      });
    return () => {
      cancelled = true;
    };
  }, [status, endSession]);

  // The API client reports rejected tokens (revoked after a password change elsewhere, account deleted,
  // expired): the session ends here too and the guards send the visitor to /login. Another tab may
  // log out or in.
  useEffect(() => {
    const offExpired = onAppEvent(AUTH_EXPIRED, () => {
      endSession();
      toast.error(t`Your session has expired. Please log in again.`, { id: 'session-expired' });
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_KEY && event.key !== null) return;
      const stored = getToken() ? getStoredUser() : null;
      if (!stored) endSession(storedSignedOutReason() ?? undefined);
      else {
        setUser(stored);
        setStatus('signedIn');
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      offExpired();
      window.removeEventListener('storage', onStorage);
    };
  }, [endSession]);

  // The language a signed-in customer chooses (picker, profile) is saved on the account, so their
  // e-mails and their other devices follow it (docs/decisions/110). A failed save changes nothing
  // here: the device remembers the choice, and the next choice tries again.
  const currentUser = useRef(user);
  useEffect(() => {
    currentUser.current = user;
  }, [user]);
  useEffect(
    () =>
      onLocaleChosen((locale) => {
        const signedIn = currentUser.current;
        if (!signedIn || !getToken() || signedIn.language === locale) return;
        const form = new FormData();
        form.set('language', locale);
        apiFetch<{ user: User }>(`/api/users/${encodeURIComponent(signedIn.id)}`, { method: 'PUT', auth: true, body: form })
          .then((reply) => {
            updateUser(reply.user);
            // The profile's copy of the user (accounts' accountKeys.me): a read sent before the save
            // (the page remounted in the new language) is cancelled and made again.
            void queryClient.invalidateQueries({ queryKey: [...queryKeys.account, 'me'] });
          })
          .catch(() => undefined);
      }),
    [updateUser, queryClient],
  );

  // Inactivity logout (spec 01 §4): activity only records a timestamp, here and, at most once a
  // second, in local storage for the other tabs; one timer per tab checks the latest of any tab, so
  // an idle tab never signs out a customer busy in another. The logout reaches every tab through
  // the removed token, with its reason.
  const lastActivity = useRef(0);
  useEffect(() => {
    if (status !== 'signedIn') return;
    lastActivity.current = Date.now();
    recordActivity(lastActivity.current);
    let shared = lastActivity.current;
    const markActive = () => {
      lastActivity.current = Date.now();
      if (lastActivity.current - shared < ACTIVITY_SHARE_MS) return;
      shared = lastActivity.current;
      recordActivity(shared);
    };
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (delay: number) => {
      timer = setTimeout(() => {
        const idle = Date.now() - Math.max(lastActivity.current, lastRecordedActivity());
        if (idle >= INACTIVITY_LIMIT_MS) logout({ reason: 'inactivity' });
        else schedule(INACTIVITY_LIMIT_MS - idle);
      }, delay);
    };
    schedule(INACTIVITY_LIMIT_MS);
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, markActive, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, markActive);
    };
  }, [status, logout]);

  // The server renders every page signed out: hydration sees the same, and the session from the next render on.
  const hydrated = useHydrated();
  const value = useMemo<AuthContextValue>(
    () => (hydrated ? { user, status, signedOutReason, login, logout, updateUser } : { user: null, status: 'signedOut', signedOutReason: null, login, logout, updateUser }),
    [hydrated, user, status, signedOutReason, login, logout, updateUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * The session: user, status ('checking' | 'signedIn' | 'signedOut'), login, logout, updateUser.
 * Throws when used outside AuthProvider (spec 01 §6).
 */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
