import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A back-office page's heading (its one h1) with optional actions beside it; sets the tab title. */
export function PageTitle({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(t`${title} · Back office`);
  return (
    <header className="mb-5 flex flex-wrap items-end justify-between gap-3 lg:mb-8">
      <div className="min-w-0">
        <h1 className="text-3xl leading-tight lg:text-4xl">{title}</h1>
        {children ? <div className="mt-1 text-sm text-ink-600">{children}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
