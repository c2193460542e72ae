import { cn } from '@/lib/cn';
import { t } from '@lingui/core/macro';
import { useFormat } from '@/lib/i18n/use-format';

/** "From RWF 45,000": the lowest price of an item whose variants cost differently. */
function fromText(amount: string): string {
  return t`From ${amount}`;
}

/**
 * A price in RWF (formatRwf) with the compare-at price struck through beside it, only when the
 * server sent one (DESIGN.md: shown only when above the price). `from`: the lowest of an item's
 * variant prices, before a variant is chosen ("From RWF 45,000", docs/decisions/127).
 */
export function Price({ price, compareAt, className, size = 'md', from = false }: { price: number; compareAt?: number | null; className?: string; size?: 'sm' | 'md' | 'lg'; from?: boolean }) {
  const { money } = useFormat();
  const main = size === 'lg' ? 'text-2xl sm:text-3xl' : size === 'sm' ? 'text-sm sm:text-base' : 'text-base sm:text-lg';
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      <span className={cn('font-bold text-ink-900', main)}>{from ? fromText(money(price)) : money(price)}</span>
      {compareAt != null ? (
        <s className="text-xs text-ink-600 sm:text-sm" data-testid="compare-at">
          <span className="sr-only">{t`Was`} </span>
          {money(compareAt)}
        </s>
      ) : null}
    </p>
  );
}
