import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { CART_MESSAGES, WISHLIST_MESSAGES, titleWithVariant } from '@atelier/contracts';
import { Badge } from '@/components/badge';
import { buttonClass } from '@/components/button';
import { CounterPanels, type CounterPanel } from '@/components/counter-panels';
import * as Icon from '@/components/icons';
import { ListPager, pageCount, pageOf } from '@/components/list-pager';
import { ResponsiveImage } from '@/components/responsive-image';
import { PageSpinner } from '@/components/spinner';
import { EmptyState, ErrorState } from '@/components/states';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/api/get-cart';
import { lineToProductDetails } from '@/features/catalog/product-details';
import { useOrderCount } from '@/features/orders/api/get-orders';
import { RecentOrders } from '@/features/orders/components/orders-panel';
import { useMyRatings } from '@/features/ratings/api/get-my-ratings';
import { useWishlist } from '@/features/wishlist/api/get-wishlist';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { moneyText } from '@/lib/i18n/use-format';
import { t } from '@lingui/core/macro';
import { specText } from '@/lib/i18n/spec-messages';

/** Spec 02 §9: the overview's page sizes. */
export const OVERVIEW_PAGE_SIZES = { cart: 5, wishlist: 6, reviews: 5 } as const;

/**
 * The overview's collapsible counters (spec 02 §2 Profile, §9), composed here from four features:
 * Orders (the 3 newest, 'View All Orders (N)' → the Orders tab; an order → /orders/{id}), Cart (5 per
 * page), Wishlist (6 per page) — a cart or wishlist item → /payment with its details — and Reviews (5
 * per page, the stars given).
 */
export function ProfileActivity({ onViewAllOrders }: { onViewAllOrders: () => void }) {
  const navigate = useNavigate();
  const orderCount = useOrderCount();
  const cart = useCart();
  const wishlist = useWishlist();
  const ratings = useMyRatings();
  const count = (q: { isError: boolean; data?: { length: number } }) => (q.isError ? 'error' : q.data ? q.data.length : null);

  const panels: CounterPanel[] = [
    { id: 'orders', label: t`Orders`, count: orderCount, icon: <Icon.Store className="size-4" />, render: () => <RecentOrders onViewAll={onViewAllOrders} /> },
    {
      id: 'cart',
      label: t`Cart`,
      count: count({ isError: cart.isError, data: cart.data?.items }),
      icon: <Icon.Bag className="size-4" />,
      render: () =>
        cart.isPending ? (
          <PageSpinner label={t`Loading cart...`} />
        ) : cart.isError ? (
          <ErrorState title={specText(CART_MESSAGES.loadFailed)} message={errorMessage(cart.error, '')} onRetry={() => void cart.refetch()} retryLabel={t`Try again`} />
        ) : (
          <PagedLines
            label={t`Cart items`}
            pageSize={OVERVIEW_PAGE_SIZES.cart}
            empty={<Empty title={specText(CART_MESSAGES.empty)} to={paths.store} action={t`Start Shopping`} />}
            footer={
              <Link to={paths.cart} className={buttonClass('outline', 'md')}>
                {t`View cart`}
              </Link>
            }
            lines={cart.data.items.map((item) => ({
              key: `${item.productId}-${item.variantId}`,
              title: titleWithVariant(item.title, item.variantTitle),
              image: item.frontimage,
              meta: `${moneyText(item.price)} × ${item.quantity}`,
              onOpen: () => navigate(item.variantTitle ? `${paths.payment}?variant=${item.variantId}` : paths.payment, { state: { product: lineToProductDetails(item) } }),
            }))}
          />
        ),
    },
    {
      id: 'wishlist',
      label: t`Wishlist`,
      count: count({ isError: wishlist.isError, data: wishlist.data?.items }),
      icon: <Icon.Heart className="size-4" />,
      render: () =>
        wishlist.isPending ? (
          <PageSpinner label={t`Loading wishlist...`} />
        ) : wishlist.isError ? (
          <ErrorState title={t`Failed to load your wishlist`} message={errorMessage(wishlist.error, '')} onRetry={() => void wishlist.refetch()} retryLabel={t`Try again`} />
        ) : (
          <PagedLines
            label={t`Wishlist items`}
            pageSize={OVERVIEW_PAGE_SIZES.wishlist}
            grid
            empty={<Empty title={specText(WISHLIST_MESSAGES.empty)} to={paths.store} action={t`Browse the store`} />}
            lines={wishlist.data.items.map((item) => ({
              key: item.productId,
              title: item.title,
              image: item.frontimage,
              meta: moneyText(item.price),
              onOpen: () => navigate(paths.payment, { state: { product: lineToProductDetails(item) } }),
            }))}
          />
        ),
    },
    {
      id: 'reviews',
      label: t`Reviews`,
      count: count(ratings),
      icon: <StarIcon />,
      render: () =>
        ratings.isPending ? (
          <PageSpinner label={t`Loading reviews...`} />
        ) : ratings.isError ? (
          <ErrorState title={t`Failed to load your reviews`} message={errorMessage(ratings.error, '')} onRetry={() => void ratings.refetch()} retryLabel={t`Try again`} />
        ) : (
          <PagedLines
            label={t`Your reviews`}
            pageSize={OVERVIEW_PAGE_SIZES.reviews}
            empty={<Empty title={t`No reviews yet`} to={paths.store} action={t`Browse the store`}>{t`Rate what you bought from its page.`}</Empty>}
            lines={ratings.data.map((r) => ({
              key: r.productId,
              title: r.title,
              image: r.frontimage,
              meta: (
                <span className="flex flex-wrap items-center gap-2">
                  <Stars value={r.rating} />
                  {r.verified ? <Badge tone="green">{t`Verified buyer`}</Badge> : null}
                  <span className="text-ink-600">{formatDate(r.updated_at)}</span>
                </span>
              ),
            }))}
          />
        ),
    },
  ];

  return <CounterPanels label={t`Your activity`} panels={panels} />;
}

/** A five-pointed star outline, the Reviews counter's icon. */
function StarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" className="size-4" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />
    </svg>
  );
}

/** 1 to 5 filled stars of five, read out as 'Rated N out of 5'. */
function Stars({ value }: { value: number }) {
  return (
    <span role="img" aria-label={t`Rated ${value} out of 5`} className="text-base tracking-tight">
      <span className="text-gold-400" aria-hidden="true">
        {'★'.repeat(value)}
      </span>
      <span className="text-sand-300" aria-hidden="true">
        {'★'.repeat(Math.max(0, 5 - value))}
      </span>
    </span>
  );
}

function Empty({ title, to, action, children }: { title: string; to: string; action: string; children?: ReactNode }) {
  return (
    <EmptyState
      title={title}
      action={
        <Link to={to} className={buttonClass('primary', 'md')}>
          {action}
        </Link>
      }
    >
      {children}
    </EmptyState>
  );
}

interface Line {
  key: number | string;
  title: string;
  image: string | null;
  meta: ReactNode;
  /** Opening the line (a cart or wishlist item → /payment); none → the line is not a control. */
  onOpen?: () => void;
}

/** A picture-and-name list, `pageSize` per page with Previous/Next, or `empty` when there are none. */
function PagedLines({ lines, pageSize, label, empty, footer, grid = false }: { lines: Line[]; pageSize: number; label: string; empty: ReactNode; footer?: ReactNode; grid?: boolean }) {
  const [page, setPage] = useState(1);
  if (lines.length === 0) return <>{empty}</>;
  const pages = pageCount(lines.length, pageSize);
  const current = Math.min(page, pages);
  return (
    <div>
      <ul aria-label={label} className={grid ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3' : 'grid gap-3'}>
        {pageOf(lines, current, pageSize).map((line) => {
          const body = (
            <>
              <span className="size-16 shrink-0 overflow-hidden rounded-xl bg-sand-100">
                <ResponsiveImage src={line.image} alt="" width={160} height={160} sizes="64px" className="size-full object-cover" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-display text-base leading-snug">{line.title}</span>
                <span className="mt-1 block text-sm text-ink-700">{line.meta}</span>
              </span>
            </>
          );
          return (
            <li key={line.key}>
              {line.onOpen ? (
                <button type="button" onClick={line.onOpen} className="flex w-full items-center gap-3 rounded-2xl border border-sand-200 p-2 pr-3 text-left transition-colors hover:border-ink-900/40">
                  {body}
                  <Icon.ChevronRight className="size-4 shrink-0 text-ink-500" />
                </button>
              ) : (
                <div className="flex items-center gap-3 rounded-2xl border border-sand-200 p-2 pr-3">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      {pages > 1 ? <ListPager label={t`${label} pages`} page={current} totalPages={pages} onPage={setPage} /> : null}
      {footer ? <div className="mt-4">{footer}</div> : null}
    </div>
  );
}
