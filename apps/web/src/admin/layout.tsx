import { Suspense } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { PageSpinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import * as Icon from './components/icons';
import { AdminLanguageSelect } from './components/language-select';
import { RouteErrorBoundary } from './error-boundary';
import { NAV_ITEMS } from './nav';
import { adminPaths } from './paths';
import { isOwner } from './roles';

const sideLink = ({ isActive }: { isActive: boolean }) =>
  cn('flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-semibold transition-colors', isActive ? 'bg-ink-900 text-paper' : 'text-ink-700 hover:bg-sand-100');
const barLink = ({ isActive }: { isActive: boolean }) => cn('flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-semibold', isActive ? 'text-clay-700' : 'text-ink-600');

/**
 * The back office's frame, phone first (docs/decisions/099): on a phone a slim top bar and a bottom bar with
 * Dashboard, Orders and More, every target at least 44 px; from 1024 px a sidebar with every section.
 * Owner-only sections are left out for staff. Each page loads as its own chunk.
 */
export function AdminLayout() {
  const { t, i18n } = useLingui();
  const { user, logout } = useAuth();
  const { pathname } = useLocation();
  const owner = isOwner(user);
  const items = NAV_ITEMS.filter((item) => owner || !item.ownerOnly);
  const moreActive = !items.some((item) => item.bar && (item.to === '/' ? pathname === '/' : pathname.startsWith(item.to)));

  return (
    <div className="min-h-dvh lg:flex">
      <a href="#admin-main" className="sr-only focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2">
        {t`Skip to content`}
      </a>
      <aside className="hidden lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-64 lg:shrink-0 lg:flex-col lg:border-r lg:border-sand-200 lg:bg-white lg:px-4 lg:py-6">
        <p className="px-3 font-display text-xl">Atelier</p>
        <div className="mb-6 flex items-center justify-between gap-2 px-3">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-clay-700">{t`Back office`}</p>
          <AdminLanguageSelect />
        </div>
        <nav aria-label={t`Back office`} className="grid gap-1">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={sideLink}>
              <item.icon className="size-5" /> {i18n._(item.label)}
            </NavLink>
          ))}
        </nav>
        <div className="mt-auto grid gap-1 border-t border-sand-200 pt-4">
          <p className="truncate px-3 text-xs text-ink-600" title={user?.email}>
            {user?.email} · {owner ? t({ context: 'role', message: 'Owner' }) : t({ context: 'role', message: 'Staff' })}
          </p>
          <a href="/" className={sideLink({ isActive: false })}>
            <Icon.Storefront className="size-5" /> {t`View the shop`}
          </a>
          <button type="button" onClick={() => logout()} className={sideLink({ isActive: false })}>
            <Icon.SignOut className="size-5" /> {t`Sign out`}
          </button>
        </div>
      </aside>

      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-30 flex min-h-14 items-center justify-between border-b border-sand-200 bg-paper/95 px-4 backdrop-blur lg:hidden">
          <p className="min-w-0 truncate font-display text-lg">
            Atelier <span className="text-sm font-sans font-semibold text-clay-700">{t`Back office`}</span>
          </p>
          <div className="flex shrink-0 items-center gap-2 pl-3">
            <span className="hidden text-xs text-ink-600 min-[380px]:inline">{owner ? t({ context: 'role', message: 'Owner' }) : t({ context: 'role', message: 'Staff' })}</span>
            <AdminLanguageSelect />
          </div>
        </header>
        <main id="admin-main" className="mx-auto w-full max-w-6xl px-4 pt-5 pb-[calc(6rem+env(safe-area-inset-bottom))] sm:px-6 lg:px-10 lg:py-10">
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
      </div>

      <nav aria-label={t`Back office sections`} className="fixed inset-x-0 bottom-0 z-40 flex border-t border-sand-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden">
        {items
          .filter((item) => item.bar)
          .map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={barLink}>
              <item.icon className="size-6" />
              <span className="line-clamp-2 max-w-full px-1 text-center leading-tight">{i18n._(item.label)}</span>
            </NavLink>
          ))}
        <NavLink to={adminPaths.more} className={() => barLink({ isActive: moreActive })} aria-current={moreActive ? 'page' : undefined}>
          <Icon.More className="size-6" />
          <span className="line-clamp-2 max-w-full px-1 text-center leading-tight">{t`More`}</span>
        </NavLink>
      </nav>
    </div>
  );
}
