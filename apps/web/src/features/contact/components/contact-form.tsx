import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CONTACT_MESSAGES, ContactMessageBody } from '@atelier/contracts';
import { SubmitButton } from '@/components/button';
import { TextAreaField, TextField } from '@/components/field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSendContactMessage } from '../api/send-contact-message';
import { specText } from '../contact-messages';
import { t } from '@lingui/core/macro';

type Input = z.input<typeof ContactMessageBody>;
type Output = z.output<typeof ContactMessageBody>;
type Key = 'first_name' | 'last_name' | 'email' | 'phone' | 'notes';
const KEYS: Key[] = ['first_name', 'last_name', 'email', 'phone', 'notes'];
const EMPTY = { first_name: '', last_name: '', email: '', phone: '', notes: '' };

/**
 * The contact form (spec 02 §2 Contact page, §4, §5, §8): first and last name and e-mail required
 * ('Please fill all required fields.', marked on each blank field), e-mail valid ('Please enter a
 * valid email address.'), phone and message optional. Submitting → 'Sending...', then 'Message sent!
 * Please check your email for confirmation.' and a cleared form, or the server's text, else
 * 'Failed to submit.'.
 */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(ContactMessageBody), defaultValues: EMPTY });
  const send = useSendContactMessage();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const summaryId = useId();

  const isMissing = (key: Key) => errors[key]?.message === CONTACT_MESSAGES.required;
  const fieldProps = (key: Key) => ({
    error: errors[key]?.message && !isMissing(key) ? specText(errors[key].message) : undefined,
    invalid: isMissing(key),
    describedBy: isMissing(key) ? summaryId : undefined,
  });
  const missing = KEYS.some(isMissing);
  const shown = outcome ?? (isSubmitted && missing ? { kind: 'error' as const, text: specText(CONTACT_MESSAGES.required) } : null);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const reply = await send.mutateAsync(values);
      reset(EMPTY);
      setOutcome({ kind: 'success', text: reply.message || specText(CONTACT_MESSAGES.sent) });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if ((KEYS as string[]).includes(field) && message !== CONTACT_MESSAGES.required) setError(field as Key, { message });
        }
      }
      const text = specText(errorMessage(error, CONTACT_MESSAGES.failed));
      setOutcome({ kind: 'error', text });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t`Contact us`} className="grid gap-4 sm:grid-cols-2">
      <TextField label={t`First name`} autoComplete="given-name" aria-required {...fieldProps('first_name')} {...register('first_name')} />
      <TextField label={t`Last name`} autoComplete="family-name" aria-required {...fieldProps('last_name')} {...register('last_name')} />
      <TextField label={t`Email`} type="email" autoComplete="email" inputMode="email" aria-required {...fieldProps('email')} {...register('email')} />
      <TextField label={t`Phone`} type="tel" autoComplete="tel" inputMode="tel" optional {...fieldProps('phone')} {...register('phone')} />
      <TextAreaField label={t`Message`} optional rows={5} className="sm:col-span-2" error={errors.notes?.message ? specText(errors.notes.message) : undefined} {...register('notes')} />
      <div className="grid gap-3 sm:col-span-2">
        {shown ? (
          <p
            id={shown.kind === 'error' ? summaryId : undefined}
            role={shown.kind === 'error' ? 'alert' : 'status'}
            className={cn('rounded-xl px-4 py-3 text-sm font-medium', shown.kind === 'error' ? 'bg-clay-50 text-clay-800' : 'bg-green-50 text-green-800')}
          >
            {shown.text}
          </p>
        ) : null}
        <SubmitButton variant="dark" size="lg" pending={send.isPending} pendingLabel={t`Sending...`} className="w-full sm:w-auto sm:justify-self-end">
          {t`Send message`}
        </SubmitButton>
      </div>
    </form>
  );
}
