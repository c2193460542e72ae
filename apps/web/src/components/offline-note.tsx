import type { ReactNode } from 'react';
import { Svg, type IconProps } from './icons';
import { cn } from '@/lib/cn';

/**
 * A Wi-Fi sign struck through: no connection. Here rather than in icons.tsx, whose icons the
 * store's entry carries: this one comes only with the pages that may be offline (docs/decisions/136).
 */
export const OfflineIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2 8.8a15 15 0 0 1 4.2-2.6M10 5.1a15 15 0 0 1 12 3.7" />
    <path d="M5 12.5a10 10 0 0 1 3.2-2M13.6 9.9A10 10 0 0 1 19 12.5" />
    <path d="M8.5 16a5 5 0 0 1 7 0" />
    <path d="M12 20h.01" />
    <path d="m3 3 18 18" />
  </Svg>
);

/**
 * A line that says what waits for the network (docs/decisions/136): shown beside a cart, a wishlist
 * or a buy button while the shop is offline, read out politely (role status).
 */
export function OfflineNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" data-testid="offline-note" className={cn('flex items-start gap-2.5 rounded-2xl border border-gold-400 bg-sand-50 px-4 py-3 text-sm font-medium text-ink-900', className)}>
      <OfflineIcon className="mt-0.5 size-5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
