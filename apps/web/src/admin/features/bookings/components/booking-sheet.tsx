import { msg, plural, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { DESK_MESSAGES, kigaliNow, kigaliToday, type AdminBooking, type AdminBookingStatus, type Service } from '@atelier/contracts';
import { Button, FormActions } from '@/components/button';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { errorMessage } from '@/lib/api-client';
import { BookingBadge } from '@admin/components/desk-badges';
import { adminText } from '@admin/i18n/contract-messages';
import { dayLabel } from '@admin/components/kigali';
import { rescheduleBooking, setBookingStatus, useBookingAction } from '../api/bookings';
import { useFreeSlots } from '../api/free-slots';
import { SlotPicker } from './slot-picker';

/** How a slot's location reads when the service has none (dance and the like). */
export const locationLabel = (location: string | null) => location ?? t`Sessions without a location`;

const STATUS_ACTIONS: Partial<Record<AdminBookingStatus, MessageDescriptor>> = { confirmed: msg`Confirm`, attended: msg`Mark attended`, no_show: msg`Mark no-show` };

type Step = 'view' | 'cancel' | 'move';

/**
 * A booking's sheet (docs/decisions/103): who, what, when and where, with the moves the status
 * table allows now: confirm (a requested group too), mark attended or no-show, move into a free
 * slot, cancel with a reason (e-mailed with a cancelling calendar file). `onChanged` receives the
 * booking as the server answered it.
 */
export function BookingSheet({ booking, services, onChanged, onClose }: { booking: AdminBooking; services: Service[] | undefined; onChanged: (b: AdminBooking) => void; onClose: () => void }) {
  const [step, setStep] = useState<Step>('view');
  const [failure, setFailure] = useState<string | null>(null);
  const status = useBookingAction((to: 'confirmed' | 'attended' | 'no_show') => setBookingStatus(booking.id, { status: to }));
  const movable = booking.status === 'confirmed' || booking.status === 'requested';
  // Attended and no-show only once the session has begun (the server says so too).
  const today = kigaliToday();
  const begun = booking.booking_date < today || (booking.booking_date === today && booking.booking_time <= kigaliNow());

  const onStatus = async (to: 'confirmed' | 'attended' | 'no_show') => {
    setFailure(null);
    try {
      const next = await status.mutateAsync(to);
      toast.success(to === 'confirmed' ? t`Booking confirmed` : t`Booking updated`);
      onChanged(next);
    } catch (e) {
      setFailure(errorMessage(e, t`The booking could not be changed. Please try again.`));
    }
  };

  if (step === 'cancel')
    return (
      <CancelForm
        booking={booking}
        onDone={(b) => {
          toast.success(t`Booking cancelled`);
          onChanged(b);
          setStep('view');
        }}
        onBack={() => setStep('view')}
      />
    );
  if (step === 'move')
    return (
      <RescheduleForm
        booking={booking}
        service={services?.find((s) => s.name === booking.service || s.slug === booking.service)}
        onDone={(b) => {
          toast.success(t`Booking moved. The customer is e-mailed.`);
          onChanged(b);
          setStep('view');
        }}
        onBack={() => setStep('view')}
      />
    );

  return (
    <div className="mt-4 grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <BookingBadge status={booking.status} />
        <span className="text-sm text-ink-600">{plural(booking.number_of_people, { one: '# person', other: '# people' })}</span>
      </div>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-ink-600">{t`When`}</dt>
        <dd className="font-semibold text-ink-900">{t`${dayLabel(booking.booking_date, true)} at ${booking.booking_time}`}</dd>
        <dt className="text-ink-600">{t`Service`}</dt>
        <dd className="text-ink-900">
          {booking.service}
          {booking.type ? ` · ${booking.type}` : ''}
        </dd>
        <dt className="text-ink-600">{t`Location`}</dt>
        <dd className="text-ink-900">{locationLabel(booking.location)}</dd>
        <dt className="text-ink-600">{t`Customer`}</dt>
        <dd className="text-ink-900">
          {booking.first_name} {booking.last_name}
          {booking.email ? (
            <span className="block">
              <a className="break-all text-clay-700 underline underline-offset-4" href={`mailto:${booking.email}`}>
                {booking.email}
              </a>
            </span>
          ) : null}
          {booking.phone ? (
            <span className="block">
              <a className="text-clay-700 underline underline-offset-4" href={`tel:${booking.phone}`}>
                {booking.phone}
              </a>
            </span>
          ) : null}
        </dd>
        {booking.notes ? (
          <>
            <dt className="text-ink-600">{t`Notes`}</dt>
            <dd className="whitespace-pre-wrap break-words text-ink-900">{booking.notes}</dd>
          </>
        ) : null}
        {booking.status_reason ? (
          <>
            <dt className="text-ink-600">{t`Reason`}</dt>
            <dd className="whitespace-pre-wrap break-words text-ink-900">{booking.status_reason}</dd>
          </>
        ) : null}
      </dl>
      <FormAlert message={failure} />
      <div className="grid gap-2 sm:flex sm:flex-wrap" role="group" aria-label={t`Booking actions`}>
        {(['confirmed', 'attended', 'no_show'] as const)
          .filter((to) => booking.allowed_transitions.includes(to) && (to === 'confirmed' || begun))
          .map((to) => (
            <Button key={to} variant={to === 'confirmed' ? 'primary' : 'dark'} disabled={status.isPending} onClick={() => void onStatus(to)}>
              {status.isPending && status.variables === to ? t`Saving...` : i18n._(STATUS_ACTIONS[to]!)}
            </Button>
          ))}
        {movable ? (
          <Button variant="outline" onClick={() => setStep('move')}>
            {t`Move to another time`}
          </Button>
        ) : null}
        {booking.allowed_transitions.includes('cancelled') ? (
          <Button variant="danger" onClick={() => setStep('cancel')}>
            {t`Cancel booking`}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onClose}>
          {t`Close`}
        </Button>
      </div>
    </div>
  );
}

/** Cancel with a reason (required, e-mailed to the customer with a cancelling calendar file). */
function CancelForm({ booking, onDone, onBack }: { booking: AdminBooking; onDone: (b: AdminBooking) => void; onBack: () => void }) {
  const action = useBookingAction((reason: string) => setBookingStatus(booking.id, { status: 'cancelled', reason }));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!reason.trim()) return setError(adminText(DESK_MESSAGES.cancelReasonRequired));
    setError(null);
    try {
      onDone(await action.mutateAsync(reason.trim()));
    } catch (e) {
      setFailure(errorMessage(e, t`The booking could not be cancelled. Please try again.`));
    }
  };
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 grid gap-4" aria-label={t`Cancel booking`}>
      <p className="text-ink-700">
        {booking.first_name} {booking.last_name}, {t`${dayLabel(booking.booking_date)} at ${booking.booking_time}`}.{' '}
        {t`The customer gets an e-mail with your reason and a calendar update. This cannot be undone.`}
      </p>
      <FormAlert message={failure} />
      <TextAreaField label={t`Reason for cancelling`} value={reason} onChange={(e) => setReason(e.target.value)} error={error ?? undefined} maxLength={500} />
      <FormActions submitLabel={t`Cancel booking`} pending={action.isPending} onCancel={onBack} />
    </form>
  );
}

/**
 * Move into a free slot (docs/decisions/103): a date (today up to a year ahead), a location among the
 * service's, then one of the day's free times. The server checks the slot again under its lock.
 */
function RescheduleForm({ booking, service, onDone, onBack }: { booking: AdminBooking; service: Service | undefined; onDone: (b: AdminBooking) => void; onBack: () => void }) {
  const today = kigaliToday();
  const [date, setDate] = useState(booking.booking_date < today ? today : booking.booking_date);
  const [location, setLocation] = useState<string | null>(booking.location);
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const free = useFreeSlots(date, location, booking.number_of_people, { ignorePlaces: booking.status === 'requested' });
  // Its own slot is not a move.
  const slots = free.slots.filter((s) => !(date === booking.booking_date && location === booking.location && s.time === booking.booking_time));
  const action = useBookingAction(() => rescheduleBooking(booking.id, { booking_date: date, booking_time: time, ...(location !== booking.location ? { location: location ?? '' } : {}) }));
  const locations = service?.locations.length ? service.locations : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!time) return setError(t`Please choose a free time`);
    setError(null);
    try {
      onDone(await action.mutateAsync(undefined));
    } catch (e) {
      setFailure(errorMessage(e, t`The booking could not be moved. Please try again.`));
      setTime('');
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 grid gap-4" aria-label={t`Move booking`}>
      <p className="text-ink-700">
        {t`Now: ${dayLabel(booking.booking_date)} at ${booking.booking_time}`}
        {booking.location ? `, ${booking.location}` : ''} · {plural(booking.number_of_people, { one: '# person', other: '# people' })}. {t`The customer gets an e-mail with the new time.`}
      </p>
      <FormAlert message={failure} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t`New date`}
          type="date"
          min={today}
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            setTime('');
          }}
        />
        {locations ? (
          <SelectField
            label={t`Location`}
            value={location ?? ''}
            onChange={(e) => {
              setLocation(e.target.value || null);
              setTime('');
            }}
          >
            {locations.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      <SlotPicker
        label={t`Free times`}
        slots={slots}
        value={time}
        onChange={(chosen) => {
          setTime(chosen);
          setError(null);
        }}
        pending={free.isPending}
        error={free.error}
        idleHint={date ? undefined : t`Choose a date first.`}
        invalid={error ?? undefined}
      />
      <FormActions submitLabel={t`Move booking`} pending={action.isPending} onCancel={onBack} />
    </form>
  );
}
