import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { translatedResolver } from '@admin/i18n/contract-messages';
import type { z } from 'zod';
import { ClosureBody, FALLBACK_SLOTS, kigaliToday, type AdminBooking, type Closure } from '@atelier/contracts';
import { SubmitButton } from '@/components/button';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { errorMessage } from '@/lib/api-client';
import { dayLabel } from '@admin/components/kigali';
import { addClosure, useClosureAction } from '../api/bookings';

type Values = z.input<typeof ClosureBody> & { whole_day: boolean };

/**
 * Close a date, or a range of its slots, at one location or all (docs/decisions/103): with a
 * reason. Bookings already inside it are not cancelled; they are listed so staff can call them.
 */
export function ClosureForm({ locations, onClosed }: { locations: string[]; onClosed: (closure: Closure, affected: AdminBooking[]) => void }) {
  const action = useClosureAction(addClosure);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof ClosureBody>>({
    resolver: translatedResolver(
      (values, context, options) =>
        zodResolver(ClosureBody)(
          values.whole_day ? { ...values, from_time: null, to_time: null } : { ...values, from_time: values.from_time || null, to_time: values.to_time || null },
          context,
          options as never,
        ) as never,
    ),
    defaultValues: { date: kigaliToday(), whole_day: true, from_time: '', to_time: '', location: '', reason: '' },
  });
  const wholeDay = useWatch({ control, name: 'whole_day' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const reply = await action.mutateAsync(values);
      reset({ date: values.date, whole_day: true, from_time: '', to_time: '', location: '', reason: '' });
      onClosed(reply.closure, reply.affected_bookings);
    } catch (e) {
      setFailure(errorMessage(e, t`The date could not be closed. Please try again.`));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t`Close a date`} className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormAlert message={failure} />
      </div>
      <TextField label={t`Date`} type="date" min={kigaliToday()} error={errors.date?.message} {...register('date')} />
      <SelectField label={t`Location`} error={errors.location?.message} {...register('location')}>
        <option value="">{t`All locations`}</option>
        {locations.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </SelectField>
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-ink-800 sm:col-span-2">
        <input type="checkbox" className="size-5 accent-ink-900" {...register('whole_day')} /> {t`The whole day`}
      </label>
      {!wholeDay ? (
        <>
          <SelectField label={t({ context: 'time range', message: 'From' })} error={errors.from_time?.message} {...register('from_time')}>
            <option value="">{t`Opening`}</option>
            {FALLBACK_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </SelectField>
          <SelectField label={t`Until`} hint={t`The slot at this time stays open.`} error={errors.to_time?.message} {...register('to_time')}>
            <option value="">{t`Closing`}</option>
            {[...FALLBACK_SLOTS.slice(1), '18:00'].map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </SelectField>
        </>
      ) : null}
      <TextAreaField label={t`Reason (for the team: a holiday, a private event…)`} className="sm:col-span-2" rows={2} error={errors.reason?.message} maxLength={500} {...register('reason')} />
      <SubmitButton variant="dark" pending={action.isPending} pendingLabel={t`Closing...`} className="w-full sm:col-span-2 sm:w-auto sm:justify-self-end">
        {t`Close to customers`}
      </SubmitButton>
    </form>
  );
}

/** A closure in words: "Sat 28 Nov, all day, all locations". */
export function closureText(c: Pick<Closure, 'date' | 'from_time' | 'to_time' | 'location'>): string {
  const times = !c.from_time && !c.to_time ? t`all day` : `${c.from_time ?? t`opening`}–${c.to_time ?? t`closing`}`;
  return `${dayLabel(c.date)}, ${times}, ${c.location ?? t`all locations`}`;
}
