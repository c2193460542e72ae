import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BOOKING_MAX_PEOPLE, BOOKING_MESSAGES, FALLBACK_SLOTS, bookingWindow, type Booking, type Service } from '@atelier/contracts';
import { SubmitButton } from '@/components/button';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCreateBooking } from '../api/create-booking';
import { useAvailableSlots } from '../api/get-available-slots';
import { bookingSchema, EMPTY_BOOKING, toBookingBody, type BookingDraft, type BookingRules, type BookingValues } from '../booking-schema';
import { specText } from '../booking-messages';
import { choiceLabel } from '../choice-labels';
import { plural, t } from '@lingui/core/macro';

type Key = keyof BookingDraft;
const KEYS = Object.keys(EMPTY_BOOKING) as Key[];

export interface BookingFormProps {
  /** Services that take bookings (target /book), with their locations and types. */
  services: Service[];
  /** The service chosen on /services (slug), preselected. */
  initialService?: string;
  /** Called with the stored booking once the server accepted it. */
  onBooked: (booking: Booking, message: string) => void;
}

function firstError(errors: FieldErrors<BookingDraft>, key: Key): string | undefined {
  const message = errors[key]?.message;
  return message && message !== BOOKING_MESSAGES.required ? specText(message) : undefined;
}

/**
 * The booking form (spec 02 §2 Booking page, §5, §8, §9): service, location and type where the
 * service has them, number of people (0–100 in the input, must be > 0), date (today to 30 days
 * ahead), time among the free half-hour slots (reloaded whenever the date, location or group size
 * changes; 09:00–17:30 when the slots call fails, with 'Failed to load available time slots'),
 * names, phone, e-mail and notes. Blank required fields are marked and summed up as 'Please fill all
 * required fields.'; the server's refusals ('Selected time is no longer available. Please choose
 * another.' …) are shown as it words them, else 'Failed to create booking'.
 *
 * A group larger than one session holds (the slots call answers `group_request`) is told
 * so plainly and sends a group request for a date and time instead ('Send group request'): saved
 * as `requested`, it takes no places until the team confirms it.
 */
export function BookingForm({ services, initialService, onBooked }: BookingFormProps) {
  const { first, last } = useMemo(() => bookingWindow(), []);
  const initial = services.find((s) => s.slug === initialService) ?? (services.length === 1 ? services[0] : undefined);
  const [defaultValues] = useState<BookingDraft>(() => ({ ...EMPTY_BOOKING, service: initial?.slug ?? '' }));
  const known = useRef(services);
  useEffect(() => {
    known.current = services;
  }, [services]);
  // The rules depend on the service chosen in the values being checked (its locations).
  const resolver = useMemo<Resolver<BookingDraft, unknown, BookingValues>>(
    () => (values, context, options) => {
      const rules: BookingRules = { service: known.current.find((s) => s.slug === values.service), first, last };
      return zodResolver(bookingSchema(rules))(values, context, options) as ReturnType<Resolver<BookingDraft, unknown, BookingValues>>;
    },
    [first, last],
  );
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitted },
  } = useForm<BookingDraft, unknown, BookingValues>({ resolver, defaultValues });
  const create = useCreateBooking();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const summaryId = useId();
  // A refusal is about the slot that was chosen: picking another day or time answers it.
  const clearServerMessage = () => setServerMessage(null);

  const [serviceSlug, location, type, people, date, time] = useWatch({ control, name: ['service', 'location', 'type', 'number_of_people', 'booking_date', 'booking_time'] });
  const service = services.find((s) => s.slug === serviceSlug);

  // A new service keeps only the location and type it also offers.
  useEffect(() => {
    if (!service) return;
    if (location && !service.locations.includes(location)) setValue('location', '');
    if (type && !service.types.includes(type)) setValue('type', '');
  }, [service, location, type, setValue]);

  const groupSize = Math.min(BOOKING_MAX_PEOPLE, Math.max(1, Math.trunc(Number(people)) || 1));
  const needsLocation = (service?.locations.length ?? 0) > 0;
  const dateInWindow = /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= first && date <= last;
  const slotsRequest = dateInWindow && (!needsLocation || location) ? { date, location: needsLocation ? location : null, people: groupSize } : null;
  const slots = useAvailableSlots(slotsRequest);
  const slotsFailed = slotsRequest !== null && slots.isError;
  const noRequest = slotsRequest === null;
  const offered: readonly string[] = useMemo(() => (noRequest ? [] : slotsFailed ? FALLBACK_SLOTS : (slots.data?.available_slots ?? [])), [noRequest, slotsFailed, slots.data]);
  const remaining = slots.data?.remaining ?? {};
  // Only the answer for the group size shown counts (a new size is a new query).
  const groupRequest = !slotsFailed && slots.data?.group_request === true;
  const capacity = slots.data?.capacity_per_slot ?? '';

  // A time that is no longer offered (taken meanwhile, or another day) is cleared.
  useEffect(() => {
    if (time && slots.isSuccess && !slots.isFetching && !offered.includes(time)) setValue('booking_time', '');
  }, [time, offered, slots.isSuccess, slots.isFetching, setValue]);

  const missing = KEYS.some((k) => errors[k]?.message === BOOKING_MESSAGES.required);
  const summary = serverMessage ?? (isSubmitted && missing ? specText(BOOKING_MESSAGES.required) : null);
  const isMissing = (key: Key) => errors[key]?.message === BOOKING_MESSAGES.required;
  const fieldProps = (key: Key) => ({
    // In the server's markup too (the form sets it only once it runs), so an early edit shows as one.
    defaultValue: defaultValues[key],
    error: firstError(errors, key),
    invalid: isMissing(key),
    describedBy: isMissing(key) ? summaryId : undefined,
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerMessage(null);
    try {
      const reply = await create.mutateAsync(toBookingBody(values, { groupRequest }));
      onBooked(reply.booking, reply.message || specText(BOOKING_MESSAGES.created));
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if ((KEYS as string[]).includes(field) && message !== BOOKING_MESSAGES.required) setError(field as Key, { message });
        }
        if (error.status === 409) setValue('booking_time', '');
      }
      // A 5xx's own text ('Internal Server Error') is not readable: the spec's line (docs/decisions/091).
      setServerMessage(specText(errorMessage(error, BOOKING_MESSAGES.failed)));
    }
  });

  let timeHint = t`Half-hour sessions between 09:00 and 18:00.`;
  if (!dateInWindow) timeHint = t`Choose a date first.`;
  else if (needsLocation && !location) timeHint = t`Choose a location first.`;
  else if (slots.isFetching && !slots.data) timeHint = t`Loading available times…`;
  else if (!slotsFailed && offered.length === 0) timeHint = t`No times left on this day. Please choose another date.`;
  else if (groupRequest) timeHint = t`The time you would like; we confirm it with you.`;

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t`Book a session`} className="grid gap-4 sm:grid-cols-2">
      <SelectField label={t`Service`} className="sm:col-span-2" {...fieldProps('service')} {...register('service')}>
        <option value="">{t`Choose a service`}</option>
        {services.map((s) => (
          <option key={s.slug} value={s.slug}>
            {s.name}
          </option>
        ))}
      </SelectField>
      {needsLocation ? (
        <SelectField label={t`Location`} {...fieldProps('location')} {...register('location')}>
          <option value="">{t`Choose a location`}</option>
          {service!.locations.map((l) => (
            <option key={l} value={l}>
              {choiceLabel(l)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {service && service.types.length > 0 ? (
        <SelectField label={service.slug.includes('dance') ? t`Dance style` : t`Session type`} {...fieldProps('type')} {...register('type')}>
          <option value="">{t`No preference`}</option>
          {service.types.map((type) => (
            <option key={type} value={type}>
              {choiceLabel(type)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField label={t`Number of people`} type="number" inputMode="numeric" min={0} max={BOOKING_MAX_PEOPLE} step={1} {...fieldProps('number_of_people')} {...register('number_of_people')} />
      <TextField
        label={t`Date`}
        type="date"
        min={first}
        max={last}
        hint={t`Today up to 30 days ahead.`}
        {...fieldProps('booking_date')}
        {...register('booking_date', { onChange: clearServerMessage })}
      />
      {groupRequest ? (
        <div role="status" className="rounded-xl border border-sand-300 bg-sand-50 px-4 py-3 text-sm text-ink-800 sm:col-span-2">
          <p className="font-semibold text-ink-900">{t`Your group of ${groupSize} is larger than one session holds (${capacity} people).`}</p>
          <p className="mt-1">{t`Send us a group request for a date and time: our team will contact you to confirm it or suggest another. Nothing is booked until we confirm.`}</p>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <SelectField
          label={t`Time`}
          hint={timeHint}
          disabled={slotsRequest === null}
          aria-busy={slots.isFetching || undefined}
          {...fieldProps('booking_time')}
          {...register('booking_time', { onChange: clearServerMessage })}
        >
          <option value="">{slotsRequest === null ? '—' : t`Choose a time`}</option>
          {offered.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
              {remaining[slot] !== undefined ? ` · ${plural(remaining[slot] ?? 0, { one: '# place left', other: '# places left' })}` : ''}
            </option>
          ))}
        </SelectField>
        {slotsFailed ? (
          <p role="alert" className="mt-1.5 text-sm font-medium text-clay-700">
            {specText(BOOKING_MESSAGES.slotsFailed)}
          </p>
        ) : null}
      </div>
      <TextField label={t`Last name`} autoComplete="family-name" {...fieldProps('last_name')} {...register('last_name')} />
      <TextField label={t`First name`} autoComplete="given-name" {...fieldProps('first_name')} {...register('first_name')} />
      <TextField label={t`Phone`} type="tel" autoComplete="tel" inputMode="tel" optional placeholder="0788 123 456" {...fieldProps('phone')} {...register('phone')} />
      <TextField label={t`Email`} type="email" autoComplete="email" inputMode="email" {...fieldProps('email')} {...register('email')} />
      <TextAreaField label={t`Notes`} optional className="sm:col-span-2" rows={3} error={firstError(errors, 'notes')} {...register('notes')} />
      <div className="grid gap-3 sm:col-span-2">
        <FormAlert id={summaryId} message={summary} />
        <SubmitButton variant="dark" size="lg" pending={create.isPending} pendingLabel={groupRequest ? t`Sending...` : t`Booking...`} className={cn('w-full sm:w-auto sm:justify-self-end')}>
          {groupRequest ? t`Send group request` : t`Book now`}
        </SubmitButton>
      </div>
    </form>
  );
}
