import type { Availability } from '@atelier/contracts';
import { cn } from '@/lib/cn';

/** 'Reserved' (an order holds it) or 'Sold' (paid) on a one-of-a-kind artwork; nothing when available (issue 5). */
export function AvailabilityBadge({ availability, className }: { availability: Availability | undefined; className?: string }) {
  if (!availability || availability === 'available') return null;
  return (
    <span data-testid="availability" className={cn('inline-flex items-center rounded-full px-3 py-1 text-xs font-bold tracking-wider uppercase', availability === 'sold' ? 'bg-ink-900 text-paper' : 'bg-amber-100 text-amber-900', className)}>
      {availability === 'sold' ? 'Sold' : 'Reserved'}
    </span>
  );
}

/** The sentence shown instead of the buy buttons of an artwork someone else holds. */
export function unavailableText(availability: Availability | undefined): string | null {
  if (availability === 'sold') return 'Sold: this original has found its home.';
  if (availability === 'reserved') return 'Reserved: another customer has ordered this original.';
  return null;
}
