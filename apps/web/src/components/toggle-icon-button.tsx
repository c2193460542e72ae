import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface ToggleIconButtonProps {
  label: string;
  pressed: boolean;
  busy?: boolean;
  onClick: () => void;
  children: ReactNode;
  /** `overlay`: round, over a picture; `outline`: beside other buttons. */
  look?: 'overlay' | 'outline';
}

/** An icon toggle (aria-label, aria-pressed), disabled while its request runs; 44 px target. */
export function ToggleIconButton({ label, pressed, busy = false, onClick, children, look = 'overlay' }: ToggleIconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={onClick}
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-full transition-colors disabled:cursor-wait disabled:opacity-60',
        look === 'overlay' ? 'bg-white/95 shadow-md backdrop-blur hover:bg-white' : 'border border-ink-900/25 bg-white hover:border-ink-900',
        pressed ? 'text-clay-600' : 'text-ink-800',
      )}
    >
      {children}
    </button>
  );
}
