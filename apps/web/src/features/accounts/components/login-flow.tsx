import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES, type LoginResponse } from '@atelier/contracts';
import { Spinner } from '@/components/spinner';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RESET_MESSAGES, verifyReset } from '../api/reset-password';
import { usePageMessage } from '../use-page-message';
import { FormMessage } from './form-message';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { NewPasswordForm, ResetCodeForm, ResetRequestForm, resetFailureText, type CodeSent, type ResetProof } from './reset-forms';
import { EmailText } from '@/components/email-text';
import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { accountText } from '../account-messages';

/** Spec 01 §4, §9: newPassword → login 2 s after a reset; a refused reset link → reset after 3 s. */
export const AFTER_RESET_MS = 2000;
export const BAD_RESET_TOKEN_MS = 3000;

/** The five modes of /login (spec 01 §2), plus `resetLink` while the link of a reset e-mail is checked. */
export type LoginMode = 'login' | 'register' | 'reset' | 'verifyCode' | 'newPassword' | 'resetLink';

const HEADINGS: Record<LoginMode, { title: MessageDescriptor; doc: MessageDescriptor }> = {
  login: { title: msg`Welcome back`, doc: msg`Log in` },
  register: { title: msg`Create your account`, doc: msg`Create account` },
  reset: { title: msg`Reset your password`, doc: msg`Reset password` },
  verifyCode: { title: msg`Enter your code`, doc: msg`Reset password` },
  newPassword: { title: msg`Choose a new password`, doc: msg`Reset password` },
  resetLink: { title: msg`Reset your password`, doc: msg`Reset password` },
};

export interface LoginFlowProps {
  /** `?token=` of the reset e-mail's link: checked on arrival, then newPassword (or back to reset). */
  resetToken?: string | null;
  /** Prefills the login e-mail (e.g. coming back from /verification). */
  initialEmail?: string;
  /** A message handed over in navigation state (e.g. 'Email verified successfully…'). */
  initialMessage?: string | null;
  /** Why the visitor was sent here from a cart or wishlist button. */
  intent?: 'cart' | 'wishlist';
  /** Login succeeded: the page stores the session and redirects after 1 s. */
  onLoggedIn: (reply: LoginResponse) => void;
  /** Login refused until the e-mail is verified: the page goes to /verification after 2 s. */
  onNeedsVerification: (email: string) => void;
  /** Registered: the page goes to /verification after 1.5 s. */
  onRegistered: (email: string) => void;
}

/**
 * The card of /login with its five modes and their transitions (spec 01 §2 Login page, §4, §8, §9):
 * login ⇄ register; login → reset ('Forgot password?'); reset → verifyCode once the code is sent;
 * verifyCode → newPassword once the code is accepted; newPassword → login 2 s after success. A reset
 * token (the e-mail's link) is verified first and opens newPassword, or shows 'Invalid or expired
 * reset token' and returns to reset after 3 s. Every page message clears after 5 s.
 */
export function LoginFlow({ resetToken, initialEmail = '', initialMessage, intent, onLoggedIn, onNeedsVerification, onRegistered }: LoginFlowProps) {
  const [mode, setMode] = useState<LoginMode>(resetToken ? 'resetLink' : 'login');
  const [message, setMessage] = usePageMessage(initialMessage ? { kind: 'success', text: initialMessage } : null);
  const [email, setEmail] = useState(initialEmail);
  const [proof, setProof] = useState<ResetProof | null>(null);
  const [lastSent, setLastSent] = useState<CodeSent | null>(null);
  const [checkingLink, setCheckingLink] = useState(Boolean(resetToken));
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useDocumentTitle(i18n._(HEADINGS[mode].doc));

  const clearTimers = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };
  const later = (ms: number, fn: () => void) => void timers.current.push(setTimeout(fn, ms));
  useEffect(() => clearTimers, []);

  // A new mode moves focus to its heading, so keyboard and screen-reader users follow the change.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [mode]);

  // The reset link: checked once on arrival (a ref keeps React's development double effect from
  // sending it twice).
  const linkChecked = useRef(false);
  useEffect(() => {
    if (!resetToken || linkChecked.current) return;
    linkChecked.current = true;
    verifyReset({ token: resetToken })
      .then((reply) => {
        setEmail(reply.email);
        setProof({ token: resetToken });
        setMode('newPassword');
        setMessage({ kind: 'success', text: reply.message || accountText(ACCOUNT_MESSAGES.resetCodeVerified) });
      })
      .catch((error: unknown) => {
        setMessage({ kind: 'error', text: accountText(resetFailureText(error, ACCOUNT_MESSAGES.invalidResetToken)) });
        later(BAD_RESET_TOKEN_MS, () => setMode('reset'));
      })
      .finally(() => setCheckingLink(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the token the page was opened with
  }, [resetToken]);

  /** A mode chosen by the user: pending automatic moves and the old message go. */
  const switchMode = (next: LoginMode) => {
    clearTimers();
    setMode(next);
    setMessage(null);
  };

  const intentNote = intent === 'cart' ? t`Log in to add items to your cart.` : intent === 'wishlist' ? t`Log in to save items to your wishlist.` : null;
  const resetting = mode === 'reset' || mode === 'verifyCode' || mode === 'newPassword' || mode === 'resetLink';

  return (
    <div className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8">
      <h1 ref={heading} tabIndex={-1} className="text-3xl outline-none">
        {i18n._(HEADINGS[mode].title)}
      </h1>
      {mode === 'login' || mode === 'register' ? (
        <div role="group" aria-label={t`Choose`} className="mt-5 grid grid-cols-2 rounded-full bg-sand-100 p-1">
          {(['login', 'register'] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => switchMode(m)}
              className={cn('min-h-11 rounded-full text-sm font-semibold transition-colors', mode === m ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900')}
            >
              {m === 'login' ? t`Log in` : t`Register`}
            </button>
          ))}
        </div>
      ) : null}
      {mode === 'reset' ? <p className="mt-2 text-ink-600">{t`Enter the email of your account. We will send you a 6-digit code to set a new password.`}</p> : null}
      {mode === 'verifyCode' ? (
        <p className="mt-2 text-ink-600">
          <Trans>
            We sent a 6-digit code to{' '}
            <strong className="font-semibold text-ink-900">
              <EmailText email={email} />
            </strong>
            . It is valid for 10 minutes.
          </Trans>
        </p>
      ) : null}
      {mode === 'newPassword' && email ? (
        <p className="mt-2 text-ink-600">
          <Trans>
            For{' '}
            <strong className="font-semibold text-ink-900">
              <EmailText email={email} />
            </strong>
            . Use at least 6 characters.
          </Trans>
        </p>
      ) : null}
      {intentNote && mode === 'login' ? <p className="mt-4 text-sm text-ink-600">{intentNote}</p> : null}
      <div className="mt-4" aria-live="polite">
        <FormMessage message={message} />
      </div>
      <div className="mt-4">
        {mode === 'login' ? (
          <LoginForm defaultEmail={email} onMessage={setMessage} onForgotPassword={() => switchMode('reset')} onLoggedIn={onLoggedIn} onNeedsVerification={onNeedsVerification} />
        ) : mode === 'register' ? (
          <RegisterForm onMessage={setMessage} onRegistered={onRegistered} />
        ) : mode === 'reset' ? (
          <ResetRequestForm
            defaultEmail={email}
            lastSent={lastSent}
            onMessage={setMessage}
            onSent={(sentTo) => {
              setEmail(sentTo);
              setLastSent({ email: sentTo, at: Date.now() });
              setMode('verifyCode');
              setMessage({ kind: 'success', text: accountText(ACCOUNT_MESSAGES.resetCodeSent) });
            }}
            onResume={(sentTo) => {
              setEmail(sentTo);
              setMode('verifyCode');
              setMessage({ kind: 'success', text: accountText(RESET_MESSAGES.codeOnItsWay) });
            }}
          />
        ) : mode === 'verifyCode' ? (
          <ResetCodeForm
            email={email}
            sentAt={lastSent?.email === email ? lastSent.at : undefined}
            onResent={(at) => setLastSent({ email, at })}
            onMessage={setMessage}
            onVerified={(code) => {
              setProof({ email, code });
              setMode('newPassword');
              setMessage({ kind: 'success', text: accountText(ACCOUNT_MESSAGES.resetCodeVerified) });
            }}
          />
        ) : mode === 'newPassword' && proof ? (
          <NewPasswordForm
            proof={proof}
            onMessage={setMessage}
            onReset={() => {
              setMessage({ kind: 'success', text: accountText(ACCOUNT_MESSAGES.passwordReset) });
              setProof(null);
              later(AFTER_RESET_MS, () => setMode('login'));
            }}
          />
        ) : mode === 'resetLink' ? (
          <div role="status" className="flex items-center gap-3 py-4 text-ink-600">
            {checkingLink ? (
              <>
                <Spinner /> <span>{t`Checking your reset link...`}</span>
              </>
            ) : (
              <span>{t`Taking you back to the reset form...`}</span>
            )}
          </div>
        ) : (
          // newPassword right after the reset, while the 2 s to the login form run.
          <p className="py-4 text-ink-600">{t`Taking you to the login form...`}</p>
        )}
        {resetting ? (
          <div className="mt-4 flex flex-wrap justify-between gap-2">
            {mode === 'verifyCode' ? (
              <button type="button" onClick={() => switchMode('reset')} className="min-h-11 text-sm font-semibold text-clay-700 underline-offset-4 hover:underline">
                {t`Use another email`}
              </button>
            ) : null}
            <button type="button" onClick={() => switchMode('login')} className="ml-auto min-h-11 text-sm font-semibold text-clay-700 underline-offset-4 hover:underline">
              {t`Back to log in`}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
