import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LanguagePicker } from '@/components/language-picker';
import * as Icon from '@/components/icons';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/api/get-cart';
import { SideCart } from '@/features/cart/components/side-cart';
import { CombinedSearch } from '@/features/search/components/combined-search';
import { useWishlist } from '@/features/wishlist/api/get-wishlist';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { resolveImageUrl } from '@/lib/images';
import { returnTo } from '../guards';
import { BrandLink } from './brand';
import { CART_IDS_KEY, WISHLIST_IDS_KEY, useStoredCount } from './use-stored-count';

/** The navigation links (spec 01 §2: / , /services, /artgallery, /store, /contact, /profile). */
const NAV_LINKS = [
  { to: paths.home, label: msg`Home`, end: true },
  { to: paths.services, label: msg`Services` },
  { to: paths.gallery, label: msg`Art Gallery` },
  { to: paths.store, label: msg`Store` },
  { to: paths.contact, label: msg`Contact` },
] as const;

/** Cart and wishlist counts; the queries keep the mirrored id lists fresh while signed in. */
function useShellCounts() {
  const { status } = useAuth();
  useCart();
  useWishlist();
  const cart = useStoredCount(CART_IDS_KEY);
  const wishlist = useStoredCount(WISHLIST_IDS_KEY);
  return status === 'signedOut' ? { cart: 0, wishlist: 0 } : { cart, wishlist };
}

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-clay-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-paper"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * The profile link: /profile with the user's picture when signed in, /login otherwise, which brings
 * the visitor back to this page after signing in (spec 01 §4).
 */
function ProfileLink({ className, withLabel = false }: { className?: string; withLabel?: boolean }) {
  const { t } = useLingui();
  const { user, status } = useAuth();
  const location = useLocation();
  const signedIn = status !== 'signedOut' && user;
  const picture = signedIn ? resolveImageUrl(user.profile_image) : null;
  // Remembers which picture failed, so a new one (after a profile edit) gets its chance.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <NavLink to={signedIn ? paths.profile : paths.login} state={signedIn ? undefined : returnTo(location)} aria-label={signedIn ? t`Profile: ${user.name}` : t`Log in`} className={className}>
      {picture && failed !== picture ? (
        <img src={picture} alt="" width={28} height={28} className="size-7 rounded-full object-cover ring-2 ring-sand-200" onError={() => setFailed(picture)} />
      ) : (
        <Icon.User className="size-6" />
      )}
      {withLabel ? <span className="text-[11px] leading-none font-medium">{signedIn ? t`Profile` : t`Log in`}</span> : null}
    </NavLink>
  );
}

const iconLink = 'relative flex size-11 items-center justify-center rounded-full text-ink-800 hover:bg-sand-100 aria-[current=page]:text-clay-700';

/**
 * Site header (spec 01 §2 Navigation bar): desktop bar with logo, links and icons; below 1024 px a
 * top bar with a menu panel, below 1280 px a search overlay (the combined search sits in the bar
 * from 1280 px). Breakpoints chosen so no link or the brand wraps and nothing overflows in English,
 * Kinyarwanda or French (docs/decisions/111: "Twandikire", "Galerie d'art" are wider than the English words).
 * Wishlist and cart icons carry counts; Escape closes the open panel.
 */
export function Header() {
  const { t, i18n } = useLingui();
  const { status } = useAuth();
  const counts = useShellCounts();
  const location = useLocation();
  // The menu belongs to the page it was opened on, so moving to another page closes it.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuPath(open ? location.pathname : null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuPanel = useRef<HTMLDivElement>(null);
  const wishlistTo = status === 'signedOut' ? paths.login : paths.wishlist;
  // The search overlay (below the desktop width) belongs to its page too.
  const [searchPath, setSearchPath] = useState<string | null>(null);
  const searchOpen = searchPath === location.pathname;
  const searchButton = useRef<HTMLButtonElement>(null);
  const closeSearch = () => {
    setSearchPath(null);
    searchButton.current?.focus();
  };

  useEffect(() => {
    if (!searchOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setSearchPath(null);
        searchButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [searchOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    menuPanel.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuPath(null);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="no-print sticky top-0 z-40 border-b border-sand-200/80 bg-paper/90 backdrop-blur supports-[backdrop-filter]:bg-paper/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <BrandLink className="mr-auto lg:mr-6" />
        <nav aria-label={t`Main navigation`} className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={'end' in link ? link.end : false}
                  className="flex min-h-11 items-center rounded-full px-3.5 text-sm font-semibold whitespace-nowrap text-ink-700 hover:bg-sand-100 hover:text-ink-900 aria-[current=page]:bg-ink-900 aria-[current=page]:text-paper"
                >
                  {i18n._(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguagePicker compact className="mr-1 hidden lg:flex" />
        <CombinedSearch className="mr-2 hidden w-64 xl:block 2xl:w-72" />
        <div className="flex items-center gap-0.5">
          <button
            ref={searchButton}
            type="button"
            className={cn(iconLink, 'xl:hidden')}
            aria-expanded={searchOpen}
            aria-controls="search-overlay"
            aria-label={searchOpen ? t`Close search` : t`Search`}
            onClick={() => {
              setMenuPath(null);
              setSearchPath(searchOpen ? null : location.pathname);
            }}
          >
            {searchOpen ? <Icon.Close className="size-6" /> : <Icon.Search className="size-6" />}
          </button>
          <NavLink
            to={wishlistTo}
            state={wishlistTo === paths.login ? returnTo(location) : undefined}
            className={iconLink}
            aria-label={plural(counts.wishlist, { one: 'Wishlist, # item', other: 'Wishlist, # items' })}
          >
            <Icon.Heart className="size-6" />
            <CountBadge count={counts.wishlist} />
          </NavLink>
          <SideCart className={iconLink} count={counts.cart}>
            <Icon.Bag className="size-6" />
            <CountBadge count={counts.cart} />
          </SideCart>
          <ProfileLink className={cn(iconLink, 'hidden md:flex')} />
          <button
            ref={menuButton}
            type="button"
            className={cn(iconLink, 'lg:hidden')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t`Close menu` : t`Open menu`}
            onClick={() => {
              setSearchPath(null);
              setMenuOpen(!menuOpen);
            }}
          >
            {menuOpen ? <Icon.Close className="size-6" /> : <Icon.Menu className="size-6" />}
          </button>
        </div>
      </div>

      {searchOpen ? (
        <>
          <div className="fixed inset-0 top-16 z-30 bg-ink-900/40 xl:hidden" aria-hidden="true" onClick={() => setSearchPath(null)} />
          <div id="search-overlay" className="absolute inset-x-0 top-16 z-40 border-b border-sand-200 bg-paper px-4 py-3 shadow-xl motion-safe:animate-fade-in sm:px-6 xl:hidden">
            <CombinedSearch autoFocus onClose={closeSearch} className="mx-auto max-w-2xl" />
          </div>
        </>
      ) : null}

      {menuOpen ? (
        <>
          <div className="fixed inset-0 top-16 z-30 bg-ink-900/40 lg:hidden" aria-hidden="true" onClick={() => setMenuOpen(false)} />
          <div ref={menuPanel} id="mobile-menu" className="absolute inset-x-0 top-16 z-40 border-b border-sand-200 bg-paper shadow-xl motion-safe:animate-fade-in lg:hidden">
            <nav aria-label={t`Menu`} className="mx-auto max-w-6xl px-4 py-3">
              <ul className="grid gap-1">
                {[...NAV_LINKS, { to: wishlistTo, label: msg`Wishlist` }, { to: status === 'signedOut' ? paths.login : paths.profile, label: status === 'signedOut' ? msg`Log in` : msg`Profile` }].map(
                  (link) => (
                    <li key={link.label.id}>
                      <NavLink
                        to={link.to}
                        state={link.to === paths.login ? returnTo(location) : undefined}
                        end={'end' in link ? link.end : false}
                        className="flex min-h-12 items-center rounded-xl px-4 font-display text-xl text-ink-900 hover:bg-sand-100 aria-[current=page]:bg-sand-100 aria-[current=page]:text-clay-700"
                      >
                        {i18n._(link.label)}
                      </NavLink>
                    </li>
                  ),
                )}
              </ul>
              <LanguagePicker className="mt-2 border-t border-sand-200 px-4 pt-3" />
            </nav>
          </div>
        </>
      ) : null}
    </header>
  );
}

/**
 * Mobile bottom bar (spec 01 §2): the main destinations within thumb reach at phone widths —
 * Home, Store, Gallery, Cart (with count) and Profile.
 */
export function MobileBottomBar() {
  const { t } = useLingui();
  const counts = useShellCounts();
  const item = 'relative flex min-h-14 flex-1 flex-col items-center justify-center gap-1 text-ink-600 aria-[current=page]:text-clay-700';
  return (
    <nav aria-label={t`Quick navigation`} className="no-print pb-safe fixed inset-x-0 bottom-0 z-40 border-t border-sand-200 bg-paper/95 backdrop-blur md:hidden">
      <ul className="mx-auto flex max-w-md items-stretch">
        <li className="flex flex-1">
          <NavLink to={paths.home} end className={item}>
            <Icon.Home className="size-6" />
            <span className="text-[11px] leading-none font-medium">{t`Home`}</span>
          </NavLink>
        </li>
        <li className="flex flex-1">
          <NavLink to={paths.store} className={item}>
            <Icon.Store className="size-6" />
            <span className="text-[11px] leading-none font-medium">{t`Store`}</span>
          </NavLink>
        </li>
        <li className="flex flex-1">
          <NavLink to={paths.gallery} className={item}>
            <Icon.Palette className="size-6" />
            <span className="text-[11px] leading-none font-medium">{t`Gallery`}</span>
          </NavLink>
        </li>
        <li className="flex flex-1">
          <NavLink to={paths.cart} className={item} aria-label={plural(counts.cart, { one: 'Cart, # item', other: 'Cart, # items' })}>
            <span className="relative">
              <Icon.Bag className="size-6" />
              <CountBadge count={counts.cart} />
            </span>
            <span className="text-[11px] leading-none font-medium" aria-hidden="true">
              {t`Cart`}
            </span>
          </NavLink>
        </li>
        <li className="flex flex-1">
          <ProfileLink className={item} withLabel />
        </li>
      </ul>
    </nav>
  );
}
