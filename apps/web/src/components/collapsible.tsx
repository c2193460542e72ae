import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import * as Icon from './icons';

/**
 * A collapsible item (spec 01 §4: items toggle independently): a heading whose button shows or hides
 * its panel; `aria-expanded` tells the state. `level` is the heading level inside the page.
 */
export function Collapsible({ title, children, defaultOpen = false, level = 2, className }: { title: ReactNode; children: ReactNode; defaultOpen?: boolean; level?: 2 | 3; className?: string }) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={cn('rounded-2xl border border-sand-200 bg-white', className)}>
      <Heading className="font-sans text-base font-semibold sm:text-lg">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl px-5 py-3 text-left text-ink-900 hover:bg-sand-50"
        >
          <span>{title}</span>
          <Icon.ChevronRight aria-hidden="true" className={cn('size-5 shrink-0 text-ink-600 transition-transform motion-reduce:transition-none', open && 'rotate-90')} />
        </button>
      </Heading>
      <div id={`${id}-panel`} hidden={!open} className="px-5 pb-5 text-ink-700">
        {children}
      </div>
    </div>
  );
}

/**
 * HTML the server sanitised when it was stored and again when served (sanitize-html: no scripts,
 * handlers, styles or frames); the page's Content-Security-Policy (script-src 'self') is a second wall.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={cn('rich-text', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
