import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import * as Icon from './icons';
import { t } from '@lingui/core/macro';

export interface CounterPanel {
  id: string;
  label: string;
  /** The number on the counter; null while it loads, 'error' when it could not be loaded. */
  count: number | null | 'error';
  icon?: ReactNode;
  /** The panel's body, rendered only while it is open. */
  render: () => ReactNode;
}

/**
 * Collapsible counters (spec 02 §2 Profile overview): a row of buttons, each with a label and a
 * count, that open one panel at a time below them (disclosure pattern: aria-expanded and
 * aria-controls). Choosing the open counter again closes it.
 */
export function CounterPanels({ panels, label, defaultOpen = null }: { panels: readonly CounterPanel[]; label: string; defaultOpen?: string | null }) {
  const [open, setOpen] = useState<string | null>(defaultOpen);
  const baseId = useId();
  const current = panels.find((p) => p.id === open) ?? null;
  return (
    <section aria-label={label}>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
        {panels.map((panel) => {
          const expanded = panel.id === open;
          return (
            <button
              key={panel.id}
              type="button"
              aria-expanded={expanded}
              aria-controls={expanded ? `${baseId}-${panel.id}` : undefined}
              onClick={() => setOpen(expanded ? null : panel.id)}
              className={cn(
                'flex min-h-24 flex-col justify-between rounded-2xl border p-4 text-left transition-colors sm:p-5',
                expanded ? 'border-ink-900 bg-ink-900 text-paper' : 'border-sand-200 bg-white text-ink-900 hover:border-ink-900/40',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className={cn('flex items-center gap-2 text-xs font-semibold tracking-[0.15em] uppercase', expanded ? 'text-sand-100' : 'text-ink-600')}>
                  {panel.icon}
                  {panel.label}
                </span>
                <Icon.ChevronRight className={cn('size-4 shrink-0 transition-transform', expanded ? '-rotate-90' : 'rotate-90')} />
              </span>
              <span className="mt-2 font-display text-3xl">
                {panel.count === null ? (
                  <>
                    <span className="inline-block h-7 w-10 animate-pulse rounded bg-sand-100" aria-hidden="true" />
                    <span className="sr-only">{t`Loading`}</span>
                  </>
                ) : panel.count === 'error' ? (
                  <>
                    <span aria-hidden="true">–</span>
                    <span className="sr-only">{t`not loaded`}</span>
                  </>
                ) : (
                  panel.count
                )}
              </span>
            </button>
          );
        })}
      </div>
      {current ? (
        <div id={`${baseId}-${current.id}`} role="region" aria-label={current.label} className="mt-4 rounded-3xl border border-sand-200 bg-white p-4 sm:p-6">
          {current.render()}
        </div>
      ) : null}
    </section>
  );
}
