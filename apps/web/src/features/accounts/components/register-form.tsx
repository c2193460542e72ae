import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, PROFILE_PICTURE_MAX_BYTES, RegisterForm as RegisterSchema } from '@atelier/contracts';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { register as registerUser } from '../api/accounts';
import { PasswordField } from './password-input';
import type { PageMessage } from './form-message';

export const REGISTER_MESSAGES = {
  success: 'Account created successfully! Redirecting to verification...',
  failed: 'Failed to create account. Please try again.',
} as const;

type Input = z.input<typeof RegisterSchema>;
type Output = z.output<typeof RegisterSchema>;
const FIELDS = ['name', 'email', 'phone', 'password', 'confirmPassword'] as const;

/** Spec 01 §5: the optional picture must be an image under 5 MB. Returns the message or null. */
export function checkProfilePicture(file: File): string | null {
  if (!file.type.startsWith('image/')) return ACCOUNT_MESSAGES.pictureNotImage;
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return ACCOUNT_MESSAGES.pictureTooLarge;
  return null;
}

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
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const pictureId = useId();

  // The preview's object URL is released when replaced and when the form goes away.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onPicture = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? checkProfilePicture(file) : null;
    if (problem) event.target.value = '';
    const accepted = file && !problem ? file : null;
    setPictureError(problem);
    setPicture(accepted);
    setPreview(accepted ? URL.createObjectURL(accepted) : null);
  };

  const onSubmit = handleSubmit(async (values) => {
    onMessage(null);
    try {
      await registerUser({ name: values.name, email: values.email, phone: values.phone, password: values.password }, picture);
      onMessage({ kind: 'success', text: REGISTER_MESSAGES.success });
      onRegistered(values.email);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if ((FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { message }, { shouldFocus: true });
        }
        const text = error.isNetworkError ? NETWORK_ERROR_MESSAGE : error.status > 0 && error.message ? error.message : REGISTER_MESSAGES.failed;
        onMessage({ kind: 'error', text });
      } else onMessage({ kind: 'error', text: REGISTER_MESSAGES.failed });
      throw error;
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e).catch(() => undefined)} className="grid gap-4" aria-label="Create account">
      <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Phone number" type="tel" autoComplete="tel" inputMode="tel" placeholder="+250 788 123 456" error={errors.phone?.message} {...register('phone')} />
      <PasswordField label="Password" autoComplete="new-password" hint="At least 6 characters." error={errors.password?.message} {...register('password')} />
      <PasswordField label="Confirm password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      <div>
        <label htmlFor={pictureId} className="mb-1.5 block text-sm font-semibold text-ink-800">
          Profile picture <span className="font-normal text-ink-600">(optional)</span>
        </label>
        <div className="flex items-center gap-3">
          <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-sand-100 text-ink-500">
            {preview ? <img src={preview} alt="Selected profile picture preview" className="size-full object-cover" /> : <span aria-hidden="true">?</span>}
          </div>
          <input
            id={pictureId}
            type="file"
            accept="image/*"
            onChange={onPicture}
            aria-invalid={pictureError ? true : undefined}
            aria-describedby={pictureError ? `${pictureId}-error` : `${pictureId}-hint`}
            className="block w-full min-w-0 text-sm text-ink-700 file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-sand-100 file:px-4 file:text-sm file:font-semibold file:text-ink-900 hover:file:bg-sand-200"
          />
        </div>
        {pictureError ? (
          <p id={`${pictureId}-error`} className="mt-1.5 text-sm font-medium text-clay-700">
            {pictureError}
          </p>
        ) : (
          <p id={`${pictureId}-hint`} className="mt-1.5 text-xs text-ink-600">
            An image up to 5 MB.
          </p>
        )}
      </div>
      <Button type="submit" size="lg" variant="dark" disabled={isSubmitting || isSubmitSuccessful} className="w-full">
        {isSubmitting ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
