import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, EmailBody, NewPasswordForm as NewPasswordSchema, RESEND_COUNTDOWN_MS, VerifyCodeForm, type ResetPasswordBody } from '@atelier/contracts';
import { SubmitButton } from '@/components/button';
import { FieldError, TextField } from '@/components/field';
import { ApiError, networkErrorText } from '@/lib/api-client';
import { RESET_MESSAGES, forgotPassword, resetPassword, verifyReset } from '../api/reset-password';
import { PasswordField } from './password-input';
import { CodeInput, useCountdown } from './verification-form';
import type { PageMessage } from './form-message';
import { t } from '@lingui/core/macro';
import { accountText } from '../account-messages';

/**
 * The text for a failed reset step: the network message when offline; the server's own `error` for a
 * rate limit (429, e.g. 'Please wait 42 seconds before requesting a new code.') or, with
 * `useServerText`, for any refusal (4xx); else the spec's fixed line.
 */
export function resetFailureText(error: unknown, fallback: string, useServerText = false): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.isNetworkError) return networkErrorText();
  const serverText = error.readableMessage;
  if (serverText && (error.status === 429 || (useServerText && error.status >= 400 && error.status < 500))) return serverText;
  return fallback;
}

/** The last reset code this page asked for: to which address, and when (epoch ms). */
export interface CodeSent {
  email: string;
  at: number;
}

/** Whether a code for `email` was asked for less than the resend interval ago (spec 01 §9: 60 s). */
function sentRecently(last: CodeSent | null | undefined, email: string, now = Date.now()): last is CodeSent {
  return Boolean(last && last.email === email && now - last.at < RESEND_COUNTDOWN_MS);
}

/**
 * The reset mode of /login (spec 01 §2, §5 Reset request): the account's e-mail, required and valid.
 * POST /api/auth/forgot-password; success → `onSent(email)` (the page shows 'Verification code sent to
 * your email! …' and moves to verifyCode); failure → 'Failed to send verification code. Please try again.'
 * The same address again within the resend interval is not sent again (the server would send
 * nothing): `onResume(email)` goes back to the code already on its way.
 */
export function ResetRequestForm({
  defaultEmail = '',
  lastSent,
  onMessage,
  onSent,
  onResume,
}: {
  defaultEmail?: string;
  lastSent?: CodeSent | null;
  onMessage: (message: PageMessage) => void;
  onSent: (email: string) => void;
  onResume: (email: string) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof EmailBody>, unknown, z.output<typeof EmailBody>>({ resolver: zodResolver(EmailBody), defaultValues: { email: defaultEmail } });

  const onSubmit = handleSubmit(async ({ email }) => {
    onMessage(null);
    if (sentRecently(lastSent, email)) return onResume(email);
    try {
      await forgotPassword({ email });
      onSent(email);
    } catch (error) {
      onMessage({ kind: 'error', text: accountText(resetFailureText(error, RESET_MESSAGES.sendFailed)) });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4" aria-label={t`Reset password`}>
      <TextField label={t`Email`} type="email" autoComplete="email" inputMode="email" error={accountText(errors.email?.message)} {...register('email')} />
      <SubmitButton size="lg" variant="dark" pending={isSubmitting} pendingLabel={t`Sending code...`} className="w-full">
        {t`Send code`}
      </SubmitButton>
    </form>
  );
}

/**
 * The verifyCode mode of /login (spec 01 §5 Verify code): the 6-digit code from the reset e-mail
 * ('Verification code is required', 'Verification code must be 6 digits'). POST
 * /api/auth/verify-reset-token {email, code}; success → `onVerified(code)`; failure → the server's
 * text or 'Invalid verification code. Please try again.'. "Send a new code" asks again, but only once
 * the resend interval since the last send (`sentAt`, epoch ms) is over: until then it counts down like
 * the verification page, since the server would send nothing. `onResent` reports a send.
 */
export function ResetCodeForm({
  email,
  sentAt,
  onMessage,
  onVerified,
  onResent,
}: {
  email: string;
  sentAt?: number;
  onMessage: (message: PageMessage) => void;
  onVerified: (code: string) => void;
  onResent?: (at: number) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const [secondsLeft, restartCountdown] = useCountdown(RESEND_COUNTDOWN_MS, sentAt);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = VerifyCodeForm.safeParse({ code });
    if (!parsed.success) {
      setError(accountText(parsed.error.issues[0]?.message ?? ACCOUNT_MESSAGES.codeLength));
      document.getElementById(inputId)?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    onMessage(null);
    try {
      await verifyReset({ email, code: parsed.data.code });
      onVerified(parsed.data.code);
    } catch (failure) {
      onMessage({ kind: 'error', text: accountText(resetFailureText(failure, RESET_MESSAGES.codeInvalid, true)) });
      setSubmitting(false);
    }
  };

  const onResend = async () => {
    setResending(true);
    onMessage(null);
    try {
      await forgotPassword({ email });
      restartCountdown();
      onResent?.(Date.now());
      onMessage({ kind: 'success', text: accountText(ACCOUNT_MESSAGES.resetCodeSent) });
    } catch (failure) {
      onMessage({ kind: 'error', text: accountText(resetFailureText(failure, RESET_MESSAGES.sendFailed)) });
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4" aria-label={t`Enter the reset code`}>
      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink-800">
          {t`Verification code`}
        </label>
        <CodeInput
          id={inputId}
          value={code}
          onChange={(next) => {
            setCode(next);
            if (error) setError(null);
          }}
          describedBy={error ? errorId : undefined}
          invalid={Boolean(error)}
        />
        <FieldError id={errorId} error={error} />
      </div>
      <SubmitButton size="lg" variant="dark" pending={submitting} pendingLabel={t`Checking...`} className="w-full">
        {t`Verify code`}
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-center gap-x-2 text-sm text-ink-600">
        <span>{t`Didn't get the code?`}</span>
        <button
          type="button"
          onClick={() => void onResend()}
          disabled={secondsLeft > 0 || resending}
          className="min-h-11 px-1 font-semibold text-clay-700 underline-offset-4 enabled:hover:underline disabled:text-ink-600"
        >
          {secondsLeft > 0 ? t`Send a new code in ${secondsLeft}s` : resending ? t`Sending...` : t`Send a new code`}
        </button>
      </div>
    </form>
  );
}

/** How the reset is proven: the code from the e-mail, or the token of its link. */
export type ResetProof = { email: string; code: string } | { token: string };

/**
 * The newPassword mode of /login (spec 01 §5 New password): new password ('New password is required',
 * 'Password must be at least 6 characters long') and its confirmation ('Please confirm your new
 * password', 'Passwords do not match'). POST /api/auth/reset-password with the code or the token;
 * success → `onReset()`; failure → the server's text or 'Failed to reset password. Please try again.'
 */
export function NewPasswordForm({ proof, onMessage, onReset }: { proof: ResetProof; onMessage: (message: PageMessage) => void; onReset: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<z.input<typeof NewPasswordSchema>, unknown, z.output<typeof NewPasswordSchema>>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    onMessage(null);
    try {
      await resetPassword({ ...proof, newPassword } as ResetPasswordBody);
      onReset();
    } catch (error) {
      onMessage({ kind: 'error', text: accountText(resetFailureText(error, RESET_MESSAGES.resetFailed, true)) });
      throw error; // keeps isSubmitSuccessful false so the form can be sent again
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e).catch(() => undefined)} className="grid gap-4" aria-label={t`Choose a new password`}>
      <PasswordField label={t`New password`} autoComplete="new-password" hint={t`At least 6 characters.`} error={accountText(errors.newPassword?.message)} {...register('newPassword')} />
      <PasswordField label={t`Confirm new password`} autoComplete="new-password" error={accountText(errors.confirmPassword?.message)} {...register('confirmPassword')} />
      <SubmitButton size="lg" variant="dark" pending={isSubmitting} disabled={isSubmitSuccessful} className="w-full">
        {t`Reset password`}
      </SubmitButton>
    </form>
  );
}
