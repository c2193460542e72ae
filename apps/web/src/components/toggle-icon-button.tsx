import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface ToggleIconButtonProps {
  /** What a press does now ('Add X to wishlist', 'Remove X from wishlist'). */
  label: string;
  /** Whether the item is in: only the look follows it, the label carries the state. */
  pressed: boolean;
  busy?: boolean;
  /** Nothing to do now (e.g. a sold-out item that is not in the cart): greyed out, not busy. */
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  /** `overlay`: round, over a picture; `outline`: beside other buttons. */
  look?: 'overlay' | 'outline';
}

/**
 * An icon toggle, disabled while its request runs; 44 px target. Its name says what a press does and
 * changes with the state, so it carries no aria-pressed: WAI-ARIA APG (Button) advises one or the
 * other, never a changing name that is also "pressed".
 */
export function ToggleIconButton({ label, pressed, busy = false, disabled = false, onClick, children, look = 'overlay' }: ToggleIconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={busy || disabled}
      onClick={onClick}
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-full transition-colors disabled:opacity-60',
        busy ? 'disabled:cursor-wait' : 'disabled:cursor-not-allowed',
        look === 'overlay' ? 'bg-white/95 shadow-md backdrop-blur hover:bg-white' : 'border border-ink-900/25 bg-white hover:border-ink-900',
        pressed ? 'text-clay-600' : 'text-ink-800',
      )}
    >
      {children}
    </button>
  );
}
