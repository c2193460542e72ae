import { useEffect, useRef } from 'react';
import { formatDate as formatDay, formatTime, type Booking } from '@atelier/contracts';
import { useLocale } from '@/lib/i18n/use-format';
import { choiceLabel } from '../choice-labels';
import { t } from '@lingui/core/macro';

/**
 * The booked session and the spec's success message (spec 02 §8 Booking), announced politely; a
 * group request (status `requested`) reads as a request sent, not a booking.
 */
export function BookingSuccess({ booking, message }: { booking: Booking; message: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const locale = useLocale();
  // The form is gone: focus (and the view) move to the confirmation.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'center' });
  }, []);
  const rows: [string, string][] = [
    [t`Service`, [booking.service, booking.type && choiceLabel(booking.type)].filter(Boolean).join(' · ')],
    ...(booking.location ? ([[t`Location`, choiceLabel(booking.location)]] as [string, string][]) : []),
    // The booked Kigali day and time, as the language writes them (rw `Ku wa gatatu, 2 Ukuboza 2026`, `saa 10:00`).
    [t`Date`, formatDay(booking.booking_date, locale)],
    [t`Time`, formatTime(booking.booking_time, locale)],
    [t`People`, String(booking.number_of_people)],
    [t`Name`, `${booking.first_name} ${booking.last_name}`],
    [t`Email`, booking.email],
  ];
  return (
    <section aria-labelledby="booking-done" className="rounded-3xl border border-green-200 bg-green-50 p-6 sm:p-8">
      <h2 id="booking-done" ref={heading} tabIndex={-1} className="text-2xl text-green-900 focus:outline-none">
        {booking.status === 'requested' ? t`Group request sent` : t`You are booked`}
      </h2>
      <p role="status" className="mt-2 text-base font-medium text-green-900">
        {message}
      </p>
      <dl className="mt-5 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-semibold text-ink-700">{k}</dt>
            <dd className="mb-2 text-ink-900 sm:mb-0">{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
