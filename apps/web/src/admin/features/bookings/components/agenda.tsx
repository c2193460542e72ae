import { plural, t } from '@lingui/core/macro';
import { addDays, type AdminBooking, type AgendaSlot } from '@atelier/contracts';
import { cn } from '@/lib/cn';
import { labelOf } from '@admin/components/badges';
import { BOOKING_STATUS_LABELS, BookingBadge } from '@admin/components/desk-badges';
import { dayLabel } from '@admin/components/kigali';
import { locationLabel } from './booking-sheet';

/** One booking as a large button: time, name, people, service and status; opens its sheet. */
export function BookingButton({ booking, onOpen, showDate = false, compact = false }: { booking: AdminBooking; onOpen: (b: AdminBooking) => void; showDate?: boolean; compact?: boolean }) {
  if (compact)
    return (
      <button
        type="button"
        onClick={() => onOpen(booking)}
        className={cn(
          'block w-full min-w-0 rounded-xl bg-white px-2.5 py-2 text-left text-sm ring-1 ring-sand-200 hover:bg-sand-50',
          booking.status === 'cancelled' && 'line-through opacity-70',
          booking.status === 'requested' && 'ring-amber-300',
        )}
        aria-label={`${booking.first_name} ${booking.last_name}, ${booking.booking_time}, ${booking.service}, ${labelOf(BOOKING_STATUS_LABELS, booking.status)}`}
      >
        <span className="block font-semibold text-ink-900">
          {booking.booking_time} <span className="font-normal text-ink-600">· {t({ comment: 'people, abbreviated', message: `${booking.number_of_people}p` })}</span>
        </span>
        <span className="block truncate text-ink-800">
          {booking.first_name} {booking.last_name}
        </span>
        <span className="block truncate text-xs text-ink-600">{booking.location ?? booking.service}</span>
      </button>
    );
  return (
    <button
      type="button"
      onClick={() => onOpen(booking)}
      className={cn('block w-full rounded-2xl bg-white p-3 text-left ring-1 ring-sand-200 transition-colors hover:bg-sand-50 active:bg-sand-50', booking.status === 'cancelled' && 'opacity-70')}
      aria-label={`${booking.first_name} ${booking.last_name}, ${showDate ? `${dayLabel(booking.booking_date)} ` : ''}${booking.booking_time}, ${booking.service}`}
    >
      <span className="flex items-baseline justify-between gap-3">
        <span className="font-semibold text-ink-900">
          {showDate ? `${dayLabel(booking.booking_date)} · ` : ''}
          {booking.booking_time}
        </span>
        <BookingBadge status={booking.status} />
      </span>
      <span className="mt-1 block truncate text-sm text-ink-900">
        {booking.first_name} {booking.last_name} · {plural(booking.number_of_people, { one: '# person', other: '# people' })}
      </span>
      <span className="block truncate text-xs text-ink-600">
        {booking.service}
        {booking.type ? ` · ${booking.type}` : ''}
        {booking.location ? ` · ${booking.location}` : ''}
      </span>
    </button>
  );
}

/** The slots of one location on one day as small tiles: time and places left, closed ones marked. */
function SlotStrip({ slots }: { slots: AgendaSlot[] }) {
  return (
    <ul className="grid grid-cols-4 gap-1.5 sm:grid-cols-6 lg:grid-cols-9" aria-label={t`Places left per slot`}>
      {slots.map((s) => (
        <li
          key={s.time}
          className={cn(
            'rounded-lg px-1.5 py-1 text-center text-xs ring-1',
            s.closed
              ? 'bg-sand-100 text-ink-600 ring-sand-200'
              : s.left === 0
                ? 'bg-clay-50 text-clay-800 ring-clay-100'
                : s.booked > 0
                  ? 'bg-amber-50 text-amber-900 ring-amber-200'
                  : 'bg-white text-ink-700 ring-sand-200',
          )}
        >
          <span className="block font-semibold">{s.time}</span>
          <span>{s.closed ? t({ context: 'slot', message: 'Closed' }) : t`${s.left} left`}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A day's agenda (docs/decisions/103): per location, that day's bookings in time order and the places left
 * in each half-hour slot (closed slots marked). Locations with nothing booked show only their slots.
 */
export function DayAgenda({ date, bookings, slots, onOpen }: { date: string; bookings: AdminBooking[]; slots: AgendaSlot[]; onOpen: (b: AdminBooking) => void }) {
  const daySlots = slots.filter((s) => s.date === date);
  // Places with a location first; sessions without one (dance) last.
  const locations = [...new Set([...daySlots.map((s) => s.location), ...bookings.filter((b) => b.booking_date === date).map((b) => b.location)])].sort(
    (a, b) => Number(a === null) - Number(b === null),
  );
  const dayBookings = bookings.filter((b) => b.booking_date === date);
  const allClosed = daySlots.length > 0 && daySlots.every((s) => s.closed);
  return (
    <div className="grid gap-4">
      {allClosed ? <p className="rounded-2xl bg-sand-100 px-4 py-3 text-sm font-semibold text-ink-800">{t`Closed all day: no slot is offered to customers.`}</p> : null}
      {dayBookings.length === 0 ? <p className="rounded-2xl bg-white px-4 py-3 text-sm text-ink-700 ring-1 ring-sand-200">{t`No bookings on ${dayLabel(date, true)}.`}</p> : null}
      {locations.map((location) => {
        const here = dayBookings.filter((b) => b.location === location);
        const people = here.filter((b) => b.status !== 'cancelled' && b.status !== 'requested').reduce((sum, b) => sum + b.number_of_people, 0);
        return (
          <section key={location ?? '-'} aria-label={locationLabel(location)} className="rounded-2xl bg-sand-50 p-3 ring-1 ring-sand-200 sm:p-4">
            <h2 className="mb-3 flex flex-wrap items-baseline justify-between gap-2 font-sans text-base font-semibold text-ink-900">
              {locationLabel(location)}
              <span className="text-sm font-normal text-ink-600">
                {plural(here.length, { one: '# booking', other: '# bookings' })} · {plural(people, { one: '# person', other: '# people' })}
              </span>
            </h2>
            {here.length ? (
              <ul className="mb-3 grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
                {here.map((b) => (
                  <li key={b.id}>
                    <BookingButton booking={b} onOpen={onOpen} />
                  </li>
                ))}
              </ul>
            ) : null}
            <details open={here.length > 0} className="group">
              <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-ink-700">
                {(() => {
                  const mine = daySlots.filter((s) => s.location === location);
                  const open = mine.filter((s) => !s.closed);
                  const left = open.reduce((sum, s) => sum + s.left, 0);
                  const slotsOpen = open.length;
                  return mine.length === 0 ? t`Places per slot` : open.length === 0 ? t`Closed all day` : t`Places per slot · ${left} left in ${slotsOpen} open slots`;
                })()}
              </summary>
              <SlotStrip slots={daySlots.filter((s) => s.location === location)} />
            </details>
          </section>
        );
      })}
    </div>
  );
}

/**
 * A week's agenda (Monday first): each day's bookings in time order, its people booked and
 * whether it is closed; a day's heading opens that day.
 */
export function WeekAgenda({
  from,
  bookings,
  slots,
  onOpen,
  onDay,
}: {
  from: string;
  bookings: AdminBooking[];
  slots: AgendaSlot[];
  onOpen: (b: AdminBooking) => void;
  onDay: (date: string) => void;
}) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  return (
    <ol className="grid gap-3 lg:grid-cols-7 lg:gap-2">
      {days.map((date) => {
        const here = bookings.filter((b) => b.booking_date === date);
        const daySlots = slots.filter((s) => s.date === date);
        const closed = daySlots.length > 0 && daySlots.every((s) => s.closed);
        const partlyClosed = !closed && daySlots.some((s) => s.closed);
        return (
          <li key={date} className="min-w-0 rounded-2xl bg-sand-50 p-2 ring-1 ring-sand-200">
            <button
              type="button"
              onClick={() => onDay(date)}
              className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl px-2 text-left font-semibold text-ink-900 hover:bg-sand-100 lg:flex-col lg:items-start lg:gap-0 lg:py-1"
            >
              <span>{dayLabel(date)}</span>
              <span className="text-xs font-normal text-ink-600">
                {closed ? t({ context: 'slot', message: 'Closed' }) : `${plural(here.length, { one: '# booking', other: '# bookings' })}${partlyClosed ? ` · ${t`part closed`}` : ''}`}
              </span>
            </button>
            {here.length ? (
              <ul className="mt-1 grid grid-cols-1 gap-1.5">
                {here.map((b) => (
                  <li key={b.id}>
                    <BookingButton booking={b} onOpen={onOpen} compact />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
