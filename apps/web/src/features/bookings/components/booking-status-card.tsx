import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/components/badge';
import { buttonClass } from '@/components/button';
import { paths } from '@/config/paths';
import { formatDate as formatDay, formatTime } from '@atelier/contracts';
import { useLocale } from '@/lib/i18n/use-format';
import type { BookingStatus } from '../api/get-booking-status';
import { choiceLabel } from '../choice-labels';
import { t } from '@lingui/core/macro';

/** Each status as the customer reads it: a label, its colour and one sentence (docs/decisions/105), in the active language. */
function statusOf(status: BookingStatus['status']): { label: string; tone: BadgeTone; line: string } {
  const all: Record<BookingStatus['status'], { label: string; tone: BadgeTone; line: string }> = {
    confirmed: { label: t`Confirmed`, tone: 'green', line: t`Your session is booked. We look forward to seeing you.` },
    requested: { label: t`Requested`, tone: 'amber', line: t`We received your group request and will contact you to confirm the date and time. Nothing is booked until we confirm.` },
    cancelled: { label: t`Cancelled`, tone: 'clay', line: t`This booking is cancelled. You are welcome to book another time.` },
    attended: { label: t`Attended`, tone: 'blue', line: t`Thank you for joining us. We hope to see you again.` },
    no_show: { label: t`Missed`, tone: 'neutral', line: t`We missed you at this session. You are welcome to book another time.` },
  };
  return all[status];
}

/**
 * One booking as its confirmation link shows it (docs/decisions/105): the status first (with the shop's reason
 * when cancelled, and a note when staff moved it), then what was booked. Phone-first: one column.
 */
export function BookingStatusCard({ booking }: { booking: BookingStatus }) {
  const s = statusOf(booking.status);
  const locale = useLocale();
  const day = formatDay(booking.booking_date, locale);
  const time = formatTime(booking.booking_time, locale);
  const rows: [string, string][] = [
    [t`Service`, [booking.service, booking.type && choiceLabel(booking.type)].filter(Boolean).join(' · ')],
    ...(booking.location ? ([[t`Location`, choiceLabel(booking.location)]] as [string, string][]) : []),
    [t`Date`, day],
    [t`Time`, t`${time} (Kigali time)`],
    [t`People`, String(booking.number_of_people)],
  ];
  const ended = booking.status === 'cancelled' || booking.status === 'no_show';
  return (
    <section aria-labelledby="booking-status" className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="booking-status" className="text-2xl">
          {t`Status`}
        </h2>
        <Badge tone={s.tone} className="text-sm">
          {s.label}
        </Badge>
      </div>
      <p className="mt-3 text-base text-ink-800">{s.line}</p>
      {booking.status === 'cancelled' && booking.status_reason ? (
        <p className="mt-3 rounded-2xl bg-clay-50 px-4 py-3 text-sm text-ink-900">
          <span className="font-semibold">{t`Reason:`} </span>
          {booking.status_reason}
        </p>
      ) : null}
      {booking.rescheduled && !ended ? (
        <p className="mt-3 rounded-2xl bg-sky-50 px-4 py-3 text-sm text-sky-900">
          <span className="font-semibold">{t`Moved:`} </span>
          {t`we moved this booking to ${day} at ${time}.`}
        </p>
      ) : null}
      <dl className="mt-6 grid gap-x-6 gap-y-2 border-t border-sand-200 pt-5 text-sm sm:grid-cols-[8rem_1fr]">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-semibold text-ink-700">{k}</dt>
            <dd className={ended ? 'mb-2 text-ink-600 line-through decoration-ink-400 sm:mb-0' : 'mb-2 text-ink-900 sm:mb-0'}>{v}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {ended ? (
          <Link to={paths.book} className={buttonClass('dark', 'lg')}>
            {t`Book another session`}
          </Link>
        ) : null}
        <Link to={paths.contact} className={buttonClass('outline', 'lg')}>
          {t`Contact us`}
        </Link>
      </div>
    </section>
  );
}
