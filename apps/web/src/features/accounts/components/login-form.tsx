import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, LoginBody, type LoginResponse } from '@atelier/contracts';
import { SubmitButton } from '@/components/button';
import { TextField } from '@/components/field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { login } from '../api/accounts';
import { PasswordField } from './password-input';
import type { PageMessage } from './form-message';
import type { z } from 'zod';
import { t } from '@lingui/core/macro';
import { accountText } from '../account-messages';

export interface LoginFormProps {
  defaultEmail?: string;
  onMessage: (message: PageMessage) => void;
  /** Called with the server's reply; the page stores the session and redirects after 1 s. */
  onLoggedIn: (reply: LoginResponse) => void;
  /** 401 with needsVerification: the page goes to /verification after 2 s. */
  onNeedsVerification: (email: string) => void;
  onForgotPassword?: () => void;
}

/**
 * Login form (spec 01 §2 Login page, §5 Login): e-mail and password checked with LoginBody from
 * contracts. Success → 'Login successful! Redirecting...'; unverified → 'Please verify your email
 * before logging in.'; other failures → the server's text or 'Login failed. Please check your credentials.'.
 */
export function LoginForm({ defaultEmail = '', onMessage, onLoggedIn, onNeedsVerification, onForgotPassword }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<z.input<typeof LoginBody>, unknown, z.output<typeof LoginBody>>({ resolver: zodResolver(LoginBody), defaultValues: { email: defaultEmail, password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    onMessage(null);
    try {
      const reply = await login(values);
      onMessage({ kind: 'success', text: t`Login successful! Redirecting...` });
      onLoggedIn(reply);
    } catch (error) {
      if (error instanceof ApiError && error.body.needsVerification === true) {
        onMessage({ kind: 'error', text: accountText(ACCOUNT_MESSAGES.needsVerification) });
        onNeedsVerification(values.email);
        return;
      }
      onMessage({ kind: 'error', text: errorMessage(error, t`Login failed. Please check your credentials.`) });
      throw error; // keeps isSubmitSuccessful false so the form can be sent again
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e).catch(() => undefined)} className="grid gap-4" aria-label={t`Log in`}>
      <TextField label={t`Email`} type="email" autoComplete="email" inputMode="email" error={accountText(errors.email?.message)} {...register('email')} />
      <PasswordField label={t`Password`} autoComplete="current-password" error={accountText(errors.password?.message)} {...register('password')} />
      {onForgotPassword ? (
        <button type="button" onClick={onForgotPassword} className="-mt-1 min-h-11 justify-self-end text-sm font-semibold text-clay-700 underline-offset-4 hover:underline">
          {t`Forgot password?`}
        </button>
      ) : null}
      <SubmitButton size="lg" variant="dark" pending={isSubmitting} pendingLabel={t`Logging in...`} disabled={isSubmitSuccessful} className="w-full">
        {t`Log in`}
      </SubmitButton>
    </form>
  );
}
