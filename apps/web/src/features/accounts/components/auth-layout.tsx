import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as Icon from '@/components/icons';
import { t } from '@lingui/core/macro';

/**
 * The frame of /login and /verification, which sit outside the shared layout (spec 01 §2): a slim
 * top bar with the brand and a way back, the form card, and on wide screens a brand panel.
 */
export function AuthLayout({ brand, children, aside }: { brand: ReactNode; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col lg:grid lg:grid-cols-[1fr_minmax(0,34rem)]">
      <aside aria-label="Atelier Kigali" className="relative hidden overflow-hidden bg-ink-900 lg:block">
        <div className="bg-zigzag absolute inset-0 opacity-60" aria-hidden="true" />
        <div className="absolute inset-0 bg-gradient-to-t from-ink-900 via-ink-900/80 to-ink-900/20" aria-hidden="true" />
        <div className="relative flex h-full flex-col justify-end p-12 text-paper">{aside}</div>
      </aside>
      <div className="flex flex-1 flex-col">
        <header className="flex items-center justify-between gap-4 px-4 py-3 sm:px-8">
          {brand}
          <Link to="/store" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-ink-700 hover:text-ink-900">
            <Icon.ArrowLeft className="size-4" /> {t`Store`}
          </Link>
        </header>
        <main id="main" className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:px-8">
          <div className="w-full max-w-md">{children}</div>
        </main>
      </div>
    </div>
  );
}
