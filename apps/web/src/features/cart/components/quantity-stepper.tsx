import { useId } from 'react';
import { MAX_LINE_QUANTITY } from '@atelier/contracts';
import * as Icon from '@/components/icons';
import { cn } from '@/lib/cn';
import { t } from '@lingui/core/macro';

/**
 * − quantity + for one cart line (spec 02 §2 Cart, Side cart drawer). `onChange` gets the new
 * quantity (0 removes the line, as PUT /api/cart/{productId} does); + stops at MAX_LINE_QUANTITY.
 * A one-of-a-kind line (an artwork: its quantity is 1) has no +, and says why.
 */
export function QuantityStepper({
  title,
  quantity,
  onChange,
  oneOfAKind = false,
  disabled = false,
  className,
}: {
  title: string;
  quantity: number;
  onChange: (quantity: number) => void;
  oneOfAKind?: boolean;
  /** Both buttons off (the cart is read-only while offline, docs/decisions/136). */
  disabled?: boolean;
  className?: string;
}) {
  const noteId = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <div className="flex items-center rounded-full border border-sand-300">
        <button
          type="button"
          aria-label={t`Decrease quantity of ${title}`}
          disabled={disabled}
          onClick={() => onChange(quantity - 1)}
          className="flex size-11 items-center justify-center rounded-full hover:bg-sand-100 disabled:opacity-40"
        >
          <Icon.Minus className="size-4" />
        </button>
        <output
          aria-live="polite"
          aria-label={t`Quantity of ${title}`}
          aria-describedby={oneOfAKind ? noteId : undefined}
          className={cn('min-w-8 text-center font-semibold tabular-nums', oneOfAKind && 'pr-3')}
        >
          {quantity}
        </output>
        {oneOfAKind ? null : (
          <button
            type="button"
            aria-label={t`Increase quantity of ${title}`}
            disabled={disabled || quantity >= MAX_LINE_QUANTITY}
            onClick={() => onChange(quantity + 1)}
            className="flex size-11 items-center justify-center rounded-full hover:bg-sand-100 disabled:opacity-40"
          >
            <Icon.Plus className="size-4" />
          </button>
        )}
      </div>
      {oneOfAKind ? (
        <span id={noteId} className="text-xs font-medium text-ink-600">
          {t`One of a kind`}
        </span>
      ) : null}
    </div>
  );
}
