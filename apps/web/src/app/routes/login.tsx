import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '@/features/accounts/components/auth-layout';
import { FormMessage } from '@/features/accounts/components/form-message';
import { LoginForm } from '@/features/accounts/components/login-form';
import { RegisterForm } from '@/features/accounts/components/register-form';
import { usePageMessage } from '@/features/accounts/use-page-message';
import { BrandLink } from '@/app/layout/brand';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { LoginRedirectState } from '@/app/guards';

/** Spec 01 §9 redirect delays. */
const AFTER_LOGIN_MS = 1000;
const AFTER_REGISTER_MS = 1500;
const TO_VERIFICATION_MS = 2000;

type Mode = 'login' | 'register' | 'reset';
type LoginPageState = Partial<LoginRedirectState> & { message?: string; email?: string };

/**
 * /login (spec 01 §2, §4, §5, §8): login and register modes (the reset flow comes later).
 * Login → 'Login successful! Redirecting...' and back to `state.from` (or /) after 1 s;
 * unverified → /verification after 2 s; register → /verification after 1.5 s. Messages clear after 5 s.
 */
export default function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const state = (location.state ?? {}) as LoginPageState;
  const [mode, setMode] = useState<Mode>('login');
  const [message, setMessage] = usePageMessage(state.message ? { kind: 'success', text: state.message } : null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useDocumentTitle(mode === 'register' ? 'Create account' : 'Log in');

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (ms: number, fn: () => void) => timers.current.push(setTimeout(fn, ms));

  const switchMode = (next: Mode) => {
    setMode(next);
    setMessage(null);
  };

  const intentNote = state.intent === 'cart' ? 'Log in to add items to your cart.' : state.intent === 'wishlist' ? 'Log in to save items to your wishlist.' : null;

  return (
    <AuthLayout
      brand={<BrandLink />}
      aside={
        <>
          <p className="text-xs font-semibold tracking-[0.25em] text-gold-400 uppercase">Atelier Kigali</p>
          <p className="mt-3 max-w-md font-display text-5xl leading-tight">Made by hand in Kigali, for you.</p>
          <p className="mt-4 max-w-md text-paper/80">Keep a wishlist, check out in a minute and follow your custom orders.</p>
        </>
      }
    >
      <div className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-3xl">{mode === 'register' ? 'Create your account' : mode === 'reset' ? 'Reset your password' : 'Welcome back'}</h1>
        {mode !== 'reset' ? (
          <div role="group" aria-label="Choose" className="mt-5 grid grid-cols-2 rounded-full bg-sand-100 p-1">
            {(['login', 'register'] as const).map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={mode === m}
                onClick={() => switchMode(m)}
                className={cn('min-h-11 rounded-full text-sm font-semibold transition-colors', mode === m ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900')}
              >
                {m === 'login' ? 'Log in' : 'Register'}
              </button>
            ))}
          </div>
        ) : null}
        {intentNote && mode === 'login' ? <p className="mt-4 text-sm text-ink-600">{intentNote}</p> : null}
        <div className="mt-4" aria-live="polite">
          <FormMessage message={message} />
        </div>
        <div className="mt-4">
          {mode === 'login' ? (
            <LoginForm
              defaultEmail={state.email ?? ''}
              onMessage={setMessage}
              onForgotPassword={() => switchMode('reset')}
              onLoggedIn={(reply) => {
                auth.login(reply.user, reply.token);
                later(AFTER_LOGIN_MS, () => navigate(state.from || paths.home, { replace: true, state: state.fromState ?? null }));
              }}
              onNeedsVerification={(email) => later(TO_VERIFICATION_MS, () => navigate(paths.verification, { state: { email } }))}
            />
          ) : mode === 'register' ? (
            <RegisterForm onMessage={setMessage} onRegistered={(email) => later(AFTER_REGISTER_MS, () => navigate(paths.verification, { state: { email } }))} />
          ) : (
            <div className="grid gap-4">
              <p className="text-ink-700">
                Password reset is coming soon. Until then, write to{' '}
                <a className="font-semibold text-clay-700 underline" href={`mailto:${env.supportEmail}`}>
                  {env.supportEmail}
                </a>{' '}
                and we will help you back into your account.
              </p>
              <button type="button" onClick={() => switchMode('login')} className="min-h-11 justify-self-start text-sm font-semibold text-clay-700 underline-offset-4 hover:underline">
                Back to log in
              </button>
            </div>
          )}
        </div>
      </div>
    </AuthLayout>
  );
}
