import { useMemo } from 'react';
import { kigaliNow, kigaliToday, type AgendaSlot } from '@atelier/contracts';
import { useBookings } from './bookings';

/**
 * The open slots of `date` at `location` with at least `people` places left (docs/decisions/103: staff only
 * ever offer free slots), read from the agenda's slots of that one day; slots already begun today
 * are left out. Idle while `date` is empty. `ignorePlaces` (a requested group, which takes no
 * places until confirmed) keeps full slots that are open.
 */
export function useFreeSlots(date: string, location: string | null, people: number, opts: { ignorePlaces?: boolean; enabled?: boolean } = {}) {
  const enabled = (opts.enabled ?? true) && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const query = useBookings({ from: date, to: date, ...(location ? { location } : {}), limit: 1 }, enabled);
  const slots = useMemo<AgendaSlot[]>(() => {
    if (!enabled || !query.data) return [];
    const today = kigaliToday();
    const now = kigaliNow();
    return query.data.slots.filter((s) => s.date === date && s.location === location && !s.closed && (opts.ignorePlaces || s.left >= people) && (date > today || (date === today && s.time > now)));
  }, [enabled, query.data, date, location, people, opts.ignorePlaces]);
  return { slots, isPending: enabled && query.isPending, isFetching: query.isFetching, error: query.error, enabled };
}
