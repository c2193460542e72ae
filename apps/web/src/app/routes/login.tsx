import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/accounts/components/auth-layout';
import { LoginFlow } from '@/features/accounts/components/login-flow';
import { BrandLink } from '@/app/layout/brand';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { returnTo, type LoginRedirectState } from '@/app/guards';
import { useAddToCartIfMissing } from '@/features/cart/api/change-cart';
import { useToggleWishlistItem } from '@/features/wishlist/api/change-wishlist';
import { t } from '@lingui/core/macro';
import { useLocale } from '@/lib/i18n/use-format';
import { loadCatalog } from '@/lib/i18n/i18n';
import { followAccountLocale, localeAfterSignIn } from '@/lib/i18n/switch-locale';
import { FormMessage } from '@/features/accounts/components/form-message';

/** Spec 01 §9 redirect delays. */
const AFTER_LOGIN_MS = 1000;
const AFTER_REGISTER_MS = 1500;
const TO_VERIFICATION_MS = 2000;

type LoginPageState = Partial<LoginRedirectState> & { message?: string; email?: string };

/**
 * /login (spec 01 §2, §4, §5, §8): the five modes live in LoginFlow; this page does the navigation.
 * Login → back to `state.from` (or /) after 1 s; unverified → /verification after 2 s; register →
 * /verification after 1.5 s, both carrying `from` so the login after verifying still returns there.
 * A cart or wishlist toggle pressed while signed out (`state.intent`, `state.productId`, spec 02 §4) is
 * carried out right after the login, before the redirect, so the page comes back with the item added.
 * After login, a language that was only guessed gives way to the account's (docs/decisions/110): the
 * redirect lands on the page in the account's language. `?token=` (the reset e-mail's link) is read once and taken out of the
 * address bar, so it stays out of the history and a reload does not reuse it. After the shop signed
 * the customer out for 20 idle minutes (spec 01 §4), a notice says so until they sign in again: the
 * page's own messages clear after 5 s, this one must still be there when they come back to the tab.
 */
export default function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const [resetToken] = useState(() => searchParams.get('token'));
  const state = (location.state ?? {}) as LoginPageState;
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const addToCart = useAddToCartIfMissing();
  const toggleWishlist = useToggleWishlistItem();

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (ms: number, fn: () => void) => timers.current.push(setTimeout(fn, ms));

  useEffect(() => {
    if (!searchParams.has('token')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('token');
    setSearchParams(next, { replace: true, state: location.state });
  }, [searchParams, setSearchParams, location.state]);

  return (
    <AuthLayout
      brand={<BrandLink />}
      aside={
        <>
          <p className="text-xs font-semibold tracking-[0.25em] text-gold-400 uppercase">Atelier Kigali</p>
          <p className="mt-3 max-w-md font-display text-5xl leading-tight">{t`Made by hand in Kigali, for you.`}</p>
          <p className="mt-4 max-w-md text-paper/80">{t`Keep a wishlist, check out in a minute and follow your custom orders.`}</p>
        </>
      }
    >
      {auth.signedOutReason === 'inactivity' ? (
        <div className="mb-4">
          <FormMessage message={{ kind: 'info', text: t`You were signed out after 20 minutes without activity.` }} />
        </div>
      ) : null}
      <LoginFlow
        resetToken={resetToken}
        initialEmail={state.email ?? ''}
        initialMessage={state.message ?? null}
        intent={state.intent}
        onLoggedIn={(reply) => {
          auth.login(reply.user, reply.token);
          const accountLocale = localeAfterSignIn(reply.user.language, locale);
          // The catalog loads during the second before the redirect.
          if (accountLocale) void loadCatalog(accountLocale).catch(() => undefined);
          // The toggle's own toasts say how it went; the redirect waits for it, so the page shows it.
          const productId = state.productId;
          const intentDone: Promise<unknown> =
            typeof productId !== 'number'
              ? Promise.resolve()
              : state.intent === 'cart'
                ? addToCart.mutateAsync({ productId, variantId: typeof state.variantId === 'number' ? state.variantId : undefined })
                : state.intent === 'wishlist'
                  ? toggleWishlist.mutateAsync({ productId, inWishlist: false })
                  : Promise.resolve();
          const settled = intentDone.catch(() => undefined);
          later(
            AFTER_LOGIN_MS,
            () =>
              void settled.then(() => {
                navigate(state.from || paths.home, { replace: true, state: state.fromState ?? null });
                if (accountLocale) void followAccountLocale(accountLocale).catch(() => undefined);
              }),
          );
        }}
        onNeedsVerification={(email) => later(TO_VERIFICATION_MS, () => navigate(paths.verification, { state: { email, ...returnTo(location) } }))}
        onRegistered={(email) => later(AFTER_REGISTER_MS, () => navigate(paths.verification, { state: { email, ...returnTo(location) } }))}
      />
    </AuthLayout>
  );
}
