import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The red banner of a form or a panel: the server's readable refusal or what to fix, announced when
 * it appears (`role="alert"`). Renders nothing without a message. `id` lets the form name it in
 * `aria-describedby`; `className` places it (margins, a grid span, `no-print`); `as="div"` when the
 * message holds blocks (a paragraph and a retry button).
 */
export function FormAlert({ message, id, className, as: Tag = 'p' }: { message: ReactNode; id?: string; className?: string; as?: 'p' | 'div' }) {
  return message ? (
    <Tag id={id} role="alert" className={cn('rounded-xl bg-clay-50 px-4 py-3 text-sm font-medium text-clay-800', className)}>
      {message}
    </Tag>
  ) : null;
}
