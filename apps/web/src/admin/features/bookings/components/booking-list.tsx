import { t } from '@lingui/core/macro';
import type { AdminBooking, AgendaSlot } from '@atelier/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { cn } from '@/lib/cn';
import { DataTable, type DeskColumn, type deskTableFeatures } from '@admin/components/data-table';
import { BookingBadge } from '@admin/components/desk-badges';
import { dayLabel } from '@admin/components/kigali';
import { BookingButton } from './agenda';
import { locationLabel } from './booking-sheet';

const helper = createColumnHelper<typeof deskTableFeatures, AdminBooking>();

/** "3 left" for the booking's slot, or "Closed"; '' when the list came without slots. */
function placesLeft(slots: Map<string, AgendaSlot>, b: AdminBooking): string {
  const slot = slots.get(`${b.booking_date}|${b.booking_time}|${b.location ?? ''}`);
  return slot ? (slot.closed ? t({ context: 'slot', message: 'Closed' }) : t`${slot.left} of ${slot.capacity} left`) : '—';
}

/**
 * A list of bookings (upcoming, past, cancelled or requested): cards on a phone, a table from
 * 1024 px with places left in each booking's slot and its location. A row's button opens its sheet.
 */
export function BookingList({ bookings, slots, onOpen, busy }: { bookings: AdminBooking[]; slots: AgendaSlot[]; onOpen: (b: AdminBooking) => void; busy: boolean }) {
  const bySlot = new Map(slots.map((s) => [`${s.date}|${s.time}|${s.location ?? ''}`, s]));
  const columns = [
    helper.display({
      id: 'when',
      header: () => t`When`,
      cell: ({ row }) => (
        <button type="button" onClick={() => onOpen(row.original)} className="-mx-2 min-h-11 rounded-lg px-2 text-left font-semibold text-clay-700 underline-offset-4 hover:underline">
          {dayLabel(row.original.booking_date)} · {row.original.booking_time}
        </button>
      ),
    }),
    helper.display({
      id: 'customer',
      header: () => t`Customer`,
      cell: ({ row }) => (
        <div className="min-w-0">
          <p className="font-medium text-ink-900">
            {row.original.first_name} {row.original.last_name}
          </p>
          <p className="truncate text-xs text-ink-600">{row.original.phone || row.original.email}</p>
        </div>
      ),
    }),
    helper.display({ id: 'service', header: () => t`Service`, cell: ({ row }) => `${row.original.service}${row.original.type ? ` · ${row.original.type}` : ''}` }),
    helper.display({ id: 'location', header: () => t`Location`, cell: ({ row }) => locationLabel(row.original.location) }),
    helper.accessor('number_of_people', { header: () => t`People` }),
    helper.display({ id: 'left', header: () => t`Places left`, cell: ({ row }) => placesLeft(bySlot, row.original) }),
    helper.accessor('status', { header: () => t`Status`, cell: (info) => <BookingBadge status={info.getValue()} /> }),
  ] as DeskColumn<AdminBooking>[];

  return (
    <>
      <ul className={cn('grid gap-3 lg:hidden', busy && 'opacity-60')} aria-busy={busy}>
        {bookings.map((b) => (
          <li key={b.id}>
            <BookingButton booking={b} onOpen={onOpen} showDate />
            {bySlot.size ? <p className="mt-1 px-3 text-xs text-ink-600">{t`Slot: ${placesLeft(bySlot, b)}`}</p> : null}
          </li>
        ))}
      </ul>
      <div className="hidden lg:block">
        <DataTable rows={bookings} columns={columns} caption={t`Bookings`} rowId={(b) => b.id} busy={busy} />
      </div>
    </>
  );
}
