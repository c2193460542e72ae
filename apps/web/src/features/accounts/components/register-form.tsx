import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { RegisterForm as RegisterSchema } from '@atelier/contracts';
import { SubmitButton } from '@/components/button';
import { TextField } from '@/components/field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { register as registerUser } from '../api/accounts';
import { usePictureChoice } from '../use-picture-choice';
import { PasswordField } from './password-input';
import { PictureInput } from './picture-input';
import type { PageMessage } from './form-message';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { accountText } from '../account-messages';

type Input = z.input<typeof RegisterSchema>;
type Output = z.output<typeof RegisterSchema>;
const FIELDS = ['name', 'email', 'phone', 'password', 'confirmPassword'] as const;

export interface RegisterFormProps {
  onMessage: (message: PageMessage) => void;
  /** The account exists; the page goes to /verification after 1.5 s with the e-mail. */
  onRegistered: (email: string) => void;
}

/**
 * Register form (spec 01 §2, §5 Register): name, email, phone, password, confirmation and an
 * optional profile picture with preview, validated by RegisterForm from contracts so the messages
 * are the spec's; the first invalid field gets focus.
 */
export function RegisterForm({ onMessage, onRegistered }: RegisterFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '' },
  });
  const { picture, error: pictureError, preview, onChange: onPicture } = usePictureChoice();
  const pictureId = useId();

  const onSubmit = handleSubmit(async (values) => {
    onMessage(null);
    try {
      await registerUser({ name: values.name, email: values.email, phone: values.phone, password: values.password }, picture);
      onMessage({ kind: 'success', text: t`Account created successfully! Redirecting to verification...` });
      onRegistered(values.email);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if ((FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { message }, { shouldFocus: true });
        }
        onMessage({ kind: 'error', text: errorMessage(error, t`Failed to create account. Please try again.`) });
      } else onMessage({ kind: 'error', text: t`Failed to create account. Please try again.` });
      throw error;
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e).catch(() => undefined)} className="grid gap-4" aria-label={t`Create account`}>
      <TextField label={t`Full name`} autoComplete="name" error={accountText(errors.name?.message)} {...register('name')} />
      <TextField label={t`Email`} type="email" autoComplete="email" inputMode="email" error={accountText(errors.email?.message)} {...register('email')} />
      <TextField label={t`Phone number`} type="tel" autoComplete="tel" inputMode="tel" placeholder="+250 788 123 456" error={accountText(errors.phone?.message)} {...register('phone')} />
      <PasswordField label={t`Password`} autoComplete="new-password" hint={t`At least 6 characters.`} error={accountText(errors.password?.message)} {...register('password')} />
      <PasswordField label={t`Confirm password`} autoComplete="new-password" error={accountText(errors.confirmPassword?.message)} {...register('confirmPassword')} />
      <div>
        <label htmlFor={pictureId} className="mb-1.5 block text-sm font-semibold text-ink-800">
          <Trans>
            Profile picture <span className="font-normal text-ink-600">(optional)</span>
          </Trans>
        </label>
        <div className="flex items-center gap-3">
          <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-sand-100 text-ink-500">
            {preview ? <img src={preview} alt={t`Selected profile picture preview`} className="size-full object-cover" /> : <span aria-hidden="true">?</span>}
          </div>
          <div className="min-w-0 flex-1">
            <PictureInput id={pictureId} error={accountText(pictureError ?? undefined) ?? null} hint={t`An image up to 5 MB.`} onChange={onPicture} />
          </div>
        </div>
      </div>
      <SubmitButton size="lg" variant="dark" pending={isSubmitting} pendingLabel={t`Creating account...`} disabled={isSubmitSuccessful} className="w-full">
        {t`Create account`}
      </SubmitButton>
    </form>
  );
}
