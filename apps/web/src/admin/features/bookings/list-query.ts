import { msg } from '@lingui/core/macro';
import { addDays, type AdminBookingListQuery } from '@atelier/contracts';

/** The bookings page's views, lists and sorts, and the server query of each list (docs/decisions/103). */
export const VIEWS = [
  { id: 'day', label: msg`Day` },
  { id: 'week', label: msg`Week` },
  { id: 'list', label: msg`List` },
] as const;
export type View = (typeof VIEWS)[number]['id'];
export const LISTS = [
  { id: 'upcoming', label: msg`Upcoming`, title: msg`Upcoming bookings`, empty: msg`No upcoming bookings` },
  { id: 'requested', label: msg({ context: 'booking list', message: 'Requested' }), title: msg`Requested bookings`, empty: msg`No requested bookings` },
  { id: 'past', label: msg`Past`, title: msg`Past bookings`, empty: msg`No past bookings` },
  { id: 'cancelled', label: msg({ context: 'booking list', message: 'Cancelled' }), title: msg`Cancelled bookings`, empty: msg`No cancelled bookings` },
] as const;
export type ListKind = (typeof LISTS)[number]['id'];
export const PAGE_SIZE = 20;

export const SORTS = [
  { id: 'date', label: msg`Soonest first` },
  { id: '-date', label: msg`Latest first` },
] as const;
export type Sort = (typeof SORTS)[number]['id'];
/** Each list's natural order: what comes next first, and the most recent past first. */
export const DEFAULT_SORT: Record<ListKind, Sort> = { upcoming: 'date', requested: 'date', past: '-date', cancelled: '-date' };

/** The list's query: upcoming = confirmed in the next 30 days (with places left), requested groups, the last 60 days, cancelled ones. */
export function listQuery(kind: ListKind, today: string, page: number, q: string | undefined, sort: Sort): AdminBookingListQuery {
  const paging = { page, limit: PAGE_SIZE, q, sort };
  switch (kind) {
    case 'upcoming':
      return { from: today, to: addDays(today, 30), status: 'confirmed', ...paging };
    case 'requested':
      return { from: today, to: addDays(today, 365), status: 'requested', ...paging };
    case 'past':
      return { from: addDays(today, -60), to: addDays(today, -1), ...paging };
    case 'cancelled':
      return { from: addDays(today, -60), to: addDays(today, 365), status: 'cancelled', ...paging };
  }
}
