import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type BadgeTone = 'green' | 'amber' | 'blue' | 'clay' | 'neutral';

const tones: Record<BadgeTone, string> = {
  green: 'bg-green-50 text-green-800 ring-green-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  blue: 'bg-sky-50 text-sky-900 ring-sky-200',
  clay: 'bg-clay-50 text-clay-800 ring-clay-100',
  neutral: 'bg-sand-100 text-ink-700 ring-sand-200',
};

/** A small rounded status label; the colours keep at least 4.5:1 contrast (WCAG AA). */
export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1', tones[tone], className)}>{children}</span>;
}
