import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { PageTitle } from '@admin/components/page-title';
import { adminPaths } from '@admin/paths';

const SECTIONS = [
  { to: adminPaths.content, label: msg`Texts` },
  { to: adminPaths.contentHome, label: msg`Home slides` },
  { to: adminPaths.contentServices, label: msg`Services` },
  { to: adminPaths.contentCompany, label: msg`Company` },
  { to: adminPaths.contentRatings, label: msg`Ratings` },
] as const;

/**
 * The content pages' frame (/admin/content/…, owner only): the page's title, then links to the five
 * content pages (the current one marked with aria-current), scrollable sideways on a phone.
 */
export function ContentShell({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageTitle title={title}>{intro}</PageTitle>
      <nav aria-label={t`Content pages`} className="-mx-4 mb-5 overflow-x-auto px-4 lg:mx-0 lg:px-0">
        <ul className="flex w-max gap-2">
          {SECTIONS.map((s) => (
            <li key={s.to}>
              <NavLink
                to={s.to}
                end
                className={({ isActive }) =>
                  cn(
                    'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-600',
                    isActive ? 'bg-ink-900 text-paper ring-ink-900' : 'bg-white text-ink-800 ring-sand-300 hover:ring-ink-900',
                  )
                }
              >
                {i18n._(s.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </>
  );
}
