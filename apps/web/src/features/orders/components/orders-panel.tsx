import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { ListPager, pageCount } from '@/components/list-pager';
import { PageSpinner, Spinner } from '@/components/spinner';
import { EmptyState, ErrorState } from '@/components/states';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { ORDERS_PAGE_SIZE, OVERVIEW_ORDERS, useOrders } from '../api/get-orders';
import { OrderCard } from './order-card';
import { t } from '@lingui/core/macro';

/**
 * The Orders tab of /profile (spec 02 §2 Profile): the customer's orders, newest first, 10 per page;
 * each with number, date, status and payment badges, total, 3 items then '+N more items', opening
 * /orders/{id}. Empty: 'No orders yet' with a way to the store. Failure: 'Failed to load orders', Retry.
 */
export function OrdersPanel() {
  const [page, setPage] = useState(1);
  const orders = useOrders(page, ORDERS_PAGE_SIZE);

  if (orders.isPending) return <PageSpinner label={t`Loading orders...`} />;
  if (orders.isError) return <ErrorState title={t`Failed to load orders`} message={errorMessage(orders.error, '')} onRetry={() => void orders.refetch()} retryLabel={t`Retry`} />;
  const { orders: list, total } = orders.data;

  return (
    <section aria-labelledby="orders-title" aria-busy={orders.isFetching}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="orders-title" className="text-2xl">
          {t`Your orders`} {total > 0 ? <span className="text-ink-600">({total})</span> : null}
        </h2>
        {orders.isFetching ? <Spinner className="size-5" /> : null}
      </div>
      {list.length === 0 ? (
        <NoOrders />
      ) : (
        <>
          <ul aria-label={t`Orders`} className={cn('grid grid-cols-1 gap-4 lg:grid-cols-2', orders.isPlaceholderData && 'opacity-60')} aria-busy={orders.isPlaceholderData || undefined}>
            {list.map((order) => (
              <li key={order.id} className="min-w-0">
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
          {total > ORDERS_PAGE_SIZE ? <ListPager label={t`Order pages`} page={page} totalPages={pageCount(total, ORDERS_PAGE_SIZE)} onPage={setPage} busy={orders.isPlaceholderData} /> : null}
        </>
      )}
    </section>
  );
}

function NoOrders() {
  return (
    <EmptyState
      title={t`No orders yet`}
      action={
        <Link to={paths.store} className={buttonClass('primary', 'md')}>
          {t`Start Shopping`}
        </Link>
      }
    >
      {t`Orders you place show here with their status.`}
    </EmptyState>
  );
}

/**
 * The Orders counter's panel on the overview (spec 02 §2, §9): the 3 newest orders and 'View All
 * Orders (N)', which opens the Orders tab through `onViewAll`.
 */
export function RecentOrders({ onViewAll }: { onViewAll: () => void }) {
  const orders = useOrders(1, OVERVIEW_ORDERS);
  if (orders.isPending) return <PageSpinner label={t`Loading orders...`} />;
  if (orders.isError) return <ErrorState title={t`Failed to load orders`} message={errorMessage(orders.error, '')} onRetry={() => void orders.refetch()} retryLabel={t`Retry`} />;
  const { orders: list, total } = orders.data;
  if (list.length === 0) return <NoOrders />;
  return (
    <div className="grid gap-4">
      <ul aria-label={t`Recent orders`} className="grid grid-cols-1 gap-3 lg:grid-cols-3">
        {list.map((order) => (
          <li key={order.id} className="min-w-0">
            <OrderCard order={order} compact />
          </li>
        ))}
      </ul>
      <div>
        <button type="button" onClick={onViewAll} className={buttonClass('outline', 'md')}>
          {t`View All Orders (${total})`}
        </button>
      </div>
    </div>
  );
}
