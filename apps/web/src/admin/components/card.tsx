import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled white card of a back-office record page (order, customer, item, message); `action` sits at the right of the title. */
export function Card({ title, action, children, className }: { title: string; action?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={cn('rounded-2xl bg-white p-4 ring-1 ring-sand-200 sm:p-5', className)} aria-label={title}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="font-sans text-base font-semibold text-ink-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** One label and value row of a summary list. */
export function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4 py-1', strong && 'text-base font-semibold text-ink-900')}>
      <dt className={strong ? undefined : 'text-ink-600'}>{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}
