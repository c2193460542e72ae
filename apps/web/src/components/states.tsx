import type { ReactNode } from 'react';
import { Button } from './button';
import { t } from '@lingui/core/macro';

/**
 * A failed load: title, the reason and a retry button (never a blank screen). A reason that only
 * repeats the title (the server's 'Product not found' under the page's own) is left out.
 */
export function ErrorState({ title, message, onRetry, retryLabel = t`Try again` }: { title: string; message?: string; onRetry?: () => void; retryLabel?: string }) {
  if (message && message.trim().toLocaleLowerCase() === title.trim().toLocaleLowerCase()) message = undefined;
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-clay-100 bg-clay-50 px-6 py-10 text-center">
      <p className="font-display text-xl text-ink-900">{title}</p>
      {message ? <p className="text-sm text-ink-600">{message}</p> : null}
      {onRetry ? (
        <Button variant="dark" onClick={onRetry} className="mt-2">
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}

/** Nothing to show: a title, an optional line and an optional action. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-dashed border-sand-300 bg-white/60 px-6 py-12 text-center">
      <p className="font-display text-xl text-ink-900">{title}</p>
      {children ? <div className="text-sm text-ink-600">{children}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

/** A page's heading block: one h1, an optional eyebrow and intro. */
export function PageHeader({ title, eyebrow, children }: { title: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <header className="mb-6 sm:mb-10">
      {eyebrow ? <p className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-clay-700">{eyebrow}</p> : null}
      <h1 className="text-3xl leading-tight sm:text-5xl">{title}</h1>
      {children ? <div className="mt-3 max-w-2xl text-base text-ink-600 sm:text-lg">{children}</div> : null}
    </header>
  );
}
