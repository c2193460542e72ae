import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AdminLanguageSelect } from '@admin/components/language-select';
import { adminText, translatedResolver } from '@admin/i18n/contract-messages';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, LoginBody, type LoginResponse } from '@atelier/contracts';
import { SubmitButton } from '@/components/button';
import { TextField } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { ApiError, apiFetch, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

/**
 * The back office's sign-in: the store's accounts and POST /api/auth/login, so a signed-out visitor
 * at any /admin address signs in where they are and stays on that page. Unverified accounts and
 * forgotten passwords are handled on the store's /login page, linked here.
 */
export function SignIn() {
  const { login } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof LoginBody>, unknown, z.output<typeof LoginBody>>({ resolver: translatedResolver(zodResolver(LoginBody)), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const reply = await apiFetch<LoginResponse>('/api/auth/login', { method: 'POST', body: values });
      login(reply.user, reply.token);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.body.needsVerification === true ? adminText(ACCOUNT_MESSAGES.needsVerification) : errorMessage(error, t`Login failed. Please check your credentials.`),
      );
    }
  });

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-6 px-5 py-10">
      <div>
        <div className="mb-2 flex items-center justify-between gap-3">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-clay-700">{t`Atelier back office`}</p>
          <AdminLanguageSelect />
        </div>
        <h1 className="text-3xl">{t`Sign in`}</h1>
        <p className="mt-2 text-ink-600">{t`Use the account you use on the shop. The owner gives staff access.`}</p>
      </div>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand-200" aria-label={t`Sign in to the back office`}>
        <FormAlert message={failure} />
        <TextField label={t`Email`} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <TextField label={t`Password`} type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <SubmitButton size="lg" variant="dark" pending={isSubmitting} pendingLabel={t`Signing in...`} className="w-full">
          {t`Sign in`}
        </SubmitButton>
      </form>
      <p className="text-center text-sm text-ink-600">
        {t`Forgot your password or need to verify your e-mail?`}{' '}
        <a className="font-semibold text-clay-700 underline underline-offset-4" href="/login">
          {t`Go to the shop's sign-in`}
        </a>
      </p>
    </main>
  );
}
