import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { translatedResolver } from '@admin/i18n/contract-messages';
import type { z } from 'zod';
import { AdminCreateBookingBody, BOOKING_MAX_PEOPLE, kigaliToday, type AdminBooking, type Service } from '@atelier/contracts';
import { SubmitButton } from '@/components/button';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { ApiError, errorMessage } from '@/lib/api-client';
import { createBooking, useBookingAction } from '../api/bookings';
import { useFreeSlots } from '../api/free-slots';
import { SlotPicker } from './slot-picker';

type Values = z.input<typeof AdminCreateBookingBody>;
const FIELDS = ['service', 'location', 'type', 'number_of_people', 'booking_date', 'booking_time', 'first_name', 'last_name', 'phone', 'email', 'notes'] as const;

/**
 * Book for a customer who called (docs/decisions/125): the public form's fields and rules (the contracts'
 * AdminCreateBookingBody, checked again by the server), with the day's free slots only. A phone
 * number or an e-mail address is enough; with an e-mail the customer gets the same confirmation
 * as from the website.
 */
export function CallerBookingForm({ services, onBooked }: { services: Service[]; onBooked: (b: AdminBooking) => void }) {
  const action = useBookingAction(createBooking);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof AdminCreateBookingBody>>({
    resolver: translatedResolver(zodResolver(AdminCreateBookingBody)),
    defaultValues: {
      service: services.length === 1 ? services[0]!.slug : '',
      location: '',
      type: '',
      number_of_people: '1' as unknown as number,
      booking_date: kigaliToday(),
      booking_time: '',
      first_name: '',
      last_name: '',
      phone: '',
      email: '',
      notes: '',
    },
  });
  const [slug, location, people, date] = useWatch({ control, name: ['service', 'location', 'number_of_people', 'booking_date'] });
  const service = services.find((s) => s.slug === slug);
  const needsLocation = (service?.locations.length ?? 0) > 0;
  const groupSize = Math.min(BOOKING_MAX_PEOPLE, Math.max(1, Math.trunc(Number(people)) || 1));
  const ready = Boolean(service) && (!needsLocation || Boolean(location));
  const free = useFreeSlots(date ?? '', needsLocation ? (location ?? null) : null, groupSize, { enabled: ready });

  // A new service keeps only a location it offers; any change of day, place or size needs a new time.
  useEffect(() => {
    if (service && location && !service.locations.includes(location)) setValue('location', '');
  }, [service, location, setValue]);
  useEffect(() => {
    setValue('booking_time', '');
  }, [slug, location, groupSize, date, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      onBooked(await action.mutateAsync({ ...values, location: values.location || null, type: values.type || null, sendNotification: true, sendCustomerConfirmation: true }));
    } catch (error) {
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fields)) if ((FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { message });
      setError('root', { message: errorMessage(error, t`The booking could not be made. Please try again.`) });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t`Book for a caller`} className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-sand-200 sm:grid-cols-2 sm:p-6">
      <div className="sm:col-span-2">
        <FormAlert message={errors.root?.message} />
      </div>
      <SelectField label={t`Service`} className="sm:col-span-2" error={errors.service?.message} {...register('service')}>
        <option value="">{t`Choose a service`}</option>
        {services.map((s) => (
          <option key={s.slug} value={s.slug}>
            {s.name}
          </option>
        ))}
      </SelectField>
      {needsLocation ? (
        <SelectField label={t`Location`} error={errors.location?.message} {...register('location')}>
          <option value="">{t`Choose a location`}</option>
          {service!.locations.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </SelectField>
      ) : null}
      {service && service.types.length ? (
        <SelectField label={t`Session type`} error={errors.type?.message} {...register('type')}>
          <option value="">{t`No preference`}</option>
          {service.types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField label={t`Number of people`} type="number" inputMode="numeric" min={1} max={BOOKING_MAX_PEOPLE} error={errors.number_of_people?.message} {...register('number_of_people')} />
      <TextField label={t`Date`} type="date" min={kigaliToday()} error={errors.booking_date?.message} {...register('booking_date')} />
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="booking_time"
          render={({ field }) => (
            <SlotPicker
              label={t`Time`}
              slots={free.slots}
              value={field.value ?? ''}
              onChange={field.onChange}
              pending={free.isPending}
              error={free.error}
              idleHint={!service ? t`Choose a service first.` : needsLocation && !location ? t`Choose a location first.` : !date ? t`Choose a date first.` : undefined}
              invalid={errors.booking_time?.message}
            />
          )}
        />
      </div>
      <TextField label={t`First name`} autoComplete="off" error={errors.first_name?.message} {...register('first_name')} />
      <TextField label={t`Last name`} autoComplete="off" error={errors.last_name?.message} {...register('last_name')} />
      <TextField
        label={t`Phone`}
        type="tel"
        inputMode="tel"
        placeholder="0788 123 456"
        autoComplete="off"
        hint={t`A phone number or an e-mail address is enough.`}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField label={t`Email`} type="email" inputMode="email" optional autoComplete="off" hint={t`The confirmation is e-mailed here.`} error={errors.email?.message} {...register('email')} />
      <TextAreaField label={t`Notes`} optional className="sm:col-span-2" rows={3} error={errors.notes?.message} {...register('notes')} />
      <SubmitButton variant="dark" size="lg" pending={action.isPending} pendingLabel={t`Booking...`} className="w-full sm:col-span-2 sm:w-auto sm:justify-self-end">
        {t`Book`}
      </SubmitButton>
    </form>
  );
}
