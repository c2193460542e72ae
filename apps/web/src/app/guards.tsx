import { useState } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { PageSpinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useAuth, type AuthStatus } from '@/lib/auth';
import { t } from '@lingui/core/macro';

/**
 * Navigation state handed to /login: where to come back to, and that page's own state; `intent` and
 * `productId`: the cart or wishlist toggle a signed-out visitor pressed, carried out once they have
 * signed in (spec 02 §4).
 */
export interface LoginRedirectState {
  from: string;
  fromState?: unknown;
  intent?: 'cart' | 'wishlist';
  productId?: number;
  /** The variant the toggle chose, for an item with several (docs/decisions/127). */
  variantId?: number;
  source?: unknown;
  cartData?: unknown;
  product?: unknown;
}

/**
 * The /login state that brings a visitor back to `location` once signed in (spec 01 §4: "the page the
 * user came from, otherwise /"); every sign-in entry hands it over. On /login and
 * /verification themselves the origin they already carry is kept, with the cart or wishlist intent
 * that sent the visitor there, so the register → verify → login detour still ends where the visitor
 * started, with the item added (spec 02 §4).
 */
export function returnTo(location: Location): Pick<LoginRedirectState, 'from' | 'fromState' | 'intent' | 'productId' | 'variantId'> | undefined {
  if (location.pathname === paths.login || location.pathname === paths.verification) {
    const carried = location.state as Partial<LoginRedirectState> | null;
    if (typeof carried?.from !== 'string') return undefined;
    const intent = carried.intent === 'cart' || carried.intent === 'wishlist' ? carried.intent : undefined;
    return {
      from: carried.from,
      fromState: carried.fromState,
      ...(intent ? { intent } : {}),
      ...(intent && typeof carried.productId === 'number' ? { productId: carried.productId } : {}),
      ...(intent && typeof carried.variantId === 'number' ? { variantId: carried.variantId } : {}),
    };
  }
  return { from: `${location.pathname}${location.search}`, fromState: location.state ?? undefined };
}

/**
 * Signed-in-only routes (spec 01 §2 Rules): a spinner while the restored session is checked; signed
 * out → /login remembering the origin (`state.from`, and for /checkout its source, cartData and
 * product) so the user comes back after logging in. `signedOut="page"`: the page itself asks a
 * signed-out visitor to log in (WebPage.asksToSignIn, order details: spec 02 §8).
 */
export function RequireAuth({ signedOut = 'redirect' }: { signedOut?: 'redirect' | 'page' }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'checking') return <PageSpinner label={t`Checking your session...`} />;
  if (status === 'signedOut' && signedOut === 'redirect') {
    const own = (location.state && typeof location.state === 'object' ? location.state : {}) as Record<string, unknown>;
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}`,
      fromState: location.state ?? undefined,
      ...(own.source !== undefined ? { source: own.source } : {}),
      ...(own.cartData !== undefined ? { cartData: own.cartData } : {}),
      ...(own.product !== undefined ? { product: own.product } : {}),
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}

/**
 * Signed-out-only routes (/login, /verification): a signed-in visitor arriving there goes to /.
 * Only the status on arrival counts, so the login page can finish its own 1 s redirect after a login.
 */
export function RequireGuest() {
  const { status } = useAuth();
  const [arrival, setArrival] = useState<AuthStatus>(status);
  if (arrival === 'checking' && status !== 'checking') setArrival(status);
  if (arrival === 'checking') return <PageSpinner label={t`Checking your session...`} />;
  if (arrival === 'signedIn') return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
