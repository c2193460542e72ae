import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, RESEND_COUNTDOWN_MS, VERIFICATION_CODE_LENGTH } from '@atelier/contracts';
import { SubmitButton } from '@/components/button';
import { inputClass } from '@/components/field';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { resendVerification, verifyEmail } from '../api/accounts';
import { FormMessage, type PageMessage } from './form-message';
import { t } from '@lingui/core/macro';
import { accountText } from '../account-messages';

/** Keeps digits only, at most 6 (spec 01 §2 Verification page). */
export function cleanCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
}

/** A one-time-code input: digits only, at most 6, numeric keyboard, OS code autofill. */
export function CodeInput({ value, onChange, id, describedBy, invalid }: { value: string; onChange: (code: string) => void; id: string; describedBy?: string; invalid?: boolean }) {
  return (
    <input
      id={id}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={VERIFICATION_CODE_LENGTH}
      value={value}
      onChange={(e) => onChange(cleanCode(e.target.value))}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={cn(inputClass, 'text-center font-mono text-2xl tracking-[0.5em]')}
    />
  );
}

/**
 * Whole seconds left until `ms` after `startedAt` (epoch ms; default: mount) or after `restart()`,
 * ticking once a second. Counted from a deadline rather than by decrements, so a throttled background
 * tab or a clock jump still ends on time.
 */
export function useCountdown(ms: number, startedAt?: number): [secondsLeft: number, restart: () => void] {
  const [deadline, setDeadline] = useState(() => (startedAt ?? Date.now()) + ms);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));
  const running = secondsLeft > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, deadline]);
  const restart = useCallback(() => {
    const at = Date.now();
    setDeadline(at + ms);
    setNow(at);
  }, [ms]);
  return [secondsLeft, restart];
}

export interface VerificationFormProps {
  email: string;
  /** The code was accepted: the page shows 'Account Verified!' and goes to /login after 2 s. */
  onVerified: (message: string) => void;
}

/**
 * Verification by code (spec 01 §2, §4): a 6-digit code ('Please enter a valid 6-digit code'
 * otherwise), a 60-second resend countdown, then Resend (server errors such as the 429 text shown);
 * failures show the server's readable message (e.g. 'Invalid or expired verification code'), else
 * 'Verification failed' / 'Failed to send verification code' (spec 01 §8, docs/decisions/091).
 */
export function VerificationForm({ email, onVerified }: VerificationFormProps) {
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<PageMessage>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const [secondsLeft, restartCountdown] = useCountdown(RESEND_COUNTDOWN_MS);
  const inputId = useId();
  const messageId = `${inputId}-message`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.length !== VERIFICATION_CODE_LENGTH) {
      setMessage({ kind: 'error', text: accountText(ACCOUNT_MESSAGES.codeInvalidPage) });
      document.getElementById(inputId)?.focus();
      return;
    }
    setSubmitting(true);
    setMessage(null);
    try {
      const reply = await verifyEmail(email, code);
      onVerified(reply.message);
    } catch (error) {
      setMessage({ kind: 'error', text: accountText(errorMessage(error, ACCOUNT_MESSAGES.verificationFailed)) });
      setSubmitting(false);
    }
  };

  const onResend = async () => {
    setResending(true);
    setMessage(null);
    try {
      const reply = await resendVerification(email);
      setMessage({ kind: 'success', text: reply.message });
      restartCountdown();
    } catch (error) {
      setMessage({ kind: 'error', text: accountText(errorMessage(error, ACCOUNT_MESSAGES.sendCodeFailed)) });
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t`Verify your email`}>
      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink-800">
          {t`Verification code`}
        </label>
        <CodeInput id={inputId} value={code} onChange={setCode} describedBy={message ? messageId : undefined} invalid={message?.kind === 'error'} />
      </div>
      <FormMessage id={messageId} message={message} />
      <SubmitButton size="lg" variant="dark" pending={submitting} pendingLabel={t`Verifying...`} className="w-full">
        {t`Verify account`}
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-center gap-x-2 text-sm text-ink-600">
        <span>{t`Didn't get the code?`}</span>
        <button
          type="button"
          onClick={onResend}
          disabled={secondsLeft > 0 || resending}
          className="min-h-11 px-1 font-semibold text-clay-700 underline-offset-4 enabled:hover:underline disabled:text-ink-600"
        >
          {secondsLeft > 0 ? t`Resend in ${secondsLeft}s` : resending ? t`Sending...` : t`Resend`}
        </button>
      </div>
    </form>
  );
}
