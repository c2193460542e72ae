import { t } from '@lingui/core/macro';
import { cn } from '@/lib/cn';

/** A small spinning ring; decorative (pair it with text or a label). */
export function Spinner({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('inline-block size-6 animate-spin rounded-full border-[3px] border-sand-200 border-t-clay-600', className)} />;
}

/** Centred spinner with an accessible label, for a page whose session or data is still loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-ink-600">
      <Spinner className="size-9" />
      <span className="text-sm font-medium">{label ?? t`Loading...`}</span>
    </div>
  );
}
