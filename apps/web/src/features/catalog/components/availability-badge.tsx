import type { Availability } from '@atelier/contracts';
import { cn } from '@/lib/cn';
import { t } from '@lingui/core/macro';

/**
 * 'Reserved' (an order holds it) or 'Sold' (paid) on a one-of-a-kind artwork (docs/decisions/030), 'Sold out' on
 * a product with no stock left (docs/decisions/101); nothing when available.
 */
export function AvailabilityBadge({ availability, className }: { availability: Availability | undefined; className?: string }) {
  if (!availability || availability === 'available') return null;
  return (
    <span
      data-testid="availability"
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-bold tracking-wider uppercase',
        availability === 'reserved' ? 'bg-amber-100 text-amber-900' : 'bg-ink-900 text-paper',
        className,
      )}
    >
      {availabilityLabel(availability)}
    </span>
  );
}

/** The short word for an item that cannot be bought: Sold, Sold out or Reserved. */
export function availabilityLabel(availability: Exclude<Availability, 'available'>): string {
  return availability === 'sold' ? t`Sold` : availability === 'sold_out' ? t`Sold out` : t`Reserved`;
}

/** The sentence shown instead of the buy buttons of an item that cannot be bought. */
export function unavailableText(availability: Availability | undefined): string | null {
  if (availability === 'sold_out') return t`Sold out: none left for now.`;
  if (availability === 'sold') return t`Sold: this original has found its home.`;
  if (availability === 'reserved') return t`Reserved: another customer has ordered this original.`;
  return null;
}
